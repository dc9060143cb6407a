import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/spinner';
import { TableScroller } from '../../ui/table';
import { captionStyle, chartStyle, figureStyle, summaryStyle } from './styles';

export interface ChartFigureProps {
  /** Prefix of the test ids: `<testId>`, `<testId>-chart`. */
  testId: string;
  caption: string;
  /** The chart (loaded with the chart library). */
  chart: ReactNode;
  /** The chart's figures as a table, for screen readers and for reading exact values. */
  table: ReactNode;
  /** The table shown at once rather than behind "Show the figures". */
  open?: boolean;
}

/** A chart with its caption, and its data as a table the keyboard and screen readers reach. */
export function ChartFigure({ testId, caption, chart, table, open = false }: ChartFigureProps) {
  const { t } = useTranslation();
  return (
    <figure className={figureStyle} data-testid={testId}>
      <figcaption className={captionStyle}>{caption}</figcaption>
      <div data-testid={`${testId}-chart`} className={chartStyle}>
        <Suspense fallback={<Spinner label={t('reports.chartLoading')} />}>{chart}</Suspense>
      </div>
      <details open={open}>
        <summary className={summaryStyle}>{t('reports.showData')}</summary>
        <TableScroller label={caption}>{table}</TableScroller>
      </details>
    </figure>
  );
}
