import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { button } from '../../ui/buttons';
import { Field } from '../../ui/field';
import type { PasswordResetActor } from './account-flows';
import { link } from './auth-styles';
import { GuestForm } from './guest-form';

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

  return (
    <GuestForm
      id="forgot-title"
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      busy={requesting}
      error={error}
      errorTestId="forgot-error"
      onSubmit={() => actor.send({ type: 'REQUEST', email: email.trim() })}
      footer={
        <Link className={link} to={loginPath}>
          {t('forgot.backToLogin')}
        </Link>
      }
    >
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
    </GuestForm>
  );
}
