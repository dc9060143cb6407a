import { useTranslation } from 'react-i18next';
import { button } from '../../../ui/buttons';
import { stepButtonsStyle } from './styles';
import { SaveButton } from '../../../ui/save-button';

export interface StepButtonsProps {
  busy: boolean;
  onBack?: (() => void) | undefined;
  onSkip?: (() => void) | undefined;
  /** The submit's words ("Save and continue" unless said). */
  saveLabel?: string | undefined;
  disabled?: boolean;
}

/** A set-up step's buttons: back, later (where the step may wait), and save. */
export function StepButtons({ busy, onBack, onSkip, saveLabel, disabled }: StepButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className={stepButtonsStyle}>
      {onBack && (
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={onBack}
          disabled={busy}
        >
          {t('organizations.setup.back')}
        </button>
      )}
      {onSkip && (
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={onSkip}
          disabled={busy}
          data-testid="setup-skip"
        >
          {t('organizations.setup.later')}
        </button>
      )}
      <SaveButton
        label={busy ? t('organizations.saving') : (saveLabel ?? t('organizations.setup.save'))}
        testId="setup-save"
        busy={busy}
        disabled={busy || disabled}
      />
    </div>
  );
}
