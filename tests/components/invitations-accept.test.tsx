import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import { STORAGE_KEYS } from '../../contract/constants';
import { INVITATION_MESSAGES, type InvitationCheck } from '../../contract/invitations';
import { AppRoutes } from '../../src/app/router';
import { AcceptInvitationPage } from '../../src/features/invitations/accept-page';
import { changeLanguage } from '../../src/i18n/i18n';
import { AppToaster } from '../../src/ui/toast';
import { stubFetch } from './support/invitation-fixtures';
import { json } from './support/render';

const link = { adminInvitationId: '00000000-0000-4000-8000-0000000000e1', token: 'x'.repeat(43) };
const check = (init: Partial<InvitationCheck> = {}): InvitationCheck => ({
  kind: 'admin',
  email: 'new.teacher@demo.test',
  firstName: 'Huda',
  lastName: '',
  organizationName: 'Nour Academy',
  roleName: 'Teacher',
  status: 'pending',
  hasAccount: false,
  ...init,
});
const user = { id: 'u-1', email: 'new.teacher@demo.test', firstName: 'Huda', lastName: 'Saleh' };

const signInPath = '/login?next=%2Finvitation%3Fhere';

function renderAccept({ signedIn = false, withLink = true, onSwitchAccount = vi.fn() } = {}) {
  const onJoined = vi.fn();
  render(
    <MemoryRouter>
      <AcceptInvitationPage
        link={withLink ? link : null}
        signedIn={signedIn}
        signInPath={signInPath}
        onSwitchAccount={onSwitchAccount}
        onJoined={onJoined}
      />
      <AppToaster />
    </MemoryRouter>,
  );
  return onJoined;
}

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('the accept screen', () => {
  it('says when the link lacks its parts, without calling the service', () => {
    const { calls } = stubFetch({});
    renderAccept({ withLink: false });
    expect(screen.getByTestId('accept-error').textContent).toContain('This link is incomplete');
    expect(calls).toHaveLength(0);
  });

  it('shows organisation, role and e-mail, and says an expired link has expired', async () => {
    const { calls } = stubFetch({
      'POST /v1/admin-invitations/check-email': () => json({ data: check({ status: 'expired' }) }),
    });
    renderAccept();
    const facts = await screen.findByTestId('accept-facts');
    expect(facts.textContent).toContain('Nour Academy');
    expect(facts.textContent).toContain('Teacher');
    expect(facts.textContent).toContain('new.teacher@demo.test');
    expect(screen.getByTestId('accept-closed').textContent).toBe(INVITATION_MESSAGES.expiredLink);
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls[0]!.body).toEqual(link);
  });

  it.each([
    ['canceled', INVITATION_MESSAGES.canceledLink],
    ['accepted', INVITATION_MESSAGES.acceptedLink],
  ] as const)('says a %s link is closed', async (status, message) => {
    stubFetch({
      'POST /v1/admin-invitations/check-email': () => json({ data: check({ status }) }),
    });
    renderAccept();
    expect((await screen.findByTestId('accept-closed')).textContent).toBe(message);
  });

  it('shows the service refusal of an unknown link', async () => {
    stubFetch({
      'POST /v1/admin-invitations/check-email': () =>
        json({ message: 'Not found.', code: 'NOT_FOUND' }, 404),
    });
    renderAccept();
    expect((await screen.findByTestId('accept-error')).textContent).toBe('Not found.');
  });

  it('registers a new person, keeps the token as a login does and takes them in', async () => {
    let refuse = true;
    const { calls } = stubFetch({
      'POST /v1/admin-invitations/check-email': () => json({ data: check() }),
      'POST /v1/admin-invitations/register': () =>
        refuse
          ? json(
              {
                message: ACCOUNT_MESSAGES.commonPassword,
                code: 'BAD_REQUEST',
                fieldErrors: { password: ACCOUNT_MESSAGES.commonPassword },
              },
              400,
            )
          : json({
              data: { accessToken: 'access-1', user },
              message: INVITATION_MESSAGES.accepted,
            }),
    });
    const onJoined = renderAccept();
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Huda');
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Saleh' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'password123' } });
    fireEvent.click(screen.getByTestId('accept-register'));
    expect((await screen.findByTestId('accept-password-error')).textContent).toBe(
      ACCOUNT_MESSAGES.commonPassword,
    );
    expect(onJoined).not.toHaveBeenCalled();

    refuse = false;
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Qamar-fajr-2026!' } });
    fireEvent.click(screen.getByTestId('accept-register'));
    await waitFor(() => expect(onJoined).toHaveBeenCalledTimes(1));
    expect(calls.at(-1)!.body).toEqual({
      ...link,
      firstName: 'Huda',
      lastName: 'Saleh',
      password: 'Qamar-fajr-2026!',
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(localStorage.getItem(STORAGE_KEYS.authenticated)).toBe('true');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(user);
    expect(await screen.findByText('Welcome! Your account is ready.')).toBeTruthy();
  });

  it('tells a student, once registered, to learn in the app, rather than opening this console', async () => {
    stubFetch({
      'POST /v1/admin-invitations/check-email': () =>
        json({ data: check({ kind: 'user', roleName: 'Student', email: 'nadia@demo.test' }) }),
      'POST /v1/admin-invitations/register': () =>
        json({ data: { accessToken: 'access-2', user }, message: INVITATION_MESSAGES.accepted }),
    });
    const onJoined = renderAccept();
    await screen.findByLabelText('First name');
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Amin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Qamar-fajr-2026!' } });
    fireEvent.click(screen.getByTestId('accept-register'));
    expect((await screen.findByTestId('accept-student-done')).textContent).toBe(
      'You have joined Nour Academy. Students learn in the app: open it and sign in with nadia@demo.test and the password you chose.',
    );
    expect(onJoined).not.toHaveBeenCalled();
    expect(screen.queryByTestId('accept-register')).toBeNull();
  });

  it('sends a signed-out account holder to the login, which brings them back to this link', async () => {
    const { calls } = stubFetch({
      'POST /v1/admin-invitations/check-email': () => json({ data: check({ hasAccount: true }) }),
    });
    renderAccept();
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(hrefOf(signIn)).toBe(signInPath);
    // The address in the facts and in the sentence, each kept left to right.
    expect(screen.getAllByText('new.teacher@demo.test', { selector: 'bdi' })).toHaveLength(2);
    // No password is asked for here: the login screen is the one way in.
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('accepts with use when the invitee is signed in', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'access-2');
    const { calls } = stubFetch({
      'POST /v1/admin-invitations/check-email': () => json({ data: check({ hasAccount: true }) }),
      'POST /v1/admin-invitations/use': () =>
        json({ data: [], message: INVITATION_MESSAGES.accepted }),
    });
    const onJoined = renderAccept({ signedIn: true });
    fireEvent.click(await screen.findByTestId('accept-use'));
    await waitFor(() => expect(onJoined).toHaveBeenCalledTimes(1));
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer access-2');
    expect(calls[1]!.body).toEqual(link);
    expect(await screen.findByText(INVITATION_MESSAGES.accepted)).toBeTruthy();
  });

  it('shows the refusal when someone else is signed in, and offers to switch to the invited address', async () => {
    stubFetch({
      'POST /v1/admin-invitations/check-email': () => json({ data: check({ hasAccount: true }) }),
      'POST /v1/admin-invitations/use': () =>
        json({ message: INVITATION_MESSAGES.notYours, code: 'FORBIDDEN' }, 403),
    });
    const onSwitchAccount = vi.fn();
    const onJoined = renderAccept({ signedIn: true, onSwitchAccount });
    fireEvent.click(await screen.findByTestId('accept-use'));
    expect((await screen.findByTestId('accept-error')).textContent).toBe(
      INVITATION_MESSAGES.notYours,
    );
    expect(onJoined).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in as new.teacher@demo.test' }));
    expect(onSwitchAccount).toHaveBeenCalledTimes(1);
  });

  it('sends to the login when the address has an account after all, or the person says so', async () => {
    stubFetch({
      'POST /v1/admin-invitations/check-email': () => json({ data: check() }),
      'POST /v1/admin-invitations/register': () =>
        json({ message: INVITATION_MESSAGES.accountExists, code: 'CONFLICT' }, 409),
    });
    renderAccept();
    expect(hrefOf(await screen.findByTestId('accept-have-account'))).toBe(signInPath);
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: 'Qamar-fajr-2026!' },
    });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Saleh' } });
    fireEvent.click(screen.getByTestId('accept-register'));
    expect((await screen.findByTestId('accept-error')).textContent).toBe(
      INVITATION_MESSAGES.accountExists,
    );
    expect(hrefOf(screen.getByRole('link', { name: 'Sign in instead' }))).toBe(signInPath);
  });

  it('reads right to left in Arabic, with the contract messages translated', async () => {
    await changeLanguage('ar');
    stubFetch({
      'POST /v1/admin-invitations/check-email': () => json({ data: check({ status: 'expired' }) }),
    });
    renderAccept();
    expect((await screen.findByTestId('accept-closed')).textContent).toBe(
      'انتهت صلاحية هذه الدعوة. اطلب دعوة جديدة.',
    );
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('دعوة');
  });

  it('sends an account holder to the login in Arabic too', async () => {
    await changeLanguage('ar');
    stubFetch({
      'POST /v1/admin-invitations/check-email': () => json({ data: check({ hasAccount: true }) }),
    });
    renderAccept();
    expect(hrefOf(await screen.findByRole('link', { name: 'تسجيل الدخول' }))).toBe(signInPath);
    expect(screen.getByText(/سجّل الدخول لقبول الدعوة، وستعود إلى هذه الصفحة/)).toBeTruthy();
    // The address in the facts and in the sentence, each kept left to right.
    expect(screen.getAllByText('new.teacher@demo.test', { selector: 'bdi' })).toHaveLength(2);
  });
});

describe('the /invitation route', () => {
  const address = `/invitation?adminInvitationId=${link.adminInvitationId}&token=${link.token}`;

  it.each([false, true])('opens signed in (%s) or not, outside the shell', async (signedIn) => {
    if (signedIn) localStorage.setItem(STORAGE_KEYS.accessToken, 'access-3');
    stubFetch({
      'POST /v1/admin-invitations/check-email': () => json({ data: check({ hasAccount: true }) }),
    });
    render(
      <MemoryRouter initialEntries={[address]}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('accept-facts')).textContent).toContain('Nour Academy');
    expect(screen.getByTestId(signedIn ? 'accept-use' : 'accept-signin')).toBeTruthy();
  });

  it('keeps the link through the login: signed out, sign in, back on the same token, accept', async () => {
    const { calls } = stubFetch({
      'POST /v1/admin-invitations/check-email': () => json({ data: check({ hasAccount: true }) }),
      'POST /v1/auth/admin/login': () => json({ data: { accessToken: 'access-5', user } }),
      'POST /v1/admin-invitations/use': () =>
        json({ data: [], message: INVITATION_MESSAGES.accepted }),
      'GET /v1/users/admin-groups': () => json({ data: [] }),
    });
    function Where() {
      const { pathname, search } = useLocation();
      return <output data-testid="location">{pathname + search}</output>;
    }
    render(
      <MemoryRouter initialEntries={[address]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>,
    );
    const location = () => screen.getByTestId('location').textContent;
    fireEvent.click(await screen.findByTestId('accept-signin'));
    await waitFor(() => expect(location()).toBe(`/login?next=${encodeURIComponent(address)}`));
    fireEvent.change(await screen.findByLabelText('E-mail', {}, { timeout: 5000 }), {
      target: { value: 'new.teacher@demo.test' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-pass-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe(address), { timeout: 5000 });
    fireEvent.click(await screen.findByTestId('accept-use', {}, { timeout: 5000 }));
    await waitFor(() => expect(location()).toBe('/home'), { timeout: 5000 });
    const use = calls.find((c) => c.path.endsWith('/use'));
    expect(use?.body).toEqual(link);
    expect(use?.headers.get('Authorization')).toBe('Bearer access-5');
  }, 20_000);
});
