import type { TFunction } from 'i18next';
import type { Organization } from '../../../contract/organizations';
import { exportMoment, type ExportColumn } from '../../ui/export/columns';

/** The organisations list as a sheet: its columns, and the seat limits one per column. */
export const organizationColumns = (t: TFunction): ExportColumn<Organization>[] => [
  { header: t('organizations.fields.name'), value: (org) => org.name },
  { header: t('organizations.fields.location'), value: (org) => org.company_location },
  {
    header: t('organizations.fields.contractType'),
    value: (org) => t(`organizations.types.${org.contractType}`),
  },
  {
    header: t('organizations.fields.contractStatus'),
    value: (org) => t(`organizations.status.${org.contractStatus}`),
  },
  { header: t('organizations.fields.startsAt'), value: (org) => exportMoment(org.startsAt) },
  { header: t('organizations.fields.endsAt'), value: (org) => exportMoment(org.endsAt) },
  { header: t('organizations.fields.maxStudents'), value: (org) => org.maxStudents },
  { header: t('organizations.fields.maxTeachers'), value: (org) => org.maxTeachers },
  { header: t('organizations.fields.maxClassrooms'), value: (org) => org.maxClassrooms },
];
