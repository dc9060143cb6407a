import { useTranslation } from 'react-i18next';
import type { AppLanguage } from '../../../contract/app-languages';
import { button } from '../../ui/buttons';
import { actionsStyle, badgeStyle, factsStyle, languageStyle, nameStyle } from './styles';

/**
 * One language's facts and its actions: edit, upload and make default by update, delete by write
 * (never for the default).
 */
export function LanguageRow({
  language,
  canWrite,
  canUpdate,
  onEdit,
  onUpload,
  onDownload,
  onMakeDefault,
  onDelete,
}: {
  language: AppLanguage;
  canWrite: boolean;
  canUpdate: boolean;
  onEdit: () => void;
  onUpload: () => void;
  onDownload: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const small = button({ variant: 'secondary' });
  const id = `language-${language.code}`;
  return (
    <div className={languageStyle}>
      <div className={factsStyle}>
        <span className={nameStyle}>{language.nameEn}</span>
        <span lang={language.code} dir={language.direction}>
          {language.nameNative}
        </span>
        {language.isDefault && (
          <span className={badgeStyle} data-tone="default" data-testid={`${id}-default`}>
            {t('languages.default')}
          </span>
        )}
      </div>
      <div className={factsStyle}>
        <span>
          {t('languages.code')}: <bdi>{language.code}</bdi>
        </span>
        <span>
          {t('languages.direction')}: {t(`languages.directions.${language.direction}`)}
        </span>
        <span className={badgeStyle} data-testid={`${id}-keys`}>
          {t('languages.keys', { count: language.keyCount })}
        </span>
        {!language.isDefault && (
          <span
            className={badgeStyle}
            data-tone={language.missingCount ? 'missing' : undefined}
            data-testid={`${id}-missing`}
          >
            {t('languages.missing', { count: language.missingCount })}
          </span>
        )}
      </div>
      <div className={actionsStyle}>
        {canUpdate && (
          <>
            <button type="button" className={small} onClick={onEdit} data-testid={`${id}-edit`}>
              {t('languages.actions.edit')}
            </button>
            <button type="button" className={small} onClick={onUpload} data-testid={`${id}-upload`}>
              {t('languages.actions.upload')}
            </button>
          </>
        )}
        <button type="button" className={small} onClick={onDownload} data-testid={`${id}-download`}>
          {t('languages.actions.download')}
        </button>
        {canUpdate && !language.isDefault && (
          <button
            type="button"
            className={small}
            onClick={onMakeDefault}
            data-testid={`${id}-make-default`}
          >
            {t('languages.actions.makeDefault')}
          </button>
        )}
        {canWrite && !language.isDefault && (
          <button type="button" className={small} onClick={onDelete} data-testid={`${id}-delete`}>
            {t('languages.actions.delete')}
          </button>
        )}
      </div>
    </div>
  );
}
