import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContractAction, Organization } from '../../../contract/organizations';
import { CUSTOMER_SETUP_STEPS } from '../../../contract/setup-constants';
import { css } from '../../../styled-system/css';
import { formatDay } from '../../i18n/format-date';
import { RowActions } from './row-actions';
import { ContractStatusBadge } from './status-badge';
import { cellStyle, tableStyle, TableHead } from '../../ui/table';

const seats = css({ fontSize: 'sm', whiteSpace: 'nowrap' });
const setupLink = css({
  display: 'block',
  marginBlockStart: '1',
  fontSize: 'sm',
  color: 'brand.700',
  textDecoration: 'underline',
});

export interface OrganizationsTableProps {
  rows: readonly Organization[];
  canWrite: boolean;
  canUpdate: boolean;
  canManageContracts: boolean;
  today: string;
  onEdit: (org: Organization) => void;
  onAction: (org: Organization, action: ContractAction) => Promise<void>;
  /** The address of an organisation's own page. */
  detailPath: (id: string) => string;
  /** A Pending customer's set-up still under way: how far it went and where it continues. */
  setupOf?: ((id: string) => { done: number; path: string } | undefined) | undefined;
}

const nameLink = css({
  color: 'brand.700',
  textDecoration: 'underline',
  _hover: { color: 'brand.800' },
});

export function OrganizationsTable({
  rows,
  detailPath,
  setupOf,
  ...actions
}: OrganizationsTableProps) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDay(iso, i18n.language);
  const columns = ['name', 'location', 'contractType', 'status', 'startsAt', 'endsAt', 'seats'];
  return (
    <table className={tableStyle} data-testid="org-table">
      <TableHead
        labels={columns.map((column) => t(`organizations.columns.${column}`))}
        hiddenLabel={t('organizations.columns.actions')}
      />
      <tbody>
        {rows.map((org) => (
          <tr key={org.id} data-testid={`org-row-${org.id}`}>
            <th scope="row" className={cellStyle}>
              <Link to={detailPath(org.id)} className={nameLink} data-testid={`org-open-${org.id}`}>
                <bdi>{org.name}</bdi>
              </Link>
            </th>
            <td className={cellStyle}>{org.company_location}</td>
            <td className={cellStyle}>{t(`organizations.types.${org.contractType}`)}</td>
            <td className={cellStyle}>
              <ContractStatusBadge status={org.contractStatus} />
              <SetupLink org={org} setupOf={setupOf} />
            </td>
            <td className={cellStyle}>{day(org.startsAt)}</td>
            <td className={cellStyle}>{day(org.endsAt)}</td>
            <td className={cellStyle}>
              <ul className={seats} data-testid="org-seats">
                <li>{t('organizations.seats.students', { n: org.maxStudents })}</li>
                <li>{t('organizations.seats.teachers', { n: org.maxTeachers })}</li>
                <li>{t('organizations.seats.classrooms', { n: org.maxClassrooms })}</li>
              </ul>
            </td>
            <td className={cellStyle}>
              <RowActions org={org} {...actions} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Under a Pending customer's status: "Set-up 3 of 5: continue", to where it resumes. */
function SetupLink({
  org,
  setupOf,
}: {
  org: Organization;
  setupOf: OrganizationsTableProps['setupOf'];
}) {
  const { t } = useTranslation();
  const setup = org.contractStatus === 'pending' ? setupOf?.(org.id) : undefined;
  if (!setup) return null;
  return (
    <Link to={setup.path} className={setupLink} data-testid={`org-setup-${org.id}`}>
      {t('organizations.setup.rowProgress', {
        done: setup.done,
        total: CUSTOMER_SETUP_STEPS.length,
      })}
    </Link>
  );
}
