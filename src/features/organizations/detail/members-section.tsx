import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css';
import { useOrganizationAccounts } from '../../../api/organizations';
import { ListStates } from '../../../ui/list-states';
import { sectionHeadingStyle } from '../../../ui/page-styles';
import { Pager } from '../../../ui/pager';
import { ACTIVE_TONES, TableStatusBadge } from '../../../ui/status-badge';
import { cellStyle, tableStyle, TableHead, TableScroller } from '../../../ui/table';
import { cardStyle } from './styles';

const email = css({ display: 'block', fontSize: 'sm', color: 'gray.600', fontWeight: 'normal' });
const nameCell = css({ overflowWrap: 'anywhere', minInlineSize: '40' });

/**
 * The organisation's accounts (`GET v1/organization/accounts/{id}`): each person with their
 * e-mail under the name (three columns fit a phone), their role, and whether this is the
 * organisation they work in now.
 */
export function MembersSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const list = useOrganizationAccounts(organizationId, pageNumber);
  const columns = ['name', 'role', 'status'] as const;
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
                      <th scope="row" className={`${cellStyle} ${nameCell}`}>
                        <bdi>{`${member.firstName} ${member.lastName}`.trim()}</bdi>
                        <bdi className={email}>{member.email}</bdi>
                      </th>
                      <td className={cellStyle}>{member.roleName}</td>
                      <td className={cellStyle}>
                        <TableStatusBadge
                          status={member.isActive ? 'active' : 'inactive'}
                          tones={ACTIVE_TONES}
                          data-testid="org-member-status"
                        >
                          {t(
                            member.isActive
                              ? 'organizations.members.activeHere'
                              : 'organizations.members.activeElsewhere',
                          )}
                        </TableStatusBadge>
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
