import type { ReactNode } from 'react';
import { button } from './buttons';
import { WriteButton } from './viewing-as';

export interface SaveButtonProps {
  label: ReactNode;
  testId: string;
  /** The save is under way (said to assistive technology). */
  busy?: boolean;
  disabled?: boolean;
}

/** A form's primary submit: locked, saying why, while the console is viewed as someone else. */
export function SaveButton({ label, testId, busy, disabled }: SaveButtonProps) {
  return (
    <WriteButton label={label} testId={testId}>
      <button
        type="submit"
        className={button({ variant: 'primary' })}
        disabled={disabled}
        aria-busy={busy}
        data-testid={testId}
      >
        {label}
      </button>
    </WriteButton>
  );
}
