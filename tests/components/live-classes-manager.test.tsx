import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { LIVE_CLASS_MESSAGES } from '../../contract/live-classes';
import type { UserOrg } from '../../contract/users';
import { AppRoutes } from '../../src/app/router';
import { LiveClassesManagerRoute } from '../../src/app/routes/live-classes-manager-route';
import { LiveClassesManagerPage } from '../../src/features/live-classes/manager/manager-page';
import shared from '../../src/features/live-classes/shared/texts/en.json';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { routeFetch, type Call } from './support/fetch-routes';
import {
  at,
  classPage,
  HUDA,
  LC_ALIF,
  LC_BA,
  LC_TA,
  liveClass,
  lookups,
  NOW,
} from './support/live-classes-manager-fixtures';
import { membership, permissions } from './support/orgs';
import { json, renderWithApp } from './support/render';

const alif = liveClass({ id: LC_ALIF, title: 'Alif live', tag: 'beginners' });
const ba = liveClass({
  id: LC_BA,
  title: 'Ba live',
  startsAt: at(12, 9, 8, 30),
  approval: 'approved',
  timing: 'live',
  actions: ['adminEnter'],
  meetingId: '81234567890',
  rating: 4.5,
  reviewsCount: 2,
});
const ta = liveClass({
  id: LC_TA,
  title: 'Ta live',
  teacherId: null,
  teacherName: null,
  validity: 'invalid',
  invalidReason: 'noTeacher',
  actions: ['assignTeacher', 'validate', 'update', 'delete'],
});

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

const listCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.endsWith('/v1/admin/liveClasses'));

function renderPage({
  canRead = true,
  canWrite = true,
  canUpdate = undefined as boolean | undefined,
  path = '/live-classes/manager',
} = {}) {
  actors = createTestActors([]);
  return renderWithApp(
    <>
      <LiveClassesManagerPage
        canRead={canRead}
        canWrite={canWrite}
        canUpdate={canUpdate ?? canWrite}
        confirmation={actors.confirmation}
        toolbar={<button type="button">Upload a sheet</button>}
      />
      <Address />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path },
  );
}

const row = (id: string) => screen.getByTestId(`live-class-row-${id}`);
/** Each button's name holds its visible text (WCAG 2.5.3, label in name), then the class. */
function expectLabelInName(ids: string[]) {
  for (const id of ids) {
    for (const button of within(row(id)).getAllByRole('button')) {
      const name = button.getAttribute('aria-label');
      if (name) expect(name).toContain(button.textContent);
    }
  }
}
const buttonsOf = (id: string) =>
  within(row(id))
    .getAllByRole('button')
    .map((b) => b.getAttribute('data-testid'))
    .filter((testId) => testId?.startsWith('live-class-'));

describe('the list', () => {
  it('shows each class with its start, teacher, level and the machine’s status badges', async () => {
    const { calls } = routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([alif, ba, ta]),
      'GET /v2/live-classes/lookups': lookups,
    });
    renderPage();
    expect(screen.getByTestId('spinner')).toBeTruthy();
    await screen.findByTestId(`live-class-row-${LC_ALIF}`);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Title', 'Starts', 'Teacher', 'Level', 'Status', 'Actions']);
    const cells = (id: string) =>
      within(row(id))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(LC_ALIF)[1]).toBe('Huda Saleh');
    expect(cells(LC_ALIF)[2]).toBe('Level 1');
    expect(cells(LC_ALIF)[0]).toContain('60 minutes');
    // One phrase per class: its timing, approval and validity never contradict each other.
    expect(screen.getByTestId(`live-class-status-${LC_ALIF}`).textContent).toBe(
      'Awaiting approval',
    );
    expect(screen.getByTestId(`live-class-status-${LC_BA}`).textContent).toBe('Live');
    expect(screen.getByTestId(`live-class-status-${LC_TA}`).textContent).toBe(
      'Awaiting approval, needs a teacher',
    );
    expect(cells(LC_TA)[1]).toBe('No teacher');
    expect(Object.fromEntries(listCalls(calls)[0]!.query)).toEqual({ pageNumber: '1' });
    // The bulk upload's slot sits in the header, beside the list's export and "New live class".
    const toolbar = screen.getByTestId('live-classes-toolbar');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Upload a sheet', 'Export', 'New live class']);
  });

  it('the timing badge follows the clock: Not Started turns Live at the start, and the actions are asked again', async () => {
    const soon = liveClass({ id: LC_ALIF, title: 'Alif live', startsAt: at(12, 9, 9, 0) });
    vi.setSystemTime(new Date(2026, 11, 9, 8, 59, 59, 900));
    const { calls } = routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([soon]) });
    renderPage();
    const badge = await screen.findByTestId(`live-class-status-${LC_ALIF}`);
    expect(badge.textContent).toBe('Awaiting approval');
    expect(badge.dataset.timing).toBe('notStarted');
    // The page waits for the start (100 ms away); the frozen clock moves past it meanwhile.
    vi.setSystemTime(new Date(2026, 11, 9, 9, 0, 0, 50));
    await waitFor(() => expect(badge.dataset.timing).toBe('live'), { timeout: 2000 });
    expect(badge.textContent).toBe('Started without approval');
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });

  it('reads the filters from the address and writes changes back, page 1 again', async () => {
    const { calls } = routeFetch({
      'GET /v1/admin/liveClasses': (call) =>
        classPage([alif], Number(call.query.get('pageNumber')), 3),
      'GET /v2/live-classes/lookups': lookups,
    });
    renderPage({
      path: `/live-classes/manager?search=ali&approval=unapproved&teacher=${HUDA}&from=2026-12-01&page=2`,
    });
    await screen.findByTestId(`live-class-row-${LC_ALIF}`);
    expect(Object.fromEntries(listCalls(calls)[0]!.query)).toEqual({
      pageNumber: '2',
      search: 'ali',
      approval: 'unapproved',
      teacherId: HUDA,
      from: '2026-12-01',
    });
    expect((screen.getByLabelText('Search by title') as HTMLInputElement).value).toBe('ali');
    expect((screen.getByLabelText('Approval') as HTMLSelectElement).value).toBe('unapproved');
    await screen.findByRole('option', { name: 'Huda Saleh' });
    expect((screen.getByLabelText('Teacher') as HTMLSelectElement).value).toBe(HUDA);
    expect(screen.getByTestId('live-class-pagination').textContent).toContain('Page 2 of 3');

    fireEvent.change(screen.getByLabelText('Timing'), { target: { value: 'live' } });
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        `?search=ali&timing=live&approval=unapproved&teacher=${HUDA}&from=2026-12-01`,
      ),
    );
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('timing')).toBe('live'));
    expect(listCalls(calls).at(-1)?.query.get('pageNumber')).toBe('1');

    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: 'grammar' } });
    fireEvent.change(screen.getByLabelText('Approval'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: ' Ba ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        `?search=Ba&timing=live&teacher=${HUDA}&tag=grammar&from=2026-12-01`,
      ),
    );
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(calls).at(-1)!.query)).toEqual({
        pageNumber: '1',
        search: 'Ba',
        timing: 'live',
        teacherId: HUDA,
        tag: 'grammar',
        from: '2026-12-01',
      }),
    );
  });

  it('ignores what the address cannot mean (a made-up status, a teacher that is no id)', async () => {
    const { calls } = routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([alif]) });
    renderPage({ path: '/live-classes/manager?timing=soon&teacher=huda&from=2026-02-30&page=x' });
    await screen.findByTestId(`live-class-row-${LC_ALIF}`);
    expect(Object.fromEntries(listCalls(calls)[0]!.query)).toEqual({ pageNumber: '1' });
  });

  it('shows the empty, no-match and error states', async () => {
    routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([]) });
    const first = renderPage();
    expect((await screen.findByTestId('live-class-empty')).textContent).toBe(
      'There are no live classes yet.',
    );
    first.unmount();
    const second = renderPage({ path: '/live-classes/manager?validity=invalid' });
    expect((await screen.findByTestId('live-class-empty')).textContent).toBe(
      'No live class matches the search or filters.',
    );
    second.unmount();
    routeFetch({
      'GET /v1/admin/liveClasses': () =>
        json({ message: 'Something broke.', code: 'INTERNAL' }, 500),
    });
    renderPage();
    const error = await screen.findByTestId('live-class-error');
    expect(error.textContent).toContain('Something broke.');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('actions', () => {
  it('shows the buttons the class’s actions allow, and locks those its state refuses, saying why', async () => {
    routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([alif, ba, ta]) });
    renderPage();
    await screen.findByTestId(`live-class-row-${LC_ALIF}`);
    expect(buttonsOf(LC_ALIF)).toEqual([
      `live-class-approve-${LC_ALIF}`,
      `live-class-assignTeacher-${LC_ALIF}`,
      `live-class-update-${LC_ALIF}`,
      `live-class-delete-${LC_ALIF}`,
      `live-class-reviews-${LC_ALIF}`,
    ]);
    // Live and approved: entering and the meeting's report; Edit and Delete locked, saying why.
    expect(buttonsOf(LC_BA)).toEqual([
      `live-class-update-${LC_BA}-refused`,
      `live-class-delete-${LC_BA}-refused`,
      `live-class-adminEnter-${LC_BA}`,
      `live-class-reviews-${LC_BA}`,
      `live-class-report-${LC_BA}`,
    ]);
    expect(buttonsOf(LC_TA)).toEqual([
      `live-class-assignTeacher-${LC_TA}`,
      `live-class-validate-${LC_TA}`,
      `live-class-update-${LC_TA}`,
      `live-class-delete-${LC_TA}`,
      `live-class-reviews-${LC_TA}`,
    ]);
    expect(within(row(LC_ALIF)).getByRole('button', { name: 'Approve Alif live' })).toBeTruthy();
    const locked = within(row(LC_BA)).getByRole('button', { name: 'Edit Ba live' });
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    fireEvent.focus(locked);
    expect(screen.getByTestId(`live-class-update-${LC_BA}-refused-why`).textContent).toBe(
      LIVE_CLASS_MESSAGES.startedNoChange,
    );
    expectLabelInName([LC_ALIF, LC_BA, LC_TA]);
  });

  it('approves through the confirmation dialog, then shows the notice and the new badge', async () => {
    let approved = false;
    const { calls } = routeFetch({
      'GET /v1/admin/liveClasses': () =>
        classPage([approved ? { ...alif, approval: 'approved', actions: ['update'] } : alif]),
      [`PUT /v1/live-class/approve/${LC_ALIF}`]: () => {
        approved = true;
        return json({ data: null });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Alif live' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Approve the live class Alif live?');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(LIVE_CLASS_MESSAGES.approved)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      `/api/levels/v1/live-class/approve/${LC_ALIF}`,
    ]);
    await waitFor(() =>
      expect(screen.getByTestId(`live-class-status-${LC_ALIF}`).textContent).toBe(
        'Approved, not started',
      ),
    );
    expect(buttonsOf(LC_ALIF)).toEqual([
      `live-class-update-${LC_ALIF}`,
      `live-class-reviews-${LC_ALIF}`,
    ]);
  });

  it('a refused approval shows the service’s message; cancelling sends nothing', async () => {
    const clash = LIVE_CLASS_MESSAGES.teacherClash('Grammar B');
    const { calls } = routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([alif]),
      [`PUT /v1/live-class/approve/${LC_ALIF}`]: () =>
        json({ message: clash, code: 'CONFLICT' }, 409),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Alif live' }));
    let dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Approve Alif live' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(clash)).toBeTruthy();
    expect(screen.queryByText(LIVE_CLASS_MESSAGES.approved)).toBeNull();
  });

  it('validates and deletes through the dialog, each with its notice (or the service’s message)', async () => {
    const { calls } = routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([ta]),
      [`PUT /v1/live-class/validate/${LC_TA}`]: () =>
        json({ data: null, message: LIVE_CLASS_MESSAGES.validated }),
      [`DELETE /v1/live-class/${LC_TA}`]: () => new Response(null, { status: 204 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Validate Ta live' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Validate' }),
    );
    expect(await screen.findByText('Live class is validated successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete Ta live' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Delete the live class Ta live? It stays in the trash for 30 days.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(LIVE_CLASS_MESSAGES.deleted)).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      `PUT /api/levels/v1/live-class/validate/${LC_TA}`,
      `DELETE /api/levels/v1/live-class/${LC_TA}`,
    ]);
  });

  it('admin enter records the entry (web) at once and says so', async () => {
    const { calls } = routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([ba]),
      [`PUT /v1/live-class/admin/enter/${LC_BA}`]: () => json({ data: null }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Enter Ba live' }));
    expect(await screen.findByText(LIVE_CLASS_MESSAGES.entered)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enteredUsing: 'web' });
  });

  it('opens the meeting report and the reviews', async () => {
    routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([ba]),
      'GET /v1/admin/liveClasses/report/81234567890': () =>
        json({
          data: {
            liveClassId: LC_BA,
            meetingId: '81234567890',
            attendees: [
              {
                userId: HUDA,
                name: 'Huda Saleh',
                role: 'teacher',
                joinedAt: at(12, 9, 8, 31),
                leftAt: null,
                minutes: 29,
              },
            ],
          },
        }),
      [`GET /v2/admin/live-classes/${LC_BA}/reviews`]: () =>
        json({
          data: {
            result: [
              {
                id: LC_TA,
                liveClassId: LC_BA,
                liveClassTitle: 'Ba live',
                reviewerName: 'Layla',
                rate: 5,
                comment: 'Very clear.',
                createdAt: at(12, 9, 9),
              },
            ],
            pagination: { pageNumber: 1, pageSize: 20, numOfPages: 1, total: 1, count: 1 },
            averageRate: 5,
          },
        }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Report of Ba live' }));
    const report = await screen.findByTestId('report-modal');
    const table = await within(report).findByTestId('report-table');
    expect(within(table).getByRole('rowheader').textContent).toBe('Huda Saleh');
    expect(table.textContent).toContain('Still there');
    expect(table.textContent).toContain('29 minutes');
    // Wider than the dialog on a phone: its scrolling box is a named region the keyboard reaches.
    const scroller = within(report).getByRole('region', { name: 'Meeting report of Ba live' });
    expect(scroller.contains(table)).toBe(true);
    expect(scroller.tabIndex).toBe(0);
    fireEvent.click(within(report).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('report-modal')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Reviews (2) of Ba live' }));
    const reviews = await screen.findByTestId('reviews-modal');
    expect((await within(reviews).findByTestId('reviews-average')).textContent).toBe(
      'Average 5.0 out of 5',
    );
    expect(within(reviews).getByText('Very clear.')).toBeTruthy();
    expect(within(reviews).getByRole('img', { name: '5 out of 5' })).toBeTruthy();
  });

  it('the title opens the class’s details with the same buttons', async () => {
    routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([alif]) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Alif live' }));
    const details = await screen.findByTestId('live-class-details');
    expect(details.textContent).toContain('1 to 20');
    expect(within(details).getByRole('button', { name: 'Approve Alif live' })).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Delete Alif live' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('live-class-details')).toBeNull());
  });
});

describe('a double-booked class', () => {
  it('names the class it clashes with in its row, and the fix in its details', async () => {
    const other = { id: LC_TA, title: 'Tajweed', startsAt: at(12, 10, 10, 30) };
    const clashing = {
      ...alif,
      validity: 'invalid' as const,
      invalidReason: 'clash' as const,
      clashesWith: other,
    };
    routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([clashing]) });
    renderPage();
    const short = await screen.findByTestId(`live-class-clash-${LC_ALIF}`);
    expect(screen.getByTestId(`live-class-status-${LC_ALIF}`).textContent).toBe(
      'Awaiting approval, teacher double-booked',
    );
    expect(short.textContent).toMatch(/^Clashes with “Tajweed” \(.+\)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Alif live' }));
    const details = await screen.findByTestId('live-class-details');
    expect(within(details).getByTestId(`live-class-clash-${LC_ALIF}`).textContent).toMatch(
      /^Huda Saleh also teaches “Tajweed” at .+\. Assign another teacher or change the time\.$/,
    );
    // The fixes it names are the buttons beside it.
    expect(
      within(details).getByRole('button', { name: 'Assign teacher to Alif live' }),
    ).toBeTruthy();
  });
});

describe('the invalid classes', () => {
  it('is a view of its own, listing each with its reason', async () => {
    const clashing = { ...ta, id: LC_BA, title: 'Ba live', invalidReason: 'clash' as const };
    const { calls } = routeFetch({
      'GET /v2/admin/live-classes/invalid': () => classPage([ta, clashing]),
    });
    renderPage({ path: '/live-classes/manager?view=invalid' });
    await screen.findByTestId(`live-class-row-${LC_TA}`);
    expect(screen.getByTestId('live-view-invalid').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId(`live-class-reason-${LC_TA}`).textContent).toBe(
      'It has no teacher: assign one.',
    );
    expect(screen.getByTestId(`live-class-reason-${LC_BA}`).textContent).toContain(
      'already teaches another class',
    );
    expect(screen.queryByRole('search')).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/invalid'))[0]?.query.get('pageNumber')).toBe('1');
  });

  it('the tabs move between the views and keep the filters of the list and the week', async () => {
    routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([alif]),
      'GET /v2/admin/live-classes/invalid': () => classPage([]),
    });
    renderPage({ path: '/live-classes/manager?approval=approved&page=2' });
    await screen.findByTestId(`live-class-row-${LC_ALIF}`);
    expect(screen.getByTestId('live-view-week').getAttribute('href')).toBe(
      '/live-classes/manager?view=week&approval=approved',
    );
    fireEvent.click(screen.getByTestId('live-view-invalid'));
    expect((await screen.findByTestId('invalid-empty')).textContent).toBe(
      'No live class is invalid.',
    );
    expect(screen.getByTestId('address').textContent).toBe('?view=invalid');
  });
});

describe('observers', () => {
  it('read only: no create, no actions, but the reviews and the report', async () => {
    const { calls } = routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([alif, ba]) });
    renderPage({ canWrite: false });
    await screen.findByTestId(`live-class-row-${LC_ALIF}`);
    expect(screen.getByText('You can view live classes but not change them.')).toBeTruthy();
    expect(screen.queryByTestId('live-class-create')).toBeNull();
    expect(buttonsOf(LC_ALIF)).toEqual([`live-class-reviews-${LC_ALIF}`]);
    expect(buttonsOf(LC_BA)).toEqual([`live-class-reviews-${LC_BA}`, `live-class-report-${LC_BA}`]);
    fireEvent.click(screen.getByRole('button', { name: 'Alif live' }));
    const details = await screen.findByTestId('live-class-details');
    expect(within(details).queryByRole('button', { name: 'Approve Alif live' })).toBeNull();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('creates and deletes by w LiveClassesApprove; approves, assigns and edits by u', async () => {
    routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([alif]) });
    const first = renderPage({ canWrite: true, canUpdate: false });
    await screen.findByTestId(`live-class-row-${LC_ALIF}`);
    expect(screen.getByTestId('live-class-create')).toBeTruthy();
    expect(buttonsOf(LC_ALIF)).toEqual([
      `live-class-delete-${LC_ALIF}`,
      `live-class-reviews-${LC_ALIF}`,
    ]);
    first.unmount();
    actors?.stop();
    renderPage({ canWrite: false, canUpdate: true });
    await screen.findByTestId(`live-class-row-${LC_ALIF}`);
    expect(screen.queryByTestId('live-class-create')).toBeNull();
    expect(screen.queryByText('You can view live classes but not change them.')).toBeNull();
    expect(buttonsOf(LC_ALIF)).toEqual([
      `live-class-approve-${LC_ALIF}`,
      `live-class-assignTeacher-${LC_ALIF}`,
      `live-class-update-${LC_ALIF}`,
      `live-class-reviews-${LC_ALIF}`,
    ]);
  });

  it('the route gives r LiveClassesObserver reading (and entering) only, w and u LiveClassesApprove the actions', async () => {
    const observer = membership({
      id: 'org-nour',
      name: 'Nour Academy',
      location: 'Riyadh',
      role: {
        name: 'Observer',
        number: 6,
        permissions: permissions({ LiveClassesObserver: { read: true } }),
      },
    });
    routeFetch({ 'GET /v1/admin/liveClasses': () => classPage([alif, ba]) });
    actors = createTestActors([observer]);
    await waitFor(() => expect(actors!.session.getSnapshot().context.activeOrg).not.toBeNull());
    const first = renderWithApp(<LiveClassesManagerRoute />, {
      actors,
      path: '/live-classes/manager',
    });
    await screen.findByTestId(`live-class-row-${LC_ALIF}`);
    expect(buttonsOf(LC_ALIF)).toEqual([`live-class-reviews-${LC_ALIF}`]);
    expect(screen.queryByTestId('live-class-create')).toBeNull();
    // Watching is reading: an observer may enter a Live class, as the service allows.
    expect(buttonsOf(LC_BA)).toEqual([
      `live-class-adminEnter-${LC_BA}`,
      `live-class-reviews-${LC_BA}`,
      `live-class-report-${LC_BA}`,
    ]);
    first.unmount();
    actors.stop();

    const approver = membership({
      id: 'org-nour',
      name: 'Nour Academy',
      location: 'Riyadh',
      role: {
        name: 'Manager',
        number: 1,
        permissions: permissions({
          LiveClassesApprove: { read: true, write: true, update: true },
        }),
      },
    });
    actors = createTestActors([approver]);
    await waitFor(() => expect(actors!.session.getSnapshot().context.activeOrg).not.toBeNull());
    renderWithApp(<LiveClassesManagerRoute />, { actors, path: '/live-classes/manager' });
    await screen.findByTestId(`live-class-row-${LC_ALIF}`);
    expect(buttonsOf(LC_ALIF)).toContain(`live-class-approve-${LC_ALIF}`);
    expect(screen.getByTestId('live-class-create')).toBeTruthy();
  });

  it('without either right the page says so and asks nothing', () => {
    const { calls } = routeFetch({});
    renderPage({ canRead: false, canWrite: false });
    expect(screen.getByRole('alert').textContent).toBe(
      'You do not have permission to see the live classes.',
    );
    expect(calls).toHaveLength(0);
  });
});

describe('in Arabic', () => {
  it('renders right to left with no untranslated key', async () => {
    await changeLanguage('ar');
    routeFetch({
      'GET /v1/admin/liveClasses': () => classPage([alif, ba, ta]),
      'GET /v2/live-classes/lookups': lookups,
      [`PUT /v1/live-class/approve/${LC_ALIF}`]: () =>
        json({ data: null, message: LIVE_CLASS_MESSAGES.approved }),
    });
    renderPage();
    await screen.findByTestId(`live-class-row-${LC_ALIF}`);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'حصة مباشرة جديدة' })).toBeTruthy();
    expect(screen.getByTestId(`live-class-status-${LC_ALIF}`).textContent).toBe('بانتظار الاعتماد');
    expect(screen.getByTestId(`live-class-status-${LC_TA}`).textContent).toBe(
      'بانتظار الاعتماد، يحتاج إلى معلم',
    );
    expect(within(row(LC_ALIF)).getByRole('button', { name: 'اعتماد Alif live' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'العنوان',
      'البدء',
      'المعلم',
      'المستوى',
      'الحالة',
      'الإجراءات',
    ]);
    expect(document.body.textContent).not.toMatch(/\b(liveClasses|liveClassesManager)\.\w/);
    expectLabelInName([LC_ALIF, LC_BA, LC_TA]);

    fireEvent.click(screen.getByRole('button', { name: 'اعتماد Alif live' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('هل تعتمد الحصة المباشرة Alif live؟');
    // The service's English notice is shown in Arabic.
    fireEvent.click(within(dialog).getByRole('button', { name: 'اعتماد' }));
    expect(await screen.findByText('تم اعتماد الحصة المباشرة بنجاح!')).toBeTruthy();
  });
});

describe('/live-classes/manager in the app', () => {
  const user = { id: 'u1', email: 'manager@demo.test', firstName: 'Mona', lastName: 'Ali' };

  it('is the live classes screen, no longer coming soon', async () => {
    const approver: UserOrg = membership({
      id: 'org-nour',
      name: 'Nour Academy',
      location: 'Riyadh',
      role: {
        name: 'Manager',
        number: 1,
        permissions: permissions({
          LiveClassesApprove: { read: true, write: true, update: true },
        }),
      },
    });
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    routeFetch({
      'GET /v1/users/admin-groups': () => json({ data: [approver] }),
      'GET /v1/users/me': () => json({ data: user }),
      'GET /v1/admin/liveClasses': () => classPage([alif]),
    });
    render(
      <MemoryRouter initialEntries={['/live-classes/manager']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    await screen.findByTestId(`live-class-row-${LC_ALIF}`, {}, { timeout: 5000 });
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Live classes');
  });

  it('its notices are the contract’s texts', () => {
    const { notices } = shared.liveClasses;
    expect(notices.accepted).toBe(LIVE_CLASS_MESSAGES.accepted);
    expect(notices.approved).toBe(LIVE_CLASS_MESSAGES.approved);
    expect(notices.updated).toBe(LIVE_CLASS_MESSAGES.updated);
    expect(notices.created).toBe(LIVE_CLASS_MESSAGES.created);
    expect(notices.deleted).toBe(LIVE_CLASS_MESSAGES.deleted);
    expect(notices.teacherAssigned).toBe(LIVE_CLASS_MESSAGES.teacherAssigned);
    expect(notices.validated).toBe(LIVE_CLASS_MESSAGES.validated);
    expect(notices.entered).toBe(LIVE_CLASS_MESSAGES.entered);
    expect(shared.liveClasses.form.errors.future).toBe(LIVE_CLASS_MESSAGES.shouldBeInFuture);
  });
});
