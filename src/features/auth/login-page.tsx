import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../contract/auth';
import type { ERROR_CODES } from '../../../contract/wire';
import { css } from '../../../styled-system/css';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle, Field } from '../../ui/field';
import { useLoginForm } from './use-login-form';

const page = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  padding: '4',
});
const card = css({
  width: 'full',
  maxWidth: 'sm',
  bg: 'white',
  padding: '8',
  borderRadius: 'xl',
  boxShadow: 'lg',
});
const heading = css({ fontSize: '2xl', fontWeight: 'bold', color: 'brand.700' });
const subtitle = css({ color: 'gray.600', marginBlockEnd: '6' });
const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none' });

// The contract's value, restated so that its zod schemas stay out of the login route's bundle.
const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED' satisfies typeof ERROR_CODES.emailNotVerified;

export interface VerifyStepProps {
  email: string;
  /** Back to this form, with what was typed still in it. */
  onBack: () => void;
}
export interface LoginPageProps {
  onLoggedIn: (user: SessionUser) => void;
  /** Called as the form is sent, so the app can load what follows a sign-in meanwhile. */
  onSubmitting?: () => void;
  /** Links to the other guest screens (sign-up, forgot password), given by the route. */
  footer?: ReactNode;
  /**
   * The code step for an account whose e-mail is not verified (the login answered so), given by
   * the route; drawn in place of the form, which keeps its values meanwhile.
   */
  verifyStep?: (props: VerifyStepProps) => ReactNode;
}

export function LoginPage({ onLoggedIn, onSubmitting, footer, verifyStep }: LoginPageProps) {
  const { t } = useTranslation();
  const { pending, failure, submit } = useLoginForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [verifying, setVerifying] = useState(false);
  const fieldErrors = failure?.fieldErrors ?? {};
  const unverified = failure?.code === EMAIL_NOT_VERIFIED && verifyStep !== undefined;

  if (verifying && verifyStep) {
    return verifyStep({ email: email.trim(), onBack: () => setVerifying(false) });
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmitting?.();
    const result = await submit(email, password);
    if (result) onLoggedIn(result.user);
  };

  return (
    <main className={page}>
      <form
        className={card}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-labelledby="login-title"
      >
        <h1 id="login-title" className={heading}>
          {t('auth.title')}
        </h1>
        <p className={subtitle}>{t('auth.subtitle')}</p>
        <fieldset className={fieldset}>
          {failure && (
            <p role="alert" className={alertStyle} data-testid="login-error">
              {translateMessage(failure.message)}
            </p>
          )}
          {unverified && (
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              onClick={() => setVerifying(true)}
              data-testid="login-send-code"
            >
              {t('auth.sendCode')}
            </button>
          )}
          <Field
            id="login-email"
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            autoFocus
            required
            disabled={pending}
            value={email}
            onChange={setEmail}
            error={fieldErrors.email}
          />
          <Field
            id="login-password"
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            required
            disabled={pending}
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
          />
          <button
            type="submit"
            className={button({ variant: 'primary' })}
            disabled={pending}
            aria-busy={pending}
          >
            {pending ? t('auth.submitting') : t('auth.submit')}
          </button>
        </fieldset>
        {footer}
      </form>
    </main>
  );
}
