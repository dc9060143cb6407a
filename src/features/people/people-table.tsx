import { useTranslation } from 'react-i18next';
import type { Person } from '../../../contract/people';
import { formatDate } from '../../i18n/format-date';
import { cellStyle, tableStyle, TableHead } from '../../ui/table';
import { nameButtonStyle } from './styles';

export interface PeopleTableProps {
  rows: readonly Person[];
  onOpen: (person: Person) => void;
}

/** Users by name, with their e-mail, organisations and roles; the name opens the drawer. */
export function PeopleTable({ rows, onOpen }: PeopleTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <table className={tableStyle} data-testid="people-table">
      <TableHead
        labels={[t('people.name'), t('people.email'), t('people.memberships'), t('people.created')]}
      />
      <tbody>
        {rows.map((person) => {
          const name = `${person.firstName} ${person.lastName}`;
          return (
            <tr key={person.id} data-testid={`people-row-${person.id}`}>
              <th scope="row" className={cellStyle}>
                <button
                  type="button"
                  className={nameButtonStyle}
                  onClick={() => onOpen(person)}
                  aria-label={t('people.open', { name })}
                  aria-haspopup="dialog"
                >
                  {name}
                </button>
              </th>
              <td className={cellStyle}>{person.email}</td>
              <td className={cellStyle}>
                {person.memberships
                  .map((m) =>
                    t('people.membership', {
                      organization: m.organization.name,
                      role: m.role.name,
                    }),
                  )
                  .join(', ')}
              </td>
              <td className={cellStyle}>{formatDate(person.createdAt, i18n.language)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
