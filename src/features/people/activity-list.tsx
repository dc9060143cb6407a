import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../contract/people';
import { css } from '../../../styled-system/css';
import { useActivity } from '../../api/people';
import { ListStates } from '../../ui/list-states';
import { Pager } from '../../ui/pager';

const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' });
const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  paddingBlock: '2',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.200',
});
const kind = css({ fontWeight: 'medium' });
const meta = css({ fontSize: 'sm', color: 'gray.600' });

/** A moment with its time: several things can happen on one day. */
const formatMoment = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

function useDetail() {
  const { t } = useTranslation();
  return (activity: Activity): string[] => {
    const { details } = activity;
    const parts: string[] = [];
    if (activity.organization) parts.push(activity.organization.name);
    if (details.roleName) {
      parts.push(
        details.previousRoleName
          ? t('userDrawer.roleChangeDetail', {
              previous: details.previousRoleName,
              role: details.roleName,
            })
          : t('userDrawer.roleDetail', { role: details.roleName }),
      );
    }
    if (details.fields?.length) {
      const fields = details.fields.map((field) => t(`userDrawer.fields.${field}`)).join(', ');
      parts.push(t('userDrawer.fieldsDetail', { fields }));
    }
    if (activity.actor) parts.push(t('userDrawer.by', { name: activity.actor.name }));
    return parts;
  };
}

/** What was recorded about a user, newest first, paged. */
export function ActivityList({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const activity = useActivity(userId, pageNumber);
  const detail = useDetail();
  return (
    <ListStates
      list={activity}
      keys="peopleActivity"
      testIdPrefix="activity"
      filtered={false}
      pageNumber={pageNumber}
      onFirstPage={() => setPageNumber(1)}
    >
      {(data) => (
        <>
          <ol className={list} data-testid="activity-list" aria-busy={activity.isPlaceholderData}>
            {data.result.map((row) => (
              <li key={row.id} className={item} data-testid={`activity-${row.kind}`}>
                <span className={kind}>{t(`userDrawer.kinds.${row.kind}`)}</span>
                <span className={meta}>
                  <time dateTime={row.createdAt}>{formatMoment(row.createdAt, i18n.language)}</time>
                  {detail(row).map((part) => ` · ${part}`)}
                </span>
              </li>
            ))}
          </ol>
          {data.pagination.numOfPages > 1 && (
            <Pager
              keys="peopleActivity"
              testId="activity-pagination"
              pagination={data.pagination}
              onPage={setPageNumber}
            />
          )}
        </>
      )}
    </ListStates>
  );
}
