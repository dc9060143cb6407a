import { useNavigate } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { LoginPage } from '../../features/auth/login-page';
import { LanguageSwitch } from '../layout/language-switch';
import { PATHS } from '../paths';
import { AuthenticatedShell } from '../router';

const corner = css({ position: 'absolute', insetBlockStart: '4', insetInlineEnd: '4' });

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
  const navigate = useNavigate();
  const loggedIn = async () => {
    // An existing session actor (after a sign-out) hears LOGGED_IN; a new one starts
    // authenticated from the stored token.
    const { getAppActors } = await loadActors();
    getAppActors().session.send({ type: 'LOGGED_IN' });
    navigate(PATHS.home, { replace: true });
  };
  return (
    <>
      <div className={corner}>
        <LanguageSwitch />
      </div>
      <LoginPage onLoggedIn={() => void loggedIn()} onSubmitting={preloadSignedIn} />
    </>
  );
}
