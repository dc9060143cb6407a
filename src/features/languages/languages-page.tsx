import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLanguage } from '../../../contract/app-languages';
import { toApiFailure } from '../../api/api-failure';
import {
  deleteAppLanguage,
  downloadTranslations,
  reorderAppLanguages,
  updateAppLanguage,
  useAppLanguages,
  useAppLanguageWrite,
} from '../../api/app-languages';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { alertStyle } from '../../ui/field';
import { LoadFailure } from '../../ui/load-failure';
import { mutedStyle, titleStyle } from '../../ui/page-styles';
import { saveBlob } from '../../ui/save-file';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { LanguageRow } from './language-row';
import { SortableLanguages } from './sortable-languages';
import { headStyle, pageStyle } from './styles';
import { TranslationsUpload } from './translations-upload';
import { lazyPart } from '../../ui/lazy-part';

const LanguageForm = lazyPart(async () => (await import('./language-form')).LanguageForm);

export interface LanguagesAccess {
  /** r Configurations: the screen. */
  canRead: boolean;
  /** HAD with w Configurations: add and delete (the service's rule). */
  canWrite: boolean;
  /** HAD with u Configurations: edit, translations, default and order. */
  canUpdate: boolean;
}

type Open = { form: AppLanguage | null } | { upload: AppLanguage } | null;

/** /languages: the learner app's languages, their order, default and translations. */
export function LanguagesPage({
  access,
  confirmation,
}: {
  access: LanguagesAccess;
  confirmation: ConfirmationActor;
}) {
  const { t } = useTranslation();
  return (
    <section className={pageStyle} aria-labelledby="languages-title" data-testid="languages-page">
      <h1 id="languages-title" className={titleStyle}>
        {t('languages.title')}
      </h1>
      {access.canRead ? (
        <LanguagesList
          canWrite={access.canWrite}
          canUpdate={access.canUpdate}
          confirmation={confirmation}
        />
      ) : (
        <p role="alert" className={alertStyle} data-testid="languages-no-access">
          {t('languages.noAccess')}
        </p>
      )}
    </section>
  );
}

function LanguagesList({
  canWrite,
  canUpdate,
  confirmation,
}: {
  canWrite: boolean;
  canUpdate: boolean;
  confirmation: ConfirmationActor;
}) {
  const { t } = useTranslation();
  const languages = useAppLanguages(true);
  const [open, setOpen] = useState<Open>(null);
  // The order shown while a reorder is on its way (then the service's).
  const [order, setOrder] = useState<string[] | null>(null);
  const reorder = useAppLanguageWrite(reorderAppLanguages);
  const makeDefault = useAppLanguageWrite((id: string) =>
    updateAppLanguage(id, { isDefault: true }),
  );
  const remove = useAppLanguageWrite(deleteAppLanguage);

  const run = async (write: () => Promise<{ message: string }>, fallback: string) => {
    try {
      const { message } = await write();
      notify('success', message || fallback);
    } catch (error) {
      notify('error', (await toApiFailure(error)).message);
    }
  };

  const onReorder = (ids: string[]) => {
    setOrder(ids);
    void run(() => reorder.mutateAsync(ids), 'languages.done.reordered').finally(() =>
      setOrder(null),
    );
  };
  const confirmDefault = (language: AppLanguage) =>
    confirmation.send({
      type: 'OPEN',
      title: t('languages.confirm.defaultTitle', { name: language.nameEn }),
      message: t('languages.confirm.defaultMessage', { name: language.nameEn }),
      buttons: { confirm: { title: t('languages.actions.makeDefault') } },
      action: () => run(() => makeDefault.mutateAsync(language.id), 'languages.done.updated'),
    });
  const confirmDelete = (language: AppLanguage) =>
    confirmation.send({
      type: 'OPEN',
      title: t('languages.confirm.deleteTitle', { name: language.nameEn }),
      message: t('languages.confirm.deleteMessage', { name: language.nameEn }),
      buttons: { confirm: { title: t('languages.actions.delete'), danger: true } },
      action: () => run(() => remove.mutateAsync(language.id), 'languages.done.deleted'),
    });
  const download = async (language: AppLanguage) => {
    try {
      saveBlob(await downloadTranslations(language.id), `translations-${language.code}.json`);
      notify('success', 'languages.done.downloaded');
    } catch (error) {
      notify('error', (await toApiFailure(error)).message);
    }
  };

  if (languages.isPending) return <Spinner />;
  if (languages.isError)
    return (
      <LoadFailure
        error={languages.error}
        onRetry={languages.refetch}
        retryLabel={t('languages.retry')}
        testId="languages-error"
      />
    );
  const byId = new Map(languages.data.map((language) => [language.id, language]));
  const items = order ? order.flatMap((id) => byId.get(id) ?? []) : languages.data;
  return (
    <>
      <div className={headStyle}>
        <p className={mutedStyle}>
          {t(canWrite || canUpdate ? 'languages.intro' : 'languages.readOnly')}
        </p>
        {canWrite && (
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => setOpen({ form: null })}
            data-testid="languages-add"
          >
            {t('languages.add')}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className={mutedStyle} data-testid="languages-empty">
          {t('languages.empty')}
        </p>
      ) : (
        <SortableLanguages
          items={items}
          sortable={canUpdate && items.length > 1 && !reorder.isPending}
          onReorder={onReorder}
          renderItem={(language) => (
            <LanguageRow
              language={language}
              canWrite={canWrite}
              canUpdate={canUpdate}
              onEdit={() => setOpen({ form: language })}
              onUpload={() => setOpen({ upload: language })}
              onDownload={() => void download(language)}
              onMakeDefault={() => confirmDefault(language)}
              onDelete={() => confirmDelete(language)}
            />
          )}
        />
      )}
      {open && 'form' in open && (
        <LanguageForm language={open.form} onClose={() => setOpen(null)} />
      )}
      {open && 'upload' in open && (
        <TranslationsUpload language={open.upload} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
