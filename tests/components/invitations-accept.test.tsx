import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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

function renderAccept({ signedIn = false, withLink = true } = {}) {
  const onJoined = vi.fn();
  render(
    <>
      <AcceptInvitationPage link={withLink ? link : null} signedIn={signedIn} onJoined={onJoined} />
      <AppToaster />
    </>,
  );
  return onJoined;
}

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

  it('asks an existing account to sign in, then accepts with use', async () => {
    const { calls } = stubFetch({
      'POST /v1/admin-invitations/check-email': () => json({ data: check({ hasAccount: true }) }),
      'POST /v1/auth/admin/login': () => json({ data: { accessToken: 'access-2', user } }),
      'POST /v1/admin-invitations/use': () =>
        json({ data: [], message: INVITATION_MESSAGES.accepted }),
    });
    const onJoined = renderAccept();
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).toBe('new.teacher@demo.test');
    expect(email.readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-pass-2026' } });
    fireEvent.click(screen.getByTestId('accept-signin'));
    fireEvent.click(await screen.findByTestId('accept-use'));
    await waitFor(() => expect(onJoined).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => c.path.split('/v1/')[1])).toEqual([
      'admin-invitations/check-email',
      'auth/admin/login',
      'admin-invitations/use',
    ]);
    expect(calls[2]!.headers.get('Authorization')).toBe('Bearer access-2');
    expect(calls[2]!.body).toEqual(link);
    expect(await screen.findByText(INVITATION_MESSAGES.accepted)).toBeTruthy();
  });

  it('shows the refusal when someone else is signed in, and lets the invited address sign in', async () => {
    let mine = false;
    stubFetch({
      'POST /v1/admin-invitations/check-email': () => json({ data: check({ hasAccount: true }) }),
      'POST /v1/auth/admin/login': () => {
        mine = true;
        return json({ data: { accessToken: 'access-4', user } });
      },
      'POST /v1/admin-invitations/use': () =>
        mine
          ? json({ data: [], message: INVITATION_MESSAGES.accepted })
          : json({ message: INVITATION_MESSAGES.notYours, code: 'FORBIDDEN' }, 403),
    });
    const onJoined = renderAccept({ signedIn: true });
    fireEvent.click(await screen.findByTestId('accept-use'));
    expect((await screen.findByTestId('accept-error')).textContent).toBe(
      INVITATION_MESSAGES.notYours,
    );
    expect(onJoined).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in as new.teacher@demo.test' }));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-pass-2026' } });
    fireEvent.click(screen.getByTestId('accept-signin'));
    fireEvent.click(await screen.findByTestId('accept-use'));
    await waitFor(() => expect(onJoined).toHaveBeenCalledTimes(1));
  });

  it('turns to signing in when the address has an account after all', async () => {
    stubFetch({
      'POST /v1/admin-invitations/check-email': () => json({ data: check() }),
      'POST /v1/admin-invitations/register': () =>
        json({ message: INVITATION_MESSAGES.accountExists, code: 'CONFLICT' }, 409),
    });
    renderAccept();
    fireEvent.change(await screen.findByLabelText('Password'), {
      target: { value: 'Qamar-fajr-2026!' },
    });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Saleh' } });
    fireEvent.click(screen.getByTestId('accept-register'));
    expect((await screen.findByTestId('accept-error')).textContent).toBe(
      INVITATION_MESSAGES.accountExists,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(screen.getByTestId('accept-signin')).toBeTruthy();
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
});
