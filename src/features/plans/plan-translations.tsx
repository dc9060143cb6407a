import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan, PlanTranslation } from '../../../contract/plans';
import { useAppLanguages } from '../../api/app-languages';
import { usePlanTranslations } from './api/plans';
import { button } from '../../ui/buttons';
import { LoadFailure } from '../../ui/load-failure';
import { Modal } from '../../ui/modal';
import { mutedStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { cellStyle, smallButtonStyle, tableStyle, TableHead, TableScroller } from '../../ui/table';
import { breakStyle, formStyle, headRowStyle } from './styles';
import { TranslationForm } from './translation-form';

type Editing = { translation: PlanTranslation | null } | null;

/** A plan's name and description in the app's languages: added by write, edited by update. */
export function PlanTranslations({
  plan,
  canWrite,
  canUpdate,
  onClose,
}: {
  plan: Plan;
  canWrite: boolean;
  canUpdate: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const translations = usePlanTranslations(plan.id);
  // The app languages (settings service) are only needed to write one.
  const languages = useAppLanguages(canWrite || canUpdate);
  const [editing, setEditing] = useState<Editing>(null);
  const labelOf = (code: string) => {
    const language = languages.data?.find((one) => one.code === code);
    return language ? `${language.nameNative} (${code})` : code;
  };
  const translated = new Set(translations.data?.map((one) => one.languageCode) ?? []);
  const untranslated = (languages.data ?? [])
    .filter((language) => !translated.has(language.code))
    .map((language) => ({ code: language.code, label: labelOf(language.code) }));

  return (
    <Modal
      open
      onClose={onClose}
      size="md"
      title={t('packages.translations.title', { name: plan.nameEn })}
      testId="plan-translations"
    >
      <div className={formStyle}>
        <p className={mutedStyle}>{t('packages.translations.intro')}</p>
        {translations.isPending ? (
          <Spinner />
        ) : translations.isError ? (
          <LoadFailure
            error={translations.error}
            onRetry={translations.refetch}
            retryLabel={t('packages.translations.retry')}
            testId="plan-translations-error"
          />
        ) : translations.data.length === 0 ? (
          <p className={mutedStyle} data-testid="plan-translations-empty">
            {t('packages.translations.empty')}
          </p>
        ) : (
          <TableScroller label={t('packages.translations.title', { name: plan.nameEn })}>
            <table className={tableStyle} data-testid="plan-translations-table">
              <TableHead
                labels={[
                  t('packages.translations.language'),
                  t('packages.translations.name'),
                  t('packages.translations.description'),
                ]}
                hiddenLabel={canUpdate ? t('packages.plans.columns.actions') : undefined}
              />
              <tbody>
                {translations.data.map((one) => (
                  <tr key={one.id} data-testid={`translation-${one.languageCode}`}>
                    <td className={cellStyle}>
                      <bdi>{labelOf(one.languageCode)}</bdi>
                    </td>
                    <td className={cellStyle} lang={one.languageCode} dir="auto">
                      {one.name}
                    </td>
                    <td className={`${cellStyle} ${breakStyle}`} lang={one.languageCode} dir="auto">
                      {one.description}
                    </td>
                    {canUpdate && (
                      <td className={cellStyle}>
                        <button
                          type="button"
                          className={`${button({ variant: 'secondary' })} ${smallButtonStyle}`}
                          onClick={() => setEditing({ translation: one })}
                          aria-label={t('packages.translations.editLabel', {
                            language: labelOf(one.languageCode),
                          })}
                          data-testid={`translation-${one.languageCode}-edit`}
                        >
                          {t('packages.translations.edit')}
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
        {editing && (editing.translation ? canUpdate : canWrite) && (
          <TranslationForm
            key={editing.translation?.id ?? 'new'}
            planId={plan.id}
            translation={editing.translation}
            languages={
              editing.translation
                ? [
                    {
                      code: editing.translation.languageCode,
                      label: labelOf(editing.translation.languageCode),
                    },
                  ]
                : untranslated
            }
            onDone={() => setEditing(null)}
          />
        )}
        <div className={headRowStyle}>
          {canWrite && !editing && translations.isSuccess && (
            <button
              type="button"
              className={button({ variant: 'primary' })}
              onClick={() => setEditing({ translation: null })}
              disabled={languages.isSuccess && untranslated.length === 0}
              data-testid="translations-add"
            >
              {t('packages.translations.add')}
            </button>
          )}
          {canWrite && languages.isSuccess && untranslated.length === 0 && (
            <p className={mutedStyle}>{t('packages.translations.noLanguagesLeft')}</p>
          )}
        </div>
      </div>
    </Modal>
  );
}
