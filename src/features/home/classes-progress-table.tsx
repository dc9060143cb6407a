import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { formatNumber } from '../../i18n/format-number';
import { cellStyle, TableHead, tableStyle, TableScroller } from '../../ui/table';

export interface ClassProgressRow {
  id: string;
  name: string;
  teacherName: string | null;
  students: number;
  /** Learners with an attempt counted for the class in the report's days. */
  active: number;
  attempts: number;
  /** Percent, one decimal; null without attempts. */
  averageScore: number | null;
}

const number = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
const link = css({
  color: 'brand.700',
  fontWeight: 'medium',
  textDecoration: 'underline',
  _hover: { color: 'brand.900' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
const scoreCell = css({ display: 'flex', alignItems: 'center', gap: '2', minInlineSize: '36' });
// The bar fills from the inline start: from the left in English, from the right in Arabic.
const track = css({
  flex: '1',
  blockSize: '2',
  minInlineSize: '16',
  borderRadius: 'full',
  bg: 'gray.200',
  overflow: 'hidden',
});
const fill = css({ blockSize: 'full', borderRadius: 'full', bg: 'brand.600' });

/**
 * Each class with its figures; the name opens the class's screen (its students' progress). The
 * average score is drawn as a bar beside its figure, which is what a screen reader reads.
 */
export function ClassesProgressTable({
  rows,
  withFigures,
  classPath,
}: {
  rows: readonly ClassProgressRow[];
  withFigures: boolean;
  classPath: (id: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  const labels = [
    t('homeClasses.className'),
    t('homeClasses.teacher'),
    t('homeClasses.students'),
    ...(withFigures
      ? [t('homeClasses.active'), t('homeClasses.attempts'), t('homeClasses.averageScore')]
      : []),
  ];
  return (
    <TableScroller labelledBy="home-classes-title">
      <table className={tableStyle} data-testid="home-classes-table">
        <TableHead labels={labels} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`home-class-${row.id}`}>
              <th scope="row" className={cellStyle}>
                <Link to={classPath(row.id)} className={link}>
                  {row.name}
                </Link>
              </th>
              <td className={cellStyle}>{row.teacherName ?? t('homeClasses.noTeacher')}</td>
              <td className={cx(cellStyle, number)}>{n(row.students)}</td>
              {withFigures && (
                <>
                  <td className={cx(cellStyle, number)}>
                    {t('homeClasses.activeOf', { active: row.active, students: row.students })}
                  </td>
                  <td className={cx(cellStyle, number)}>{n(row.attempts)}</td>
                  <td className={cellStyle}>
                    <ScoreBar value={row.averageScore} />
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

function ScoreBar({ value }: { value: number | null }) {
  const { t, i18n } = useTranslation();
  const text =
    value === null
      ? t('homeClasses.noScore')
      : formatNumber(value / 100, i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const width = `${Math.min(100, Math.max(0, value ?? 0))}%`;
  return (
    <div className={scoreCell}>
      <div className={track} aria-hidden="true" data-testid="home-class-bar">
        <div className={fill} style={{ inlineSize: width }} />
      </div>
      <span className={number}>{text}</span>
    </div>
  );
}
