import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../contract/auth';
import { css } from '../../../styled-system/css';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
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
const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });
const input = css({
  paddingInline: '3',
  paddingBlock: '2',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.300',
  borderRadius: 'md',
  bg: 'white',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', borderColor: 'brand.500' },
  '&[aria-invalid=true]': { borderColor: 'red.500' },
});
const fieldError = css({ fontSize: 'sm', color: 'red.700' });
const alert = css({
  padding: '3',
  borderRadius: 'md',
  bg: 'red.50',
  color: 'red.800',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'red.200',
  fontSize: 'sm',
});

export interface LoginPageProps {
  onLoggedIn: (user: SessionUser) => void;
  /** Called as the form is sent, so the app can load what follows a sign-in meanwhile. */
  onSubmitting?: () => void;
  /** Links to the other guest screens (sign-up, forgot password), given by the route. */
  footer?: ReactNode;
}

export function LoginPage({ onLoggedIn, onSubmitting, footer }: LoginPageProps) {
  const { t } = useTranslation();
  const { pending, failure, submit } = useLoginForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const fieldErrors = failure?.fieldErrors ?? {};

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
            <p role="alert" className={alert} data-testid="login-error">
              {translateMessage(failure.message)}
            </p>
          )}
          <div className={field}>
            <label htmlFor="login-email" className={label}>
              {t('auth.email')}
            </label>
            <input
              id="login-email"
              name="email"
              type="email"
              className={input}
              autoComplete="username"
              autoFocus
              required
              disabled={pending}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={fieldErrors.email ? 'login-email-error' : undefined}
            />
            {fieldErrors.email && (
              <span id="login-email-error" className={fieldError}>
                {fieldErrors.email}
              </span>
            )}
          </div>
          <div className={field}>
            <label htmlFor="login-password" className={label}>
              {t('auth.password')}
            </label>
            <input
              id="login-password"
              name="password"
              type="password"
              className={input}
              autoComplete="current-password"
              required
              disabled={pending}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={fieldErrors.password ? 'login-password-error' : undefined}
            />
            {fieldErrors.password && (
              <span id="login-password-error" className={fieldError}>
                {fieldErrors.password}
              </span>
            )}
          </div>
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
