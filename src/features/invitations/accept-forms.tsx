import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InvitationCheck, InvitationLink } from '../../../contract/invitations';
import { toApiFailure, type ApiFailure } from '../../api/api-failure';
import { registerFromInvitation } from './api/invitations';
import { button } from '../../ui/buttons';
import { alertStyle, Field } from '../../ui/field';
import { messageText } from './messages';
import { stack } from '../../ui/wizard/styles';
import { textLink } from './wizard-styles';

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
  /** The login, bringing the person back to this link once signed in. */
  signInPath: string;
}

/** No account yet: a name and a password make one, signed in at once. */
export function RegisterForm({ link, check, onRegistered, signInPath }: RegisterFormProps) {
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
        <Link className={button({ variant: 'secondary' })} to={signInPath}>
          {t('invitations.accept.signInInstead')}
        </Link>
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
      <Link className={textLink} to={signInPath} data-testid="accept-have-account">
        {t('invitations.accept.haveAccount')}
      </Link>
    </form>
  );
}

export interface SignInPromptProps {
  email: string;
  /** The login, bringing the person back to this link once signed in. */
  signInPath: string;
}

/**
 * An account exists: the person signs in on the login screen (which also verifies an e-mail,
 * recovers a password, or signs up) and comes back here with the same link.
 */
export function SignInPrompt({ email, signInPath }: SignInPromptProps) {
  const { t } = useTranslation();
  return (
    <div className={stack}>
      <h2 id="accept-signin-title">{t('invitations.accept.signInTitle')}</h2>
      <p>
        <Trans
          i18nKey="invitations.accept.signInHint"
          values={{ email }}
          components={{ bdi: <bdi /> }}
        />
      </p>
      <Link className={button({ variant: 'primary' })} to={signInPath} data-testid="accept-signin">
        {t('invitations.accept.signIn')}
      </Link>
    </div>
  );
}

export interface AcceptButtonProps {
  email: string;
  onAccept: () => Promise<void>;
  /** Signed in as someone else (403): sign out, then sign in as the invited address. */
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
