import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { fetchSignedInUser, storeSignedIn } from '../../api/accounts';
import { clearSessionStorage } from '../../api/storage';
import {
  currentFlow,
  endFlow,
  resetFlow,
  signupFlow,
  type PasswordResetActor,
  type SignupActor,
  type VerifyCodeActor,
} from '../../features/auth/account-flows';
import { ForgotPasswordPage } from '../../features/auth/forgot-password-page';
import { ResetPasswordPage } from '../../features/auth/reset-password-page';
import { SignupPage } from '../../features/auth/signup-page';
import { VerifyCodeForm } from '../../features/auth/verify-code-form';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { LanguageSwitch } from '../layout/language-switch';
import { PATHS } from '../paths';
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

export function SignupRoute() {
  const navigate = useNavigate();
  const [actor] = useState(signupFlow);
  const onCodeSent = useCallback(() => navigate(PATHS.verify), [navigate]);
  return (
    <GuestFrame>
      <SignupPage actor={actor} loginPath={PATHS.login} onCodeSent={onCodeSent} />
    </GuestFrame>
  );
}

export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const [actor] = useState(resetFlow);
  const onCodeSent = useCallback(() => navigate(PATHS.verify), [navigate]);
  return (
    <GuestFrame>
      <ForgotPasswordPage actor={actor} loginPath={PATHS.login} onCodeSent={onCodeSent} />
    </GuestFrame>
  );
}

/** Signs the new user in: the user record (the join flow reads its id), then the session actor. */
async function completeSignup(accessToken: string): Promise<void> {
  try {
    storeSignedIn(await fetchSignedInUser(accessToken));
  } catch {
    // The dashboard fetches the user again; the sign-in stands without the stored copy.
  }
  const { getAppActors } = await import('../actors/app-instance');
  getAppActors().session.send({ type: 'LOGGED_IN' });
}

function SignupVerify({ actor }: { actor: SignupActor }) {
  const navigate = useNavigate();
  const child = useSelector(actor, (s) => s.children.verifyCode as VerifyCodeActor | undefined);
  const signedIn = useSelector(actor, (s) => s.matches('signedIn'));
  const accessToken = useSelector(actor, (s) => s.context.accessToken);
  useEffect(() => {
    if (!signedIn || !accessToken) return;
    void completeSignup(accessToken).then(() => {
      endFlow();
      navigate(PATHS.home, { replace: true });
    });
  }, [signedIn, accessToken, navigate]);
  if (child) return <VerifyCodeForm key={child.id} actor={child} />;
  return signedIn ? <Spinner /> : <Navigate to={PATHS.signup} replace />;
}

function ResetVerify({ actor }: { actor: PasswordResetActor }) {
  const child = useSelector(actor, (s) => s.children.verifyCode as VerifyCodeActor | undefined);
  const verified = useSelector(actor, (s) => !s.matches('email') && !s.matches('requesting'));
  if (child) return <VerifyCodeForm key={child.id} actor={child} />;
  return <Navigate to={verified ? PATHS.resetPassword : PATHS.forgotPassword} replace />;
}

/** The code screen of whichever flow is under way; without one, the login. */
export function VerifyRoute() {
  const [flow] = useState(currentFlow);
  if (!flow) return <Navigate to={PATHS.login} replace />;
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
    navigate(PATHS.login, { replace: true, state });
  }, [done, navigate]);
  if (!ready) return <Navigate to={PATHS.forgotPassword} replace />;
  return <ResetPasswordPage actor={actor} />;
}

export function ResetPasswordRoute() {
  const [flow] = useState(currentFlow);
  if (flow?.kind !== 'reset') return <Navigate to={PATHS.forgotPassword} replace />;
  return (
    <GuestFrame>
      <ResetPassword actor={flow.actor} />
    </GuestFrame>
  );
}
