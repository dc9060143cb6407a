import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { REPORT_MESSAGES } from '../../contract/reports';
import { changeLanguage } from '../../src/i18n/i18n';
import { formatNumber } from '../../src/i18n/format-number';
import { json } from './support/render';
import { routeFetch } from './support/fetch-routes';
import {
  ALIF,
  emptyReport,
  GRAMMAR,
  layOutCharts,
  learnerCalls,
  overviewCalls,
  renderReports,
  stopReportActors,
  stubReports,
} from './support/reports-fixtures';

afterEach(stopReportActors);

const address = () => screen.getByTestId('address').textContent;
const lastOverview = (calls: ReturnType<typeof stubReports>) =>
  Object.fromEntries(overviewCalls(calls).at(-1)!.query);
const lastLearners = (calls: ReturnType<typeof stubReports>) => learnerCalls(calls).at(-1)!.body;
const card = (id: string) => screen.getByTestId(`reports-card-${id}`).querySelector('dd')!;

/** An axis's tick labels (Recharts draws them in a layer above the chart) and their x. */
function ticks(figure: string, axis: string) {
  const chart = screen.getByTestId(`${figure}-chart`);
  return [...chart.querySelectorAll(`.${axis}-tick-labels text`)].map((text) => ({
    label: text.textContent ?? '',
    x: Number(text.getAttribute('x')),
  }));
}

/** Waits for the chart of `figure` to be drawn (its module loads with the first chart). */
const drawn = (figure: string) =>
  waitFor(
    () =>
      expect(
        screen.getByTestId(`${figure}-chart`).querySelector('.recharts-xAxis-tick-labels text'),
      ).toBeTruthy(),
    { timeout: 5000 },
  );

describe('/reports in English', () => {
  it('sends the filters from the address, keeps changes there, and shows grouped figures', async () => {
    layOutCharts();
    const calls = stubReports();
    renderReports(`/reports?class=${ALIF}&from=2026-03-01&to=2026-03-03`);
    await waitFor(() => expect(card('learners').textContent).toBe('1,234'));
    expect(card('attempts').textContent).toBe('12,345');
    expect(card('average').textContent).toBe('72.5%');
    expect(lastOverview(calls)).toEqual({
      classRoomId: ALIF,
      from: '2026-03-01',
      to: '2026-03-03',
    });
    await waitFor(() =>
      expect(lastLearners(calls)).toEqual({
        classRoomId: ALIF,
        from: '2026-03-01',
        to: '2026-03-03',
        pageNumber: 1,
      }),
    );
    expect(screen.getByTestId('reports-period').textContent).toBe(
      'From Mar 1, 2026 to Mar 3, 2026',
    );

    fireEvent.change(await screen.findByLabelText('Topic'), { target: { value: GRAMMAR } });
    await waitFor(() =>
      expect(address()).toBe(`?class=${ALIF}&topic=${GRAMMAR}&from=2026-03-01&to=2026-03-03`),
    );
    await waitFor(() => expect(lastOverview(calls).levelId).toBe(GRAMMAR));
    fireEvent.change(screen.getByLabelText('Class'), { target: { value: '' } });
    await waitFor(() => expect(address()).toBe(`?topic=${GRAMMAR}&from=2026-03-01&to=2026-03-03`));
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(address()).toBe(''));
    await waitFor(() => expect(lastOverview(calls)).toEqual({}));
  });

  it('keeps the shown end day when only the start changes (the service’s default range)', async () => {
    layOutCharts();
    const calls = stubReports();
    renderReports();
    await waitFor(() => expect(card('learners').textContent).toBe('1,234'));
    expect(lastOverview(calls)).toEqual({});
    // The fields show the days the service chose.
    expect(screen.getByLabelText('From')).toHaveProperty('value', '2026-03-01');
    expect(screen.getByLabelText('To')).toHaveProperty('value', '2026-03-03');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-20' } });
    await waitFor(() => expect(address()).toBe('?from=2026-02-20&to=2026-03-03'));
    await waitFor(() =>
      expect(lastOverview(calls)).toEqual({ from: '2026-02-20', to: '2026-03-03' }),
    );
  });

  it('draws the charts with their data, left to right, each with its caption and its figures', async () => {
    layOutCharts();
    stubReports();
    renderReports();
    await drawn('reports-topic-figure');
    const topicFigure = screen.getByTestId('reports-topic-figure');
    expect(within(topicFigure).getByText('Average score by topic, in percent').tagName).toBe(
      'FIGCAPTION',
    );
    expect(topicFigure.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    const topics = ticks('reports-topic-figure', 'recharts-xAxis');
    expect(topics.map((tick) => tick.label)).toEqual(['Grammar', 'Reading']);
    expect(topics[0]!.x).toBeLessThan(topics[1]!.x);
    // The score axis on the left, written as percentages.
    const scores = ticks('reports-topic-figure', 'recharts-yAxis');
    expect(scores.map((tick) => tick.label)).toContain('100%');
    expect(Math.max(...scores.map((tick) => tick.x))).toBeLessThan(320);
    const topicRows = within(screen.getByTestId('reports-topic-table')).getAllByRole('row');
    expect(topicRows.map((row) => row.textContent)).toEqual([
      'TopicLearnersAttemptsAverage score',
      'Grammar1,20010,00080%',
      'Reading3002,34540.5%',
    ]);

    await drawn('reports-day-figure');
    const days = ticks('reports-day-figure', 'recharts-xAxis');
    expect(days[0]!.label).toBe('Mar 1, 2026');
    expect(days[0]!.x).toBeLessThan(days.at(-1)!.x);
    const dayRows = within(screen.getByTestId('reports-day-table')).getAllByRole('row');
    expect(dayRows.map((row) => row.textContent)).toEqual([
      'DayAttemptsAverage score',
      'Mar 1, 20265,00070%',
      'Mar 2, 20260—',
      'Mar 3, 20267,34574.2%',
    ]);
    const classRows = within(screen.getByTestId('reports-class-table')).getAllByRole('row');
    expect(classRows.map((row) => row.textContent)).toEqual([
      'ClassLearnersAttemptsAverage score',
      'Alif1,00011,00075%',
      'No class2341,345—',
    ]);
  });

  it('says when nothing was submitted, without charts or learners', async () => {
    layOutCharts();
    const calls = stubReports({}, { overview: emptyReport });
    renderReports();
    expect((await screen.findByTestId('reports-empty')).textContent).toBe(
      'Nothing was submitted in these days.',
    );
    expect(screen.queryByTestId('reports-topic-figure')).toBeNull();
    expect(learnerCalls(calls)).toEqual([]);
  });

  it('shows loading, then the service’s failure with Try again', async () => {
    layOutCharts();
    let answer: (response: Response) => void = () => undefined;
    let fail = true;
    stubReports({
      'GET /v1/reports': () =>
        fail ? new Promise<Response>((resolve) => (answer = resolve)) : json({ data: emptyReport }),
    });
    renderReports();
    expect(await screen.findByTestId('spinner')).toBeTruthy();
    answer(json({ message: MESSAGES.internal('GET v1/reports'), code: 'INTERNAL' }, 500));
    const error = await screen.findByTestId('reports-error');
    expect(error.textContent).toContain(MESSAGES.internal('GET v1/reports'));
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('reports-empty');
  });

  it('says why days are refused: reversed before asking, too long from the service', async () => {
    const calls = stubReports({
      'GET /v1/reports': () =>
        json(
          {
            message: MESSAGES.badRequest,
            code: 'BAD_REQUEST',
            fieldErrors: { to: REPORT_MESSAGES.rangeTooLong },
          },
          400,
        ),
    });
    renderReports('/reports?from=2026-03-05&to=2026-03-01');
    expect((await screen.findByTestId('reports-dates-reversed')).textContent).toBe(
      'The end date is before the start date.',
    );
    expect(overviewCalls(calls)).toEqual([]);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });
    expect((await screen.findByTestId('reports-error')).textContent).toContain(
      'A report covers at most 366 days.',
    );
  });

  it('says so without Reports read, asking nothing', () => {
    const calls = routeFetch({}).calls;
    renderReports('/reports', { canRead: false });
    expect(screen.getByRole('alert').textContent).toBe(
      'You do not have permission to read the reports.',
    );
    expect(calls).toEqual([]);
  });
});

describe('/reports in Arabic', () => {
  it('mirrors the charts: the days from the right, the value axes swapped', async () => {
    await changeLanguage('ar');
    layOutCharts();
    stubReports();
    renderReports();
    await waitFor(() => expect(card('learners').textContent).toBe(formatNumber(1234, 'ar')));
    expect(card('learners').textContent).toContain('1,234');
    expect(card('average').textContent).toBe(
      formatNumber(0.725, 'ar', { style: 'percent', maximumFractionDigits: 1 }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('التقارير');

    await drawn('reports-topic-figure');
    const topics = ticks('reports-topic-figure', 'recharts-xAxis');
    expect(topics.map((tick) => tick.label)).toEqual(['القواعد', 'القراءة']);
    // The first topic stands on the right, the score axis too.
    expect(topics[0]!.x).toBeGreaterThan(topics[1]!.x);
    const scores = ticks('reports-topic-figure', 'recharts-yAxis');
    expect(Math.min(...scores.map((tick) => tick.x))).toBeGreaterThan(320);

    await drawn('reports-day-figure');
    const days = ticks('reports-day-figure', 'recharts-xAxis');
    expect(days[0]!.x).toBeGreaterThan(days.at(-1)!.x);
    // The attempts' axis (whole counts) on the right, the scores' (percentages) on the left.
    const values = ticks('reports-day-figure', 'recharts-yAxis');
    const counts = values.filter((tick) => !tick.label.includes('%'));
    const percents = values.filter((tick) => tick.label.includes('%'));
    expect(counts.length).toBeGreaterThan(0);
    expect(Math.min(...counts.map((tick) => tick.x))).toBeGreaterThan(320);
    expect(Math.max(...percents.map((tick) => tick.x))).toBeLessThan(320);
    // The legend is a list in the page's direction (no physical margins), bars' series first.
    const legend = within(screen.getByTestId('reports-day-figure')).getByTestId('chart-legend');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['المحاولات', 'متوسط الدرجة']);
    expect(within(screen.getByTestId('reports-class-table')).getByText('بلا فصل')).toBeTruthy();
  });

  it('says the service’s range message in Arabic', async () => {
    await changeLanguage('ar');
    stubReports({
      'GET /v1/reports': () =>
        json(
          {
            message: MESSAGES.badRequest,
            code: 'BAD_REQUEST',
            fieldErrors: { to: REPORT_MESSAGES.rangeReversed },
          },
          400,
        ),
    });
    renderReports('/reports?from=2026-03-01');
    expect((await screen.findByTestId('reports-error')).textContent).toContain(
      'لا يمكن أن يكون يوم البداية بعد يوم النهاية.',
    );
  });
});
