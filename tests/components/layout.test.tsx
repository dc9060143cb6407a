import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { token } from '../../styled-system/tokens';
import { Layout } from '../../src/app/layout/layout';
import { WIDE_SCREEN } from '../../src/app/layout/phone-menu';
import { createTestActors, type TestActors } from './support/actors';
import { hadAdmin, inactive, nourManager, pendingMember } from './support/orgs';
import { renderWithApp } from './support/render';

/** The test window's controls (happy-dom's). */
interface DetachedWindow {
  setViewport(viewport: { width: number; height: number }): void;
}

let actors: TestActors | null = null;

afterEach(() => {
  actors?.stop();
  happyDOM().setViewport({ width: 1024, height: 768 });
});

function renderLayout(testActors: TestActors, path = '/home') {
  actors = testActors;
  return renderWithApp(
    <Routes>
      <Route element={<Layout />}>
        <Route path="/home" element={<p>dashboard content</p>} />
        <Route path="/stories/*" element={<p>stories content</p>} />
      </Route>
    </Routes>,
    { actors: testActors, path },
  );
}

const happyDOM = () => (window as unknown as { happyDOM: DetachedWindow }).happyDOM;

/** The layout at a phone's width (a wider window closes the drawer), with its menu button. */
async function renderOnPhone() {
  happyDOM().setViewport({ width: 390, height: 844 });
  renderLayout(createTestActors([hadAdmin]));
  expect(await screen.findByText('dashboard content')).toBeTruthy();
  return screen.getByRole('button', { name: 'Menu' });
}

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('layout', () => {
  it('shows a spinner while the system loader is on', () => {
    const { container } = renderLayout(createTestActors('pending'));
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(container.textContent).not.toContain('dashboard content');
  });

  it('renders nothing when the user is not authenticated', () => {
    const { container } = renderLayout(createTestActors([], { hasToken: () => false }));
    expect(container.innerHTML).toBe('');
  });

  it('shows the sidebar and the content once the active organisation is known', async () => {
    renderLayout(createTestActors([hadAdmin, inactive(nourManager)]));
    expect(await screen.findByText('dashboard content')).toBeTruthy();
    expect(sidebarLinks()).toContain('/stories/my-stories');
    expect(sidebarLinks()).not.toContain('/classes');
  });

  it('opens the sidebar as a drawer from the menu button (a phone); Escape closes it, focus returns', async () => {
    const menu = await renderOnPhone();
    expect([menu.getAttribute('aria-haspopup'), menu.getAttribute('aria-expanded')]).toEqual([
      'dialog',
      'false',
    ]);
    fireEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Arabic Teaching Console' });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('link', { name: 'Stories' })).toBeTruthy();
    // Focus moves into the drawer, then Escape closes it and gives focus back to the button.
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menu));
  });

  it('closes the drawer when a screen is chosen, or when the window widens', async () => {
    const menu = await renderOnPhone();
    fireEvent.click(menu);
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('link', { name: 'Stories' }));
    expect(await screen.findByText('stories content')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(menu);
    await screen.findByRole('dialog');
    happyDOM().setViewport({ width: 1024, height: 768 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the content without a sidebar for an initial account', async () => {
    renderLayout(createTestActors([pendingMember]));
    expect(await screen.findByText('dashboard content')).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows sub-items only for the active entry, and marks it', async () => {
    renderLayout(createTestActors([hadAdmin]), '/stories/stories-management');
    expect(await screen.findByText('stories content')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(current).toEqual(['Stories', 'Stories management']);
    expect(within(nav).getByRole('link', { name: 'My stories' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Guests' })).toBeNull();
  });

  it('stops showing the screen when the session ends', async () => {
    const testActors = createTestActors([hadAdmin]);
    const { container } = renderLayout(testActors);
    await screen.findByText('dashboard content');
    testActors.session.send({ type: 'LOGOUT' });
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(testActors.impl.clearStorage).toHaveBeenCalled();
  });
});

describe('the phone menu', () => {
  it("gives way to the sidebar at Panda's md breakpoint, written out to keep the token table out", () => {
    expect(WIDE_SCREEN).toBe(`(min-width: ${token('breakpoints.md')})`);
  });
});
