import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { AppRoutes } from '../../src/app/router';
import { hadAdmin, inactive, nourManager } from './support/orgs';
import { json } from './support/render';

const user = { id: 'u1', email: 'admin@demo.test', firstName: 'Amal', lastName: 'Haddad' };

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
}

// The first signed-in screen compiles the shell's chunk in the test run, which takes a moment.
const SLOW = { timeout: 5000 };

const location = () => screen.getByTestId('location').textContent;

function signIn() {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

// The signed-in tests share the app's one set of actors: the same admin throughout.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/v1/users/admin-groups'))
        return json({ data: [hadAdmin, inactive(nourManager)] });
      if (path.endsWith('/v1/users/me')) return json({ data: user });
      return json({ message: 'Not found.', code: 'NOT_FOUND' }, 404);
    }),
  );
});

describe('signed out', () => {
  it('the root goes to the login', async () => {
    renderApp('/');
    expect(await screen.findByLabelText('E-mail', {}, SLOW)).toBeTruthy();
    expect(location()).toBe('/login');
  });

  it('a screen that needs a session goes to the login', async () => {
    renderApp('/reports');
    expect(await screen.findByLabelText('E-mail', {}, SLOW)).toBeTruthy();
    expect(location()).toBe('/login');
  });

  it('a class’s own screen (a path with an id) also goes to the login', async () => {
    renderApp('/classes/00000000-0000-4000-8000-0000000000c1');
    expect(await screen.findByLabelText('E-mail', {}, SLOW)).toBeTruthy();
    expect(location()).toBe('/login');
  });

  it('an unknown address shows the not-found page', async () => {
    renderApp('/no-such-page');
    expect((await screen.findByTestId('not-found')).textContent).toContain('Page not found');
    expect(location()).toBe('/no-such-page');
  });
});

describe('signed in', () => {
  beforeEach(signIn);

  it('the guest-only login sends the user to the dashboard', async () => {
    renderApp('/login');
    const home = await screen.findByTestId('home-page', {}, SLOW);
    expect(location()).toBe('/home');
    expect(await within(home).findByText('Welcome, Amal')).toBeTruthy();
    expect(within(home).getByTestId('active-org-name').textContent).toBe('HAD');
    expect(within(home).getByTestId('active-org-location').textContent).toBe('Riyadh');
  });

  it('/_app and the root lead to the dashboard', async () => {
    renderApp('/_app');
    expect(await screen.findByTestId('home-page', {}, SLOW)).toBeTruthy();
    expect(location()).toBe('/home');
  });

  it('the plans screen opens inside the layout, with its title', async () => {
    renderApp('/packages/packages');
    const page = await screen.findByTestId('packages-page', {}, SLOW);
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Pricing and plans');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
  });

  it('the stories screens open inside the layout, with their titles', async () => {
    renderApp('/stories/my-stories');
    const page = await screen.findByTestId('stories-mine-page', {}, SLOW);
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('My stories');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
  });

  it('the trash opens inside the layout, its sidebar entry marked', async () => {
    renderApp('/trash');
    const page = await screen.findByTestId('trash-page', {}, SLOW);
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Trash');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    const link = within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Trash' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('an unknown address shows the not-found page inside the layout', async () => {
    renderApp('/nowhere/at/all');
    expect(await screen.findByTestId('not-found', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
  });
});
