import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  AttemptStatistics,
  ClassAssignment,
  ClassExam,
  ClassProgress,
  ClassUnit,
} from '../../contract/assessment';
import { ClassDetailPage } from '../../src/features/classes/class-detail-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { createTestActors, type TestActors } from './support/actors';
import { ALIF, classRoom } from './support/class-fixtures';
import { routeFetch, type Call } from './support/fetch-routes';
import { nourManager } from './support/orgs';
import { json, renderWithApp } from './support/render';

const TOPIC = '00000000-0000-4000-8000-000000000077';
const EXAM = '00000000-0000-4000-8000-0000000000e1';
const SARA = '00000000-0000-4000-8000-000000000101';
const OMAR = '00000000-0000-4000-8000-000000000102';
const OTHER_CLASS = '00000000-0000-4000-8000-0000000000c9';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const alif = classRoom({ id: ALIF, name: 'Alif', levelId: TOPIC, studentsCount: 2 });
const units: ClassUnit[] = [
  { id: uuid(301), order: 0, titleEn: 'Letters', titleAr: 'الحروف', lessons: 2, completedBy: 2 },
  { id: uuid(302), order: 1, titleEn: 'Words', titleAr: 'الكلمات', lessons: 3, completedBy: 1 },
];
const exams: ClassExam[] = [
  {
    id: EXAM,
    order: 0,
    titleEn: 'Letters test',
    titleAr: 'اختبار الحروف',
    expectedTimeInMinutes: 20,
    submittedBy: 1,
    averageScore: 62.5,
  },
];
const assignments: ClassAssignment[] = [
  {
    id: uuid(401),
    kind: 'assignment',
    titleEn: 'Homework one',
    titleAr: 'الواجب الأول',
    givenAt: '2026-06-01T09:00:00.000Z',
    dueAt: '2099-06-08T09:00:00.000Z',
    submittedBy: 0,
    averageScore: null,
  },
  {
    id: uuid(402),
    kind: 'knowledge_test',
    titleEn: 'Check-up',
    titleAr: 'اختبار قصير',
    givenAt: '2026-05-01T09:00:00.000Z',
    dueAt: null,
    submittedBy: 2,
    averageScore: 90,
  },
];
const student = (userId: string, firstName: string) => ({
  userId,
  firstName,
  lastName: 'Haddad',
  unitsDone: 0,
  attempts: 0,
  averageScore: null,
  lastActivityAt: null,
});
const progress: ClassProgress = {
  classRoomId: ALIF,
  levelId: TOPIC,
  units: 2,
  students: [student(SARA, 'Sara'), student(OMAR, 'Omar')],
};
const statistics: AttemptStatistics = {
  activity: { id: EXAM, kind: 'exam', titleEn: 'Letters test', titleAr: 'اختبار الحروف' },
  userId: SARA,
  attempts: [
    {
      id: uuid(501),
      classRoomId: ALIF,
      startedAt: '2026-06-10T09:00:00.000Z',
      submittedAt: '2026-06-10T09:12:00.000Z',
      score: 5,
      maxScore: 6,
      percent: 83,
    },
    {
      id: uuid(502),
      classRoomId: OTHER_CLASS,
      startedAt: null,
      submittedAt: '2026-06-01T09:00:00.000Z',
      score: 2,
      maxScore: 6,
      percent: 33,
    },
  ],
  bestPercent: 83,
  averageScore: 58.3,
  elements: [
    {
      elementId: uuid(601),
      typeId: 'text-text',
      answered: 2,
      correct: 1,
      pointsEarned: 2,
      pointsPossible: 4,
    },
  ],
};

type Handlers = Parameters<typeof routeFetch>[0];
const base = `/v1/admin/units/class_rooms/${ALIF}`;
const statisticsPath = (userId: string) =>
  `/v1/levels/exam/activities/${EXAM}/users/${userId}/statistics`;

function stub(extra: Handlers = {}): Call[] {
  return routeFetch({
    [`GET /v1/class_room/${ALIF}`]: () => json({ data: alif }),
    [`GET ${base}/all_units`]: () => json({ data: units }),
    [`GET ${base}/all_exams`]: () => json({ data: exams }),
    [`GET ${base}/all_assignments`]: () => json({ data: assignments }),
    [`GET ${base}/progress`]: () => json({ data: progress }),
    [`GET ${statisticsPath(SARA)}`]: () => json({ data: statistics }),
    [`GET ${statisticsPath(OMAR)}`]: () =>
      json({
        data: { ...statistics, userId: OMAR, attempts: [], bestPercent: null, averageScore: null },
      }),
    ...extra,
  }).calls;
}

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

let actors: TestActors | null = null;
afterEach(async () => {
  actors?.stop();
  await changeLanguage('en');
});

function renderAt(search: string) {
  actors = createTestActors([nourManager]);
  renderWithApp(
    <>
      <ClassDetailPage
        id={ALIF}
        canRead
        canWrite={false}
        canUpdate={false}
        confirmation={actors.confirmation}
        listPath="/classes"
        onDeleted={() => undefined}
      />
      <Address />
    </>,
    { actors, path: `/classes/${ALIF}${search}` },
  );
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe.each(['en', 'ar'] as const)('a class’s units, exams and assignments (%s)', (lng) => {
  const ar = lng === 'ar';

  it('lists the topic’s units in order with who completed them, titles in the language', async () => {
    await changeLanguage(lng);
    stub();
    renderAt('');
    await screen.findByTestId('class-progress');
    fireEvent.click(await screen.findByTestId('class-tab-units'));
    const table = await screen.findByTestId('class-units-table');
    expect(screen.getByTestId('address').textContent).toBe('?tab=units');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      ar ? ['الحروف', 'الكلمات'] : ['Letters', 'Words'],
    );
    expect(cellsOf(rows[0]!)).toEqual(
      ar ? ['1', '2', '2 من 2', 'أنجزه الجميع'] : ['1', '2', '2 of 2', 'Done by all'],
    );
    expect(cellsOf(rows[1]!)[3]).toBe(ar ? 'قيد التقدّم' : 'In progress');
    // The students' view (and its progress) is only the default tab's.
    expect(screen.queryByTestId('class-progress')).toBeNull();
  });

  it('lists what was given, with kinds, due dates, counts and status', async () => {
    await changeLanguage(lng);
    stub();
    renderAt('?tab=assignments');
    const table = await screen.findByTestId('class-assignments-table');
    const first = within(table).getByTestId(`class-assignment-${uuid(401)}`);
    expect(within(first).getByRole('rowheader').textContent).toBe(
      ar ? 'الواجب الأول' : 'Homework one',
    );
    const cells = cellsOf(first);
    expect(cells[0]).toBe(ar ? 'واجب' : 'Assignment');
    expect(cells[2]).toMatch(/2099|٢٠٩٩/);
    expect(cells.slice(3)).toEqual(ar ? ['0 من 2', '—', 'مفتوح'] : ['0 of 2', '—', 'Open']);
    const second = cellsOf(within(table).getByTestId(`class-assignment-${uuid(402)}`));
    expect(second[0]).toBe(ar ? 'اختبار معرفي' : 'Knowledge test');
    expect(second[2]).toBe(ar ? 'بلا موعد تسليم' : 'No due date');
    expect(second.slice(4)).toEqual(ar ? ['90٪', 'أنجزه الجميع'] : ['90%', 'Done by all']);
  });

  it('opens an exam and shows a chosen student’s attempts and questions', async () => {
    await changeLanguage(lng);
    const calls = stub();
    renderAt('?tab=exams');
    const table = await screen.findByTestId('class-exams-table');
    const row = within(table).getByTestId(`class-exam-${EXAM}`);
    expect(within(row).getByRole('rowheader').textContent).toBe(
      ar ? 'اختبار الحروف' : 'Letters test',
    );
    expect(cellsOf(row).slice(1, 5)).toEqual(
      ar
        ? ['20 دقيقة', '1 من 2', '62.5٪', 'قيد التقدّم']
        : ['20 minutes', '1 of 2', '62.5%', 'In progress'],
    );
    fireEvent.click(
      within(row).getByRole('link', {
        name: ar ? 'النتائج: اختبار الحروف' : 'Results: Letters test',
      }),
    );
    await screen.findByTestId('exam-results-pick');
    expect(screen.getByTestId('address').textContent).toBe(`?tab=exams&exam=${EXAM}`);
    expect(calls.some((call) => call.path.endsWith('/statistics'))).toBe(false);

    fireEvent.change(screen.getByLabelText(ar ? 'الطالب' : 'Student'), {
      target: { value: SARA },
    });
    const summary = await screen.findByTestId('exam-statistics-summary');
    expect(screen.getByTestId('address').textContent).toBe(
      `?tab=exams&exam=${EXAM}&student=${SARA}`,
    );
    expect(within(summary).getByTestId('exam-statistics-attempts').textContent).toContain('2');
    expect(within(summary).getByTestId('exam-statistics-best').textContent).toContain(
      ar ? '83٪' : '83%',
    );
    expect(within(summary).getByTestId('exam-statistics-average').textContent).toContain(
      ar ? '58.3٪' : '58.3%',
    );
    const newest = cellsOf(screen.getByTestId(`exam-attempt-${uuid(501)}`));
    expect(newest[1]).toMatch(ar ? /12/ : /^12 minutes$/);
    expect(newest.slice(2)).toEqual(
      ar ? ['5 من 6', '83٪', 'هذا الفصل'] : ['5 of 6', '83%', 'This class'],
    );
    const older = cellsOf(screen.getByTestId(`exam-attempt-${uuid(502)}`));
    expect([older[1], older[4]]).toEqual(ar ? ['—', 'فصل آخر'] : ['—', 'Another class']);
    const question = screen.getByTestId(`exam-element-${uuid(601)}`);
    expect(within(question).getByRole('rowheader').textContent).toBe(
      ar ? 'السؤال 1' : 'Question 1',
    );
    expect(cellsOf(question)).toEqual(
      ar ? ['نص إلى نص', '1 من 2', '2 من 4'] : ['Text to text', '1 of 2', '2 of 4'],
    );
  });
});

describe('a class’s work: empty, failing and not yet taken', () => {
  it('says so when the topic has no unit, no exam, and nothing was given', async () => {
    stub({
      [`GET ${base}/all_units`]: () => json({ data: [] }),
      [`GET ${base}/all_exams`]: () => json({ data: [] }),
      [`GET ${base}/all_assignments`]: () => json({ data: [] }),
    });
    renderAt('?tab=units');
    await screen.findByText("The class's topic has no published unit yet.");
    fireEvent.click(screen.getByTestId('class-tab-exams'));
    await screen.findByTestId('class-exams-empty');
    fireEvent.click(screen.getByTestId('class-tab-assignments'));
    expect((await screen.findByTestId('class-assignments-empty')).textContent).toBe(
      'Nothing has been given to this class yet.',
    );
  });

  it('a class following no topic says so instead of reading an empty list', async () => {
    const calls = stub({
      [`GET /v1/class_room/${ALIF}`]: () => json({ data: { ...alif, levelId: null } }),
    });
    renderAt('?tab=units');
    await screen.findByTestId('class-units-no-topic');
    expect(screen.queryByTestId('class-units-table')).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/all_units'))).toBe(true);
  });

  it('a failed read says why and tries again', async () => {
    let fail = true;
    stub({
      [`GET ${base}/all_exams`]: () =>
        fail
          ? json({ message: 'Internal server error.', code: 'INTERNAL' }, 500)
          : json({ data: exams }),
    });
    renderAt('?tab=exams');
    const alert = await screen.findByTestId('class-exams-error', {}, { timeout: 5000 });
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('class-exams-table');
  });

  it('a student who has not taken the exam is said so', async () => {
    stub();
    renderAt(`?tab=exams&exam=${EXAM}&student=${OMAR}`);
    expect((await screen.findByTestId('exam-statistics-empty')).textContent).toBe(
      'Omar Haddad has not taken this exam yet.',
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Results: Letters test');
  });
});
