import { vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import type { AchievementReport, LearnerAchievement } from '../../../contract/reports';
import { ReportsPage } from '../../../src/features/reports/reports-page';
import { AppToaster } from '../../../src/ui/toast';
import { createTestActors, type TestActors } from './actors';
import { page } from './class-fixtures';
import { routeFetch, type Call } from './fetch-routes';
import { nourManager } from './orgs';
import { json, renderWithApp } from './render';

export const ALIF = '00000000-0000-4000-8000-0000000000a1';
export const BA = '00000000-0000-4000-8000-0000000000b2';
export const GRAMMAR = '00000000-0000-4000-8000-0000000000d1';
export const READING = '00000000-0000-4000-8000-0000000000d2';

/** Three days of Nour Academy's attempts: two topics, two classes. */
export const report: AchievementReport = {
  from: '2026-03-01',
  to: '2026-03-03',
  totals: { learners: 1234, attempts: 12345, averageScore: 72.5 },
  byLevel: [
    {
      levelId: GRAMMAR,
      titleEn: 'Grammar',
      titleAr: 'القواعد',
      learners: 1200,
      attempts: 10000,
      averageScore: 80,
    },
    {
      levelId: READING,
      titleEn: 'Reading',
      titleAr: 'القراءة',
      learners: 300,
      attempts: 2345,
      averageScore: 40.5,
    },
  ],
  byClass: [
    { classRoomId: ALIF, name: 'Alif', learners: 1000, attempts: 11000, averageScore: 75 },
    { classRoomId: null, name: '', learners: 234, attempts: 1345, averageScore: null },
  ],
  byDay: [
    { day: '2026-03-01', attempts: 5000, averageScore: 70 },
    { day: '2026-03-02', attempts: 0, averageScore: null },
    { day: '2026-03-03', attempts: 7345, averageScore: 74.2 },
  ],
};

export const emptyReport: AchievementReport = {
  ...report,
  totals: { learners: 0, attempts: 0, averageScore: null },
  byLevel: [],
  byClass: [],
  byDay: report.byDay.map(({ day }) => ({ day, attempts: 0, averageScore: null })),
};

/** The `n`th learner (from 1): Arabic names, as the export must keep them. */
export const learner = (n: number): LearnerAchievement => ({
  userId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  firstName: `نور ${n}`,
  lastName: 'الحسن',
  email: `learner${n}@demo.test`,
  attempts: n,
  averageScore: 60.5,
  bestScore: 90,
  lastSubmittedAt: '2026-03-03T10:00:00.000Z',
});

/** The learners' calls (measure_achievements) and the overview's. */
export const learnerCalls = (calls: Call[]) =>
  calls.filter((call) => call.path.endsWith('/v1/reports/measure_achievements'));
export const overviewCalls = (calls: Call[]) =>
  calls.filter((call) => call.path.endsWith('/v1/reports'));

/** The report, `total` learners a page of 20 at a time (100 for an export), the pickers. */
export function stubReports(
  extra: Parameters<typeof routeFetch>[0] = {},
  { total = 2, overview = report }: { total?: number; overview?: AchievementReport } = {},
) {
  return routeFetch({
    'GET /v1/reports': () => json({ data: overview }),
    'POST /v1/reports/measure_achievements': (call) => {
      const body = call.body as { pageNumber?: number; pageSize?: number };
      const pageNumber = body.pageNumber ?? 1;
      const size = body.pageSize ?? 20;
      const first = (pageNumber - 1) * size + 1;
      const count = Math.max(0, Math.min(size, total - first + 1));
      const rows = Array.from({ length: count }, (_, i) => learner(first + i));
      const answer = page(rows, pageNumber, Math.ceil(total / size), total);
      return answer;
    },
    'GET /v1/class_room/list': () =>
      json({
        data: [
          { id: ALIF, name: 'Alif' },
          { id: BA, name: 'Ba' },
        ],
      }),
    'GET /v1/admin/levels/data': () =>
      json({
        data: [
          { id: GRAMMAR, titleEn: 'Grammar', titleAr: 'القواعد', status: 'published' },
          { id: READING, titleEn: 'Reading', titleAr: 'القراءة', status: 'published' },
        ],
      }),
    ...extra,
  }).calls;
}

/** Shows the address, where the report keeps its filters and the learners' page. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

let actors: TestActors | null = null;

export const stopReportActors = () => actors?.stop();

/** The screen at `path`, with the toasts and the address shown. */
export function renderReports(path = '/reports', { canRead = true } = {}) {
  actors = createTestActors([nourManager]);
  renderWithApp(
    <>
      <ReportsPage canRead={canRead} />
      <Address />
      <AppToaster />
    </>,
    { actors, path },
  );
}

/**
 * The page's layout as a browser would give it: happy-dom measures every box at 0, so the charts'
 * responsive containers are given 640 by 260 (Recharts draws nothing in an empty box).
 */
export function layOutCharts() {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (!this.classList.contains('recharts-responsive-container')) return measure.call(this);
    return DOMRect.fromRect({ x: 0, y: 0, width: 640, height: 260 });
  });
}
