import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../../ui/buttons';
import { Field } from '../../ui/field';
import type { VerifyCodeActor } from './verify-logic';
import { link, status } from './auth-styles';
import { GuestForm } from './guest-form';

/** 42 -> "0:42", 75 -> "1:15". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export interface VerifyCodeFormProps {
  actor: VerifyCodeActor;
  /** What the screen says under its title (default: a code went to your e-mail). */
  intro?: ReactNode;
  /** Shown as "Back to sign in" when the flow can return to the login form. */
  onBack?: () => void;
}

/** The code screen of every flow: code input, attempts left and the resend countdown. */
export function VerifyCodeForm({ actor, intro, onBack }: VerifyCodeFormProps) {
  const { t } = useTranslation();
  const verifying = useSelector(actor, (s) => s.matches('verifying'));
  const resending = useSelector(actor, (s) => s.matches('resending'));
  const dead = useSelector(actor, (s) => s.matches('dead'));
  const { error, attemptsLeft, resendIn } = useSelector(actor, (s) => s.context);
  const [code, setCode] = useState('');
  const busy = verifying || resending;

  const resend = () => {
    setCode('');
    actor.send({ type: 'RESEND' });
  };

  return (
    <GuestForm
      id="verify-title"
      title={t('verify.title')}
      subtitle={intro ?? t('verify.subtitle')}
      busy={busy}
      error={error}
      errorTestId="verify-error"
      onSubmit={() => actor.send({ type: 'SUBMIT', code: code.trim() })}
      footer={
        onBack && (
          <button type="button" className={link} onClick={onBack} data-testid="verify-back">
            {t('verify.back')}
          </button>
        )
      }
    >
      <Field
        id="verify-code"
        label={t('verify.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        required
        autoFocus
        disabled={dead}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, ''))}
      />
      <p className={status} aria-live="polite" data-testid="verify-attempts">
        {dead
          ? t('verify.dead')
          : attemptsLeft !== null
            ? t('verify.attemptsLeft', { count: attemptsLeft })
            : null}
      </p>
      <button
        type="submit"
        className={button({ variant: 'primary' })}
        disabled={dead}
        aria-busy={verifying}
        data-testid="verify-submit"
      >
        {verifying ? t('verify.submitting') : t('verify.submit')}
      </button>
      <p className={status} data-testid="verify-countdown">
        {resendIn > 0 ? t('verify.resendIn', { time: formatCountdown(resendIn) }) : null}
      </p>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        disabled={resendIn > 0}
        aria-busy={resending}
        onClick={resend}
        data-testid="verify-resend"
      >
        {t('verify.resend')}
      </button>
    </GuestForm>
  );
}
