import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeacherReportRow } from '../../contract/people';
import { MESSAGES } from '../../contract/messages';
import { changeLanguage } from '../../src/i18n/i18n';
import { formatNumber } from '../../src/i18n/format-number';
import { captureSavedFiles, chooseExport, readSheet } from './support/exports';
import { json } from './support/render';
import {
  ALIF,
  layOutCharts,
  overviewCalls,
  renderReports,
  stopReportActors,
  stubReports,
} from './support/reports-fixtures';

afterEach(stopReportActors);

const HUDA = '00000000-0000-4000-8000-0000000000e1';
const SAMI = '00000000-0000-4000-8000-0000000000e2';

/** Two teachers: one with Arabic names who signed in, one who never did. */
const teachers: TeacherReportRow[] = [
  {
    id: HUDA,
    firstName: 'هدى',
    lastName: 'صالح',
    email: 'huda@demo.test',
    classesCount: 2,
    studentsCount: 1234,
    lastSignInAt: '2026-03-03T10:00:00.000Z',
  },
  {
    id: SAMI,
    firstName: 'Sami',
    lastName: 'Farouk',
    email: 'sami@demo.test',
    classesCount: 0,
    studentsCount: 0,
    lastSignInAt: null,
  },
];

const teacherCalls = (calls: ReturnType<typeof stubReports>) =>
  calls.filter((call) => call.path.endsWith('/v2/users/report-teacher'));

const stubTeachers = (
  answer: () => Response | Promise<Response> = () => json({ data: teachers }),
) => stubReports({ 'GET /v2/users/report-teacher': answer });

const address = () => screen.getByTestId('address').textContent;

/** An axis's tick labels in the teachers' chart and their x. */
function ticks(axis: 'recharts-xAxis' | 'recharts-yAxis') {
  const chart = screen.getByTestId('reports-teachers-figure-chart');
  return [...chart.querySelectorAll(`.${axis}-tick-labels text`)].map((text) => ({
    label: text.textContent ?? '',
    x: Number(text.getAttribute('x')),
  }));
}

const drawn = () =>
  waitFor(
    () =>
      expect(
        screen
          .getByTestId('reports-teachers-figure-chart')
          .querySelector('.recharts-yAxis-tick-labels text'),
      ).toBeTruthy(),
    { timeout: 5000 },
  );

const rowTexts = () =>
  within(screen.getByTestId('reports-teachers-table'))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('/reports: the teachers, in English', () => {
  it('opens from its tab, keeping the filters for the way back, and reads the teachers only there', async () => {
    layOutCharts();
    const calls = stubTeachers();
    renderReports(`/reports?class=${ALIF}`);
    await screen.findByTestId('reports-card-learners');
    expect(teacherCalls(calls)).toEqual([]);
    const tabs = screen.getByRole('navigation', { name: 'Report views' });
    expect(within(tabs).getByTestId('reports-tab-achievement').getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(tabs).getByRole('link', { name: 'Teachers' }));
    await waitFor(() => expect(address()).toBe(`?class=${ALIF}&tab=teachers`));
    expect(screen.getByTestId('reports-tab-teachers').getAttribute('aria-current')).toBe('page');
    await screen.findByTestId('reports-teachers-table');
    expect(rowTexts()).toEqual([
      'TeacherE-mailClassesStudentsLast sign-in',
      expect.stringMatching(/^هدى صالحhuda@demo\.test21,234Mar 3, 2026/),
      'Sami Farouksami@demo.test00Never',
    ]);
    // The achievement's filters are not shown here.
    expect(screen.queryByLabelText('Class')).toBeNull();

    const overviews = overviewCalls(calls).length;
    fireEvent.click(screen.getByRole('link', { name: 'Achievement' }));
    await waitFor(() => expect(address()).toBe(`?class=${ALIF}`));
    await screen.findByTestId('reports-card-learners');
    expect(screen.queryByTestId('reports-teachers')).toBeNull();
    expect(overviewCalls(calls).length).toBeGreaterThanOrEqual(overviews);
  });

  it('draws classes and students per teacher, names on the left, counts growing rightwards', async () => {
    layOutCharts();
    stubTeachers();
    renderReports('/reports?tab=teachers');
    await drawn();
    const figure = screen.getByTestId('reports-teachers-figure');
    expect(figure.querySelector('figcaption')?.textContent).toBe(
      'Classes and students per teacher',
    );
    // Two bars for the first teacher (the second has none to draw: zero).
    expect(figure.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThanOrEqual(2);
    const names = ticks('recharts-yAxis');
    expect(names.map((tick) => tick.label)).toEqual(['هدى صالح', 'Sami Farouk']);
    expect(Math.max(...names.map((tick) => tick.x))).toBeLessThan(320);
    const counts = ticks('recharts-xAxis');
    const zero = counts.find((tick) => tick.label === '0')!;
    expect(zero.x).toBeLessThan(counts.at(-1)!.x);
  });

  it('exports the teachers to .xlsx and .csv with the Arabic names intact', async () => {
    layOutCharts();
    const files = captureSavedFiles();
    stubTeachers();
    renderReports('/reports?tab=teachers');
    await screen.findByTestId('reports-teachers-table');
    await chooseExport('reports-teachers-export', 'xlsx');
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^report-teachers-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await readSheet(files[0]!);
    expect(sheet[0]).toEqual([
      'First name',
      'Last name',
      'E-mail',
      'Classes',
      'Students',
      'Last sign-in',
    ]);
    expect(sheet[1]!.slice(0, 5)).toEqual(['هدى', 'صالح', 'huda@demo.test', 2, 1234]);
    expect(sheet[2]).toEqual(['Sami', 'Farouk', 'sami@demo.test', 0, 0]);
    await chooseExport('reports-teachers-export', 'csv');
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files[1]!.name).toMatch(/\.csv$/);
    const csv = await readSheet(files[1]!);
    expect(csv[1]!.slice(0, 3)).toEqual(['هدى', 'صالح', 'huda@demo.test']);
  });

  it('says when the organisation has no teacher, the export disabled', async () => {
    stubTeachers(() => json({ data: [] }));
    renderReports('/reports?tab=teachers');
    expect((await screen.findByTestId('reports-teachers-empty')).textContent).toBe(
      'This organization has no teacher yet.',
    );
    expect(screen.getByTestId('reports-teachers-export')).toHaveProperty('disabled', true);
  });

  it('shows loading, then the failure with Try again', async () => {
    let fail = true;
    let answer: (response: Response) => void = () => undefined;
    stubTeachers(() =>
      fail ? new Promise<Response>((resolve) => (answer = resolve)) : json({ data: teachers }),
    );
    renderReports('/reports?tab=teachers');
    expect((await screen.findByTestId('spinner')).textContent).toContain('Loading the teachers…');
    answer(json({ message: MESSAGES.internal('GET v1/reports'), code: 'INTERNAL' }, 500));
    const error = await screen.findByTestId('reports-teachers-error');
    expect(error.textContent).toContain(MESSAGES.internal('GET v1/reports'));
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('reports-teachers-table');
  });
});

describe('/reports: the teachers, in Arabic', () => {
  it('mirrors the chart and writes the figures and the export in Arabic', async () => {
    await changeLanguage('ar');
    layOutCharts();
    const files = captureSavedFiles();
    stubTeachers();
    renderReports('/reports?tab=teachers');
    await drawn();
    expect(screen.getByRole('link', { name: 'المعلمون' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'المعلمون' })).toBeTruthy();
    const rows = rowTexts();
    expect(rows[0]).toBe('المعلمالبريد الإلكترونيالفصولالطلابآخر تسجيل دخول');
    expect(rows[1]).toContain(formatNumber(1234, 'ar'));
    expect(rows[2]).toContain('لم يسجّل الدخول قط');
    // The names on the right, the counts growing leftwards.
    const names = ticks('recharts-yAxis');
    expect(Math.min(...names.map((tick) => tick.x))).toBeGreaterThan(320);
    const counts = ticks('recharts-xAxis');
    const zero = counts.find((tick) => tick.label === formatNumber(0, 'ar'))!;
    expect(zero.x).toBeGreaterThan(counts.at(-1)!.x);

    await chooseExport('reports-teachers-export', 'xlsx');
    await waitFor(() => expect(files).toHaveLength(1));
    const sheet = await readSheet(files[0]!);
    expect(sheet[0]).toEqual([
      'الاسم الأول',
      'اسم العائلة',
      'البريد الإلكتروني',
      'الفصول',
      'الطلاب',
      'آخر تسجيل دخول',
    ]);
    expect(sheet[1]!.slice(0, 5)).toEqual(['هدى', 'صالح', 'huda@demo.test', 2, 1234]);
  });
});
