import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { AssignmentKind } from '../../../contract/assignments';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { alertStyle } from '../../ui/field';
import {
  opensNewForm,
  pageParam,
  readPage,
  readText,
  withoutNewForm,
  writeParams,
} from '../../ui/list-params';
import { mutedStyle, titleStyle } from '../../ui/page-styles';
import { AssignmentDetail } from './assignment-detail';
import { AssignmentList } from './assignment-list';
import { headRowStyle, pageStyle } from './styles';
import { lazyPart } from '../../ui/lazy-part';
import { RefusedAction, type Refusal } from '../../ui/refused-action';

const AssignmentForm = lazyPart(async () => (await import('./assignment-form')).AssignmentForm);

export interface AssignmentsPageProps {
  kind: AssignmentKind;
  canRead: boolean;
  /** Create and delete (write). */
  canWrite: boolean;
  /** Change which classes have it and when (update). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
  /** Why creating is refused (shown with its reason instead of hidden); null: say nothing. */
  createRefusal?: Refusal | null;
}

/**
 * /curriculum/assignments and /curriculum/tests: the list (page and search in the address), one
 * opened (`?id=`, so it can be shared), and the guided form for a new one.
 */
export function AssignmentsPage({
  kind,
  canRead,
  canWrite,
  canUpdate,
  confirmation,
  createRefusal,
}: AssignmentsPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // A link from elsewhere (a set-up step) opens the form at once, for those who may create.
  const [creating, setCreating] = useState(() => canWrite && opensNewForm(params));
  const opened = readText(params, 'id');
  const pageNumber = readPage(params);
  const search = readText(params, 'search');
  const go = (next: { pageNumber?: number; search?: string | undefined; id?: string }) =>
    setParams(
      writeParams({ search: next.search, page: pageParam(next.pageNumber ?? 1), id: next.id }),
    );
  return (
    <section className={pageStyle} aria-labelledby="given-title" data-testid={`given-page-${kind}`}>
      <div className={headRowStyle}>
        <h1 id="given-title" className={titleStyle}>
          {t(`assignments.${kind}.title`)}
        </h1>
        {canWrite && !opened && (
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => setCreating(true)}
            data-testid="given-new"
          >
            {t(`assignments.${kind}.new`)}
          </button>
        )}
        {!canWrite && canRead && !opened && createRefusal && (
          <RefusedAction
            label={t(`assignments.${kind}.new`)}
            why={createRefusal}
            testId="given-new-refused"
          />
        )}
      </div>
      {!canRead ? (
        <p role="alert" className={alertStyle}>
          {t(`assignments.${kind}.noAccess`)}
        </p>
      ) : opened ? (
        <AssignmentDetail
          id={opened}
          canWrite={canWrite}
          canUpdate={canUpdate}
          confirmation={confirmation}
          onBack={() => go({ pageNumber, search })}
        />
      ) : (
        <>
          <p className={mutedStyle}>{t(`assignments.${kind}.intro`)}</p>
          <AssignmentList
            kind={kind}
            pageNumber={pageNumber}
            search={search}
            onChange={go}
            onOpen={(id) => go({ pageNumber, search, id })}
          />
        </>
      )}
      {creating && (
        <AssignmentForm
          kind={kind}
          onClose={() => {
            setCreating(false);
            // Done with the link's form: a reload or the back button does not open it again.
            if (opensNewForm(params)) setParams(withoutNewForm(params), { replace: true });
          }}
          onCreated={(id) => {
            setCreating(false);
            go({ id });
          }}
        />
      )}
    </section>
  );
}
