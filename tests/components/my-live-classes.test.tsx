import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { HEARTBEAT_SECONDS, LIVE_CLASS_MESSAGES } from '../../contract/live-classes';
import { MyLiveClassesPage } from '../../src/features/live-classes/my-classes/my-classes-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch, type Call } from './support/fetch-routes';
import {
  attendance,
  CLASS_ID,
  liveClass,
  MEETING,
  MINUTE,
  NOW,
  pageOf,
} from './support/my-live-class-fixtures';
import { hadTeacher } from './support/orgs';
import { json, renderWithApp } from './support/render';

const BEAT_MS = HEARTBEAT_SECONDS * 1000;

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

let actors: TestActors | null = null;
afterEach(() => {
  actors?.stop();
  actors = null;
  Reflect.deleteProperty(document, 'visibilityState');
});

/** The screen's clock at NOW, and the service's current date read from it (no offset). */
function simulatedClock() {
  const clock = new SimulatedClock();
  clock.set(NOW);
  return clock;
}

function stub(clock: SimulatedClock, handlers: Parameters<typeof routeFetch>[0]) {
  return routeFetch({
    'GET /v1/general/current-date': () =>
      json({ data: { currentDate: new Date(clock.now()).toISOString() } }),
    ...handlers,
  });
}

function renderPage(clock: SimulatedClock, path = '/live-classes/my-classes', canTake = true) {
  actors = createTestActors([hadTeacher]);
  return renderWithApp(
    <>
      <MyLiveClassesPage
        canRead
        canTake={canTake}
        canJoin={canTake}
        confirmation={actors.confirmation}
        clock={clock}
      />
      <Address />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path },
  );
}

const mineCalls = (calls: Call[]) =>
  calls.filter((c) => c.path.endsWith('/myClasses')).map((c) => Object.fromEntries(c.query));
const count = (calls: Call[], suffix: string) =>
  calls.filter((c) => c.path.endsWith(suffix)).length;
const advance = (clock: SimulatedClock, ms: number) => act(() => clock.increment(ms));
const joinButton = (n: number) => screen.getByTestId(`my-class-join-${CLASS_ID(n)}`);

describe('my classes: upcoming and past', () => {
  it('lists upcoming classes soonest first with their badges, details and the next countdown', async () => {
    const clock = simulatedClock();
    const { calls } = stub(clock, {
      'GET /myClasses': () =>
        pageOf([
          liveClass(2, 24 * 60, {
            validity: 'invalid',
            invalidReason: 'clash',
            tag: 'Grammar',
            clashesWith: {
              id: CLASS_ID(9),
              title: 'Tajweed',
              startsAt: '2026-03-02T09:00:00.000Z',
            },
          }),
          liveClass(1, 90),
          liveClass(3, 26 * 60, { approval: 'unapproved' }),
        ]),
    });
    renderPage(clock);
    expect(screen.getByRole('heading', { level: 1, name: 'My live classes' })).toBeTruthy();
    expect(screen.getByTestId('spinner')).toBeTruthy();
    const list = await screen.findByTestId('my-classes-upcoming-list');
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Class 1', 'Class 2', 'Class 3']);
    expect(mineCalls(calls)).toEqual([{ pageNumber: '1', when: 'upcoming' }]);

    // One phrase per class; a double-booked one names the other class and who may fix it.
    const status = (n: number) => screen.getByTestId(`my-class-status-${CLASS_ID(n)}`).textContent;
    expect(status(1)).toBe('Approved, not started');
    expect(status(2)).toBe('Approved, teacher double-booked');
    expect(status(3)).toBe('Awaiting approval');
    const clash = screen.getByTestId(`my-class-clash-${CLASS_ID(2)}`).textContent;
    expect(clash).toMatch(/^Huda Saleh also teaches “Tajweed” at .+\. Ask your manager/);
    expect(screen.queryByTestId(`my-class-clash-${CLASS_ID(1)}`)).toBeNull();

    const card = screen.getByTestId(`my-class-${CLASS_ID(2)}`);
    expect(within(card).getByText('45 minutes')).toBeTruthy();
    expect(within(card).getByText('Grammar')).toBeTruthy();
    expect(within(card).getByText('2 to 12')).toBeTruthy();

    // Only the next class counts down, to its start on the service's clock.
    await waitFor(() =>
      expect(screen.getByTestId(`my-class-countdown-${CLASS_ID(1)}`).textContent).toBe(
        'Starts in 1 hr 30 min',
      ),
    );
    expect(screen.queryByTestId(`my-class-countdown-${CLASS_ID(2)}`)).toBeNull();
    expect(screen.getByRole('timer').textContent).toContain('Starts in');
    advance(clock, 89 * MINUTE + 55_000);
    expect(screen.getByTestId(`my-class-countdown-${CLASS_ID(1)}`).textContent).toBe(
      'Starts in 0 min 5 sec',
    );

    // Not Live yet: Join is there, closed, and says why.
    expect((joinButton(1) as HTMLButtonElement).disabled).toBe(true);
    expect(joinButton(1).getAttribute('aria-label')).toBe('Join Class 1');
    const hint = document.getElementById(joinButton(1).getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Join opens when the class starts.');
  });

  it('keeps the tab and page in the address; past classes latest first, with no Join', async () => {
    const clock = simulatedClock();
    const { calls } = stub(clock, {
      'GET /myClasses': (call) =>
        call.query.get('when') === 'past'
          ? pageOf(
              [
                liveClass(4, -3 * 24 * 60, { rating: 4.5, reviewsCount: 2 }),
                liveClass(5, -24 * 60),
              ],
              Number(call.query.get('pageNumber')),
              3,
            )
          : pageOf([liveClass(1, 90)]),
    });
    renderPage(clock, '/live-classes/my-classes?tab=past&page=2');
    const list = await screen.findByTestId('my-classes-past-list');
    expect(mineCalls(calls)).toEqual([{ pageNumber: '2', when: 'past' }]);
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Class 5', 'Class 4']);
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(within(list).getByText('4.5 out of 5 (2 reviews)')).toBeTruthy();
    expect(screen.getByTestId('my-live-classes-tab-past').getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByTestId('my-classes-past-pagination').textContent).toContain('Page 2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tab=past&page=3'));
    fireEvent.click(screen.getByTestId('my-live-classes-tab-upcoming'));
    await screen.findByTestId('my-classes-upcoming-list');
    expect(screen.getByTestId('address').textContent).toBe('');
    expect(mineCalls(calls).at(-1)).toEqual({ pageNumber: '1', when: 'upcoming' });
  });

  it('shows the empty list, and a failure with Try again', async () => {
    const clock = simulatedClock();
    let fail = true;
    stub(clock, {
      'GET /myClasses': () =>
        fail ? json({ message: 'The service is restarting.', code: 'X' }, 503) : pageOf([]),
    });
    renderPage(clock);
    const error = await screen.findByTestId('my-classes-upcoming-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('The service is restarting.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('my-classes-upcoming-empty')).textContent).toBe(
      'You have no upcoming classes.',
    );
  });
});

describe('my classes: the join button follows the class’s clock', () => {
  it('opens exactly when the class goes Live, without a reload, and closes when it finishes', async () => {
    const clock = simulatedClock();
    const { calls } = stub(clock, { 'GET /myClasses': () => pageOf([liveClass(1, 5)]) });
    renderPage(clock);
    await screen.findByTestId(`my-class-${CLASS_ID(1)}`);
    const timing = () => screen.getByTestId(`my-class-status-${CLASS_ID(1)}`).dataset.timing;
    expect((joinButton(1) as HTMLButtonElement).disabled).toBe(true);

    advance(clock, 5 * MINUTE - 1);
    expect(timing()).toBe('notStarted');
    expect((joinButton(1) as HTMLButtonElement).disabled).toBe(true);
    advance(clock, 1);
    expect(timing()).toBe('live');
    expect((joinButton(1) as HTMLButtonElement).disabled).toBe(false);
    expect(joinButton(1).getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();

    advance(clock, 45 * MINUTE - 1);
    expect((joinButton(1) as HTMLButtonElement).disabled).toBe(false);
    advance(clock, 1);
    expect(timing()).toBe('finished');
    expect((joinButton(1) as HTMLButtonElement).disabled).toBe(true);
    expect(
      document.getElementById(joinButton(1).getAttribute('aria-describedby')!)?.textContent,
    ).toBe('The class has finished.');
    // The list was read once: the clock moved the class, not a reload.
    expect(count(calls, '/myClasses')).toBe(1);
  });

  it('stays closed when it goes Live unapproved; on load the service’s actions decide', async () => {
    const clock = simulatedClock();
    stub(clock, {
      'GET /myClasses': () =>
        pageOf([
          liveClass(1, 5, { approval: 'unapproved' }),
          // Live already, but the service does not offer Join (e.g. not this caller's to start).
          liveClass(2, -5, { actions: [] }),
          liveClass(3, -10),
        ]),
    });
    renderPage(clock);
    await screen.findByTestId(`my-class-${CLASS_ID(1)}`);
    expect((joinButton(2) as HTMLButtonElement).disabled).toBe(true);
    expect((joinButton(3) as HTMLButtonElement).disabled).toBe(false);
    advance(clock, 5 * MINUTE);
    expect(screen.getByTestId(`my-class-status-${CLASS_ID(1)}`).textContent).toBe(
      'Started without approval',
    );
    expect((joinButton(1) as HTMLButtonElement).disabled).toBe(true);
    expect(
      document.getElementById(joinButton(1).getAttribute('aria-describedby')!)?.textContent,
    ).toBe('Not open to join: the class must be approved and Live.');
  });

  it('stays closed without w LiveClasses (a paused contract) when the clock moves the class to Live', async () => {
    const clock = simulatedClock();
    stub(clock, { 'GET /myClasses': () => pageOf([liveClass(1, 5)]) });
    renderPage(clock, '/live-classes/my-classes', false);
    await screen.findByTestId(`my-class-${CLASS_ID(1)}`);
    advance(clock, 5 * MINUTE);
    expect(screen.getByTestId(`my-class-status-${CLASS_ID(1)}`).textContent).toBe('Live');
    expect((joinButton(1) as HTMLButtonElement).disabled).toBe(true);
    const hint = () =>
      document.getElementById(joinButton(1).getAttribute('aria-describedby')!)?.textContent;
    expect(hint()).toBe('You can see your classes, but not join them.');
    await changeLanguage('ar');
    await waitFor(() => expect(hint()).toBe('يمكنك رؤية حصصك، لكن لا يمكنك الانضمام إليها.'));
    await changeLanguage('en');
  });

  it('times the class on the service’s clock when the device’s clock is off', async () => {
    const clock = simulatedClock();
    // The service is two minutes ahead of the device: the class starts in 3 device minutes.
    routeFetch({
      'GET /v1/general/current-date': () =>
        json({ data: { currentDate: new Date(clock.now() + 2 * MINUTE).toISOString() } }),
      'GET /myClasses': () => pageOf([liveClass(1, 5)]),
    });
    renderPage(clock);
    await waitFor(() =>
      expect(screen.getByTestId(`my-class-countdown-${CLASS_ID(1)}`).textContent).toBe(
        'Starts in 3 min 0 sec',
      ),
    );
    advance(clock, 3 * MINUTE);
    expect((joinButton(1) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('joining a Live class', () => {
  function stubJoin(clock: SimulatedClock, signature: () => Response) {
    return stub(clock, {
      'GET /myClasses': () => pageOf([liveClass(1, -5), liveClass(2, 60)]),
      'POST /v2/live-classes/teacher/generate-signature': signature,
      [`GET /v1/live-class/${MEETING}/teachers/join`]: attendance,
      [`GET /v1/live-class/${MEETING}/teachers/heartbeat`]: attendance,
    });
  }
  const signed = () =>
    json({
      data: { meetingId: MEETING, signature: 'signed.jwt', sdkKey: 'sdk', userName: 'Huda' },
    });

  it('signs, joins, shows the meeting, keeps the heartbeat while visible, and leaves', async () => {
    const clock = simulatedClock();
    const { calls } = stubJoin(clock, signed);
    renderPage(clock);
    await screen.findByTestId(`my-class-${CLASS_ID(1)}`);
    fireEvent.click(joinButton(1));

    const panel = await screen.findByRole('heading', { name: 'In class: Class 1' });
    expect(calls.find((c) => c.path.endsWith('/generate-signature'))?.body).toEqual({
      liveClassId: CLASS_ID(1),
    });
    expect(count(calls, '/teachers/join')).toBe(1);
    expect(screen.getByTestId('in-class-meeting-id').textContent).toBe(MEETING);
    expect(
      screen.getByText('Start the meeting in the Zoom app with this meeting ID.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('in-class-panel')));
    expect(panel).toBeTruthy();
    // The other class's Join waits: one class at a time.
    expect((joinButton(2) as HTMLButtonElement).disabled).toBe(true);
    expect(
      document.getElementById(joinButton(1).getAttribute('aria-describedby')!)?.textContent,
    ).toBe('You are in this class.');

    advance(clock, BEAT_MS - 1);
    expect(count(calls, '/teachers/heartbeat')).toBe(0);
    advance(clock, 1);
    await waitFor(() => expect(count(calls, '/teachers/heartbeat')).toBe(1));
    await waitFor(() =>
      expect(screen.getByTestId('in-class-heartbeat').textContent).toBe(
        'Your presence was confirmed.',
      ),
    );

    // Hidden: no heartbeat; shown again: one at once.
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByTestId('in-class-heartbeat').textContent).toContain('Paused');
    advance(clock, 3 * BEAT_MS);
    expect(count(calls, '/teachers/heartbeat')).toBe(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(count(calls, '/teachers/heartbeat')).toBe(2));

    fireEvent.click(screen.getByRole('button', { name: 'Leave the class' }));
    expect(await screen.findByRole('heading', { name: 'You left Class 1.' })).toBeTruthy();
    advance(clock, 3 * BEAT_MS);
    expect(count(calls, '/teachers/heartbeat')).toBe(2);
    expect((joinButton(1) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('in-class-panel')).toBeNull();
  });

  it('ends the stay and the heartbeat when the class finishes', async () => {
    const clock = simulatedClock();
    // Live, ending 70 s from now: two heartbeats, then the class is over.
    const ending = liveClass(1, -44, {
      startsAt: new Date(NOW - 44 * MINUTE + 10_000).toISOString(),
    });
    const { calls } = stub(clock, {
      'GET /myClasses': () => pageOf([ending]),
      'POST /v2/live-classes/teacher/generate-signature': signed,
      [`GET /v1/live-class/${MEETING}/teachers/join`]: attendance,
      [`GET /v1/live-class/${MEETING}/teachers/heartbeat`]: attendance,
    });
    renderPage(clock);
    await screen.findByTestId(`my-class-${CLASS_ID(1)}`);
    fireEvent.click(joinButton(1));
    await screen.findByRole('heading', { name: 'In class: Class 1' });
    // The actors just started take their first step (to Live, at once) as a real clock would.
    advance(clock, 0);
    for (const beats of [1, 2]) {
      advance(clock, BEAT_MS);
      await waitFor(() => expect(count(calls, '/teachers/heartbeat')).toBe(beats));
    }
    advance(clock, 10_000);
    expect(await screen.findByRole('heading', { name: 'Class 1 has finished.' })).toBeTruthy();
    expect(screen.getByTestId(`my-class-status-${CLASS_ID(1)}`).textContent).toBe('Finished');
    advance(clock, 3 * BEAT_MS);
    expect(count(calls, '/teachers/heartbeat')).toBe(2);
  });

  it('says clearly when meetings are not configured, and joins nothing', async () => {
    const clock = simulatedClock();
    const { calls } = stubJoin(clock, () =>
      json(
        { message: LIVE_CLASS_MESSAGES.meetingsNotConfigured, code: 'SERVICE_UNAVAILABLE' },
        503,
      ),
    );
    renderPage(clock);
    await screen.findByTestId(`my-class-${CLASS_ID(1)}`);
    fireEvent.click(joinButton(1));
    const error = await screen.findByTestId('in-class-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe(
      'Meetings are not configured on this server. Ask an administrator to set the meeting keys in Settings.',
    );
    expect(screen.getByRole('heading', { name: 'Could not join Class 1' })).toBeTruthy();
    expect(count(calls, '/teachers/join')).toBe(0);
    // Trying again cannot work until an administrator sets the keys: no retry is offered.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('my classes in Arabic', () => {
  it('reads right to left in Arabic, with the countdown and the join states', async () => {
    await changeLanguage('ar');
    const clock = simulatedClock();
    const { calls } = stub(clock, {
      'GET /myClasses': () => pageOf([liveClass(1, 2)]),
      'POST /v2/live-classes/teacher/generate-signature': () =>
        json({ message: LIVE_CLASS_MESSAGES.meetingsNotConfigured, code: 'X' }, 503),
    });
    renderPage(clock);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'حصصي المباشرة' })).toBeTruthy();
    await screen.findByTestId(`my-class-${CLASS_ID(1)}`);
    expect(screen.getByRole('link', { name: 'القادمة' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() =>
      expect(screen.getByTestId(`my-class-countdown-${CLASS_ID(1)}`).textContent).toBe(
        'تبدأ بعد 2 د و0 ث',
      ),
    );
    expect(screen.getByText('معتمد، لم يبدأ')).toBeTruthy();
    expect(screen.getByText('45 دقيقة')).toBeTruthy();
    expect(joinButton(1).getAttribute('aria-label')).toBe('انضم إلى Class 1');
    expect(screen.getByText('يُتاح الانضمام عند بدء الحصة.')).toBeTruthy();
    advance(clock, 2 * MINUTE);
    expect(screen.getByText('مباشر')).toBeTruthy();
    fireEvent.click(joinButton(1));
    expect((await screen.findByTestId('in-class-error')).textContent).toContain(
      'الاجتماعات غير مُعدّة على هذا الخادم',
    );
    expect(count(calls, '/generate-signature')).toBe(1);
  });
});
