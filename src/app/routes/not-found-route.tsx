import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { PATHS } from '../paths';

const page = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4',
  minHeight: '100vh',
  padding: '6',
  textAlign: 'center',
});

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <main className={page} data-testid="not-found">
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to={PATHS.home} className={button({ variant: 'primary' })}>
        {t('notFound.back')}
      </Link>
    </main>
  );
}
