import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLASS_MESSAGES } from '../../contract/classes';
import { STORAGE_KEYS } from '../../contract/constants';
import { AppRoutes } from '../../src/app/router';
import { ClassDetailRoute } from '../../src/app/routes/class-detail-route';
import { ClassDetailPage } from '../../src/features/classes/class-detail-page';
import en from '../../src/features/classes/texts/en.json';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import {
  ALIF,
  BA,
  classRoom,
  classStudents,
  page,
  waitingStudents,
} from './support/class-fixtures';
import { routeFetch } from './support/fetch-routes';
import { hadTeacher, nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';

const alif = classRoom({ id: ALIF, name: 'Alif' });
const three = classStudents(3);
const [first, second, third] = three as [(typeof three)[0], (typeof three)[0], (typeof three)[0]];
const ok = (message: string) => () => json({ data: {}, message });

/** The class, its students, the picker's classes; `extra` adds or overrides handlers. */
function stub(extra: Parameters<typeof routeFetch>[0] = {}) {
  return routeFetch({
    [`GET /v1/class_room/${ALIF}/students`]: () => page(three),
    [`GET /v1/class_room/${ALIF}`]: () => json({ data: alif }),
    'GET /v1/class_room/list': () =>
      json({
        data: [
          { id: ALIF, name: 'Alif' },
          { id: BA, name: 'Ba' },
        ],
      }),
    ...extra,
  }).calls;
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function renderDetail({
  canWrite = true,
  canUpdate = undefined as boolean | undefined,
  onDeleted = vi.fn(),
  inviteStudentsPath = undefined as ((name: string) => string) | undefined,
} = {}) {
  actors = createTestActors([nourManager]);
  renderWithApp(
    <>
      <ClassDetailPage
        id={ALIF}
        canRead
        canWrite={canWrite}
        canUpdate={canUpdate ?? canWrite}
        confirmation={actors.confirmation}
        listPath="/classes"
        onDeleted={onDeleted}
        inviteStudentsPath={inviteStudentsPath}
      />
      <Address />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path: `/classes/${ALIF}` },
  );
  return { onDeleted };
}

const row = (id: string) => screen.getByTestId(`class-students-row-${id}`);
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('class detail', () => {
  it('shows the class facts, the archived badge and its students', async () => {
    stub();
    renderDetail();
    expect(screen.getByTestId('spinner')).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Alif');
    expect(screen.getByTestId(`class-status-${ALIF}`).textContent).toBe('Active');
    const info = (key: string) => screen.getByTestId(`class-info-${key}`).textContent;
    expect(info('level')).toBe('Level 1');
    expect(info('teacher')).toBe('Huda Saleh');
    expect(info('students')).toBe('3');
    expect(info('createdAt')).toBe('Jan 5, 2026');
    await screen.findByTestId(`class-students-row-${first.id}`);
    expect(within(row(first.id)).getByRole('rowheader').textContent).toBe('Student 1');
    expect(
      within(row(first.id))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', 'student1@demo.test', 'Feb 1, 2026', 'Remove']);
    expect(screen.getByTestId('class-students-pagination').textContent).toContain('Students: 3');
  });

  it('selects rows one by one or the whole page; move and remove need a selection', async () => {
    stub();
    renderDetail();
    await screen.findByTestId(`class-students-row-${first.id}`);
    const move = screen.getByTestId('students-move') as HTMLButtonElement;
    expect(move.disabled).toBe(true);
    fireEvent.click(box('Select Student 2'));
    expect(screen.getByTestId('selected-count').textContent).toBe('Selected: 1');
    expect(move.disabled).toBe(false);
    const all = box('Select all on this page');
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(screen.getByTestId('selected-count').textContent).toBe('Selected: 3');
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(screen.getByTestId('selected-count').textContent).toBe('Selected: 0');
    expect(box('Select Student 1').checked).toBe(false);
  });

  it('moves the selected students to another class, with the server’s notice', async () => {
    const calls = stub({ 'POST /v1/class_room/students/move': ok(CLASS_MESSAGES.moved) });
    renderDetail();
    await screen.findByTestId(`class-students-row-${first.id}`);
    fireEvent.click(box('Select Student 1'));
    fireEvent.click(box('Select Student 3'));
    fireEvent.click(screen.getByTestId('students-move'));
    const modal = await screen.findByTestId('move-students-modal');
    const picker = within(modal).getByLabelText('Move to') as HTMLSelectElement;
    await within(modal).findByRole('option', { name: 'Ba' });
    // The class itself is not a target.
    expect([...picker.options].map((o) => o.text)).toEqual(['Choose a class', 'Ba']);
    expect((within(modal).getByTestId('move-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(picker, { target: { value: BA } });
    const before = calls.filter((c) => c.path.endsWith('/students')).length;
    fireEvent.click(within(modal).getByTestId('move-submit'));
    expect(await screen.findByText('Successfully moved students')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      fromClassRoomId: ALIF,
      toClassRoomId: BA,
      studentIds: [first.id, third.id],
    });
    await waitFor(() => expect(screen.queryByTestId('move-students-modal')).toBeNull());
    expect(screen.getByTestId('selected-count').textContent).toBe('Selected: 0');
    // The students are fetched again.
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/students')).length).toBeGreaterThan(before),
    );
  });

  it('offers, beside the waiting list, inviting new students by e-mail into the class', async () => {
    stub({ 'GET /v2/users/student/waiting-list': () => page([]) });
    renderDetail({ inviteStudentsPath: (name) => `/invites/students?invite=1&class=${name}` });
    await screen.findByTestId(`class-students-row-${first.id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Add students' }));
    const modal = await screen.findByTestId('add-students-modal');
    fireEvent.click(
      within(modal).getByRole('link', { name: 'Invite students by e-mail into Alif' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '/invites/students?invite=1&class=Alif',
      ),
    );
  });

  it('adds students picked from the waiting list, searched and paged', async () => {
    const waiting = waitingStudents(['Sara', 'Omar', 'Laila']);
    const calls = stub({
      'GET /v2/users/student/waiting-list': (call) =>
        call.query.get('search') === 'sa'
          ? page(waiting.slice(0, 1))
          : page(waiting, Number(call.query.get('pageNumber')), 2, 23),
      'POST /v1/class_room/add-students': ok(CLASS_MESSAGES.studentsAdded),
    });
    renderDetail();
    await screen.findByTestId(`class-students-row-${first.id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Add students' }));
    const modal = await screen.findByTestId('add-students-modal');
    await within(modal).findByText('Sara Waiting');
    expect(within(modal).getByTestId('add-students-pagination').textContent).toContain(
      'Page 1 of 2',
    );
    fireEvent.click(within(modal).getByRole('checkbox', { name: 'Select Omar Waiting' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('pageNumber')).toBe('2'));
    fireEvent.change(within(modal).getByLabelText('Search the waiting list'), {
      target: { value: ' sa ' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(modal).queryByText('Omar Waiting')).toBeNull());
    const searched = calls.filter((c) => c.path.endsWith('/waiting-list')).at(-1);
    expect(Object.fromEntries(searched!.query)).toEqual({ pageNumber: '1', search: 'sa' });
    // The choice is kept across pages and searches.
    fireEvent.click(within(modal).getByRole('checkbox', { name: 'Select Sara Waiting' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Add selected (2)' }));
    expect(await screen.findByText('Students added successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      classRoomId: ALIF,
      studentIds: [waiting[1]!.id, waiting[0]!.id],
    });
    await waitFor(() => expect(screen.queryByTestId('add-students-modal')).toBeNull());
  });

  it('removes the selected students only after the confirmation', async () => {
    const calls = stub({
      'POST /v1/class_room/remove-students-from-classroom': ok(CLASS_MESSAGES.studentsRemoved),
    });
    renderDetail();
    await screen.findByTestId(`class-students-row-${first.id}`);
    fireEvent.click(box('Select Student 2'));
    fireEvent.click(screen.getByTestId('students-remove'));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Remove the selected students (1) from Alif?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByTestId('students-remove'));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from class' }));
    expect(await screen.findByText('Students removed successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      classRoomId: ALIF,
      studentIds: [second.id],
    });
    await waitFor(() =>
      expect(screen.getByTestId('selected-count').textContent).toBe('Selected: 0'),
    );
  });

  it('delete: a class with students says why not, and what to do, before any dialog', async () => {
    const calls = stub();
    renderDetail();
    const button = await screen.findByTestId('class-delete');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const why = screen.getByTestId('class-delete-why');
    expect(why.textContent).toBe(
      'To delete this class, first move or remove its 3 students (below), or archive it to keep its history.',
    );
    expect(button.getAttribute('aria-describedby')).toBe(why.id);
    fireEvent.click(button);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('delete: an empty class is deleted after the confirmation, then the list shows', async () => {
    const calls = stub({
      [`GET /v1/class_room/${ALIF}/students`]: () => page([]),
      [`GET /v1/class_room/${ALIF}`]: () => json({ data: { ...alif, studentsCount: 0 } }),
      [`DELETE /v1/class_room/${ALIF}`]: () =>
        json({ data: { id: ALIF }, message: CLASS_MESSAGES.deleted }),
    });
    const { onDeleted } = renderDetail();
    expect(await screen.findByTestId('class-delete')).toBeTruthy();
    expect(screen.queryByTestId('class-delete-why')).toBeNull();
    fireEvent.click(screen.getByTestId('class-delete'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete the class Alif?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Class Deleted Successfully!')).toBeTruthy();
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('archives through the confirmation; an archived class takes no new students', async () => {
    let archived = false;
    routeFetch({
      [`GET /v1/class_room/${ALIF}/students`]: () => page(three),
      [`GET /v1/class_room/${ALIF}`]: () => json({ data: { ...alif, isArchived: archived } }),
      [`PUT /v1/class_room/archive/${ALIF}`]: () => {
        archived = true;
        return json({ data: { ...alif, isArchived: true }, message: CLASS_MESSAGES.archived });
      },
    });
    renderDetail();
    fireEvent.click(await screen.findByTestId('class-archive'));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Class Archived Successfully!')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId(`class-status-${ALIF}`).textContent).toBe('Archived'),
    );
    expect(screen.queryByTestId('students-add')).toBeNull();
    expect(screen.queryByTestId('class-edit')).toBeNull();
    expect(screen.getByTestId('class-delete')).toBeTruthy();
  });

  it('edits the class with the existing form', async () => {
    const calls = stub({
      'GET /v2/users/teachers-list': () => json({ data: [] }),
      [`PUT /v1/class_room/${ALIF}`]: () =>
        json({ data: { ...alif, level: 'Level 2' }, message: CLASS_MESSAGES.updated }),
    });
    renderDetail();
    fireEvent.click(await screen.findByTestId('class-edit'));
    const form = await screen.findByTestId('class-form-modal');
    // The class's teacher stays choosable even when the list does not hold them.
    await waitFor(() =>
      expect((within(form).getByLabelText('Teacher') as HTMLSelectElement).value).toBe(
        alif.teacherId,
      ),
    );
    fireEvent.change(within(form).getByLabelText('Level'), { target: { value: 'Level 2' } });
    fireEvent.click(within(form).getByTestId('class-save'));
    expect(await screen.findByText('Class Updated Successfully!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Alif',
      level: 'Level 2',
      levelId: null,
      teacherId: alif.teacherId,
    });
  });

  it('shows the server’s message when the class cannot be read, with a retry', async () => {
    routeFetch({
      [`GET /v1/class_room/${ALIF}`]: () => json({ message: 'Not found.', code: 'NOT_FOUND' }, 404),
    });
    renderDetail();
    const error = await screen.findByTestId('class-detail-error');
    expect(error.textContent).toContain('Not found.');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to classes' }).getAttribute('href')).toBe(
      '/classes',
    );
  });

  it('the class with no students says so', async () => {
    routeFetch({
      [`GET /v1/class_room/${ALIF}/students`]: () => page([]),
      [`GET /v1/class_room/${ALIF}`]: () => json({ data: { ...alif, studentsCount: 0 } }),
    });
    renderDetail();
    expect((await screen.findByTestId('class-students-empty')).textContent).toBe(
      'This class has no students yet.',
    );
  });

  it('its notices are the contract’s texts', () => {
    expect(en.classDetail.movedNotice).toBe(CLASS_MESSAGES.moved);
    expect(en.classDetail.addedNotice).toBe(CLASS_MESSAGES.studentsAdded);
    expect(en.classDetail.removedNotice).toBe(CLASS_MESSAGES.studentsRemoved);
    expect(en.classDetail.deletedNotice).toBe(CLASS_MESSAGES.deleted);
  });
});

describe('/classes/:id by role and language', () => {
  function renderRoute(member = hadTeacher) {
    actors = createTestActors([member]);
    renderWithApp(
      <Routes>
        <Route path="/classes/:id" element={<ClassDetailRoute />} />
      </Routes>,
      { actors, path: `/classes/${ALIF}` },
    );
  }

  it('a teacher (r ClassRoomTeacher only) sees the class and its students read-only', async () => {
    const calls = stub();
    renderRoute();
    await screen.findByTestId(`class-students-row-${first.id}`);
    expect(screen.getByText('You can view this class but not change it.')).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    for (const id of ['class-edit', 'class-archive', 'class-delete', 'students-add']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
    expect(screen.queryByTestId('students-move')).toBeNull();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('renders in Arabic, right to left, with no untranslated key', async () => {
    await changeLanguage('ar');
    stub();
    renderRoute(nourManager);
    await screen.findByTestId(`class-students-row-${first.id}`);
    expect(document.documentElement.dir).toBe('rtl');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['الطلاب', 'التقدّم']);
    expect(screen.getByRole('button', { name: 'إضافة طلاب' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الفصول' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(classDetail|classStudents|students)\.\w/);
  });
});

describe('/classes/:id in the app', () => {
  const user = { id: 'u1', email: 'manager@demo.test', firstName: 'Mona', lastName: 'Ali' };

  it('a row of the classes table links to the class’s screen', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    stub({
      'GET /v1/users/admin-groups': () => json({ data: [nourManager] }),
      'GET /v1/users/me': () => json({ data: user }),
      'GET /v1/class_room': () => page([alif]),
    });
    render(
      <MemoryRouter initialEntries={['/classes']}>
        <AppRoutes />
        <Address />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'Alif' }, { timeout: 5000 });
    fireEvent.click(link);
    await screen.findByTestId('class-detail-page', {}, { timeout: 5000 });
    expect(screen.getByTestId('address').textContent).toBe(`/classes/${ALIF}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Alif');
  });
});
