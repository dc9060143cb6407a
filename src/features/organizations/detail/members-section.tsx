import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationAccounts } from '../../../api/organizations';
import { ListStates } from '../../../ui/list-states';
import { sectionHeadingStyle } from '../../../ui/page-styles';
import { Pager } from '../../../ui/pager';
import { cellStyle, tableStyle, TableHead, TableScroller } from '../../../ui/table';
import { cardStyle } from './styles';

/** The organisation's people: name, e-mail, role, and whether it is their active organisation. */
export function MembersSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const list = useOrganizationAccounts(organizationId, pageNumber);
  const columns = ['name', 'email', 'role', 'active'] as const;
  return (
    <section className={cardStyle} aria-labelledby="org-members-title" data-testid="org-members">
      <h2 id="org-members-title" className={sectionHeadingStyle}>
        {t('organizations.detail.members')}
      </h2>
      <ListStates
        list={list}
        keys="organizations.members"
        testIdPrefix="org-members"
        filtered={false}
        pageNumber={pageNumber}
        onFirstPage={() => setPageNumber(1)}
      >
        {(data) => (
          <>
            <TableScroller labelledBy="org-members-title" busy={list.isPlaceholderData}>
              <table className={tableStyle}>
                <TableHead
                  labels={columns.map((column) => t(`organizations.members.columns.${column}`))}
                />
                <tbody>
                  {data.result.map((member) => (
                    <tr key={member.userId} data-testid={`org-member-${member.userId}`}>
                      <th scope="row" className={cellStyle}>
                        <bdi>{`${member.firstName} ${member.lastName}`.trim()}</bdi>
                      </th>
                      <td className={cellStyle}>
                        <bdi>{member.email}</bdi>
                      </td>
                      <td className={cellStyle}>{member.roleName}</td>
                      <td className={cellStyle}>
                        {t(
                          member.isActive
                            ? 'organizations.members.yes'
                            : 'organizations.members.no',
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
            <Pager
              keys="organizations.members"
              testId="org-members-pagination"
              pagination={data.pagination}
              onPage={setPageNumber}
            />
          </>
        )}
      </ListStates>
    </section>
  );
}
