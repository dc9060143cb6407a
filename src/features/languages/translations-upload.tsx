import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSLATIONS_FILE } from '../../../contract/app-language-constants';
import type { AppLanguage, TranslationsUploadResult } from '../../../contract/app-languages';
import { toApiFailure } from '../../api/api-failure';
import { uploadTranslations, useAppLanguageWrite } from '../../api/app-languages';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle } from '../../ui/field';
import { FileInput } from '../../ui/file-input';
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
  // The input is emptied after each pick (the same file, fixed, is checked again): its name
  // is kept here for the input to show.
  const [chosenName, setChosenName] = useState<string | null>(null);
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
        <FileInput
          id="translations-file"
          accept={[...TRANSLATIONS_FILE.extensions, TRANSLATIONS_FILE.mediaType].join(',')}
          chosen={chosenName}
          describedBy="translations-hint"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            setChosenName(picked?.name ?? null);
            void pick(picked);
            // The same file, fixed and picked again, is checked again.
            event.target.value = '';
          }}
          testId="translations-file"
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
