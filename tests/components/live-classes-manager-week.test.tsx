import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClassesManagerPage } from '../../src/features/live-classes/manager/manager-page';
import { FINISHED_OPACITY } from '../../src/features/live-classes/manager/week-calendar';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { token } from '../../styled-system/tokens';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch, type Call } from './support/fetch-routes';
import {
  at,
  classPage,
  LC_ALIF,
  LC_BA,
  LC_TA,
  liveClass,
  NOW,
  OMAR,
} from './support/live-classes-manager-fixtures';
import { json, renderWithApp } from './support/render';

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

let actors: TestActors | null = null;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  actors?.stop();
  actors = null;
  vi.useRealTimers();
});

// Thursday 10 December: 10:00-11:00 and 10:30-12:00 overlap; Saturday 12: 18:00-19:30.
const alif = liveClass({ id: LC_ALIF, title: 'Alif live', startsAt: at(12, 10, 10) });
const ba = liveClass({
  id: LC_BA,
  title: 'Ba live',
  startsAt: at(12, 10, 10, 30),
  durationMinutes: 90,
  teacherId: OMAR,
  teacherName: 'Omar Haddad',
  approval: 'approved',
  actions: ['update'],
});
const ta = liveClass({
  id: LC_TA,
  title: 'Ta live',
  startsAt: at(12, 12, 18),
  durationMinutes: 90,
});

const windowCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.endsWith('/v1/admin/liveClasses'));

function renderWeek(path = '/live-classes/manager?view=week') {
  actors = createTestActors([]);
  return renderWithApp(
    <>
      <LiveClassesManagerPage canRead canWrite canUpdate confirmation={actors.confirmation} />
      <Address />
      <ConfirmDialog actor={actors.confirmation} />
    </>,
    { actors, path },
  );
}

const heads = () =>
  screen
    .getAllByTestId(/^week-head-/)
    .map((head) => head.getAttribute('data-testid')!.replace('week-head-', ''));

describe('the week calendar', () => {
  it('in English: seven days from Monday, the week’s classes asked for whole, today marked', async () => {
    const { calls } = routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([alif, ba, ta]),
    });
    renderWeek();
    await screen.findByTestId(`week-class-${LC_ALIF}`);
    expect(heads()).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
    ]);
    expect(screen.getByTestId('week-head-2026-12-07').textContent).toMatch(/^Monday/);
    expect(screen.getByTestId('week-range').textContent).toMatch(/^Dec 7\s–\s13, 2026$/);
    const today = screen.getByTestId('week-head-2026-12-09');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.textContent).toContain('Today');
    expect(screen.getByTestId('week-head-2026-12-10').getAttribute('aria-current')).toBeNull();
    expect(Object.fromEntries(windowCalls(calls)[0]!.query)).toEqual({
      pageNumber: '1',
      pageSize: '100',
      // A day more on each side: the service counts days in UTC.
      from: '2026-12-06',
      to: '2026-12-14',
    });
    expect(screen.getByTestId('live-view-week').getAttribute('aria-current')).toBe('page');
  });

  it('places each class in its day by start and length; overlapping ones side by side', async () => {
    routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([alif, ba, ta]) });
    renderWeek();
    const thursday = await screen.findByTestId('week-day-2026-12-10');
    const slot = (id: string) => screen.getByTestId(`week-class-${id}`).parentElement!.style;
    expect(
      within(thursday)
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-testid')),
    ).toEqual([`week-class-${LC_ALIF}`, `week-class-${LC_BA}`]);
    // The calendar shows 08:00 to 20:00, 48 px an hour.
    expect(slot(LC_ALIF).insetBlockStart).toBe('96px');
    expect(slot(LC_ALIF).blockSize).toBe('48px');
    expect(slot(LC_BA).insetBlockStart).toBe('120px');
    expect(slot(LC_BA).blockSize).toBe('72px');
    expect([slot(LC_ALIF).inlineSize, slot(LC_BA).inlineSize]).toEqual(['50%', '50%']);
    expect([slot(LC_ALIF).insetInlineStart, slot(LC_BA).insetInlineStart]).toEqual(['0%', '50%']);
    expect(slot(LC_TA).inlineSize).toBe('100%');
    expect(
      within(screen.getByTestId('week-day-2026-12-12')).getByRole('button').textContent,
    ).toContain('Ta live');
    // Each class reads out its title, hours, teacher and status.
    const block = screen.getByTestId(`week-class-${LC_BA}`);
    expect(block.textContent).toContain('Omar Haddad');
    expect(block.textContent).toContain('Approved, not started');
    // An empty day says so to screen readers.
    expect(screen.getByTestId('week-day-2026-12-07').textContent).toBe('No live classes this day.');
  });

  it('moves by week and back to this week, the week in the address', async () => {
    const { calls } = routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([]) });
    renderWeek('/live-classes/manager?view=week&approval=unapproved');
    await screen.findByTestId('week-empty');
    expect(screen.getByTestId('week-empty').textContent).toBe(
      'No live class this week matches the search or filters.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '?view=week&week=2026-12-14&approval=unapproved',
      ),
    );
    await waitFor(() => expect(windowCalls(calls).at(-1)?.query.get('from')).toBe('2026-12-13'));
    expect(windowCalls(calls).at(-1)?.query.get('to')).toBe('2026-12-21');
    expect(windowCalls(calls).at(-1)?.query.get('approval')).toBe('unapproved');
    expect(screen.getByTestId('week-head-2026-12-14')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Today/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '?view=week&week=2026-11-30&approval=unapproved',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?view=week&approval=unapproved'),
    );
    expect(screen.getByTestId('week-head-2026-12-07')).toBeTruthy();
  });

  it('a week from the address starts on its first day, whichever day it names', async () => {
    const { calls } = routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([]) });
    renderWeek('/live-classes/manager?view=week&week=2026-12-17');
    await screen.findByTestId('week-empty');
    expect(screen.getByTestId('week-empty').textContent).toBe('No live classes this week.');
    expect(heads()[0]).toBe('2026-12-14');
    expect(windowCalls(calls)[0]?.query.get('from')).toBe('2026-12-13');
  });

  it('reads every page of a busy week', async () => {
    const { calls } = routeFetch({
      'GET /v1/admin/liveClasses': (call) =>
        call.query.get('pageNumber') === '1' ? classPage([alif], 1, 2) : classPage([ta], 2, 2),
    });
    renderWeek();
    await screen.findByTestId(`week-class-${LC_TA}`);
    expect(screen.getByTestId(`week-class-${LC_ALIF}`)).toBeTruthy();
    expect(windowCalls(calls).map((c) => c.query.get('pageNumber'))).toEqual(['1', '2']);
  });

  it('a class opens its details and actions', async () => {
    routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([alif]) });
    renderWeek();
    fireEvent.click(await screen.findByTestId(`week-class-${LC_ALIF}`));
    const details = await screen.findByTestId('live-class-details');
    expect(within(details).getByRole('button', { name: 'Approve Alif live' })).toBeTruthy();
  });

  it('on a narrow screen shows a day at a time, today first, into the next week', async () => {
    routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([alif]) });
    renderWeek();
    await screen.findByTestId(`week-class-${LC_ALIF}`);
    const shown = () =>
      screen
        .getAllByTestId(/^week-day-\d/)
        .filter((day) => day.getAttribute('data-shown') === 'true')
        .map((day) => day.getAttribute('data-testid'));
    expect(shown()).toEqual(['week-day-2026-12-09']);
    expect(screen.getByTestId('week-shown-day').textContent).toBe('Wednesday, December 9, 2026');
    const nav = screen.getByTestId('week-day-nav');
    fireEvent.click(within(nav).getByRole('button', { name: 'Next day' }));
    expect(shown()).toEqual(['week-day-2026-12-10']);
    for (let i = 0; i < 3; i += 1) {
      fireEvent.click(within(nav).getByRole('button', { name: 'Next day' }));
    }
    expect(shown()).toEqual(['week-day-2026-12-13']);
    fireEvent.click(within(nav).getByRole('button', { name: 'Next day' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?view=week&week=2026-12-14'),
    );
    await waitFor(() => expect(shown()).toEqual(['week-day-2026-12-14']));
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(shown()).toEqual(['week-day-2026-12-13']));
    expect(screen.getByTestId('address').textContent).toBe('?view=week');
  });

  it('shows the error with a retry', async () => {
    routeFetch({
      'GET /v1/admin/liveClasses': () =>
        json({ message: 'Something broke.', code: 'INTERNAL' }, 500),
    });
    renderWeek();
    const error = await screen.findByTestId('week-error');
    expect(error.textContent).toContain('Something broke.');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the week calendar in Arabic', () => {
  it('starts on Saturday, right to left, in Arabic', async () => {
    await changeLanguage('ar');
    const { calls } = routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([alif, ta]) });
    renderWeek();
    await screen.findByTestId(`week-class-${LC_ALIF}`);
    expect(document.documentElement.dir).toBe('rtl');
    expect(heads()).toEqual([
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
    ]);
    expect(screen.getByTestId('week-head-2026-12-05').textContent).toMatch(/^السبت/);
    expect(screen.getByTestId('week-head-2026-12-09').textContent).toContain('اليوم');
    expect(Object.fromEntries(windowCalls(calls)[0]!.query)).toMatchObject({
      from: '2026-12-04',
      to: '2026-12-12',
    });
    // Saturday 12 December is the next Arabic week: Ta, fetched with the day after, is not shown.
    expect(screen.queryByTestId(`week-class-${LC_TA}`)).toBeNull();
    // The grid takes the page's direction (no physical override): the days run right to left.
    const calendar = screen.getByTestId('week-calendar');
    expect(calendar.getAttribute('dir')).toBeNull();
    expect(calendar.closest('[dir="ltr"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'الأسبوع التالي' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'هذا الأسبوع' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(liveClasses|liveClassesManager)\.\w/);

    fireEvent.click(screen.getByRole('button', { name: 'الأسبوع التالي' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?view=week&week=2026-12-12'),
    );
    await screen.findByTestId(`week-class-${LC_TA}`);
  });
});

/** WCAG's contrast ratio of two sRGB colours (`#rrggbb` or channel triples). */
function contrast(a: readonly number[], b: readonly number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ([r, g, b]: readonly number[]) =>
    0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
function rgb(hex: string): number[] {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
}
/** `colour` at `opacity` over `under`, as the browser paints a faded box. */
const over = (colour: string, opacity: number, under: string) =>
  rgb(colour).map((c, i) => opacity * c + (1 - opacity) * rgb(under)[i]!);

describe('a finished class in the week', () => {
  it('is faded, its text still at 4.5:1 on each tone, on a day and on today', () => {
    // The tones of week-calendar.tsx: approved green, awaiting approval amber, invalid red.
    for (const tone of ['green', 'amber', 'red'] as const) {
      for (const day of [token('colors.white'), token('colors.brand.50')]) {
        const text = over(token(`colors.${tone}.900`), FINISHED_OPACITY, day);
        const back = over(token(`colors.${tone}.50`), FINISHED_OPACITY, day);
        expect(contrast(text, back), `${tone} on ${day}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(FINISHED_OPACITY).toBeLessThan(1);
  });
});
