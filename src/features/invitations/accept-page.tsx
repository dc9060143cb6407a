import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_MESSAGES } from '../../../contract/invitation-constants';
import type { InvitationCheck, InvitationLink } from '../../../contract/invitations';
import { css } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import { acceptInvitation, checkInvitation } from './api/invitations';
import { alertStyle } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { AcceptButton, RegisterForm, SignInPrompt } from './accept-forms';
import { messageText } from './messages';
import { stack } from '../../ui/wizard/styles';

const page = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  padding: '4',
});
const card = css({
  inlineSize: 'full',
  maxInlineSize: 'md',
  bg: 'white',
  padding: '8',
  borderRadius: 'xl',
  boxShadow: 'lg',
});
const heading = css({ fontSize: '2xl', fontWeight: 'bold', color: 'brand.700' });
const facts = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2', marginBlock: '4' });
const term = css({ color: 'gray.600' });
const info = css({
  padding: '3',
  borderRadius: 'md',
  bg: 'amber.50',
  color: 'amber.900',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'amber.200',
});

const CLOSED = {
  expired: INVITATION_MESSAGES.expiredLink,
  canceled: INVITATION_MESSAGES.canceledLink,
  accepted: INVITATION_MESSAGES.acceptedLink,
} as const;

type Checked =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; check: InvitationCheck };

export interface AcceptInvitationPageProps {
  /** The link's two parts, or null when the address lacks them. */
  link: InvitationLink | null;
  signedIn: boolean;
  /** The login, bringing the person back to this very link (its token) once signed in. */
  signInPath: string;
  /** Signed in as someone else: sign out, then to `signInPath`. */
  onSwitchAccount: () => void;
  /** The invitee is in: registered (and signed in) or accepted; the app takes them in. */
  onJoined: () => Promise<void> | void;
}

/**
 * /invitation?adminInvitationId=..&token=..: what the link is, then register (no account yet),
 * sign in on the login screen and come back (an account, signed out), or accept (signed in).
 */
export function AcceptInvitationPage({
  link,
  signedIn,
  signInPath,
  onSwitchAccount,
  onJoined,
}: AcceptInvitationPageProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Checked>({ state: 'loading' });
  // A student is in once accepted: they learn in the app, so the page says so and stays.
  const [studentIn, setStudentIn] = useState(false);
  const isStudent = checked.state === 'ready' && checked.check.kind === 'user';
  const joined = async () => {
    if (isStudent) setStudentIn(true);
    else await onJoined();
  };
  const hasAccount = checked.state === 'ready' && checked.check.hasAccount;
  const form = !hasAccount ? 'register' : signedIn ? 'accept' : 'signIn';

  useEffect(() => {
    if (!link) return;
    let live = true;
    checkInvitation(link).then(
      (check) => live && setChecked({ state: 'ready', check }),
      async (error: unknown) => {
        const { message } = await toApiFailure(error);
        if (live) setChecked({ state: 'failed', message });
      },
    );
    return () => {
      live = false;
    };
    // The link's parts, not the object: a new render must not check again.
  }, [link?.adminInvitationId, link?.token]); // eslint-disable-line react-hooks/exhaustive-deps

  const accept = async () => {
    if (!link) return;
    const { message } = await acceptInvitation(link);
    notify('success', message ? messageText(message) : 'invitations.messages.accepted');
    await joined();
  };
  const registered = async () => {
    notify('success', 'invitations.accept.registered');
    await joined();
  };

  return (
    <main className={page}>
      <section className={card} aria-labelledby="accept-title" data-testid="accept-page">
        <h1 id="accept-title" className={heading}>
          {t('invitations.accept.title')}
        </h1>
        {!link ? (
          <p role="alert" className={alertStyle} data-testid="accept-error">
            {t('invitations.accept.badLink')}
          </p>
        ) : checked.state === 'loading' ? (
          <Spinner />
        ) : checked.state === 'failed' ? (
          <p role="alert" className={alertStyle} data-testid="accept-error">
            {messageText(checked.message)}
          </p>
        ) : (
          <div className={stack}>
            <dl className={facts} data-testid="accept-facts">
              <dt className={term}>{t('invitations.accept.organization')}</dt>
              <dd>{checked.check.organizationName}</dd>
              <dt className={term}>{t('invitations.accept.role')}</dt>
              <dd>{checked.check.roleName}</dd>
              <dt className={term}>{t('invitations.accept.email')}</dt>
              <dd>
                <bdi>{checked.check.email}</bdi>
              </dd>
            </dl>
            {studentIn ? (
              <p role="status" className={info} data-testid="accept-student-done">
                {t('invitations.accept.studentDone', {
                  organization: checked.check.organizationName,
                  email: checked.check.email,
                })}
              </p>
            ) : checked.check.status !== 'pending' ? (
              <p role="status" className={info} data-testid="accept-closed">
                {messageText(CLOSED[checked.check.status])}
              </p>
            ) : form === 'register' ? (
              <RegisterForm
                link={link}
                check={checked.check}
                onRegistered={registered}
                signInPath={signInPath}
              />
            ) : form === 'accept' ? (
              <AcceptButton
                email={checked.check.email}
                onAccept={accept}
                onSwitchAccount={onSwitchAccount}
              />
            ) : (
              <SignInPrompt email={checked.check.email} signInPath={signInPath} />
            )}
          </div>
        )}
      </section>
    </main>
  );
}
