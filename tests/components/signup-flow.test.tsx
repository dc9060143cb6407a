import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import { STORAGE_KEYS } from '../../contract/constants';
import { MESSAGES } from '../../contract/messages';
import { AppRoutes } from '../../src/app/router';
import { endFlow } from '../../src/features/auth/account-flows';
import { routeFetch } from './support/fetch-routes';
import { pendingMember } from './support/orgs';
import { json } from './support/render';

const SLOW = { timeout: 5000 };
const user = { id: 'u-new', email: 'new@demo.test', firstName: 'Nada', lastName: 'Saleh' };
const challenge = { token: 'temp-1', resendInSeconds: 42, attemptsLeft: 5, expiresInSeconds: 600 };

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}
const location = () => screen.getByTestId('location').textContent;

function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillSignup() {
  type('First name', 'Nada');
  type('Last name', 'Saleh');
  type('E-mail', ' new@demo.test ');
  type('Password', 'Long-pass-2026');
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

afterEach(() => endFlow());

describe('sign-up and verification', () => {
  it('is linked from the login', async () => {
    renderApp('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Create an account' }, SLOW));
    expect(await screen.findByRole('heading', { name: 'Create an account' }, SLOW)).toBeTruthy();
    expect(location()).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toBeTruthy();
  });

  it('shows the server message and its field errors on the fields', async () => {
    routeFetch({
      'POST /v1/auth/admin/signup': () =>
        json(
          {
            message: ACCOUNT_MESSAGES.emailTaken,
            code: 'CONFLICT',
            fieldErrors: {
              email: ACCOUNT_MESSAGES.emailTaken,
              password: 'Use at least 8 characters.',
            },
          },
          409,
        ),
    });
    renderApp('/signup');
    await screen.findByLabelText('First name', {}, SLOW);
    fillSignup();
    expect((await screen.findByTestId('signup-error')).textContent).toBe(
      ACCOUNT_MESSAGES.emailTaken,
    );
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('signup-email-error').textContent).toBe(ACCOUNT_MESSAGES.emailTaken);
    expect(screen.getByTestId('signup-password-error').textContent).toBe(
      'Use at least 8 characters.',
    );
    expect(location()).toBe('/signup');
    expect(localStorage.getItem(STORAGE_KEYS.tempToken)).toBeNull();
  });

  it('signs up, verifies (after a wrong code) and lands signed in on /home with Access Pending', async () => {
    let wrong = true;
    const { calls } = routeFetch({
      'POST /v1/auth/admin/signup': () =>
        json({ data: challenge, message: ACCOUNT_MESSAGES.codeSent }),
      'POST /v1/auth/admin/verify-token': () => {
        if (wrong) {
          wrong = false;
          return json({ message: MESSAGES.invalidCode, code: 'BAD_REQUEST', attemptsLeft: 4 }, 400);
        }
        return json({ data: { accessToken: 'access-new' } });
      },
      'GET /v1/users/me': () => json({ data: user }),
      'GET /v1/users/admin-groups': () => json({ data: [pendingMember] }),
    });
    renderApp('/signup');
    await screen.findByLabelText('First name', {}, SLOW);
    fillSignup();

    const code = await screen.findByLabelText('Verification code', {}, SLOW);
    expect(location()).toBe('/verify');
    expect(calls[0]?.body).toEqual({
      email: 'new@demo.test',
      password: 'Long-pass-2026',
      firstName: 'Nada',
      lastName: 'Saleh',
      language: 'en',
    });
    expect(localStorage.getItem(STORAGE_KEYS.tempToken)).toBe('temp-1');
    expect(screen.getByTestId('verify-countdown').textContent).toBe('Resend code in 0:42');
    expect(
      (screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('verify-error')).textContent).toBe(MESSAGES.invalidCode);
    expect(screen.getByTestId('verify-attempts').textContent).toBe('Attempts left: 4');

    fireEvent.change(code, { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/home'), SLOW);
    expect(calls.filter((c) => c.path.endsWith('verify-token')).map((c) => c.body)).toEqual([
      { tempToken: 'temp-1', code: '111111' },
      { tempToken: 'temp-1', code: '222222' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-new');
    expect(localStorage.getItem(STORAGE_KEYS.tempToken)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toEqual(user);
    expect(await screen.findByTestId('access-pending-modal', {}, SLOW)).toBeTruthy();
  });

  it('the verify screen without a flow goes to the login', async () => {
    renderApp('/verify');
    await waitFor(() => expect(location()).toBe('/login'), SLOW);
  });
});

describe('guest screens in Arabic', () => {
  it('labels the sign-up fields in Arabic, right to left', async () => {
    const { changeLanguage } = await import('../../src/i18n/i18n');
    await changeLanguage('ar');
    renderApp('/signup');
    expect(await screen.findByLabelText('الاسم الأول', {}, SLOW)).toBeTruthy();
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إنشاء الحساب' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
