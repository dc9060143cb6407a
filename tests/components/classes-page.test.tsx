import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { CLASS_MESSAGES } from '../../contract/classes';
import { ORGANIZATION_MESSAGES } from '../../contract/organizations';
import type { UserOrg } from '../../contract/users';
import { AppRoutes } from '../../src/app/router';
import { ClassesRoute } from '../../src/app/routes/classes-route';
import { ClassesPage } from '../../src/features/classes/classes-page';
import en from '../../src/features/classes/texts/en.json';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { ALIF, BA, classRoom, page, TEACHER } from './support/class-fixtures';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadTeacher, nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';

const alif = classRoom({ id: ALIF, name: 'Alif', studentsCount: 12 });
const TOPIC = '00000000-0000-4000-8000-0000000000e1';
const huda = { id: TEACHER, firstName: 'Huda', lastName: 'Saleh', email: 'huda@demo.test' };
const ba = classRoom({
  id: BA,
  name: 'Ba',
  level: null,
  teacherId: null,
  teacherName: null,
  isArchived: true,
  studentsCount: 0,
});

/** The list requests, with the query string the handler cannot see in `Call`. */
const queries: URLSearchParams[] = [];
const listHandler =
  (answer: (query: URLSearchParams) => Response) =>
  (_call: Call): Response =>
    answer(queries.at(-1) ?? new URLSearchParams());

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

let actors: TestActors | null = null;
afterEach(() => {
  actors?.stop();
  queries.length = 0;
});

/** routeFetch records paths only; the list's query string is read from the request here. */
function stub(handlers: Parameters<typeof routeFetch>[0]) {
  const routed = routeFetch(handlers);
  const inner = routed.fetchMock.getMockImplementation()!;
  routed.fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith('/v1/class_room')) {
      queries.push(url.searchParams);
    }
    return inner(request);
  });
  return routed.calls;
}

function renderPage({
  canRead = true,
  canWrite = true,
  canUpdate = undefined as boolean | undefined,
  path = '/classes',
} = {}) {
  actors = createTestActors([nourManager]);
  return renderWithApp(
    <>
      <ClassesPage
        canRead={canRead}
        canWrite={canWrite}
        canUpdate={canUpdate ?? canWrite}
        canSeeWaitingList={canWrite}
        classPath={(id) => `/classes/${id}`}
        addStudentsPath={(name) => `/invites/students?invite=1&class=${encodeURIComponent(name)}`}
        confirmation={actors.confirmation}
      />
      <Address />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path },
  );
}

describe('classes list', () => {
  it('shows name, level, teacher, students and the archived badge after loading', async () => {
    stub({ 'GET /v1/class_room': listHandler(() => page([alif, ba])) });
    renderPage();
    expect(screen.getByTestId('spinner')).toBeTruthy();
    const row = await screen.findByTestId(`class-row-${ALIF}`);
    expect(within(row).getByRole('rowheader').textContent).toBe('Alif');
    const cells = (id: string) =>
      within(screen.getByTestId(`class-row-${id}`))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(ALIF).slice(0, 4)).toEqual(['Level 1', 'Huda Saleh', '12', 'Active']);
    expect(cells(BA).slice(0, 4)).toEqual(['—', 'No teacher', '0', 'Archived']);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Class name', 'Level', 'Teacher', 'Students', 'Status', 'Actions']);
    // An archived class is not edited or archived again.
    expect(within(row).getByRole('button', { name: 'Edit Alif' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Archive Ba' })).toBeNull();
    expect(queries[0]?.toString()).toBe('pageNumber=1');
  });

  it('reads page, name and archived from the address and writes changes back to it', async () => {
    stub({
      'GET /v1/class_room': listHandler((query) =>
        page([alif], Number(query.get('pageNumber')), 3),
      ),
    });
    renderPage({ path: '/classes?page=2&name=ali&archived=false' });
    await screen.findByTestId(`class-row-${ALIF}`);
    expect(Object.fromEntries(queries[0]!)).toEqual({
      pageNumber: '2',
      name: 'ali',
      archived: 'false',
    });
    expect((screen.getByLabelText('Search by class name') as HTMLInputElement).value).toBe('ali');
    expect((screen.getByLabelText('Archived') as HTMLSelectElement).value).toBe('false');
    expect(screen.getByTestId('class-pagination').textContent).toContain('Page 2 of 3');

    // A new filter starts again at the first page.
    fireEvent.change(screen.getByLabelText('Archived'), { target: { value: 'true' } });
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?name=ali&archived=true'),
    );
    await waitFor(() => expect(queries.at(-1)?.get('archived')).toBe('true'));
    expect(queries.at(-1)?.get('pageNumber')).toBe('1');

    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?name=ali&archived=true&page=2'),
    );

    fireEvent.change(screen.getByLabelText('Search by class name'), {
      target: { value: ' Ba ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?name=Ba&archived=true'),
    );
    await waitFor(() => expect(queries.at(-1)?.get('name')).toBe('Ba'));

    // "All classes" drops the filter from the address and the request.
    fireEvent.change(screen.getByLabelText('Archived'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?name=Ba'));
    await waitFor(() => expect(queries.at(-1)?.has('archived')).toBe(false));
  });

  it('opens the new-class form from a "Create a class" link (?new=1), and forgets it once closed', async () => {
    stub({ 'GET /v1/class_room': listHandler(() => page([alif])) });
    renderPage({ path: '/classes?new=1' });
    const form = await screen.findByTestId('class-form-modal');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('class-form-modal')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('address').textContent).not.toContain('new=1'));
  });

  it('opens no form from the link for someone who may not create classes', async () => {
    stub({ 'GET /v1/class_room': listHandler(() => page([alif])) });
    renderPage({ path: '/classes?new=1', canWrite: false });
    await screen.findByTestId(`class-row-${ALIF}`);
    expect(screen.queryByTestId('class-form-modal')).toBeNull();
  });

  it('shows the empty, no-match and error states', async () => {
    stub({ 'GET /v1/class_room': listHandler(() => page([])) });
    const first = renderPage();
    expect((await screen.findByTestId('class-empty')).textContent).toBe(
      'There are no classes yet.',
    );
    first.unmount();
    actors?.stop();
    const second = renderPage({ path: '/classes?archived=true' });
    expect((await screen.findByTestId('class-empty')).textContent).toBe(
      'No class matches the search or filter.',
    );
    second.unmount();
    actors?.stop();
    renderPage({ path: '/classes?page=9' });
    await screen.findByTestId('class-empty');
    fireEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
    cleanup();
    actors?.stop();
    stub({
      'GET /v1/class_room': () => json({ message: 'Something broke.', code: 'INTERNAL' }, 500),
    });
    renderPage();
    expect((await screen.findByTestId('class-error')).textContent).toContain('Something broke.');
  });

  it('without read shows no list; without w ClassRoomManager shows no changes', async () => {
    const calls = stub({ 'GET /v1/class_room': listHandler(() => page([alif])) });
    const first = renderPage({ canRead: false, canWrite: false });
    expect(screen.getByRole('alert').textContent).toBe(
      'You do not have permission to see classes.',
    );
    expect(calls).toHaveLength(0);
    first.unmount();
    actors?.stop();
    renderPage({ canWrite: false });
    const row = await screen.findByTestId(`class-row-${ALIF}`);
    expect(screen.queryByTestId('class-create')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Edit Alif' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Archive Alif' })).toBeNull();
    expect(screen.getByText('You can view classes but not change them.')).toBeTruthy();
  });

  it('creates by w ClassRoomManager and edits and archives by u ClassRoomManager', async () => {
    stub({ 'GET /v1/class_room': listHandler(() => page([alif])) });
    const first = renderPage({ canWrite: true, canUpdate: false });
    let row = await screen.findByTestId(`class-row-${ALIF}`);
    expect(screen.getByTestId('class-create')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Edit Alif' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Archive Alif' })).toBeNull();
    expect(screen.queryByText('You can view classes but not change them.')).toBeNull();
    first.unmount();
    actors?.stop();
    renderPage({ canWrite: false, canUpdate: true });
    row = await screen.findByTestId(`class-row-${ALIF}`);
    expect(screen.queryByTestId('class-create')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Edit Alif' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Archive Alif' })).toBeTruthy();
    expect(screen.queryByText('You can view classes but not change them.')).toBeNull();
  });
});

describe('class form', () => {
  it('creates a class; a server field error is shown on its field, then the save succeeds', async () => {
    let tries = 0;
    const calls = stub({
      'GET /v1/class_room': listHandler(() => page([alif])),
      'GET /v2/users/teachers-list': () => json({ data: [huda] }),
      'GET /v1/admin/levels/data': () =>
        json({
          data: [
            {
              id: TOPIC,
              titleEn: 'Letters and sounds',
              titleAr: 'الحروف والأصوات',
              status: 'published',
            },
            { id: ALIF, titleEn: 'Draft topic', titleAr: '', status: 'unpublished' },
          ],
        }),
      'POST /v1/class_room': () => {
        tries += 1;
        return tries === 1
          ? json(
              {
                message: 'Invalid request.',
                code: 'VALIDATION',
                fieldErrors: { teacherId: CLASS_MESSAGES.notATeacher },
              },
              400,
            )
          : json({ data: alif, message: CLASS_MESSAGES.created }, 201);
      },
    });
    renderPage();
    await screen.findByTestId(`class-row-${ALIF}`);
    fireEvent.click(screen.getByRole('button', { name: 'New class' }));
    const form = await screen.findByTestId('class-form-modal');
    fireEvent.change(within(form).getByLabelText('Class name'), { target: { value: ' Jim ' } });
    const picker = within(form).getByLabelText('Teacher') as HTMLSelectElement;
    await within(form).findByRole('option', { name: 'Huda Saleh' });
    expect([...picker.options].map((option) => option.text)).toEqual(['No teacher', 'Huda Saleh']);
    fireEvent.change(picker, { target: { value: TEACHER } });
    const topics = within(form).getByLabelText('Curriculum topic') as HTMLSelectElement;
    await within(form).findByRole('option', { name: 'Letters and sounds' });
    // Only published topics are offered.
    expect([...topics.options].map((option) => option.text)).toEqual([
      'No topic',
      'Letters and sounds',
    ]);
    fireEvent.change(topics, { target: { value: TOPIC } });
    fireEvent.click(within(form).getByTestId('class-save'));
    const error = await within(form).findByTestId('class-teacher-error');
    expect(error.textContent).toBe(CLASS_MESSAGES.notATeacher);
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Jim',
      level: null,
      levelId: TOPIC,
      teacherId: TEACHER,
    });

    fireEvent.change(picker, { target: { value: '' } });
    fireEvent.click(within(form).getByTestId('class-save'));
    expect(await screen.findByText('Class Created Successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('class-form-modal')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      name: 'Jim',
      level: null,
      levelId: TOPIC,
      teacherId: null,
    });
    // What follows: its students, the class preset in the invitation wizard.
    const next = await screen.findByTestId('class-next-step');
    expect(next.textContent).toContain(`“${alif.name}” is ready. Next: invite its students.`);
    expect(within(next).getByRole('link', { name: 'Invite students' }).getAttribute('href')).toBe(
      `/invites/students?invite=1&class=${encodeURIComponent(alif.name)}`,
    );
    fireEvent.click(within(next).getByRole('button', { name: 'Close this suggestion' }));
    expect(screen.queryByTestId('class-next-step')).toBeNull();
  });

  it('opens the new-class form with a teacher preset from a link (?new=1&teacher=)', async () => {
    stub({
      'GET /v1/class_room': listHandler(() => page([alif])),
      'GET /v2/users/teachers-list': () => json({ data: [huda] }),
    });
    renderPage({ path: `/classes?new=1&teacher=${TEACHER}` });
    const form = await screen.findByTestId('class-form-modal');
    await within(form).findByRole('option', { name: 'Huda Saleh' });
    expect((within(form).getByLabelText('Teacher') as HTMLSelectElement).value).toBe(TEACHER);
  });

  it('checks the name before sending: too short shows the rule and sends nothing', async () => {
    const calls = stub({
      'GET /v1/class_room': listHandler(() => page([alif])),
      'GET /v2/users/teachers-list': () => json({ data: [huda] }),
    });
    renderPage();
    await screen.findByTestId(`class-row-${ALIF}`);
    fireEvent.click(screen.getByRole('button', { name: 'New class' }));
    const form = await screen.findByTestId('class-form-modal');
    fireEvent.change(within(form).getByLabelText('Class name'), { target: { value: ' J ' } });
    fireEvent.click(within(form).getByTestId('class-save'));
    const error = await within(form).findByTestId('class-name-error');
    expect(error.textContent).toMatch(/2/);
    expect(within(form).getByLabelText('Class name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('the seat limit (409) is the form’s error', async () => {
    const seats = ORGANIZATION_MESSAGES.seatLimit('classrooms', 4);
    stub({
      'GET /v1/class_room': listHandler(() => page([alif])),
      'POST /v1/class_room': () => json({ message: seats, code: 'CONFLICT' }, 409),
    });
    renderPage();
    await screen.findByTestId(`class-row-${ALIF}`);
    fireEvent.click(screen.getByRole('button', { name: 'New class' }));
    const form = await screen.findByTestId('class-form-modal');
    fireEvent.change(within(form).getByLabelText('Class name'), { target: { value: 'Jim' } });
    fireEvent.click(within(form).getByTestId('class-save'));
    expect((await within(form).findByTestId('class-form-error')).textContent).toBe(seats);
  });

  it('edits a class with its values and shows the update notice', async () => {
    const calls = stub({
      'GET /v1/class_room': listHandler(() => page([alif])),
      [`PUT /v1/class_room/${ALIF}`]: () => new Response(null, { status: 204 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alif' }));
    const form = await screen.findByTestId('class-form-modal');
    expect((within(form).getByLabelText('Level') as HTMLInputElement).value).toBe('Level 1');
    fireEvent.change(within(form).getByLabelText('Level'), { target: { value: 'Level 2' } });
    fireEvent.click(within(form).getByTestId('class-save'));
    expect(await screen.findByText('Class Updated Successfully!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Alif',
      level: 'Level 2',
      levelId: null,
      teacherId: TEACHER,
    });
  });
});

describe('an edit over someone else’s', () => {
  it('saves with the version the list showed; a 412 shows who changed what, and keep mine saves over theirs', async () => {
    const seen = { ...alif, version: 3 };
    const theirs = { ...alif, name: 'Alif A', version: 4 };
    let saves = 0;
    const calls = stub({
      'GET /v1/class_room': listHandler(() => page([seen])),
      [`PUT /v1/class_room/${ALIF}`]: () =>
        ++saves === 1
          ? json(
              {
                message: 'Someone changed this since you opened it. Choose what to keep.',
                code: 'PRECONDITION_FAILED',
                edit: {
                  current: theirs,
                  etag: '"4"',
                  changedBy: { id: TEACHER, name: 'Sara Ali' },
                  changedAt: null,
                },
              },
              412,
            )
          : new Response(null, { status: 204 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alif' }));
    const form = await screen.findByTestId('class-form-modal');
    fireEvent.change(within(form).getByLabelText('Level'), { target: { value: 'Level 2' } });
    fireEvent.click(within(form).getByTestId('class-save'));
    const panel = await within(form).findByTestId('edit-conflict');
    expect(panel.textContent).toContain('Sara Ali saved changes after you opened this form.');
    expect(within(panel).getByTestId('edit-conflict-name').textContent).toBe(
      'Class nameAlifAlif AAlif',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Class Updated Successfully!')).toBeTruthy();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.ifMatch)).toEqual(['"3"', '"4"']);
    expect(puts[1]?.body).toMatchObject({ name: 'Alif', level: 'Level 2' });
  });
});

describe('archive', () => {
  it('asks through the confirmation dialog, then shows the notice and the new badge', async () => {
    let archived = false;
    const calls = stub({
      'GET /v1/class_room': listHandler(() => page([{ ...alif, isArchived: archived }])),
      [`PUT /v1/class_room/archive/${ALIF}`]: () => {
        archived = true;
        return new Response(null, { status: 204 });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Archive Alif' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Archive the class Alif?');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Class Archived Successfully!')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByTestId(`class-status-${ALIF}`).textContent).toBe('Archived'),
    );
  });

  it('cancelling the dialog sends nothing', async () => {
    const calls = stub({ 'GET /v1/class_room': listHandler(() => page([alif])) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Archive Alif' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('its notices are the contract’s texts', () => {
    expect(en.classes.created).toBe(CLASS_MESSAGES.created);
    expect(en.classes.updated).toBe(CLASS_MESSAGES.updated);
    expect(en.classes.archivedNotice).toBe(CLASS_MESSAGES.archived);
  });
});

describe('/classes in the app', () => {
  const user = { id: 'u1', email: 'manager@demo.test', firstName: 'Mona', lastName: 'Ali' };
  // The first signed-in screen compiles the shell's chunk in the test run, which takes a moment.
  const SLOW = { timeout: 5000 };

  function renderApp(member: UserOrg) {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    stub({
      'GET /v1/users/admin-groups': () => json({ data: [member] }),
      'GET /v1/users/me': () => json({ data: user }),
      'GET /v1/class_room': listHandler(() => page([alif])),
    });
    render(
      <MemoryRouter initialEntries={['/classes']}>
        <AppRoutes />
      </MemoryRouter>,
    );
  }

  it('is the classes screen (not coming soon); a manager may change classes', async () => {
    renderApp(nourManager);
    const row = await screen.findByTestId(`class-row-${ALIF}`, {}, SLOW);
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Classes');
    expect(screen.getByTestId('class-create')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Archive Alif' }));
    expect(await screen.findByTestId('confirm-dialog')).toBeTruthy();
  });

  it('a teacher (r ClassRoomTeacher only) sees the list without changes', async () => {
    stub({ 'GET /v1/class_room': listHandler(() => page([alif])) });
    actors = createTestActors([hadTeacher]);
    renderWithApp(<ClassesRoute />, { actors, path: '/classes' });
    const row = await screen.findByTestId(`class-row-${ALIF}`);
    expect(screen.queryByTestId('class-create')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Archive Alif' })).toBeNull();
  });
});
