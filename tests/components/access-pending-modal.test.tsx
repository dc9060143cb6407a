import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PROVIDER_SITE_URL } from '../../contract/constants';
import { AccessPendingModal } from '../../src/app/layout/access-pending-modal';
import { createTestActors, type TestActors } from './support/actors';
import { hadAdmin, pendingMember } from './support/orgs';

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

describe('access pending modal', () => {
  it('opens for a DEFAULT member with the spec’s text and link, and closes', async () => {
    actors = createTestActors([pendingMember]);
    render(<AccessPendingModal session={actors.session} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      "Your signup is complete! Please wait for an invitation email to access our platform. We'll send it to you soon.",
    );
    const link = within(dialog).getByRole('link', { name: 'Learn More About Us' });
    expect(link.getAttribute('href')).toBe(PROVIDER_SITE_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect((dialog as HTMLElement).style.inlineSize).toBe('500px');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actors.session.getSnapshot().matches({ authenticated: { ready: 'idle' } })).toBe(true);
  });

  it('stays closed for a member of another organisation until asked to open', async () => {
    actors = createTestActors([hadAdmin]);
    render(<AccessPendingModal session={actors.session} />);
    await waitFor(() =>
      expect(actors?.session.getSnapshot().matches({ authenticated: 'ready' })).toBe(true),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    actors.session.send({ type: 'OPEN_ACCESS_PENDING' });
    expect((await screen.findByRole('dialog')).textContent).toContain('Access Pending');
  });
});
