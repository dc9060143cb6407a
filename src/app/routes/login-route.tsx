import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { link, links } from '../../features/auth/auth-styles';
import { LoginPage } from '../../features/auth/login-page';
import { withNext } from '../../api/login-path';
import { lazyPart } from '../../ui/lazy-part';
import { AppToaster } from '../../ui/toast';
import { LanguageSwitch } from '../layout/language-switch';
import { useNextPath } from '../next-path';
import { PATHS } from '../paths';
import { AuthenticatedShell } from '../router';

const corner = css({ position: 'absolute', insetBlockStart: '4', insetInlineEnd: '4' });

// The code step for an unverified account loads only when the person asks for a code.
const LoginVerification = lazyPart(
  async () => (await import('./login-verification')).LoginVerification,
);

/** Navigation state of a guest flow that left a notice for the login to show. */
export interface LoginNoticeState {
  notice: true;
}

const loadActors = () => import('../actors/app-instance');

/**
 * What a sign-in leads to (actors, shell, dashboard) loads while the credentials are checked,
 * not after; none of it is part of the login route itself.
 */
function preloadSignedIn() {
  void loadActors();
  void AuthenticatedShell.preload();
}

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const hasNotice = (state as Partial<LoginNoticeState> | null)?.notice === true;
  // Where the person was going (an invitation link, a screen the session ended on), if ours.
  const next = useNextPath();
  const loggedIn = async () => {
    // An existing session actor (after a sign-out) hears LOGGED_IN; a new one starts
    // authenticated from the stored token.
    const { getAppActors } = await loadActors();
    getAppActors().session.send({ type: 'LOGGED_IN' });
    navigate(next ?? PATHS.home, { replace: true });
  };
  return (
    <>
      <div className={corner}>
        <LanguageSwitch />
      </div>
      <LoginPage
        onLoggedIn={() => void loggedIn()}
        onSubmitting={preloadSignedIn}
        verifyStep={(props) => (
          <LoginVerification {...props} next={next} withToaster={!hasNotice} />
        )}
        footer={
          <nav className={links} aria-label={t('auth.otherActions')}>
            <Link className={link} to={withNext(PATHS.signup, next)}>
              {t('auth.signupLink')}
            </Link>
            <Link className={link} to={withNext(PATHS.forgotPassword, next)}>
              {t('auth.forgotLink')}
            </Link>
          </nav>
        }
      />
      {/* A flow that hands over with a notice (a reset password) shows it here. */}
      {hasNotice && <AppToaster />}
    </>
  );
}
