import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { GuestOnly, RequireToken } from './guards';
import { lazyFeatureScreen, lazyScreen } from './lazy';
import { PATHS } from './paths';

// The entry holds only these three; everything behind the login loads with the shell.
const LoginRoute = lazyScreen(async () => (await import('./routes/login-route')).LoginRoute);
export const AuthenticatedShell = lazyScreen(
  async () => (await import('./authenticated-shell')).AuthenticatedShell,
);
// The guided account screens share one chunk: a flow moves between them.
const loadAccountRoutes = () => import('./routes/account-routes');
const SignupRoute = lazyScreen(async () => (await loadAccountRoutes()).SignupRoute);
const VerifyRoute = lazyScreen(async () => (await loadAccountRoutes()).VerifyRoute);
const ForgotPasswordRoute = lazyScreen(async () => (await loadAccountRoutes()).ForgotPasswordRoute);
const ResetPasswordRoute = lazyScreen(async () => (await loadAccountRoutes()).ResetPasswordRoute);
const AcceptInvitationRoute = lazyFeatureScreen(
  () => import('./routes/accept-invitation-route'),
  (route) => route.AcceptInvitationRoute,
);
const NotFoundRoute = lazyScreen(
  async () => (await import('./routes/not-found-route')).NotFoundRoute,
);

export const routes: RouteObject[] = [
  { path: PATHS.root, element: <Navigate to={PATHS.home} replace /> },
  {
    path: PATHS.login,
    element: (
      <GuestOnly>
        <LoginRoute />
      </GuestOnly>
    ),
  },
  {
    path: PATHS.signup,
    element: (
      <GuestOnly>
        <SignupRoute />
      </GuestOnly>
    ),
  },
  {
    path: PATHS.forgotPassword,
    element: (
      <GuestOnly>
        <ForgotPasswordRoute />
      </GuestOnly>
    ),
  },
  // Not guest-only: verifying stores the access token, and the flow carries on from there.
  { path: PATHS.verify, element: <VerifyRoute /> },
  { path: PATHS.resetPassword, element: <ResetPasswordRoute /> },
  // The e-mailed invitation link: a new person registers, a member signs in and accepts.
  { path: PATHS.acceptInvitation, element: <AcceptInvitationRoute /> },
  {
    path: '*',
    element: (
      <RequireToken notFound={<NotFoundRoute />}>
        <AuthenticatedShell />
      </RequireToken>
    ),
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
