import { RotateCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../styled-system/css';
import { button } from './buttons';
import { alertStyle } from './field';

const box = css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' });
const title = css({ fontWeight: 'semibold' });

/** What a screen shows instead of itself when its code failed to load or it broke rendering. */
function ScreenFailure() {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`${alertStyle} ${box}`} data-testid="screen-failure">
      <p className={title}>{t('errors.screen.title')}</p>
      <p>{t('errors.screen.body')}</p>
      <button
        type="button"
        className={button({ variant: 'primary' })}
        onClick={() => window.location.reload()}
      >
        <RotateCw size={16} aria-hidden="true" />
        {t('errors.screen.reload')}
      </button>
    </div>
  );
}

/**
 * Catches a screen whose chunk failed to load (a new deploy removed it, the connection dropped)
 * or that threw while rendering: an error with a reload button in the page's language, never a
 * blank page. The layout around it (the sidebar) stays usable.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ScreenFailure /> : this.props.children;
  }
}
