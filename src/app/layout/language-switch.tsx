import { useTranslation } from 'react-i18next';
import type { Language } from '../../../contract/constants';
import { css } from '../../../styled-system/css';
import { changeLanguage, currentLanguage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';

const label = css({ display: 'inline-flex', alignItems: 'center', gap: '2' });

/** Offers the other language, named in itself ("العربية" while the page is in English). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const next: Language = currentLanguage() === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={button({ variant: 'ghost' })}
      title={t('language.label')}
      data-testid="language-switch"
      onClick={() => void changeLanguage(next)}
    >
      <span className={label} lang={next}>
        {t(`language.${next}`)}
      </span>
    </button>
  );
}
