import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { withNext } from '../../src/api/login-path';
import { safeNextPath } from '../../src/app/next-path';
import { AppRoutes } from '../../src/app/router';
import { routeFetch } from './support/fetch-routes';
import { nourManager } from './support/orgs';
import { json } from './support/render';

const ORIGIN = 'https://console.example';
const invitation = '/invitation?adminInvitationId=00000000-0000-4000-8000-0000000000e1&token=abc';

describe('safeNextPath: where a sign-in may lead', () => {
  it('keeps a path of the console with its query and hash', () => {
    expect(safeNextPath(invitation, ORIGIN)).toBe(invitation);
    expect(safeNextPath('/classes?page=2#top', ORIGIN)).toBe('/classes?page=2#top');
    expect(safeNextPath('/classes/00000000-0000-4000-8000-0000000000c1', ORIGIN)).toBe(
      '/classes/00000000-0000-4000-8000-0000000000c1',
    );
  });

  it.each([
    ['an absolute URL', 'https://evil.example/invitation'],
    ['an absolute URL of the same host', `${ORIGIN}/home`],
    ['a protocol-relative URL', '//evil.example/home'],
    ['a backslash host', '/\\evil.example/home'],
    ['a tab hiding a second slash', '/\t/evil.example/home'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'home'],
    ['an unknown path', '/no-such-page'],
    ['a guest screen (a loop)', '/login?next=/home'],
    ['the sign-up', '/signup'],
    ['nothing', ''],
  ])('refuses %s', (_, value) => {
    expect(safeNextPath(value, ORIGIN)).toBeNull();
  });

  it('is carried as one encoded parameter', () => {
    expect(withNext('/login', invitation)).toBe(`/login?next=${encodeURIComponent(invitation)}`);
    expect(withNext('/login', null)).toBe('/login');
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}
const location = () => screen.getByTestId('location').textContent;
const renderApp = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
const SLOW = { timeout: 5000 };

describe('the guards and next', () => {
  it('a signed-out visit to a screen goes to the login, remembering the screen', async () => {
    renderApp('/classes?page=2');
    await screen.findByLabelText('E-mail', {}, SLOW);
    expect(location()).toBe(`/login?next=${encodeURIComponent('/classes?page=2')}`);
  });

  it('a signed-in visit to the login with a next of ours goes there, with an absolute one home', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    renderApp(withNext('/login', invitation));
    await waitFor(() => expect(location()).toBe(invitation), SLOW);
  });

  it('a signed-in visit to the login with an absolute next goes to the dashboard, not away', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    renderApp(withNext('/login', 'https://evil.example/home'));
    await waitFor(() => expect(location()).toBe('/home'), SLOW);
  });
});

describe('signing in from a login that carries next', () => {
  const user = { id: 'u1', email: 'manager@demo.test', firstName: 'Mona', lastName: 'Aziz' };

  it.each([
    ['lands on the invitation link it came from', invitation, invitation],
    ['lands on the dashboard when next is an absolute URL', 'https://evil.example/x', '/home'],
  ])('%s', async (_, next, landing) => {
    routeFetch({
      'POST /v1/auth/admin/login': () => json({ data: { accessToken: 'access-1', user } }),
      'GET /v1/users/admin-groups': () => json({ data: [nourManager] }),
    });
    renderApp(withNext('/login', next));
    fireEvent.change(await screen.findByLabelText('E-mail', {}, SLOW), {
      target: { value: user.email },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-pass-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe(landing), SLOW);
  });
});
