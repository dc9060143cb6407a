import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  type DefaultLegendContentProps,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { css } from '../../../styled-system/css';
import { token } from '../../../styled-system/tokens';

/*
 * The charts, with Recharts: this module is loaded only once a report is shown, so the library
 * stays out of every other chunk. Right to left, the X axis runs from the right (reversed) and
 * the value axis stands on the right, as Arabic reads.
 */

/**
 * The legend, drawn as a list that follows the page's direction: Recharts' own puts physical
 * margins on the right of each swatch, which run the swatch into its text right to left.
 */
function DirectionalLegend({ payload }: DefaultLegendContentProps) {
  return (
    <ul className={legendStyle} data-testid="chart-legend">
      {(payload ?? []).map((item) => (
        <li key={String(item.value)} className={legendItemStyle}>
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" rx="2" fill={item.color} />
          </svg>
          <span>{item.value}</span>
        </li>
      ))}
    </ul>
  );
}

const legendStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '4',
  listStyle: 'none',
  padding: '0',
  margin: '0',
  fontSize: 'sm',
});
const legendItemStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' });

const HEIGHT = 260;
/** Drawn at this width until the box is measured (and in a test's document, which has no layout). */
const INITIAL = { width: 640, height: HEIGHT };
const COLORS = {
  score: token('colors.brand.600'),
  attempts: token('colors.amber.700'),
  grid: token('colors.gray.200'),
};

export interface ChartFormat {
  count: (value: number) => string;
  score: (value: number | null) => string;
}

export interface TopicChartProps {
  rows: readonly { name: string; averageScore: number | null }[];
  label: string;
  format: ChartFormat;
}

/** The average score by topic, one bar each (0 to 100 percent). */
export function TopicChart({ rows, label, format }: TopicChartProps) {
  const rtl = useTranslation().i18n.dir() === 'rtl';
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
      <BarChart data={[...rows]} title={label} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={COLORS.grid} vertical={false} />
        <XAxis dataKey="name" reversed={rtl} interval={0} />
        <YAxis
          domain={[0, 100]}
          orientation={rtl ? 'right' : 'left'}
          tickFormatter={(value: number) => format.score(value)}
          width={56}
        />
        <Tooltip formatter={(value) => format.score(typeof value === 'number' ? value : null)} />
        <Bar dataKey="averageScore" name={label} fill={COLORS.score} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface DayChartProps {
  rows: readonly { day: string; attempts: number; averageScore: number | null }[];
  labels: { attempts: string; averageScore: string; caption: string };
  dayLabel: (day: string) => string;
  format: ChartFormat;
}

/** Attempts (bars, the start side's axis) and the average score (a line, the end side's) by day. */
export function DayChart({ rows, labels, dayLabel, format }: DayChartProps) {
  const rtl = useTranslation().i18n.dir() === 'rtl';
  const [start, end] = rtl ? (['right', 'left'] as const) : (['left', 'right'] as const);
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
      <ComposedChart
        data={[...rows]}
        title={labels.caption}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      >
        <CartesianGrid stroke={COLORS.grid} vertical={false} />
        <XAxis dataKey="day" reversed={rtl} tickFormatter={dayLabel} minTickGap={16} />
        <YAxis
          yAxisId="attempts"
          orientation={start}
          allowDecimals={false}
          tickFormatter={(value: number) => format.count(value)}
          width={48}
        />
        <YAxis
          yAxisId="score"
          orientation={end}
          domain={[0, 100]}
          tickFormatter={(value: number) => format.score(value)}
          width={56}
        />
        <Tooltip
          labelFormatter={(day) => dayLabel(String(day))}
          formatter={(value, name) =>
            name === labels.attempts
              ? format.count(Number(value))
              : format.score(typeof value === 'number' ? value : null)
          }
        />
        <Legend content={DirectionalLegend} />
        <Bar
          yAxisId="attempts"
          dataKey="attempts"
          name={labels.attempts}
          fill={COLORS.attempts}
          isAnimationActive={false}
        />
        <Line
          yAxisId="score"
          dataKey="averageScore"
          name={labels.averageScore}
          stroke={COLORS.score}
          strokeWidth={2}
          connectNulls
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export interface TeacherChartProps {
  rows: readonly { name: string; classesCount: number; studentsCount: number }[];
  labels: { classes: string; students: string; caption: string };
  format: ChartFormat;
}

/**
 * Classes and students per teacher: a row of two bars each, the names on the start side (their
 * length free of the bars'), the counts growing towards the end side, as the page reads.
 */
export function TeacherChart({ rows, labels, format }: TeacherChartProps) {
  const rtl = useTranslation().i18n.dir() === 'rtl';
  const height = Math.max(160, rows.length * 56 + 56);
  return (
    <ResponsiveContainer
      width="100%"
      height={height}
      initialDimension={{ width: INITIAL.width, height }}
    >
      <BarChart
        data={[...rows]}
        layout="vertical"
        title={labels.caption}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      >
        <CartesianGrid stroke={COLORS.grid} horizontal={false} />
        <XAxis
          type="number"
          reversed={rtl}
          allowDecimals={false}
          tickFormatter={(value: number) => format.count(value)}
        />
        <YAxis
          type="category"
          dataKey="name"
          orientation={rtl ? 'right' : 'left'}
          interval={0}
          width={112}
        />
        <Tooltip formatter={(value) => format.count(Number(value))} />
        <Legend content={DirectionalLegend} />
        <Bar
          dataKey="classesCount"
          name={labels.classes}
          fill={COLORS.score}
          isAnimationActive={false}
        />
        <Bar
          dataKey="studentsCount"
          name={labels.students}
          fill={COLORS.attempts}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
