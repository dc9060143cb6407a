import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSLATIONS_FILE } from '../../../contract/app-language-constants';
import type { AppLanguage, TranslationsUploadResult } from '../../../contract/app-languages';
import { toApiFailure } from '../../api/api-failure';
import { uploadTranslations, useAppLanguageWrite } from '../../api/app-languages';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle, inputStyle } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { mutedStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { DiffView } from './diff-view';
import { actionsStyle, formStyle } from './styles';

/**
 * A translations file: the service's dry run shows how it compares with the default language,
 * and only "Save" (after reading that) stores it.
 */
export function TranslationsUpload({
  language,
  onClose,
}: {
  language: AppLanguage;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<TranslationsUploadResult | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useAppLanguageWrite((picked: File) =>
    uploadTranslations(language.id, picked, false),
  );

  const pick = async (picked: File | undefined) => {
    setChecked(null);
    setError(null);
    setFile(picked ?? null);
    if (!picked) return;
    setChecking(true);
    try {
      setChecked(await uploadTranslations(language.id, picked, true));
    } catch (failed) {
      setError((await toApiFailure(failed)).message);
    } finally {
      setChecking(false);
    }
  };

  const onSave = async () => {
    if (!file) return;
    try {
      const { message } = await save.mutateAsync(file);
      notify('success', message || 'languages.done.saved');
      onClose();
    } catch (failed) {
      notify('error', (await toApiFailure(failed)).message);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="md"
      closeOnOutside={false}
      title={t('languages.upload.title', { name: language.nameEn })}
      testId="translations-upload"
    >
      <div className={formStyle}>
        <label htmlFor="translations-file">{t('languages.upload.file')}</label>
        <input
          id="translations-file"
          type="file"
          accept={[...TRANSLATIONS_FILE.extensions, TRANSLATIONS_FILE.mediaType].join(',')}
          className={inputStyle}
          aria-describedby="translations-hint"
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            // The same file, fixed and picked again, is checked again.
            event.target.value = '';
          }}
          data-testid="translations-file"
        />
        <p id="translations-hint" className={mutedStyle}>
          {t('languages.upload.hint')}
        </p>
        {checking && <Spinner label={t('languages.upload.checking')} />}
        {error && (
          <p role="alert" className={alertStyle} data-testid="translations-error">
            {translateMessage(error)}
          </p>
        )}
        {checked && <DiffView result={checked} />}
        <div className={actionsStyle}>
          <button
            type="button"
            className={button({ variant: 'primary' })}
            disabled={!checked || save.isPending}
            aria-busy={save.isPending}
            onClick={() => void onSave()}
            data-testid="translations-save"
          >
            {t('languages.upload.save')}
          </button>
          <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
            {t('languages.upload.cancel')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
