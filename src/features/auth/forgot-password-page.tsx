import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle, Field } from '../../ui/field';
import type { PasswordResetActor } from './account-flows';
import { card, fieldset, heading, link, links, page, subtitle } from './auth-styles';

export interface ForgotPasswordPageProps {
  actor: PasswordResetActor;
  loginPath: string;
  onCodeSent: () => void;
}

export function ForgotPasswordPage({ actor, loginPath, onCodeSent }: ForgotPasswordPageProps) {
  const { t } = useTranslation();
  const requesting = useSelector(actor, (s) => s.matches('requesting'));
  const codeSent = useSelector(actor, (s) => !s.matches('email') && !s.matches('requesting'));
  const { error, fieldErrors } = useSelector(actor, (s) => s.context);
  const [email, setEmail] = useState('');

  useEffect(() => {
    if (codeSent) onCodeSent();
  }, [codeSent, onCodeSent]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'REQUEST', email: email.trim() });
  };

  return (
    <main className={page}>
      <form className={card} onSubmit={onSubmit} noValidate aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={heading}>
          {t('forgot.title')}
        </h1>
        <p className={subtitle}>{t('forgot.subtitle')}</p>
        <fieldset className={fieldset} disabled={requesting}>
          {error && (
            <p role="alert" className={alertStyle} data-testid="forgot-error">
              {translateMessage(error)}
            </p>
          )}
          <Field
            id="forgot-email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            autoFocus
            value={email}
            onChange={setEmail}
            error={fieldErrors.email}
          />
          <button
            type="submit"
            className={button({ variant: 'primary' })}
            aria-busy={requesting}
            data-testid="forgot-submit"
          >
            {requesting ? t('forgot.submitting') : t('forgot.submit')}
          </button>
        </fieldset>
        <div className={links}>
          <Link className={link} to={loginPath}>
            {t('forgot.backToLogin')}
          </Link>
        </div>
      </form>
    </main>
  );
}
