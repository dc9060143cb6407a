import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../styled-system/css';
import { button } from './buttons';
import { SaveButton } from './save-button';

// Save stays in view at the foot of a long form (a modal's box or the page scrolls under it).
const row = css({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: '3',
  position: 'sticky',
  insetBlockEnd: '-6',
  zIndex: '1',
  bg: 'white',
  paddingBlock: '3',
  marginBlockEnd: '-3',
  borderBlockStartWidth: '1px',
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: 'gray.100',
});

export interface FormActionsProps {
  onCancel: () => void;
  /** Defaults to the shared "Cancel". */
  cancelLabel?: string;
  submitLabel: ReactNode;
  submitTestId: string;
  busy?: boolean;
  disabled?: boolean;
  /** A read-only form shows only the cancel (close) button. */
  hideSubmit?: boolean;
}

/** A modal form's buttons at its end: cancel, then the submit. */
export function FormActions({
  onCancel,
  cancelLabel,
  submitLabel,
  submitTestId,
  busy,
  disabled,
  hideSubmit,
}: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={row}>
      <button type="button" className={button({ variant: 'secondary' })} onClick={onCancel}>
        {cancelLabel ?? t('confirm.cancel')}
      </button>
      {!hideSubmit && (
        <SaveButton label={submitLabel} testId={submitTestId} busy={busy} disabled={disabled} />
      )}
    </div>
  );
}
