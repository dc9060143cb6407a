import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/i18n/i18n';
import { captureSavedFiles, chooseExport, readSheet } from './support/exports';
import {
  ALIF,
  learnerCalls,
  renderReports,
  stopReportActors,
  stubReports,
} from './support/reports-fixtures';

afterEach(stopReportActors);

const address = () => screen.getByTestId('address').textContent;

describe('/reports: the learners', () => {
  it('pages through the learners with the filters kept', async () => {
    const calls = stubReports({}, { total: 45 });
    renderReports(`/reports?class=${ALIF}`);
    const table = await screen.findByTestId('reports-learners-table');
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('LearnerE-mailAttemptsAverage scoreBest scoreLast activity');
    expect(rows[1]!.textContent).toContain('نور 1 الحسن');
    expect(rows[1]!.textContent).toContain('learner1@demo.test160.5%90%');
    const pager = screen.getByTestId('reports-learners-pagination');
    expect(pager.textContent).toContain('Learners: 45');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(address()).toBe(`?class=${ALIF}&page=2`));
    await waitFor(() =>
      expect(learnerCalls(calls).at(-1)!.body).toEqual({ classRoomId: ALIF, pageNumber: 2 }),
    );
    await waitFor(() => expect(pager.textContent).toContain('Page 2 of 3'));
  });

  it('exports every learner page after page of 100, Arabic intact, in .xlsx and .csv', async () => {
    const files = captureSavedFiles();
    const calls = stubReports({}, { total: 150 });
    renderReports(`/reports?class=${ALIF}&from=2026-03-01&to=2026-03-03`);
    await screen.findByTestId('reports-learners-table');
    await chooseExport('reports-learners-export', 'xlsx');
    await waitFor(() => expect(files).toHaveLength(1));
    const exportCalls = learnerCalls(calls).filter(
      (call) => (call.body as { pageSize?: number }).pageSize === 100,
    );
    expect(exportCalls.map((call) => call.body)).toEqual(
      [1, 2].map((pageNumber) => ({
        classRoomId: ALIF,
        from: '2026-03-01',
        to: '2026-03-03',
        pageNumber,
        pageSize: 100,
      })),
    );
    expect(files[0]!.name).toMatch(/^report-learners-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await readSheet(files[0]!);
    expect(sheet[0]).toEqual([
      'First name',
      'Last name',
      'E-mail',
      'Attempts',
      'Average score (%)',
      'Best score (%)',
      'Last activity',
    ]);
    expect(sheet).toHaveLength(151);
    expect(sheet[150]!.slice(0, 6)).toEqual([
      'نور 150',
      'الحسن',
      'learner150@demo.test',
      150,
      60.5,
      90,
    ]);

    await waitFor(() =>
      expect(screen.getByTestId('reports-learners-export')).toHaveProperty('disabled', false),
    );
    await chooseExport('reports-learners-export', 'csv');
    await waitFor(() => expect(files).toHaveLength(2));
    const csv = await readSheet(files[1]!);
    expect(csv[1]!.slice(0, 2)).toEqual(['نور 1', 'الحسن']);
  });

  it('exports the tables by topic and by class in Arabic', async () => {
    await changeLanguage('ar');
    const files = captureSavedFiles();
    stubReports();
    renderReports();
    await screen.findByTestId('reports-class-table');
    await chooseExport('reports-topics-export', 'xlsx');
    await waitFor(() => expect(files).toHaveLength(1));
    expect(await readSheet(files[0]!)).toEqual([
      ['الموضوع', 'المتعلمون', 'المحاولات', 'متوسط الدرجة (%)'],
      ['القواعد', 1200, 10000, 80],
      ['القراءة', 300, 2345, 40.5],
    ]);
    await chooseExport('reports-classes-export', 'csv');
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files[1]!.name).toMatch(/^report-classes-.*\.csv$/);
    const classes = await readSheet(files[1]!);
    expect(classes[0]).toEqual(['الفصل', 'المتعلمون', 'المحاولات', 'متوسط الدرجة (%)']);
    expect(classes[2]![0]).toBe('بلا فصل');
  });
});
