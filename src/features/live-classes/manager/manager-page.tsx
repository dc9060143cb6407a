import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LiveClass } from '../../../../contract/live-classes';
import { css } from '../../../../styled-system/css';
import { fetchLiveClasses, LARGEST_PAGE, useLiveClasses } from '../../../api/live-classes';
import { button } from '../../../ui/buttons';
import type { ConfirmationActor } from '../../../ui/confirm-dialog';
import { ExportButton } from '../../../ui/export/export-button';
import { alertStyle } from '../../../ui/field';
import { useLevelTitle } from '../shared/use-level-title';
import { AssignTeacherModal } from './assign-teacher-modal';
import { liveClassColumns } from './export-columns';
import { LiveClassDetailsModal } from './live-class-details-modal';
import { InvalidList, LiveClassList, type RowHandlers } from './live-class-list';
import { ManagerFilters } from './manager-filters';
import {
  isFiltered,
  readManagerQuery,
  writeManagerQuery,
  type ManagerQuery,
} from './manager-params';
import { MeetingReportModal } from './meeting-report-modal';
import { ReviewsModal } from './reviews-modal';
import type { ManagerAction, ReadAction } from './row-actions';
import { useManagerActions } from './use-manager-actions';
import { ViewTabs } from './view-tabs';
import { WeekView } from './week-view';
import { lazyPart } from '../../../ui/lazy-part';
import { opensNewForm, withoutNewForm } from '../../../ui/list-params';
import { RefusedAction, type Refusal } from '../../../ui/refused-action';

const LiveClassFormModal = lazyPart(
  async () => (await import('./live-class-form-modal')).LiveClassFormModal,
);

const page = css({ display: 'flex', flexDirection: 'column', gap: '4', maxInlineSize: '7xl' });
const header = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
});
const heading = css({ fontSize: '2xl', fontWeight: 'bold', marginInlineEnd: 'auto' });
const toolbarStyle = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' });
const note = css({ color: 'gray.600' });

export interface LiveClassesManagerPageProps {
  /** r LiveClassesApprove or r LiveClassesObserver. */
  canRead: boolean;
  /** w LiveClassesApprove: create and delete; observers read only. */
  canWrite: boolean;
  /** u LiveClassesApprove: approve, assign a teacher, validate and edit, as the service allows. */
  canUpdate: boolean;
  /** Enter a Live class to watch it: w LiveClassesApprove or r LiveClassesObserver. */
  canEnter?: boolean;
  confirmation: ConfirmationActor;
  /** More buttons for the header, before "New live class" (the bulk upload's "Upload a sheet"). */
  toolbar?: ReactNode;
  /** Under the list: the sheet imports, for those who may read them. */
  footer?: ReactNode;
  /** A class's machine on the QA page, for those who may open it (admins). */
  machinePath?: (liveClassId: string) => string;
  /** Why creating is refused (shown with its reason instead of hidden); null: say nothing. */
  createRefusal?: Refusal | null;
}

type Dialog =
  | { kind: 'form'; liveClass: LiveClass | null }
  | { kind: 'assign' | 'details' | ReadAction; liveClass: LiveClass }
  | null;

/**
 * /live-classes/manager: the organisation's live classes as a list, a week calendar, or the
 * invalid ones, filtered as the address says; each with the buttons the machine allows.
 */
export function LiveClassesManagerPage(props: LiveClassesManagerPageProps) {
  const { canRead, canWrite, canUpdate, canEnter = canWrite, confirmation, toolbar } = props;
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readManagerQuery(params);
  // A link from elsewhere (a set-up step) opens the new-class form at once.
  const [dialog, setDialog] = useState<Dialog>(() =>
    canWrite && opensNewForm(params) ? { kind: 'form', liveClass: null } : null,
  );
  const { act, busyId } = useManagerActions({
    confirmation,
    onEdit: (liveClass) => setDialog({ kind: 'form', liveClass }),
    onAssign: (liveClass) => setDialog({ kind: 'assign', liveClass }),
  });
  const levelTitle = useLevelTitle();
  // The list view's own query (the same cache entry): whether there is anything to export.
  const list = useLiveClasses(
    { pageNumber: query.pageNumber, ...query.filters },
    canRead && query.view === 'list',
  );
  const go = (next: ManagerQuery) => setParams(writeManagerQuery(next));
  const filtered = isFiltered(query.filters);
  const close = () => {
    setDialog(null);
    // Done with the link's form: a reload or the back button does not open it again.
    if (opensNewForm(params)) setParams(withoutNewForm(params), { replace: true });
  };

  const rows: RowHandlers = {
    canWrite,
    canUpdate,
    canEnter,
    busyId,
    onDetails: (liveClass) => setDialog({ kind: 'details', liveClass }),
    onAction: (action: ManagerAction, liveClass) => {
      setDialog(null);
      act(action, liveClass);
    },
    onOpen: (kind: ReadAction, liveClass) => setDialog({ kind, liveClass }),
  };

  return (
    <section
      className={page}
      data-testid="live-classes-manager"
      aria-labelledby="live-classes-title"
    >
      <div className={header}>
        <h1 id="live-classes-title" className={heading}>
          {t('nav.liveClasses')}
        </h1>
        {canRead && (
          <div className={toolbarStyle} data-testid="live-classes-toolbar">
            {toolbar}
            {query.view === 'list' && (
              <ExportButton
                testId="live-classes-export"
                fileName="live-classes"
                sheetName={t('nav.liveClasses')}
                columns={liveClassColumns(t, levelTitle)}
                fetchPage={({ pageNumber }) =>
                  fetchLiveClasses({ ...query.filters, pageNumber, pageSize: LARGEST_PAGE })
                }
                disabled={!list.data?.pagination.total}
              />
            )}
            {canWrite ? (
              <button
                type="button"
                className={button({ variant: 'primary' })}
                onClick={() => setDialog({ kind: 'form', liveClass: null })}
                data-testid="live-class-create"
              >
                <Plus size={16} aria-hidden="true" />
                {t('liveClassesManager.create')}
              </button>
            ) : (
              props.createRefusal && (
                <RefusedAction
                  label={t('liveClassesManager.create')}
                  why={props.createRefusal}
                  testId="live-class-create-refused"
                />
              )
            )}
          </div>
        )}
      </div>
      {!canRead ? (
        <p role="alert" className={alertStyle}>
          {t('liveClassesManager.noAccess')}
        </p>
      ) : (
        <>
          {!canWrite && !canUpdate && <p className={note}>{t('liveClassesManager.readOnly')}</p>}
          <ViewTabs query={query} />
          {query.view !== 'invalid' && (
            <ManagerFilters
              filters={query.filters}
              withDates={query.view === 'list'}
              onChange={(filters) => go({ ...query, filters, pageNumber: 1 })}
            />
          )}
          {query.view === 'list' && (
            <LiveClassList
              query={{ pageNumber: query.pageNumber, ...query.filters }}
              filtered={filtered}
              onPage={(pageNumber) => go({ ...query, pageNumber })}
              {...rows}
            />
          )}
          {query.view === 'week' && (
            <WeekView
              filters={query.filters}
              week={query.week}
              filtered={filtered}
              onWeek={(week) => go({ ...query, week })}
              onOpen={rows.onDetails}
            />
          )}
          {query.view === 'invalid' && (
            <InvalidList
              pageNumber={query.pageNumber}
              onPage={(pageNumber) => go({ ...query, pageNumber })}
              {...rows}
            />
          )}
        </>
      )}
      {props.footer}
      {dialog?.kind === 'form' && (
        <LiveClassFormModal liveClass={dialog.liveClass} onClose={close} />
      )}
      {dialog?.kind === 'assign' && (
        <AssignTeacherModal liveClass={dialog.liveClass} onClose={close} />
      )}
      {dialog?.kind === 'reviews' && <ReviewsModal liveClass={dialog.liveClass} onClose={close} />}
      {dialog?.kind === 'report' && (
        <MeetingReportModal liveClass={dialog.liveClass} onClose={close} />
      )}
      {dialog?.kind === 'details' && (
        <LiveClassDetailsModal
          liveClass={dialog.liveClass}
          canWrite={canWrite}
          canUpdate={canUpdate}
          canEnter={canEnter}
          busy={busyId === dialog.liveClass.id}
          onAction={rows.onAction}
          onOpen={rows.onOpen}
          onClose={close}
          machinePath={props.machinePath}
        />
      )}
    </section>
  );
}
