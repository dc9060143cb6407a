import type { TFunction } from 'i18next';
import type { Person } from '../../../contract/people';
import { exportMoment, type ExportColumn } from '../../ui/export/columns';

/** The users list as a sheet: each person's organisations and roles in one cell. */
export const peopleColumns = (t: TFunction): ExportColumn<Person>[] => [
  { header: t('userDrawer.firstName'), value: (person) => person.firstName },
  { header: t('userDrawer.lastName'), value: (person) => person.lastName },
  { header: t('people.email'), value: (person) => person.email },
  {
    header: t('people.memberships'),
    value: (person) =>
      person.memberships
        .map((m) =>
          t('people.membership', { organization: m.organization.name, role: m.role.name }),
        )
        .join('; '),
  },
  { header: t('people.created'), value: (person) => exportMoment(person.createdAt) },
];
