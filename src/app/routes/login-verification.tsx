import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmailVerificationStep } from '../../features/auth/email-verification-step';
import type { VerifyStepProps } from '../../features/auth/login-page';
import { AppToaster, notify } from '../../ui/toast';
import { PATHS } from '../paths';
import { completeSignIn } from './complete-sign-in';

export interface LoginVerificationProps extends VerifyStepProps {
  /** The checked address to go to once signed in; the dashboard without one. */
  next: string | null;
  /** The login already shows notices (it came with one); otherwise this step brings its own. */
  withToaster: boolean;
}

/** The login's code step for an unverified account, in its own chunk: loaded only when asked for. */
export function LoginVerification({ email, onBack, next, withToaster }: LoginVerificationProps) {
  const navigate = useNavigate();
  const onVerified = useCallback(
    (accessToken: string) => {
      void completeSignIn(accessToken).then(() => {
        notify('success', 'verify.emailConfirmed');
        navigate(next ?? PATHS.home, { replace: true });
      });
    },
    [navigate, next],
  );
  return (
    <>
      <EmailVerificationStep email={email} onBack={onBack} onVerified={onVerified} />
      {withToaster && <AppToaster />}
    </>
  );
}
