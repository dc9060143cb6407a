import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveClass } from '../../contract/live-classes';
import type { RoleSummary } from '../../contract/roles';
import { GuestsPage } from '../../src/features/people/guests-page';
import { StudentsPage } from '../../src/features/people/students-page';
import { UsersPage } from '../../src/features/people/users-page';
import { ClassDetailPage } from '../../src/features/classes/class-detail-page';
import { ClassesPage } from '../../src/features/classes/classes-page';
import { TopicsPage } from '../../src/features/curriculum/topics/topics-page';
import { InvitationsPage } from '../../src/features/invitations/invitations-page';
import { LiveClassesManagerPage } from '../../src/features/live-classes/manager/manager-page';
import { RolesPage } from '../../src/features/roles/roles-page';
import { ReviewPage } from '../../src/features/teachers/review-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { AppToaster } from '../../src/ui/toast';
import { createTestActors, type TestActors } from './support/actors';
import { ALIF, classRoom, classStudents, waitingStudents } from './support/class-fixtures';
import { captureSavedFiles, chooseExport, readSheet } from './support/exports';
import { routeFetch, type Call } from './support/fetch-routes';
import { invitation } from './support/invitation-fixtures';
import { liveClass, lookups } from './support/live-classes-manager-fixtures';
import { hadAdmin, nourManager } from './support/orgs';
import { guest, NOUR, organizations, person, student } from './support/people-fixtures';
import { json, renderWithApp } from './support/render';
import { profile } from './support/teacher-fixtures';

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A list answered in pages of the size asked for (20 when none is): as the services page. */
const paged =
  <T,>(rows: readonly T[]) =>
  (call: Call) => {
    const pageNumber = Number(call.query.get('pageNumber') ?? 1);
    const size = Number(call.query.get('pageSize') ?? 20);
    const result = rows.slice((pageNumber - 1) * size, pageNumber * size);
    return json({
      data: {
        result,
        pagination: {
          pageNumber,
          pageSize: size,
          numOfPages: Math.ceil(rows.length / size),
          total: rows.length,
          count: result.length,
        },
      },
    });
  };

/** The same, read by keyset as the students list is: each page names the next one's cursor. */
const keyset =
  <T,>(rows: readonly T[]) =>
  async (call: Call) => {
    const answer = await paged(rows)(call).json();
    const { pageNumber, numOfPages } = answer.data.pagination;
    answer.data.pagination.nextCursor = pageNumber < numOfPages ? `after-${pageNumber}` : null;
    return json(answer);
  };

interface Screen {
  name: string;
  path: string;
  testId: string;
  /** The list call ("METHOD /suffix") the export must read, page after page. */
  list: string;
  rows: number;
  /** A filter of the address the list call must carry on every page: [parameter, value]. */
  filter?: [string, string];
  /** Pages after the first are asked by the cursor the previous one named (keyset lists). */
  byCursor?: boolean;
  /** A filter the list call carries in its body instead (the teachers'). */
  bodyFilter?: Record<string, unknown>;
  /** The page size the export asks for (the largest the service gives), or null: none asked. */
  pageSize: string | null;
  /** Rows a page holds as the service answers. */
  perPage: number;
  headers: { en: string; ar: string };
  /** A cell of the first row, as written (Arabic kept). */
  firstCell: string;
  handlers: (rows: number) => Record<string, (call: Call) => Response | Promise<Response>>;
  render: (actors: TestActors) => ReactNode;
}

const arabicNames = (count: number) => Array.from({ length: count }, (_, i) => `سارة ${i + 1}`);

const role = (n: number): RoleSummary => ({
  id: uuid(900 + n),
  name: `دور ${n}`,
  number: n,
  holders: n * 10,
  permissions: [{ entity: 'Users', allowedOps: { read: true, write: n % 2 === 0, update: false } }],
});

const liveClasses = (count: number): LiveClass[] =>
  Array.from({ length: count }, (_, i) => liveClass({ id: uuid(500 + i), title: `حصة ${i + 1}` }));

const SCREENS: Screen[] = [
  {
    name: 'classes',
    path: '/classes?name=%D8%B5',
    testId: 'class-export',
    list: 'GET /v1/class_room',
    rows: 130,
    filter: ['name', 'ص'],
    pageSize: '100',
    perPage: 100,
    headers: { en: 'Class name', ar: 'اسم الفصل' },
    firstCell: 'الصف 1',
    handlers: (n) => ({
      'GET /v1/class_room': paged(
        Array.from({ length: n }, (_, i) => classRoom({ id: uuid(i + 1), name: `الصف ${i + 1}` })),
      ),
    }),
    render: (a) => (
      <ClassesPage
        canRead
        canWrite
        canUpdate
        canSeeWaitingList
        classPath={(id) => `/classes/${id}`}
        addStudentsPath={(name) => `/invites/students?invite=1&class=${encodeURIComponent(name)}`}
        confirmation={a.confirmation}
      />
    ),
  },
  {
    name: 'a class’s students',
    path: `/classes/${ALIF}`,
    testId: 'class-students-export',
    list: `GET /v1/class_room/${ALIF}/students`,
    rows: 120,
    pageSize: '100',
    perPage: 100,
    headers: { en: 'First name', ar: 'الاسم الأول' },
    firstCell: 'سارة 1',
    handlers: (n) => ({
      [`GET /v1/class_room/${ALIF}/students`]: paged(
        classStudents(n).map((student, i) => ({ ...student, firstName: `سارة ${i + 1}` })),
      ),
      [`GET /v1/class_room/${ALIF}`]: () =>
        json({ data: classRoom({ id: ALIF, name: 'Alif', studentsCount: n }) }),
    }),
    render: (a) => (
      <ClassDetailPage
        id={ALIF}
        canRead
        canWrite
        canUpdate
        confirmation={a.confirmation}
        listPath="/classes"
        onDeleted={() => undefined}
      />
    ),
  },
  {
    name: 'the waiting list',
    path: '/classes?view=waiting&search=%D8%B3',
    testId: 'waiting-export',
    list: 'GET /v2/users/student/waiting-list',
    rows: 105,
    filter: ['search', 'س'],
    pageSize: '100',
    perPage: 100,
    headers: { en: 'First name', ar: 'الاسم الأول' },
    firstCell: 'سارة 1',
    handlers: (n) => ({
      'GET /v2/users/student/waiting-list': paged(waitingStudents(arabicNames(n))),
      'GET /v1/users/studentsStats': () =>
        json({ data: { total: n, inClassRooms: 0, waiting: n, available: 0 } }),
    }),
    render: (a) => (
      <ClassesPage
        canRead
        canWrite
        canUpdate
        canSeeWaitingList
        classPath={(id) => `/classes/${id}`}
        addStudentsPath={(name) => `/invites/students?invite=1&class=${encodeURIComponent(name)}`}
        confirmation={a.confirmation}
      />
    ),
  },
  {
    name: 'users',
    path: '/users/users?search=%D8%B3',
    testId: 'people-export',
    list: 'GET /v1/users',
    rows: 45,
    filter: ['search', 'س'],
    pageSize: null,
    perPage: 20,
    headers: { en: 'First name', ar: 'الاسم الأول' },
    firstCell: 'سارة 1',
    handlers: (n) => ({
      'GET /v1/users': paged(arabicNames(n).map((name, i) => person(i + 1, name))),
    }),
    render: () => <UsersPage canRead canUpdate canFilterOrganizations={false} />,
  },
  {
    name: 'guests',
    path: '/users/guests?search=%D8%B3',
    testId: 'guests-export',
    list: 'GET /v1/users/defaultGroupMembers',
    rows: 105,
    filter: ['search', 'س'],
    pageSize: '100',
    perPage: 100,
    headers: { en: 'First name', ar: 'الاسم الأول' },
    firstCell: 'سارة 1',
    handlers: (n) => ({
      'GET /v1/users/defaultGroupMembers': paged(
        arabicNames(n).map((name, i) => guest(i + 1, name)),
      ),
    }),
    render: (a) => <GuestsPage canRead canUpdate confirmation={a.confirmation} />,
  },
  {
    name: 'students',
    path: `/students?org=${NOUR}`,
    testId: 'student-list-export',
    list: 'GET /v2/users/students',
    rows: 230,
    filter: ['organizationId', NOUR],
    byCursor: true,
    pageSize: '100',
    perPage: 100,
    headers: { en: 'First name', ar: 'الاسم الأول' },
    firstCell: 'سارة 1',
    handlers: (n) => ({
      'GET /v2/users/students': keyset(arabicNames(n).map((name, i) => student(i + 1, name))),
      'GET /v1/organization': () => json(organizations),
    }),
    render: () => <StudentsPage canRead canEditUsers canSeeUsers />,
  },
  {
    name: 'roles',
    path: '/permissions',
    testId: 'roles-export',
    list: 'GET /v1/roles',
    rows: 7,
    pageSize: null,
    perPage: 7,
    headers: { en: 'Name', ar: 'الاسم' },
    firstCell: 'دور 1',
    handlers: (n) => ({
      'GET /v1/roles': () => json({ data: Array.from({ length: n }, (_, i) => role(i + 1)) }),
    }),
    render: (a) => <RolesPage canRead canWrite canUpdate canAssign confirmation={a.confirmation} />,
  },
  {
    name: 'invitations',
    path: '/invites/students?status=pending',
    testId: 'invitation-export',
    list: 'GET /v1/user-invitations',
    rows: 101,
    filter: ['status', 'pending'],
    pageSize: '100',
    perPage: 100,
    headers: { en: 'E-mail', ar: 'البريد الإلكتروني' },
    firstCell: 'sara1@demo.test',
    handlers: (n) => ({
      'GET /v1/user-invitations': paged(
        Array.from({ length: n }, (_, i) =>
          invitation({
            id: uuid(700 + i),
            email: `sara${i + 1}@demo.test`,
            kind: 'user',
            firstName: `سارة ${i + 1}`,
            classRoom: { id: ALIF, name: 'الألف' },
          }),
        ),
      ),
    }),
    render: (a) => (
      <InvitationsPage
        audience="students"
        canRead
        canWrite
        canUpdate
        confirmation={a.confirmation}
      />
    ),
  },
  {
    name: 'teachers',
    path: '/users/teachers/review?status=submitted',
    testId: 'teacher-export',
    list: 'POST /v1/teachers/get-all',
    rows: 110,
    bodyFilter: { status: 'submitted' },
    pageSize: '100',
    perPage: 100,
    headers: { en: 'Teacher', ar: 'المعلم' },
    firstCell: 'ليلى 1 Nasser',
    handlers: (n) => ({
      'POST /v1/teachers/get-all': paged(
        Array.from({ length: n }, (_, i) =>
          profile({ teacherId: uuid(300 + i), firstName: `ليلى ${i + 1}` }),
        ),
      ),
    }),
    render: (a) => <ReviewPage canRead canUpdate confirmation={a.confirmation} />,
  },
  {
    name: 'curriculum topics',
    path: '/curriculum/levels?status=published',
    testId: 'topics-export',
    list: 'GET /v2/admin/levels/overview',
    rows: 140,
    filter: ['published', 'true'],
    pageSize: '100',
    perPage: 100,
    headers: { en: 'Order', ar: 'الترتيب' },
    firstCell: '1',
    handlers: (n) => ({
      'GET /v2/admin/levels/overview': paged(
        Array.from({ length: n }, (_, i) => ({
          id: uuid(100 + i),
          order: i + 1,
          titleEn: `Topic ${i + 1}`,
          titleAr: `موضوع ${i + 1}`,
          status: 'published',
          isEnabled: true,
          isArchived: false,
          wasPublished: true,
          updatedAt: '2026-01-05T10:00:00.000Z',
          units: 2,
          activities: 5,
          elements: 12,
          published: 9,
          unpublished: 3,
          archived: 0,
        })),
      ),
    }),
    render: (a) => <TopicsPage canRead canWrite canUpdate confirmation={a.confirmation} />,
  },
  {
    name: 'live classes',
    path: '/live-classes/manager?approval=approved',
    testId: 'live-classes-export',
    list: 'GET /v1/admin/liveClasses',
    rows: 150,
    filter: ['approval', 'approved'],
    pageSize: '100',
    perPage: 100,
    headers: { en: 'Title', ar: 'العنوان' },
    firstCell: 'حصة 1',
    handlers: (n) => ({
      'GET /v1/admin/liveClasses': paged(liveClasses(n)),
      'GET /v2/live-classes/lookups': lookups,
    }),
    render: (a) => (
      <LiveClassesManagerPage canRead canWrite canUpdate confirmation={a.confirmation} />
    ),
  },
];

const suffixOf = (list: string) => list.split(' ')[1]!;

describe.each(['en', 'ar'] as const)('every list screen exports its filtered list (%s)', (lng) => {
  it.each(SCREENS)(
    '$name: every page, with the filters, into one sheet',
    async (screenCase) => {
      await changeLanguage(lng);
      const files = captureSavedFiles();
      const { calls } = routeFetch(screenCase.handlers(screenCase.rows));
      actors = createTestActors([screenCase.name === 'curriculum topics' ? hadAdmin : nourManager]);
      renderWithApp(
        <>
          {screenCase.render(actors)}
          <AppToaster />
        </>,
        { actors, path: screenCase.path },
      );
      // The screen's own list has loaded: what is asked from now on is the export's.
      const trigger = await screen.findByTestId(screenCase.testId);
      await waitFor(() => expect(trigger).toHaveProperty('disabled', false), { timeout: 10_000 });
      const before = calls.length;
      await chooseExport(screenCase.testId, 'xlsx');
      await waitFor(() => expect(files).toHaveLength(1), { timeout: 10_000 });
      const [method, suffix] = [screenCase.list.split(' ')[0], suffixOf(screenCase.list)];
      const asked = calls
        .slice(before)
        .filter((call) => call.method === method && call.path.endsWith(suffix));
      const pages = Math.ceil(screenCase.rows / screenCase.perPage);
      expect(asked.map((call) => call.query.get('pageNumber') ?? '1')).toEqual(
        Array.from({ length: pages }, (_, i) => String(i + 1)),
      );
      for (const call of asked) {
        expect(call.query.get('pageSize')).toBe(screenCase.pageSize);
        if (screenCase.bodyFilter) expect(call.body).toMatchObject(screenCase.bodyFilter);
        if (screenCase.byCursor) {
          const pageNumber = Number(call.query.get('pageNumber') ?? 1);
          const cursor = pageNumber > 1 ? `after-${pageNumber - 1}` : null;
          expect(call.query.get('cursor')).toBe(cursor);
        }
        if (screenCase.filter) {
          expect(call.query.get(screenCase.filter[0])).toBe(screenCase.filter[1]);
        }
      }
      const rows = await readSheet(files[0]!);
      expect(rows[0]![0]).toBe(screenCase.headers[lng]);
      expect(rows).toHaveLength(1 + screenCase.rows);
      expect(rows[1]!.map(String)).toContain(screenCase.firstCell);
      expect(await screen.findByText((text) => text.includes(files[0]!.name))).toBeTruthy();
    },
    30_000,
  );
});
