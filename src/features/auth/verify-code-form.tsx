import { useSelector } from '@xstate/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle, Field } from '../../ui/field';
import type { VerifyCodeActor } from './verify-logic';
import { card, fieldset, heading, link, links, page, status, subtitle } from './auth-styles';

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT', code: code.trim() });
  };
  const resend = () => {
    setCode('');
    actor.send({ type: 'RESEND' });
  };

  return (
    <main className={page}>
      <form className={card} onSubmit={onSubmit} noValidate aria-labelledby="verify-title">
        <h1 id="verify-title" className={heading}>
          {t('verify.title')}
        </h1>
        <p className={subtitle}>{intro ?? t('verify.subtitle')}</p>
        <fieldset className={fieldset} disabled={busy}>
          {error && (
            <p role="alert" className={alertStyle} data-testid="verify-error">
              {translateMessage(error)}
            </p>
          )}
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
        </fieldset>
        {onBack && (
          <div className={links}>
            <button type="button" className={link} onClick={onBack} data-testid="verify-back">
              {t('verify.back')}
            </button>
          </div>
        )}
      </form>
    </main>
  );
}
