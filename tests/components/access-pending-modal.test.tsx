import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccessPendingModal } from '../../src/app/layout/access-pending-modal';
import type { SessionActor } from '../../src/app/actors/app-actors';
import { createTestActors, type TestActors } from './support/actors';
import { serveEnvironment, TEST_ABOUT_URL } from './support/environment';
import { hadAdmin, pendingMember } from './support/orgs';
import { renderWithQueries } from './support/render';

const ABOUT = TEST_ABOUT_URL;

const renderModal = (session: SessionActor) =>
  renderWithQueries(<AccessPendingModal session={session} />);

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

describe('access pending modal', () => {
  it('opens for a DEFAULT member with the spec’s text and link, and closes', async () => {
    serveEnvironment(ABOUT);
    actors = createTestActors([pendingMember]);
    renderModal(actors.session);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      "Your signup is complete! Please wait for an invitation email to access our platform. We'll send it to you soon.",
    );
    const link = await within(dialog).findByRole('link', { name: 'Learn More About Us' });
    expect(link.getAttribute('href')).toBe(ABOUT);
    expect(link.getAttribute('target')).toBe('_blank');
    expect((dialog as HTMLElement).style.inlineSize).toBe('500px');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actors.session.getSnapshot().matches({ authenticated: { ready: 'idle' } })).toBe(true);
  });

  it('shows no link when the deployment names no site (ABOUT_URL unset)', async () => {
    const { calls } = serveEnvironment(null);
    actors = createTestActors([pendingMember]);
    renderModal(actors.session);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(calls.length).toBe(1));
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('stays closed for a member of another organisation until asked to open (to join)', async () => {
    serveEnvironment(ABOUT);
    actors = createTestActors([hadAdmin]);
    renderModal(actors.session);
    await waitFor(() =>
      expect(actors?.session.getSnapshot().matches({ authenticated: 'ready' })).toBe(true),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    actors.session.send({ type: 'OPEN_ACCESS_PENDING' });
    // Opened by the organisation menu's join item: the join form, not the waiting notice.
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Join another organization');
    expect(dialog.textContent).not.toContain('Access Pending');
    expect(within(dialog).getByLabelText('Join code')).toBeTruthy();
  });
});
