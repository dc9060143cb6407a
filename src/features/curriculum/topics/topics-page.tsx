import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { TopicOverview } from '../../../../contract/curriculum';
import { css } from '../../../../styled-system/css';
import { toApiFailure } from '../../../api/api-failure';
import {
  TOPICS_PAGE_SIZE,
  useReorderTopics,
  fetchTopics,
  useTopics,
  type TopicQuery,
} from '../api/curriculum-topics';
import { button } from '../../../ui/buttons';
import { ExportButton } from '../../../ui/export/export-button';
import type { ConfirmationActor } from '../../../ui/confirm-dialog';
import { readOneOf, readText, writeParams } from '../../../ui/list-params';
import { notify } from '../../../ui/toast';
import { ContentStatusBadge } from '../content/content-status';
import { ItemActions } from '../content/item-actions';
import { SortableChildren } from '../content/sortable-children';
import { useTitle } from '../content/use-title';
import { topicColumns } from './export-columns';
import { TopicsFilters, TOPIC_STATUSES } from './topics-filters';
import { lazyPart } from '../../../ui/lazy-part';

const TopicFormModal = lazyPart(async () => (await import('./topic-form-modal')).TopicFormModal);

const page = css({ display: 'flex', flexDirection: 'column', gap: '4', maxInlineSize: '5xl' });
const head = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const headTitle = css({ fontSize: '2xl', fontWeight: 'bold', marginInlineEnd: 'auto' });
const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  flex: '1',
  minInlineSize: 0,
});
const itemTop = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const itemTitle = css({ fontWeight: 'semibold' });
const counts = css({ fontSize: 'sm', color: 'gray.600' });
const note = css({ fontSize: 'sm', color: 'gray.600' });

export interface TopicsPageProps {
  canRead: boolean;
  /** HAD with w Levels: add and delete. */
  canWrite: boolean;
  /** HAD with u Levels: edit, publish, archive and reorder. */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
}

/**
 * /curriculum/topics (`/curriculum/levels`): the topics with their counts; add and rename them,
 * publish, archive or delete them as the content machine allows, and reorder them by drag or
 * keyboard. Filters live in the address.
 */
export function TopicsPage({ canRead, canWrite, canUpdate, confirmation }: TopicsPageProps) {
  const { t } = useTranslation();
  const titleOf = useTitle();
  const [params, setParams] = useSearchParams();
  const query: TopicQuery = {
    search: readText(params, 'search'),
    status: readOneOf(params, 'status', TOPIC_STATUSES),
  };
  const topics = useTopics(query, canRead);
  const reorder = useReorderTopics(query);
  const [editing, setEditing] = useState<TopicOverview | 'new' | null>(null);
  if (!canRead) return null;

  const rows = topics.data?.result ?? [];
  const filtered = Boolean(query.search || query.status);
  const complete = (topics.data?.pagination.total ?? 0) <= TOPICS_PAGE_SIZE;
  // The service takes the whole list of topics: only an unfiltered, complete list is sortable.
  const sortable = canUpdate && !filtered && complete && !reorder.isPending;

  const onReorder = (ids: string[]) =>
    reorder.mutate(ids, {
      onSuccess: ({ message }) => notify('success', message || 'curriculum.topics.reordered'),
      onError: async (error) => notify('error', (await toApiFailure(error)).message),
    });

  const renderTopic = (topic: TopicOverview) => (
    <div className={item} data-testid={`topic-${topic.id}`}>
      <div className={itemTop}>
        <span className={itemTitle} dir="auto">
          {titleOf(topic)}
        </span>
        <ContentStatusBadge status={topic.status} />
      </div>
      <span className={counts}>
        {t('curriculum.topics.counts', {
          units: topic.units,
          activities: topic.activities,
          elements: topic.elements,
          published: topic.published,
        })}
      </span>
      {(canWrite || canUpdate) && (
        <ItemActions
          target={{ kind: 'level', id: topic.id, title: titleOf(topic) }}
          item={topic}
          valid
          canWrite={canWrite}
          canUpdate={canUpdate}
          confirmation={confirmation}
          onEdit={() => setEditing(topic)}
          onDeleted={() => undefined}
        />
      )}
    </div>
  );

  return (
    <section className={page} data-testid="topics-page" aria-labelledby="topics-title">
      <div className={head}>
        <h1 id="topics-title" className={headTitle}>
          {t('curriculum.topics.title')}
        </h1>
        <ExportButton
          testId="topics-export"
          fileName="topics"
          sheetName={t('curriculum.topics.title')}
          columns={topicColumns(t)}
          fetchPage={({ pageNumber }) => fetchTopics(query, pageNumber)}
          disabled={!topics.data?.pagination.total}
        />
        {canWrite && (
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => setEditing('new')}
          >
            <Plus size={16} aria-hidden="true" />
            {t('curriculum.topics.add')}
          </button>
        )}
      </div>
      <TopicsFilters
        query={query}
        onChange={(next) => setParams(writeParams({ search: next.search, status: next.status }))}
      />
      {topics.isPending ? (
        <p role="status">{t('curriculum.topics.loading')}</p>
      ) : topics.isError ? (
        <p role="alert">{t('curriculum.topics.failed')}</p>
      ) : rows.length === 0 ? (
        <p>{filtered ? t('curriculum.topics.noMatch') : t('curriculum.topics.empty')}</p>
      ) : (
        <>
          {canUpdate && filtered && <p className={note}>{t('curriculum.topics.clearToReorder')}</p>}
          <SortableChildren
            items={rows}
            labelOf={titleOf}
            onReorder={onReorder}
            sortable={sortable}
            renderItem={renderTopic}
            testId="topics-list"
          />
        </>
      )}
      {editing && (
        <TopicFormModal
          topic={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
