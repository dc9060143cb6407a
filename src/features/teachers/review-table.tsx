import { useTranslation } from 'react-i18next';
import type { TeacherProfile } from '../../../contract/teachers';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';

const table = css({ inlineSize: 'full', borderCollapse: 'collapse', bg: 'white' });
const cell = css({
  paddingInline: '3',
  paddingBlock: '2',
  textAlign: 'start',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.200',
});
const badge = css({
  display: 'inline-block',
  paddingInline: '2',
  borderRadius: 'full',
  fontSize: 'xs',
  bg: 'gray.100',
});

export function StatusBadge({ status }: { status: TeacherProfile['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={badge} data-status={status} data-testid="teacher-status">
      {t(`teachers.status.${status}`)}
    </span>
  );
}

export interface ReviewTableProps {
  rows: TeacherProfile[];
  onOpen: (teacherId: string) => void;
}

export function ReviewTable({ rows, onOpen }: ReviewTableProps) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(i18n.language) : t('teachers.none');
  return (
    <table className={table} data-testid="teacher-table">
      <thead>
        <tr>
          {(['name', 'email', 'status', 'submittedAt', 'change', 'actions'] as const).map((key) => (
            <th key={key} className={cell} scope="col">
              {t(`teachers.columns.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.teacherId} data-testid="teacher-row">
            <td className={cell}>{`${row.firstName} ${row.lastName}`}</td>
            <td className={cell}>{row.email}</td>
            <td className={cell}>
              <StatusBadge status={row.status} />
            </td>
            <td className={cell}>{date(row.submittedAt)}</td>
            <td className={cell}>{row.pendingChangeId ? t('teachers.changeWaiting') : ''}</td>
            <td className={cell}>
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                onClick={() => onOpen(row.teacherId)}
                aria-label={`${t('teachers.open')}: ${row.firstName} ${row.lastName}`}
                data-testid="teacher-open"
              >
                {t('teachers.open')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
