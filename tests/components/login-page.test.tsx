import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { LoginPage } from '../../src/features/auth/login-page';
import { json } from './support/render';

const user = { id: 'u1', email: 'admin@demo.test', firstName: 'Amal', lastName: 'Haddad' };

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/login');
});

describe('login page', () => {
  it('labels its fields and focuses the e-mail', () => {
    render(<LoginPage onLoggedIn={vi.fn()} />);
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(document.activeElement).toBe(email);
    // It speaks to everyone who signs in here, not only administrators.
    expect(screen.getByText(/managers, teachers and staff of every organization/)).toBeTruthy();
  });

  it('submits the credentials, stores the session and reports the user', async () => {
    const bodies: unknown[] = [];
    const fetchMock = vi.fn(async (request: Request) => {
      bodies.push(JSON.parse(await request.text()));
      return json({ data: { accessToken: 'jwt-1', user } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onLoggedIn = vi.fn();
    render(<LoginPage onLoggedIn={onLoggedIn} />);
    fillAndSubmit(' admin@demo.test ', 'Demo-pass-2026');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(user));
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/users/v1/auth/admin/login');
    expect(bodies).toEqual([{ email: 'admin@demo.test', password: 'Demo-pass-2026' }]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('jwt-1');
    expect(localStorage.getItem(STORAGE_KEYS.authenticated)).toBe('true');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toEqual(user);
  });

  it('shows the server’s message when the credentials are wrong', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ message: 'Invalid e-mail or password.', code: 'UNAUTHORIZED' }, 401),
      ),
    );
    const onLoggedIn = vi.fn();
    render(<LoginPage onLoggedIn={onLoggedIn} />);
    fillAndSubmit('admin@demo.test', 'wrong');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid e-mail or password.');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('is disabled while submitting and submits once', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      (_request: Request) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onLoggedIn = vi.fn();
    render(<LoginPage onLoggedIn={onLoggedIn} />);
    fillAndSubmit('admin@demo.test', 'Demo-pass-2026');

    const button = await screen.findByRole('button', { name: 'Signing in…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).disabled).toBe(true);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    await act(async () => answer(json({ data: { accessToken: 'jwt-2', user } })));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a network failure in words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<LoginPage onLoggedIn={vi.fn()} />);
    fillAndSubmit('admin@demo.test', 'Demo-pass-2026');
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be reached/);
  });
});
