import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ClassesRoute } from '../../src/app/routes/classes-route';
import { ClassesPage } from '../../src/features/classes/classes-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { createTestActors, type TestActors } from './support/actors';
import { ALIF, classRoom, page, waitingStudents } from './support/class-fixtures';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadTeacher, nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';

const waiting = waitingStudents(['Sara', 'Omar', 'Laila']);
const stats = { total: 12, inClassRooms: 9, waiting: 3, maxStudents: 20, available: 8 };

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

const lists = (calls: Call[]) => calls.filter((c) => c.path.endsWith('/waiting-list'));

function stub(extra: Parameters<typeof routeFetch>[0] = {}) {
  return routeFetch({
    'GET /v1/users/studentsStats': () => json({ data: stats }),
    'GET /v2/users/student/waiting-list': (call) =>
      page(waiting, Number(call.query.get('pageNumber')), 2, 23),
    'GET /v1/class_room': () => page([classRoom({ id: ALIF, name: 'Alif' })]),
    ...extra,
  }).calls;
}

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function renderPage(path = '/classes?view=waiting', canSeeWaitingList = true) {
  actors = createTestActors([nourManager]);
  renderWithApp(
    <>
      <ClassesPage
        canRead
        canWrite={canSeeWaitingList}
        canUpdate={canSeeWaitingList}
        canSeeWaitingList={canSeeWaitingList}
        classPath={(id) => `/classes/${id}`}
        addStudentsPath={(name) => `/invites/students?invite=1&class=${encodeURIComponent(name)}`}
        confirmation={actors.confirmation}
      />
      <Address />
    </>,
    { actors, path },
  );
}

describe('waiting list view of /classes', () => {
  it('shows the students’ figures and the waiting students', async () => {
    const calls = stub();
    renderPage();
    const figure = async (key: string) =>
      (await screen.findByTestId(`students-stats-${key}`)).textContent;
    expect(await figure('total')).toBe('Students12');
    expect(await figure('inClassRooms')).toBe('In classes9');
    expect(await figure('waiting')).toBe('Waiting3');
    expect(await figure('available')).toBe('Seats left8');
    const row = await screen.findByTestId(`waiting-table-row-${waiting[0]!.id}`);
    expect(within(row).getByRole('rowheader').textContent).toBe('Sara Waiting');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['sara@demo.test', 'Mar 1, 2026']);
    // Nobody is chosen here: the list only informs.
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByTestId('waiting-pagination').textContent).toContain('Waiting: 23');
    expect(screen.getByTestId('view-waiting').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByTestId('class-table')).toBeNull();
    expect(Object.fromEntries(lists(calls)[0]!.query)).toEqual({ pageNumber: '1' });
  });

  it('keeps the search and the page in the address', async () => {
    const calls = stub();
    renderPage('/classes?view=waiting&search=sa&page=2');
    await screen.findByTestId(`waiting-table-row-${waiting[0]!.id}`);
    expect(Object.fromEntries(lists(calls)[0]!.query)).toEqual({ pageNumber: '2', search: 'sa' });
    const box = screen.getByLabelText('Search the waiting list') as HTMLInputElement;
    expect(box.value).toBe('sa');
    expect(screen.getByTestId('waiting-pagination').textContent).toContain('Page 2 of 2');

    fireEvent.change(box, { target: { value: ' omar ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?view=waiting&search=omar'),
    );
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('search')).toBe('omar'));
    expect(lists(calls).at(-1)?.query.get('pageNumber')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?view=waiting&search=omar&page=2'),
    );

    // An empty search is dropped from the address and from the request.
    fireEvent.change(screen.getByLabelText('Search the waiting list'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?view=waiting'));
    await waitFor(() => expect(lists(calls).at(-1)?.query.has('search')).toBe(false));
  });

  it('switches between the classes and the waiting list with the tabs', async () => {
    stub();
    renderPage('/classes');
    await screen.findByTestId(`class-row-${ALIF}`);
    expect(screen.getByTestId('view-classes').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Waiting list' }));
    await screen.findByTestId(`waiting-table-row-${waiting[0]!.id}`);
    expect(screen.getByTestId('address').textContent).toBe('?view=waiting');
    fireEvent.click(screen.getByRole('link', { name: 'Classes' }));
    await screen.findByTestId(`class-row-${ALIF}`);
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('shows the empty, no-match and error states', async () => {
    stub({ 'GET /v2/users/student/waiting-list': () => page([]) });
    renderPage();
    expect((await screen.findByTestId('waiting-empty')).textContent).toBe(
      'No student is waiting for a class.',
    );
    fireEvent.change(screen.getByLabelText('Search the waiting list'), {
      target: { value: 'zed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('waiting-empty').textContent).toBe(
        'No waiting student matches the search.',
      ),
    );
  });

  it('a failed call shows the server’s message', async () => {
    stub({
      'GET /v1/users/studentsStats': () => json({ message: 'Stats broke.', code: 'INTERNAL' }, 500),
      'GET /v2/users/student/waiting-list': () =>
        json({ message: 'List broke.', code: 'INTERNAL' }, 500),
    });
    renderPage();
    expect((await screen.findByTestId('students-stats-error')).textContent).toBe('Stats broke.');
    const error = await screen.findByTestId('waiting-error');
    expect(error.textContent).toContain('List broke.');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a teacher has no waiting list: no tabs, and ?view=waiting shows the classes', async () => {
    const calls = stub();
    actors = createTestActors([hadTeacher]);
    renderWithApp(<ClassesRoute />, { actors, path: '/classes?view=waiting' });
    await screen.findByTestId(`class-row-${ALIF}`);
    expect(screen.queryByTestId('view-waiting')).toBeNull();
    expect(lists(calls)).toHaveLength(0);
  });

  it('renders in Arabic, right to left, with no untranslated key', async () => {
    await changeLanguage('ar');
    stub();
    renderPage();
    await screen.findByTestId(`waiting-table-row-${waiting[0]!.id}`);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('link', { name: 'قائمة الانتظار' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect((await screen.findByTestId('students-stats-available')).textContent).toContain(
      'المقاعد المتبقية',
    );
    expect(document.body.textContent).not.toMatch(/\b(waitingList|students)\.\w/);
  });
});
