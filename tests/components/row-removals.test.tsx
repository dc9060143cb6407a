import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES } from '../../contract/students';
import { ClassDetailPage } from '../../src/features/classes/class-detail-page';
import { StudentsPage } from '../../src/features/people/students-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { ALIF, BA, classRoom, classStudents, page, TEACHER } from './support/class-fixtures';
import { routeFetch, type Call } from './support/fetch-routes';
import { nourManager } from './support/orgs';
import { DAR, NOUR, student } from './support/people-fixtures';
import { json, renderWithApp } from './support/render';

const OLD = '00000000-0000-4000-8000-0000000000c3';
const alif = classRoom({ id: ALIF, name: 'Alif' });
const students = classStudents(3);
const second = students[1]!;
const done = (message: string) => () => json({ data: {}, message });
const refused = (status: number, body: object) => () => json(body, status);

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

const deletes = (calls: Call[]) => calls.filter((c) => c.method === 'DELETE');

/** The class page of Alif (3 students, taught by Huda Saleh); `extra` adds handlers. */
function classPage(extra: Parameters<typeof routeFetch>[0] = {}) {
  const { calls } = routeFetch({
    // Student 2 also sits in Ba, and sat in an archived class.
    [`GET /v1/class_room/students/${second.id}`]: () =>
      json({
        data: {
          ...student(2, 'Student'),
          id: second.id,
          classRooms: [
            { id: ALIF, name: 'Alif', teacherName: 'Huda Saleh', isArchived: false, addedAt: '' },
            { id: BA, name: 'Ba', teacherName: null, isArchived: false, addedAt: '' },
            { id: OLD, name: 'Old', teacherName: null, isArchived: true, addedAt: '' },
          ],
        },
      }),
    [`GET /v1/class_room/${ALIF}/students`]: () => page(students),
    [`GET /v1/class_room/${ALIF}`]: () => json({ data: alif }),
    'GET /v1/class_room': (call) =>
      call.query.get('teacherId') === TEACHER
        ? page([alif, classRoom({ id: OLD, name: 'Old', isArchived: true })])
        : page([]),
    'GET /v1/admin/liveClasses': () => page([], 1, 1, 2),
    ...extra,
  });
  actors = createTestActors([nourManager]);
  renderWithApp(
    <>
      <ClassDetailPage
        id={ALIF}
        canRead
        canWrite
        canUpdate
        confirmation={actors.confirmation}
        listPath="/classes"
        onDeleted={() => {}}
      />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
    </>,
    { actors, path: `/classes/${ALIF}` },
  );
  return calls;
}

const dialog = () => screen.findByTestId('confirm-dialog');
const lines = (box: HTMLElement) =>
  within(box)
    .getAllByRole('paragraph')
    .map((p) => p.textContent);

describe('removing a student from the class, row by row', () => {
  it('says where the student stays first, removes the one seat and tells so', async () => {
    const calls = classPage({
      [`DELETE /v1/class_room/remove-student-for-class-room/${second.id}`]: done(
        STUDENT_MESSAGES.removedFromClass,
      ),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Student 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Student 2 from the class' }));
    const box = await dialog();
    expect(within(box).getByRole('heading').textContent).toBe('Remove Student 2 from Alif');
    expect(lines(box)).toEqual([
      "Student 2 loses their seat in Alif; the class's progress will no longer list them.",
      'They stay in the organization and in their other classes (1): Ba.',
      'Their answers and results are kept.',
    ]);
    expect(deletes(calls)).toEqual([]);
    const before = calls.filter((c) => c.path.endsWith(`${ALIF}/students`)).length;
    fireEvent.click(within(box).getByRole('button', { name: 'Remove from class' }));
    expect(await screen.findByText('Student removed from the class')).toBeTruthy();
    // The removed student leaves the bulk selection too.
    expect(screen.getByTestId('selected-count').textContent).toBe('Selected: 0');
    const [call] = deletes(calls);
    expect(call?.path).toBe(`/api/users/v1/class_room/remove-student-for-class-room/${second.id}`);
    expect(call?.query.get('classRoomId')).toBe(ALIF);
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith(`${ALIF}/students`)).length).toBeGreaterThan(
        before,
      ),
    );
  });

  it('cancelling removes nobody', async () => {
    const calls = classPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Student 2 from the class' }));
    const box = await dialog();
    fireEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(deletes(calls)).toEqual([]);
    expect(screen.getByTestId(`class-students-row-${second.id}`)).toBeTruthy();
  });

  it('a refusal shows its reason, the field’s one rather than a generic one', async () => {
    classPage({
      [`DELETE /v1/class_room/remove-student-for-class-room/${second.id}`]: refused(400, {
        message: 'Some fields are not valid.',
        fieldErrors: { studentId: 'Some of these students are not in this class.' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Student 2 from the class' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Remove from class' }));
    expect(await screen.findByText('Some of these students are not in this class.')).toBeTruthy();
  });

  it('in Arabic: the impact, the buttons and the notice', async () => {
    await changeLanguage('ar');
    classPage({
      [`DELETE /v1/class_room/remove-student-for-class-room/${second.id}`]: done(
        STUDENT_MESSAGES.removedFromClass,
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'إزالة Student 2 من الفصل' }));
    const box = await dialog();
    expect(lines(box)).toEqual([
      'سيفقد Student 2 مقعده في Alif، ولن يظهر بعد الآن في تقدّم هذا الفصل.',
      'سيبقى في المؤسسة وفي فصوله الأخرى (1): Ba.',
      'تُحفظ إجاباته ونتائجه.',
    ]);
    fireEvent.click(within(box).getByRole('button', { name: 'الإزالة من الفصل' }));
    expect(await screen.findByText('أُزيل الطالب من الفصل')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(classDetail|students)\.\w/);
  });
});

describe("removing the class's teacher", () => {
  it('lists the classes that lose their teacher and the live classes left, then removes', async () => {
    const calls = classPage({
      [`DELETE /v1/class_room/remove-teacher/${TEACHER}`]: done(STUDENT_MESSAGES.teacherRemoved),
    });
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Remove teacher Huda Saleh from the organization',
      }),
    );
    const box = await dialog();
    expect(lines(box)).toEqual([
      'Huda Saleh leaves the organization, not only this class, and loses access to it.',
      'These classes (2) will have no teacher: Alif, Old.',
      'Their upcoming live classes (2) stay assigned to them: choose another teacher for each on the live classes page.',
      'Remove Huda Saleh?',
    ]);
    const live = calls.find((c) => c.path.endsWith('/v1/admin/liveClasses'));
    expect(live?.query.get('teacherId')).toBe(TEACHER);
    expect(live?.query.get('timing')).toBe('notStarted');
    expect(deletes(calls)).toEqual([]);
    fireEvent.click(within(box).getByRole('button', { name: 'Remove teacher' }));
    expect(await screen.findByText('Teacher removed from the organization')).toBeTruthy();
    expect(deletes(calls).map((c) => c.path)).toEqual([
      `/api/users/v1/class_room/remove-teacher/${TEACHER}`,
    ]);
  });

  it('still asks when the lists cannot be read, and a refusal is shown', async () => {
    classPage({
      'GET /v1/class_room': refused(500, { message: 'Server error.' }),
      'GET /v1/admin/liveClasses': refused(403, { message: 'Forbidden.' }),
      [`DELETE /v1/class_room/remove-teacher/${TEACHER}`]: refused(404, {
        message: STUDENT_MESSAGES.notATeacher,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Remove teacher Huda Saleh/ }));
    const box = await dialog();
    expect(lines(box)[1]).toBe(
      'Alif and any other class they teach will have no teacher (the list could not be loaded).',
    );
    expect(lines(box)).toHaveLength(3);
    fireEvent.click(within(box).getByRole('button', { name: 'Remove teacher' }));
    expect(await screen.findByText(STUDENT_MESSAGES.notATeacher)).toBeTruthy();
  });
});

describe('removing a student from the organisation (Students page)', () => {
  const sara = student(1, 'Sara'); // sits in Alif
  const omar = student(2, 'Omar'); // on the waiting list
  const other = { ...student(3, 'Laila'), organizationId: DAR, organizationName: 'Dar' };

  function studentsPage(extra: Parameters<typeof routeFetch>[0] = {}) {
    let removed = false;
    const { calls } = routeFetch({
      'GET /v2/users/students': () => page(removed ? [omar, other] : [sara, omar, other]),
      [`DELETE /v1/class_room/remove-student-for-organization/${sara.id}`]: () => {
        removed = true;
        return json({ data: { id: sara.id }, message: STUDENT_MESSAGES.removedFromOrganization });
      },
      ...extra,
    });
    actors = createTestActors([nourManager]);
    renderWithApp(
      <>
        <StudentsPage
          canRead
          canSeeUsers={false}
          canEditUsers={false}
          removal={{ organizationId: NOUR, confirmation: actors.confirmation }}
        />
        <ConfirmDialog actor={actors.confirmation} />
        <AppToaster />
      </>,
      { actors, path: '/students' },
    );
    return calls;
  }

  it('names the classes the student leaves, removes them and the row goes', async () => {
    const calls = studentsPage();
    const row = await screen.findByTestId(`student-list-row-${sara.id}`);
    // Only the active organisation's students can be removed from it.
    expect(within(screen.getByTestId(`student-list-row-${other.id}`)).queryByRole('button')).toBe(
      null,
    );
    fireEvent.click(
      within(row).getByRole('button', { name: 'Remove Sara Student from Nour Academy' }),
    );
    const box = await dialog();
    expect(lines(box)).toEqual([
      'Sara Student leaves Nour Academy and loses access to it.',
      'They lose their seat in these classes (1): Alif.',
      'Their answers and results are kept.',
      'If they belong to no other organization, their account waits for access again.',
    ]);
    fireEvent.click(within(box).getByRole('button', { name: 'Remove from organization' }));
    expect(await screen.findByText('Student removed from the organization')).toBeTruthy();
    expect(deletes(calls).map((c) => c.path)).toEqual([
      `/api/users/v1/class_room/remove-student-for-organization/${sara.id}`,
    ]);
    await waitFor(() => expect(screen.queryByTestId(`student-list-row-${sara.id}`)).toBeNull());
    expect(screen.getByTestId(`student-list-row-${omar.id}`)).toBeTruthy();
  });

  it('cancelling keeps the student; a refusal is shown and the row stays', async () => {
    const calls = studentsPage({
      [`DELETE /v1/class_room/remove-student-for-organization/${omar.id}`]: refused(404, {
        message: STUDENT_MESSAGES.notAStudent,
      }),
    });
    const row = await screen.findByTestId(`student-list-row-${omar.id}`);
    fireEvent.click(within(row).getByRole('button', { name: /^Remove Omar Student/ }));
    let box = await dialog();
    expect(lines(box)[1]).toBe('They sit in no class (waiting list).');
    fireEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(deletes(calls)).toEqual([]);

    fireEvent.click(within(row).getByRole('button', { name: /^Remove Omar Student/ }));
    box = await dialog();
    fireEvent.click(within(box).getByRole('button', { name: 'Remove from organization' }));
    expect(await screen.findByText(STUDENT_MESSAGES.notAStudent)).toBeTruthy();
    expect(screen.getByTestId(`student-list-row-${omar.id}`)).toBeTruthy();
  });

  it('in Arabic', async () => {
    await changeLanguage('ar');
    studentsPage();
    const row = await screen.findByTestId(`student-list-row-${sara.id}`);
    fireEvent.click(
      within(row).getByRole('button', { name: 'إزالة Sara Student من Nour Academy' }),
    );
    const box = await dialog();
    expect(lines(box)[0]).toBe('سيغادر Sara Student مؤسسة Nour Academy ويفقد الوصول إليها.');
    expect(lines(box)[1]).toBe('سيفقد مقعده في هذه الفصول (1): Alif.');
    fireEvent.click(within(box).getByRole('button', { name: 'الإزالة من المؤسسة' }));
    expect(await screen.findByText('أُزيل الطالب من المؤسسة')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(studentRemoval|studentList)\.\w/);
  });
});
