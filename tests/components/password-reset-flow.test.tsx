import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import { STORAGE_KEYS } from '../../contract/constants';
import { MESSAGES } from '../../contract/messages';
import { verifyCodeMachine } from '../../machines/verify-code.machine';
import { AppRoutes } from '../../src/app/router';
import { endFlow } from '../../src/features/auth/account-flows';
import { formatCountdown, VerifyCodeForm } from '../../src/features/auth/verify-code-form';
import en from '../../src/i18n/en.json';
import { routeFetch } from './support/fetch-routes';
import { json } from './support/render';

const SLOW = { timeout: 5000 };

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

afterEach(() => endFlow());

describe('forgot and reset password', () => {
  it('is linked from the login and back', async () => {
    renderApp('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }, SLOW));
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?' }, SLOW),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign in' }, SLOW)).toBeTruthy();
  });

  it('requests a code, fails twice, verifies, sets the new password and returns to the login', async () => {
    let tries = 0;
    const { calls } = routeFetch({
      'POST /v1/auth/admin/request-reset-password': () =>
        json({
          data: {
            tempToken: 'temp-r',
            resendInSeconds: 60,
            attemptsLeft: 5,
            expiresInSeconds: 600,
          },
        }),
      'POST /v1/auth/admin/verify-token': () => {
        tries += 1;
        if (tries <= 2) {
          return json(
            { message: MESSAGES.invalidCode, code: 'BAD_REQUEST', attemptsLeft: 5 - tries },
            400,
          );
        }
        return json({ data: { accessToken: 'access-r' } });
      },
      'POST /v1/auth/admin/reset-password': () =>
        json({ data: null, message: ACCOUNT_MESSAGES.passwordReset }),
    });
    renderApp('/forgot-password');
    await screen.findByLabelText('E-mail', {}, SLOW);
    type('E-mail', ' admin@demo.test ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const code = await screen.findByLabelText('Verification code', {}, SLOW);
    expect(location()).toBe('/verify');
    expect(localStorage.getItem(STORAGE_KEYS.tempToken)).toBe('temp-r');
    expect(screen.getByTestId('verify-countdown').textContent).toBe('Resend code in 1:00');
    for (const [wrong, left] of [
      ['111111', 'Attempts left: 4'],
      ['222222', 'Attempts left: 3'],
    ] as const) {
      fireEvent.change(code, { target: { value: wrong } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(screen.getByTestId('verify-attempts').textContent).toBe(left));
      expect(screen.getByTestId('verify-error').textContent).toBe(MESSAGES.invalidCode);
    }
    fireEvent.change(code, { target: { value: '333333' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await screen.findByLabelText('New password', {}, SLOW);
    expect(location()).toBe('/reset-password');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-r');
    type('New password', 'New-pass-2026');
    type('Confirm new password', 'Other-pass-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect((await screen.findByTestId('reset-confirm-error')).textContent).toBe(
      'The two passwords do not match.',
    );
    expect(calls.some((c) => c.path.endsWith('/admin/reset-password'))).toBe(false);

    type('Confirm new password', 'New-pass-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(location()).toBe('/login'), SLOW);
    const reset = calls.find((c) => c.path.endsWith('/v1/auth/admin/reset-password'));
    expect(reset?.body).toEqual({ password: 'New-pass-2026' });
    expect(reset?.authorization).toBe('Bearer access-r');
    expect(calls[0]?.body).toEqual({ email: 'admin@demo.test', language: 'en' });
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordReset, {}, SLOW)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('shows the request failure as the visible error', async () => {
    routeFetch({
      'POST /v1/auth/admin/request-reset-password': () =>
        json({ message: ACCOUNT_MESSAGES.tooManyRequests, code: 'TOO_MANY_REQUESTS' }, 429),
    });
    renderApp('/forgot-password');
    await screen.findByLabelText('E-mail', {}, SLOW);
    type('E-mail', 'admin@demo.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByTestId('forgot-error')).textContent).toBe(
      ACCOUNT_MESSAGES.tooManyRequests,
    );
    expect(location()).toBe('/forgot-password');
  });

  it('the reset screen without a verified flow goes to forgot password', async () => {
    renderApp('/reset-password');
    await waitFor(() => expect(location()).toBe('/forgot-password'), SLOW);
  });

  it('the success notice is the contract’s text', () => {
    expect(en.reset.passwordReset).toBe(ACCOUNT_MESSAGES.passwordReset);
  });
});

describe('verify code form', () => {
  it('formats the countdown as m:ss', () => {
    expect(formatCountdown(42)).toBe('0:42');
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('ticks each second and enables resend at 0; a dead code disables verify', async () => {
    const actor = createActor(verifyCodeMachine, {
      input: { tempToken: 't', resendInSeconds: 1, attemptsLeft: 0 },
    }).start();
    render(<VerifyCodeForm actor={actor} />);
    expect(screen.getByTestId('verify-countdown').textContent).toBe('Resend code in 0:01');
    expect(screen.getByTestId('verify-attempts').textContent).toBe(
      'No attempts left. Ask for a new code.',
    );
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const resend = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    await waitFor(() => expect(resend.disabled).toBe(false), { timeout: 2500 });
    expect(screen.getByTestId('verify-countdown').textContent).toBe('');
    await act(async () => actor.stop());
  });

  it('rejects a short code with a translated message, without a call', () => {
    const actor = createActor(verifyCodeMachine, {
      input: { tempToken: 't', resendInSeconds: 0, attemptsLeft: null },
    }).start();
    render(<VerifyCodeForm actor={actor} />);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '12a3' } });
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('123');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByTestId('verify-error').textContent).toBe('Enter the 6-digit code.');
    actor.stop();
  });
});
