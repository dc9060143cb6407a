import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { TrashKind } from '../../../contract/trash';
import { ClearFilters } from '../../ui/clear-filters';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { alertStyle } from '../../ui/field';
import { ListStates } from '../../ui/list-states';
import { Pager } from '../../ui/pager';
import { TableScroller } from '../../ui/table';
import { useTrash, type TrashListQuery } from './api/trash';
import { isFiltered, readTrashParams, writeTrashParams } from './list-params';
import { RestoreDialog } from './restore-dialogs';
import { headingStyle, mutedStyle, pageStyle } from './styles';
import { TrashFilters } from './trash-filters';
import { TrashTable } from './trash-table';
import { useDeleteForever } from './use-delete-forever';
import { useRestore } from './use-restore';

export interface TrashPageProps {
  /** The kinds the role deletes (write on their resource), so sees and restores; none: no access. */
  kinds: readonly TrashKind[];
  /** Active in HAD: every organisation's items and the platform's, each saying whose. */
  platformWide: boolean;
  /** How long an item stays before the purge (TRASH_RETENTION_DAYS). */
  retentionDays: number;
  confirmation: ConfirmationActor;
}

/** /trash: what was deleted, kept for TRASH_RETENTION_DAYS, with Restore and Delete forever. */
export function TrashPage(props: TrashPageProps) {
  const { t } = useTranslation();
  return (
    <section className={pageStyle} aria-labelledby="trash-title" data-testid="trash-page">
      <h1 id="trash-title" className={headingStyle}>
        {t('trash.title')}
      </h1>
      <p className={mutedStyle}>{t('trash.intro', { days: props.retentionDays })}</p>
      {props.kinds.length > 0 ? (
        <TrashList {...props} />
      ) : (
        <p role="alert" className={alertStyle}>
          {t('trash.noAccess')}
        </p>
      )}
    </section>
  );
}

function TrashList({ kinds, platformWide, retentionDays, confirmation }: TrashPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readTrashParams(params, kinds);
  const list = useTrash(query);
  const go = (next: TrashListQuery) => setParams(writeTrashParams(next));
  // The row that was acted on is gone: the list keeps the keyboard's place.
  const region = useRef<HTMLDivElement>(null);
  const focusList = () => region.current?.focus();
  const restore = useRestore(focusList);
  const remove = useDeleteForever(confirmation, focusList);
  const filtered = isFiltered(query);
  return (
    <>
      <TrashFilters query={query} kinds={kinds} onChange={go} />
      {filtered && (
        <ClearFilters label={t('trash.clearFilters')} onClear={() => go({ pageNumber: 1 })} />
      )}
      <ListStates
        list={list}
        keys="trash"
        values={{ days: retentionDays }}
        testIdPrefix="trash"
        filtered={filtered}
        pageNumber={query.pageNumber}
        onFirstPage={() => go({ ...query, pageNumber: 1 })}
      >
        {(data) => (
          <>
            <TableScroller ref={region} label={t('trash.title')} busy={list.isPlaceholderData}>
              <TrashTable
                items={data.result}
                showOrganization={platformWide}
                busyId={restore.busyId ?? remove.busyId}
                onRestore={(item) => void restore.start(item)}
                onDelete={remove.ask}
              />
            </TableScroller>
            <Pager
              keys="trash"
              testId="trash-pagination"
              pagination={data.pagination}
              onPage={(pageNumber) => go({ ...query, pageNumber })}
            />
          </>
        )}
      </ListStates>
      {restore.prompt && (
        <RestoreDialog
          prompt={restore.prompt}
          busy={restore.busy}
          onRename={(prompt, name) => void restore.rename(prompt, name)}
          onParentFirst={(prompt) => void restore.parentFirst(prompt)}
          onClose={restore.close}
        />
      )}
    </>
  );
}
