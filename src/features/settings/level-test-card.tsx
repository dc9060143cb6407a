import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { button } from '../../ui/buttons';
import { mutedStyle, sectionHeadingStyle } from '../../ui/page-styles';
import { cardStyle } from './styles';

/** Score ranges and the level test's duration are edited on /level-test: a pointer, not a copy. */
export function LevelTestCard({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <section className={cardStyle} aria-labelledby="settings-level-test-title">
      <h2 id="settings-level-test-title" className={sectionHeadingStyle}>
        {t('settings.levelTest.title')}
      </h2>
      <p className={mutedStyle}>{t('settings.levelTest.intro')}</p>
      <div>
        <Link
          to={path}
          className={button({ variant: 'secondary' })}
          data-testid="settings-level-test-link"
        >
          {t('settings.levelTest.open')}
        </Link>
      </div>
    </section>
  );
}
