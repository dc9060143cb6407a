import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import { STORAGE_KEYS } from '../../contract/constants';
import { AppRoutes } from '../../src/app/router';
import { changeLanguage } from '../../src/i18n/i18n';
import { routeFetch } from './support/fetch-routes';
import { pendingMember } from './support/orgs';
import { json } from './support/render';

const SLOW = { timeout: 5000 };
const user = { id: 'u-new', email: 'new@demo.test', firstName: 'Nada', lastName: 'Saleh' };
const challenge = {
  tempToken: 'temp-9',
  resendInSeconds: 60,
  attemptsLeft: 5,
  expiresInSeconds: 600,
};
const unverified = () =>
  json({ message: ACCOUNT_MESSAGES.emailNotVerified, code: 'EMAIL_NOT_VERIFIED' }, 403);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
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
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(() => changeLanguage('en'));

describe('signing in with an unverified e-mail', () => {
  it('says so, sends a new code, keeps what was typed on the way back, then verifies and signs in', async () => {
    const { calls } = routeFetch({
      'POST /v1/auth/admin/login': unverified,
      'POST /v1/auth/admin/request-verification': () =>
        json({ data: challenge, message: ACCOUNT_MESSAGES.codeSent }),
      'POST /v1/auth/admin/verify-token': () => json({ data: { accessToken: 'access-9' } }),
      'GET /v1/users/me': () => json({ data: user }),
      'GET /v1/users/admin-groups': () => json({ data: [pendingMember] }),
    });
    renderApp('/login');
    await screen.findByLabelText('E-mail', {}, SLOW);
    type('E-mail', ' new@demo.test ');
    type('Password', 'Long-pass-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByTestId('login-error')).textContent).toBe(
      ACCOUNT_MESSAGES.emailNotVerified,
    );
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new code' }));

    const code = await screen.findByLabelText('Verification code', {}, SLOW);
    expect(screen.getByText('new@demo.test').tagName).toBe('BDI');
    expect(await screen.findByText('We sent a new code to your e-mail.')).toBeTruthy();
    // The countdown starts at the minute's cooldown; a busy machine may take a second or more
    // to get here, so it reads 1:00 or just under (never a wall-clock equality).
    expect(screen.getByTestId('verify-countdown').textContent).toMatch(
      /^Resend code in (1:00|0:5\d)$/,
    );
    expect(localStorage.getItem(STORAGE_KEYS.tempToken)).toBe('temp-9');
    const asked = calls.filter((c) => c.path.endsWith('request-verification'));
    expect(asked.map((c) => c.body)).toEqual([{ email: 'new@demo.test', language: 'en' }]);

    // Back to the form: what was typed is still there, and a code can be asked for again.
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(valueOf('E-mail')).toBe('new@demo.test');
    expect(valueOf('Password')).toBe('Long-pass-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new code' }));
    fireEvent.change(await screen.findByLabelText('Verification code', {}, SLOW), {
      target: { value: '123456' },
    });
    expect(code).not.toBe(screen.getByLabelText('Verification code'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(location()).toBe('/home'), SLOW);
    expect(calls.filter((c) => c.path.endsWith('verify-token')).map((c) => c.body)).toEqual([
      { tempToken: 'temp-9', code: '123456' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-9');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toEqual(user);
    expect(await screen.findByText('Your e-mail is confirmed. Welcome!', {}, SLOW)).toBeTruthy();
    // The first signed-in screen compiles the shell's chunk in the test run.
  }, 20_000);

  it('shows a refused request (throttled) with a way to try again, and offers nothing for other refusals', async () => {
    let throttled = true;
    routeFetch({
      'POST /v1/auth/admin/login': unverified,
      'POST /v1/auth/admin/request-verification': () => {
        if (!throttled) return json({ data: challenge, message: ACCOUNT_MESSAGES.codeSent });
        throttled = false;
        return json({ message: ACCOUNT_MESSAGES.tooManyRequests, code: 'TOO_MANY_REQUESTS' }, 429);
      },
    });
    renderApp('/login');
    await screen.findByLabelText('E-mail', {}, SLOW);
    type('E-mail', 'new@demo.test');
    type('Password', 'Long-pass-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send me a new code' }));
    expect((await screen.findByTestId('verify-request-error', {}, SLOW)).textContent).toBe(
      ACCOUNT_MESSAGES.tooManyRequests,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Verification code', {}, SLOW)).toBeTruthy();
  });

  it('offers no code for a wrong password', async () => {
    routeFetch({
      'POST /v1/auth/admin/login': () =>
        json({ message: 'Invalid e-mail or password.', code: 'UNAUTHORIZED' }, 401),
    });
    renderApp('/login');
    await screen.findByLabelText('E-mail', {}, SLOW);
    type('E-mail', 'new@demo.test');
    type('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByTestId('login-error');
    expect(screen.queryByTestId('login-send-code')).toBeNull();
  });

  it('reads in Arabic, right to left, with the service message translated', async () => {
    await changeLanguage('ar');
    const { calls } = routeFetch({
      'POST /v1/auth/admin/login': unverified,
      'POST /v1/auth/admin/request-verification': () =>
        json({ data: challenge, message: ACCOUNT_MESSAGES.codeSent }),
    });
    renderApp('/login');
    await screen.findByLabelText('البريد الإلكتروني', {}, SLOW);
    type('البريد الإلكتروني', 'new@demo.test');
    type('كلمة المرور', 'Long-pass-2026');
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'أكّد بريدك الإلكتروني قبل تسجيل الدخول: يمكننا أن نرسل إليك رمزًا جديدًا.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'أرسل لي رمزًا جديدًا' }));
    expect(await screen.findByLabelText('رمز التحقق', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'العودة إلى تسجيل الدخول' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    const asked = calls.find((c) => c.path.endsWith('request-verification'));
    expect(asked?.body).toEqual({ email: 'new@demo.test', language: 'ar' });
  });
});
