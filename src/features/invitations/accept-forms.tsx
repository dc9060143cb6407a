import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationCheck, InvitationLink } from '../../../contract/invitations';
import { toApiFailure, type ApiFailure } from '../../api/api-failure';
import { login } from '../../api/auth';
import { registerFromInvitation } from '../../api/invitations';
import { button } from '../../ui/buttons';
import { alertStyle, Field } from '../../ui/field';
import { messageText } from './messages';
import { stack } from './wizard-styles';

function FailureNote({ failure, testId }: { failure: ApiFailure | null; testId: string }) {
  if (!failure) return null;
  return (
    <p role="alert" className={alertStyle} data-testid={testId}>
      {messageText(failure.message)}
    </p>
  );
}

/** Runs one call at a time, keeping its failure. */
function useCall() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const run = async (call: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(await toApiFailure(error));
    } finally {
      setPending(false);
    }
  };
  return { pending, failure, run };
}

export interface RegisterFormProps {
  link: InvitationLink;
  check: InvitationCheck;
  onRegistered: () => Promise<void> | void;
  /** The address has an account after all (409): sign in instead. */
  onSignInInstead: () => void;
}

/** No account yet: a name and a password make one, signed in at once. */
export function RegisterForm({ link, check, onRegistered, onSignInInstead }: RegisterFormProps) {
  const { t } = useTranslation();
  const { pending, failure, run } = useCall();
  const [form, setForm] = useState({
    firstName: check.firstName,
    lastName: check.lastName,
    password: '',
  });
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });
  const errors = failure?.fieldErrors ?? {};
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      await registerFromInvitation({
        ...link,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        password: form.password,
      });
      await onRegistered();
    });
  };
  return (
    <form className={stack} onSubmit={submit} noValidate aria-labelledby="accept-register-title">
      <h2 id="accept-register-title">{t('invitations.accept.registerTitle')}</h2>
      <FailureNote failure={failure} testId="accept-error" />
      {failure?.status === 409 && (
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={onSignInInstead}
        >
          {t('invitations.accept.signInInstead')}
        </button>
      )}
      <Field
        id="accept-firstName"
        label={t('invitations.accept.firstName')}
        autoComplete="given-name"
        required
        disabled={pending}
        value={form.firstName}
        onChange={set('firstName')}
        error={errors.firstName}
      />
      <Field
        id="accept-lastName"
        label={t('invitations.accept.lastName')}
        autoComplete="family-name"
        required
        disabled={pending}
        value={form.lastName}
        onChange={set('lastName')}
        error={errors.lastName}
      />
      <Field
        id="accept-password"
        label={t('invitations.accept.password')}
        type="password"
        autoComplete="new-password"
        required
        disabled={pending}
        value={form.password}
        onChange={set('password')}
        error={errors.password}
        hint={t('signup.passwordHint')}
      />
      <button
        type="submit"
        className={button({ variant: 'primary' })}
        disabled={pending}
        aria-busy={pending}
        data-testid="accept-register"
      >
        {pending ? t('invitations.accept.registering') : t('invitations.accept.register')}
      </button>
    </form>
  );
}

export interface SignInFormProps {
  email: string;
  onSignedIn: () => void;
}

/** An account exists: sign in as the invited address first (the token is kept as a login's). */
export function SignInForm({ email, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const { pending, failure, run } = useCall();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      await login({ email, password });
      onSignedIn();
    });
  };
  return (
    <form className={stack} onSubmit={submit} noValidate aria-labelledby="accept-signin-title">
      <h2 id="accept-signin-title">{t('invitations.accept.signInTitle')}</h2>
      <FailureNote failure={failure} testId="accept-error" />
      <Field
        id="accept-email"
        label={t('invitations.accept.email')}
        value={email}
        readOnly
        onChange={() => {}}
      />
      <Field
        id="accept-signin-password"
        label={t('invitations.accept.password')}
        type="password"
        autoComplete="current-password"
        required
        disabled={pending}
        value={password}
        onChange={setPassword}
        error={failure?.fieldErrors?.password}
      />
      <button
        type="submit"
        className={button({ variant: 'primary' })}
        disabled={pending}
        aria-busy={pending}
        data-testid="accept-signin"
      >
        {t('invitations.accept.signIn')}
      </button>
    </form>
  );
}

export interface AcceptButtonProps {
  email: string;
  onAccept: () => Promise<void>;
  /** Signed in as someone else (403): sign in as the invited address. */
  onSwitchAccount: () => void;
}

/** Signed in: accept, which adds the membership. */
export function AcceptButton({ email, onAccept, onSwitchAccount }: AcceptButtonProps) {
  const { t } = useTranslation();
  const { pending, failure, run } = useCall();
  return (
    <div className={stack}>
      <FailureNote failure={failure} testId="accept-error" />
      {failure?.status === 403 && (
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={onSwitchAccount}
        >
          {t('invitations.accept.signInAs', { email })}
        </button>
      )}
      <button
        type="button"
        className={button({ variant: 'primary' })}
        disabled={pending}
        aria-busy={pending}
        onClick={() => void run(onAccept)}
        data-testid="accept-use"
      >
        {pending ? t('invitations.accept.accepting') : t('invitations.accept.accept')}
      </button>
    </div>
  );
}
