import { useTranslation } from 'react-i18next';
import { css } from '../../styled-system/css';

const wrapper = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  padding: '8',
  minHeight: '40',
  color: 'gray.600',
});

const ring = css({
  width: '8',
  height: '8',
  borderRadius: 'full',
  borderWidth: '3px',
  borderStyle: 'solid',
  borderColor: 'brand.100',
  borderBlockStartColor: 'brand.600',
  animation: 'spin',
});

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-testid="spinner" className={wrapper}>
      <span className={ring} aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
