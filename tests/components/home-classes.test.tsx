import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClassRoom } from '../../contract/classes';
import { MESSAGES } from '../../contract/messages';
import type { AchievementReport } from '../../contract/reports';
import type { UserOrg } from '../../contract/users';
import { classesProgressOf, HomeRoute } from '../../src/app/routes/home-route';
import { changeLanguage } from '../../src/i18n/i18n';
import { formatNumber } from '../../src/i18n/format-number';
import { createTestActors, type TestActors } from './support/actors';
import { page } from './support/class-fixtures';
import { routeFetch, type Call } from './support/fetch-routes';
import { hadAdmin, membership, nourManager, permissions, underContract } from './support/orgs';
import { json, renderWithApp } from './support/render';
import { useLocation } from 'react-router-dom';

const ALIF = '00000000-0000-4000-8000-0000000000a1';
const BA = '00000000-0000-4000-8000-0000000000b2';

const classRoom = (id: string, name: string, studentsCount: number, teacherName: string | null) =>
  ({
    id,
    name,
    level: 'Level 1',
    levelId: null,
    teacherId: null,
    teacherName,
    isArchived: false,
    studentsCount,
    createdAt: '2026-01-01T00:00:00.000Z',
  }) satisfies ClassRoom;

const CLASSES = [classRoom(ALIF, 'ألف', 1500, 'Huda Saleh'), classRoom(BA, 'Ba', 4, null)];

const report: AchievementReport = {
  from: '2026-02-02',
  to: '2026-03-03',
  totals: { learners: 1300, attempts: 12000, averageScore: 72.5 },
  byLevel: [],
  // Ba had no attempt; another class (not the caller's) and work of no class are left out.
  byClass: [
    { classRoomId: ALIF, name: 'ألف', learners: 1234, attempts: 11000, averageScore: 72.5 },
    {
      classRoomId: '00000000-0000-4000-8000-0000000000c3',
      name: 'Jim',
      learners: 3,
      attempts: 9,
      averageScore: 50,
    },
    { classRoomId: null, name: '', learners: 1, attempts: 1, averageScore: 10 },
  ],
  byDay: [],
};

type Handler = Parameters<typeof routeFetch>[0][string];

function stub(extra: Record<string, Handler> = {}) {
  return routeFetch({
    'GET /v1/organization/report': () => json({ message: 'Not found.', code: 'NOT_FOUND' }, 404),
    'GET /v1/class_room': () => page(CLASSES),
    'GET /v1/reports': () => json({ data: report }),
    ...extra,
  }).calls;
}

const role = (name: string, grants: Parameters<typeof permissions>[0]): UserOrg =>
  membership({
    id: 'org-nour',
    name: 'Nour Academy',
    location: 'Riyadh',
    // Not a teacher's number: no profile gate to answer.
    role: { name, number: 7, permissions: permissions(grants) },
  });

const classCalls = (calls: Call[]) => calls.filter((call) => call.path.endsWith('/v1/class_room'));
const reportCalls = (calls: Call[]) => calls.filter((call) => call.path.endsWith('/v1/reports'));

function Address() {
  const { pathname } = useLocation();
  return <output data-testid="address">{pathname}</output>;
}

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

function renderHome(org: UserOrg = nourManager) {
  actors = createTestActors([org]);
  renderWithApp(
    <>
      <HomeRoute />
      <Address />
    </>,
    { actors },
  );
}

const rows = () =>
  within(screen.getByTestId('home-classes-table'))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the classes’ progress on /home, in English', () => {
  it('lists the organisation’s classes with the last 30 days’ figures, each opening its class', async () => {
    const calls = stub();
    renderHome();
    expect(await screen.findByText('Loading the classes’ progress…')).toBeTruthy();
    await screen.findByTestId('home-classes-table');
    expect(screen.getByRole('heading', { level: 2, name: 'Classes’ progress' })).toBeTruthy();
    expect(screen.getByTestId('home-classes-period').textContent).toBe(
      'Activity from Feb 2, 2026 to Mar 3, 2026 (the last 30 days).',
    );
    expect(rows()).toEqual([
      'ClassTeacherStudentsActive learnersAttemptsAverage score',
      'ألفHuda Saleh1,5001,234 of 1,50011,00072.5%',
      'Ba—40 of 40—',
    ]);
    expect(Object.fromEntries(classCalls(calls)[0]!.query)).toEqual({
      pageNumber: '1',
      pageSize: '100',
      archived: 'false',
    });
    expect(Object.fromEntries(reportCalls(calls)[0]!.query)).toEqual({});
    // The bar is as long as the average score; the figure beside it is what is read.
    const bars = screen.getAllByTestId('home-class-bar');
    expect(bars[0]!.getAttribute('aria-hidden')).toBe('true');
    expect((bars[0]!.firstElementChild as HTMLElement).style.inlineSize).toBe('72.5%');
    expect((bars[1]!.firstElementChild as HTMLElement).style.inlineSize).toBe('0%');

    fireEvent.click(screen.getByRole('link', { name: 'ألف' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`/classes/${ALIF}`));
  });

  it('says when there is no class yet, offering to create one to those who may', async () => {
    stub({ 'GET /v1/class_room': () => page([]) });
    renderHome();
    const empty = await screen.findByTestId('home-classes-empty');
    expect(empty.textContent).toBe('There are no classes yet. Create a class');
    const create = within(empty).getByRole('link', { name: 'Create a class' });
    expect(create.getAttribute('href')).toBe('/classes?new=1');
  });

  it('leaves out the link to create for a reader of reports and classes who cannot write', async () => {
    stub({ 'GET /v1/class_room': () => page([]) });
    renderHome(role('Staff', { Reports: { read: true }, ClassRoomManager: { read: true } }));
    const empty = await screen.findByTestId('home-classes-empty');
    expect(empty.textContent?.trim()).toBe('There are no classes yet.');
    expect(within(empty).queryByRole('link')).toBeNull();
  });

  it('shows a failure with Try again, and the classes once it works', async () => {
    let fail = true;
    stub({
      'GET /v1/reports': () =>
        fail
          ? json({ message: MESSAGES.internal('GET v1/reports'), code: 'INTERNAL' }, 500)
          : json({ data: report }),
    });
    renderHome();
    const error = await screen.findByTestId('home-classes-error');
    expect(error.textContent).toContain(MESSAGES.internal('GET v1/reports'));
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('home-classes-table');
  });

  it('shows a manager of classes without Reports read the classes, asking no report', async () => {
    const calls = stub();
    renderHome(role('Class manager', { ClassRoomManager: { read: true, write: true } }));
    await screen.findByTestId('home-classes-table');
    expect(rows()).toEqual(['ClassTeacherStudents', 'ألفHuda Saleh1,500', 'Ba—4']);
    expect(screen.getByTestId('home-classes-period').textContent).toBe(
      'Activity figures need permission to read the reports.',
    );
    expect(reportCalls(calls)).toEqual([]);
  });

  it('is not shown to a teacher without Reports read, to HAD, or under a closed contract', async () => {
    const teacher = role('Teacher', { ClassRoomTeacher: { read: true } });
    for (const org of [teacher, hadAdmin, underContract(nourManager, 'canceled')]) {
      const calls = stub({ 'GET /v1/organization/overview': () => json({ data: null }, 500) });
      renderHome(org);
      await screen.findByTestId('home-page');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByTestId('home-classes')).toBeNull();
      expect(classCalls(calls)).toEqual([]);
      actors?.stop();
      document.body.innerHTML = '';
    }
  });
});

describe('who sees the classes’ progress', () => {
  it('readers of reports or managers of classes who list classes, of a customer organisation', () => {
    const of = (grants: Parameters<typeof permissions>[0]) => classesProgressOf(role('R', grants));
    expect(classesProgressOf(nourManager)).toEqual({ withFigures: true, canCreate: true });
    expect(of({ Reports: { read: true }, ClassRoomManager: { read: true } })).toEqual({
      withFigures: true,
      canCreate: false,
    });
    // A teacher reading reports: their own classes (the list is theirs), with the figures.
    expect(of({ Reports: { read: true }, ClassRoomTeacher: { read: true } })).toEqual({
      withFigures: true,
      canCreate: false,
    });
    expect(of({ ClassRoomManager: { read: true, write: true } })).toEqual({
      withFigures: false,
      canCreate: true,
    });
    expect(of({ ClassRoomTeacher: { read: true } })).toBeNull();
    // Reports without any class read: the classes cannot be listed nor opened.
    expect(of({ Reports: { read: true } })).toBeNull();
    expect(classesProgressOf(hadAdmin)).toBeNull();
    expect(classesProgressOf(null)).toBeNull();
  });
});

describe('the classes’ progress on /home, in Arabic', () => {
  it('writes the figures in Arabic, right to left', async () => {
    await changeLanguage('ar');
    stub();
    renderHome();
    await screen.findByTestId('home-classes-table');
    expect(screen.getByRole('heading', { level: 2, name: 'تقدّم الفصول' })).toBeTruthy();
    const [head, alif] = rows();
    expect(head).toBe('الفصلالمعلمالطلابالمتعلمون النشطونالمحاولاتمتوسط الدرجة');
    expect(alif).toContain(`${formatNumber(1234, 'ar')} من ${formatNumber(1500, 'ar')}`);
    expect(alif).toContain(
      formatNumber(0.725, 'ar', { style: 'percent', maximumFractionDigits: 1 }),
    );
    expect(screen.getByTestId('home-classes-period').textContent).toContain('آخر');
  });

  it('says in Arabic that there is no class yet', async () => {
    await changeLanguage('ar');
    stub({ 'GET /v1/class_room': () => page([]) });
    renderHome();
    const empty = await screen.findByTestId('home-classes-empty');
    expect(empty.textContent).toBe('لا توجد فصول بعد. إنشاء فصل');
  });
});
