import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from '../../styled-system/css';

const page = css({ display: 'flex', flexDirection: 'column', gap: '4', maxInlineSize: '2xl' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold' });
const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  alignSelf: 'flex-start',
  paddingInline: '3',
  paddingBlock: '1',
  borderRadius: 'full',
  bg: 'amber.100',
  color: 'amber.900',
  fontSize: 'sm',
  fontWeight: 'medium',
});

/** A screen that exists in the navigation but is not built yet says so, rather than staying blank. */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className={page} data-testid="coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className={heading}>
        {title}
      </h1>
      <span className={badge}>
        <Hourglass size={16} aria-hidden="true" />
        {t('comingSoon.badge')}
      </span>
      <p>{t('comingSoon.message')}</p>
    </section>
  );
}
