import { useTranslation } from 'react-i18next';
import type { ContractAction, Organization } from '../../../contract/organizations';
import { css } from '../../../styled-system/css';
import { formatDay } from './dates';
import { RowActions } from './row-actions';
import { ContractStatusBadge } from './status-badge';

const table = css({ inlineSize: 'full', borderCollapse: 'collapse', bg: 'white' });
const cell = css({
  paddingBlock: '2',
  paddingInline: '3',
  textAlign: 'start',
  verticalAlign: 'middle',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.200',
});
const seats = css({ fontSize: 'sm', whiteSpace: 'nowrap' });

export interface OrganizationsTableProps {
  rows: readonly Organization[];
  canWrite: boolean;
  canManageContracts: boolean;
  today: string;
  onEdit: (org: Organization) => void;
  onAction: (org: Organization, action: ContractAction) => Promise<void>;
}

export function OrganizationsTable({ rows, ...actions }: OrganizationsTableProps) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDay(iso, i18n.language);
  const columns = ['name', 'location', 'contractType', 'status', 'startsAt', 'endsAt', 'seats'];
  return (
    <table className={table} data-testid="org-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={cell}>
              {t(`organizations.columns.${column}`)}
            </th>
          ))}
          <th scope="col" className={cell}>
            <span className={css({ srOnly: true })}>{t('organizations.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((org) => (
          <tr key={org.id} data-testid={`org-row-${org.id}`}>
            <th scope="row" className={cell}>
              {org.name}
            </th>
            <td className={cell}>{org.company_location}</td>
            <td className={cell}>{t(`organizations.types.${org.contractType}`)}</td>
            <td className={cell}>
              <ContractStatusBadge status={org.contractStatus} />
            </td>
            <td className={cell}>{day(org.startsAt)}</td>
            <td className={cell}>{day(org.endsAt)}</td>
            <td className={cell}>
              <ul className={seats} data-testid="org-seats">
                <li>{t('organizations.seats.students', { n: org.maxStudents })}</li>
                <li>{t('organizations.seats.teachers', { n: org.maxTeachers })}</li>
                <li>{t('organizations.seats.classrooms', { n: org.maxClassrooms })}</li>
              </ul>
            </td>
            <td className={cell}>
              <RowActions org={org} {...actions} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
