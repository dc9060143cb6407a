import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { button } from '../../ui/buttons';
import { Field } from '../../ui/field';
import type { SignupActor } from './account-flows';
import { link } from './auth-styles';
import { GuestForm } from './guest-form';

export interface SignupPageProps {
  actor: SignupActor;
  loginPath: string;
  /** The code went out: the route shows the verify screen. */
  onCodeSent: () => void;
}

export function SignupPage({ actor, loginPath, onCodeSent }: SignupPageProps) {
  const { t } = useTranslation();
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const codeSent = useSelector(actor, (s) => !s.matches('form') && !s.matches('submitting'));
  const { error, fieldErrors } = useSelector(actor, (s) => s.context);
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });

  useEffect(() => {
    if (codeSent) onCodeSent();
  }, [codeSent, onCodeSent]);

  const onSubmit = () =>
    actor.send({
      type: 'SUBMIT',
      form: {
        ...form,
        email: form.email.trim(),
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
      },
    });

  return (
    <GuestForm
      id="signup-title"
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      busy={submitting}
      error={error}
      errorTestId="signup-error"
      onSubmit={onSubmit}
      footer={
        <Link className={link} to={loginPath}>
          {t('signup.haveAccount')}
        </Link>
      }
    >
      <Field
        id="signup-firstName"
        label={t('signup.firstName')}
        autoComplete="given-name"
        required
        autoFocus
        value={form.firstName}
        onChange={set('firstName')}
        error={fieldErrors.firstName}
      />
      <Field
        id="signup-lastName"
        label={t('signup.lastName')}
        autoComplete="family-name"
        required
        value={form.lastName}
        onChange={set('lastName')}
        error={fieldErrors.lastName}
      />
      <Field
        id="signup-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={set('email')}
        error={fieldErrors.email}
      />
      <Field
        id="signup-password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        required
        value={form.password}
        onChange={set('password')}
        error={fieldErrors.password}
        hint={t('signup.passwordHint')}
      />
      <button
        type="submit"
        className={button({ variant: 'primary' })}
        aria-busy={submitting}
        data-testid="signup-submit"
      >
        {submitting ? t('signup.submitting') : t('signup.submit')}
      </button>
    </GuestForm>
  );
}
