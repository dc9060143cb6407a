import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { withNext } from '../../api/login-path';
import { clearSessionStorage } from '../../api/storage';
import {
  currentFlow,
  endFlow,
  resetFlow,
  signupFlow,
  type PasswordResetActor,
  type SignupActor,
} from '../../features/auth/account-flows';
import { ForgotPasswordPage } from '../../features/auth/forgot-password-page';
import { ResetPasswordPage } from '../../features/auth/reset-password-page';
import { SignupPage } from '../../features/auth/signup-page';
import { VerifyCodeForm } from '../../features/auth/verify-code-form';
import type { VerifyCodeActor } from '../../features/auth/verify-logic';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { LanguageSwitch } from '../layout/language-switch';
import { useNextPath } from '../next-path';
import { PATHS } from '../paths';
import { completeSignIn } from './complete-sign-in';
import type { LoginNoticeState } from './login-route';

const corner = css({ position: 'absolute', insetBlockStart: '4', insetInlineEnd: '4' });

function GuestFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <div className={corner}>
        <LanguageSwitch />
      </div>
      {children}
    </>
  );
}

// Each guest screen carries `next` (where the person was going: an invitation link) along the
// flow, so the sign-in at its end lands there.

export function SignupRoute() {
  const navigate = useNavigate();
  const next = useNextPath();
  const [actor] = useState(signupFlow);
  const onCodeSent = useCallback(() => navigate(withNext(PATHS.verify, next)), [navigate, next]);
  return (
    <GuestFrame>
      <SignupPage actor={actor} loginPath={withNext(PATHS.login, next)} onCodeSent={onCodeSent} />
    </GuestFrame>
  );
}

export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const next = useNextPath();
  const [actor] = useState(resetFlow);
  const onCodeSent = useCallback(() => navigate(withNext(PATHS.verify, next)), [navigate, next]);
  return (
    <GuestFrame>
      <ForgotPasswordPage
        actor={actor}
        loginPath={withNext(PATHS.login, next)}
        onCodeSent={onCodeSent}
      />
    </GuestFrame>
  );
}

function SignupVerify({ actor }: { actor: SignupActor }) {
  const navigate = useNavigate();
  const next = useNextPath();
  const child = useSelector(actor, (s) => s.children.verifyCode as VerifyCodeActor | undefined);
  const signedIn = useSelector(actor, (s) => s.matches('signedIn'));
  const accessToken = useSelector(actor, (s) => s.context.accessToken);
  useEffect(() => {
    if (!signedIn || !accessToken) return;
    void completeSignIn(accessToken).then(() => {
      endFlow();
      navigate(next ?? PATHS.home, { replace: true });
    });
  }, [signedIn, accessToken, navigate, next]);
  if (child) return <VerifyCodeForm key={child.id} actor={child} />;
  return signedIn ? <Spinner /> : <Navigate to={withNext(PATHS.signup, next)} replace />;
}

function ResetVerify({ actor }: { actor: PasswordResetActor }) {
  const next = useNextPath();
  const child = useSelector(actor, (s) => s.children.verifyCode as VerifyCodeActor | undefined);
  const verified = useSelector(actor, (s) => !s.matches('email') && !s.matches('requesting'));
  if (child) return <VerifyCodeForm key={child.id} actor={child} />;
  const to = verified ? PATHS.resetPassword : PATHS.forgotPassword;
  return <Navigate to={withNext(to, next)} replace />;
}

/** The code screen of whichever flow is under way; without one, the login. */
export function VerifyRoute() {
  const next = useNextPath();
  const [flow] = useState(currentFlow);
  if (!flow) return <Navigate to={withNext(PATHS.login, next)} replace />;
  return (
    <GuestFrame>
      {flow.kind === 'signup' ? (
        <SignupVerify actor={flow.actor} />
      ) : (
        <ResetVerify actor={flow.actor} />
      )}
    </GuestFrame>
  );
}

function ResetPassword({ actor }: { actor: PasswordResetActor }) {
  const navigate = useNavigate();
  const next = useNextPath();
  const done = useSelector(actor, (s) => s.matches('done'));
  const ready = useSelector(actor, (s) =>
    (['newPassword', 'saving', 'done'] as const).some((v) => s.matches(v)),
  );
  useEffect(() => {
    if (!done) return;
    // The server revoked every session; the verify token goes too, and the user signs in anew.
    clearSessionStorage();
    notify('success', 'reset.passwordReset');
    endFlow();
    const state: LoginNoticeState = { notice: true };
    navigate(withNext(PATHS.login, next), { replace: true, state });
  }, [done, navigate, next]);
  if (!ready) return <Navigate to={withNext(PATHS.forgotPassword, next)} replace />;
  return <ResetPasswordPage actor={actor} />;
}

export function ResetPasswordRoute() {
  const next = useNextPath();
  const [flow] = useState(currentFlow);
  if (flow?.kind !== 'reset') return <Navigate to={withNext(PATHS.forgotPassword, next)} replace />;
  return (
    <GuestFrame>
      <ResetPassword actor={flow.actor} />
    </GuestFrame>
  );
}
