import { useTranslation } from 'react-i18next';
import type { OrgReport } from '../../../contract/organizations';
import { css } from '../../../styled-system/css';

const figure = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  padding: '5',
  bg: 'white',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
});
const caption = css({ fontWeight: 'semibold' });
const row = css({
  display: 'grid',
  gridTemplateColumns: '8rem 1fr 7rem',
  alignItems: 'center',
  gap: '3',
});
const value = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontSize: 'sm' });
// Bars grow from the inline start: mirrored when the page reads right to left.
const track = css({ inlineSize: 'full', blockSize: '3', _rtl: { transform: 'scaleX(-1)' } });

export interface Bar {
  key: string;
  label: string;
  used: number;
  limit: number;
}

/** Days from start to end of the contract, for the "days remaining" bar. */
function contractDays(startsAt: string, endsAt: string): number {
  const ms = Date.parse(`${endsAt}T00:00:00Z`) - Date.parse(`${startsAt}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.max(Math.round(ms / 86_400_000), 0) : 0;
}

export function reportBars(report: OrgReport, t: (key: string) => string): Bar[] {
  return [
    {
      key: 'classrooms',
      label: t('home.report.classrooms'),
      used: report.classRoom.createdClassrooms,
      limit: report.classRoom.totalClassRooms,
    },
    {
      key: 'teachers',
      label: t('home.report.teachers'),
      used: report.teachers.joinedTeachers,
      limit: report.teachers.totalTeachers,
    },
    {
      key: 'students',
      label: t('home.report.students'),
      used: report.students.joinedStudents,
      limit: report.students.totalStudents,
    },
    {
      key: 'days',
      label: t('home.report.daysRemaining'),
      used: Math.max(report.daysRemaining, 0),
      limit: contractDays(report.contract.startsAt, report.contract.endsAt),
    },
  ];
}

/** Plain SVG bars (no chart library): seats used against the contract's limits, and days left. */
export function SeatsChart({ report }: { report: OrgReport }) {
  const { t } = useTranslation();
  return (
    <figure className={figure} data-testid="seats-chart">
      <figcaption className={caption}>{t('home.report.chartTitle')}</figcaption>
      {reportBars(report, t).map((bar) => {
        const share = bar.limit > 0 ? Math.min(bar.used / bar.limit, 1) : 0;
        const over = bar.used > bar.limit;
        const text = t('home.report.usedOf', { used: bar.used, limit: bar.limit });
        return (
          <div key={bar.key} className={row} data-testid={`seats-bar-${bar.key}`}>
            <span>{bar.label}</span>
            <svg
              className={track}
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              role="img"
              aria-label={`${bar.label}: ${text}`}
            >
              <rect x="0" y="0" width="100" height="10" rx="2" fill="#e5e7eb" />
              <rect
                x="0"
                y="0"
                width={Math.round(share * 1000) / 10}
                height="10"
                rx="2"
                fill={over ? '#dc2626' : '#2563eb'}
                data-testid={`seats-fill-${bar.key}`}
              />
            </svg>
            <span className={value}>{text}</span>
          </div>
        );
      })}
    </figure>
  );
}
