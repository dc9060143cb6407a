import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { GivenKind } from '../../../contract/assignments';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { alertStyle } from '../../ui/field';
import { pageParam, readPage, readText, writeParams } from '../../ui/list-params';
import { mutedStyle, titleStyle } from '../../ui/page-styles';
import { GivenDetail } from './assignment-detail';
import { GivenList } from './assignment-list';
import { headRowStyle, pageStyle } from './styles';
import { lazyPart } from '../../ui/lazy-part';

const GivenForm = lazyPart(async () => (await import('./assignment-form')).GivenForm);

export interface GivenPageProps {
  kind: GivenKind;
  canRead: boolean;
  /** Create and delete (write). */
  canWrite: boolean;
  /** Change which classes have it and when (update). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
}

/**
 * /curriculum/assignments and /curriculum/tests: the list (page and search in the address), one
 * opened (`?id=`, so it can be shared), and the guided form for a new one.
 */
export function GivenPage({ kind, canRead, canWrite, canUpdate, confirmation }: GivenPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
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
          {t(`given.${kind}.title`)}
        </h1>
        {canWrite && !opened && (
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => setCreating(true)}
            data-testid="given-new"
          >
            {t(`given.${kind}.new`)}
          </button>
        )}
      </div>
      {!canRead ? (
        <p role="alert" className={alertStyle}>
          {t(`given.${kind}.noAccess`)}
        </p>
      ) : opened ? (
        <GivenDetail
          id={opened}
          canWrite={canWrite}
          canUpdate={canUpdate}
          confirmation={confirmation}
          onBack={() => go({ pageNumber, search })}
        />
      ) : (
        <>
          <p className={mutedStyle}>{t(`given.${kind}.intro`)}</p>
          <GivenList
            kind={kind}
            pageNumber={pageNumber}
            search={search}
            onChange={go}
            onOpen={(id) => go({ pageNumber, search, id })}
          />
        </>
      )}
      {creating && (
        <GivenForm
          kind={kind}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            go({ id });
          }}
        />
      )}
    </section>
  );
}
