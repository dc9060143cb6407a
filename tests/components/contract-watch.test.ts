import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserOrg } from '../../contract/users';
import { createTestActors, type TestActors } from './support/actors';
import { nourManager } from './support/orgs';

const withStanding = (org: UserOrg, standing: 'paused' | 'canceled' | 'inForce'): UserOrg => ({
  ...org,
  group: {
    ...org.group,
    contract: {
      ...org.group.contract,
      status: standing === 'inForce' ? 'active' : standing,
      standing,
    },
  },
});

/** The app's actors with a hand on the two signals the watch listens to. */
function watched(memberships: () => UserOrg[]) {
  let answer: ((standing: string) => void) | null = null;
  let focus: (() => void) | null = null;
  const loadMemberships = vi.fn(async () => memberships());
  const actors = createTestActors([], {
    loadMemberships,
    onContractStanding: (listener) => {
      answer = listener;
      return () => (answer = null);
    },
    onFocus: (listener) => {
      focus = listener;
      return () => (focus = null);
    },
  });
  return {
    actors,
    loadMemberships,
    answered: (standing: string) => answer?.(standing),
    focused: () => focus?.(),
  };
}

const standingOf = (actors: TestActors) =>
  actors.session.getSnapshot().context.activeOrg?.group.contract.standing;

let actors: TestActors | null = null;
afterEach(() => actors?.stop());

describe('the contract of an open console follows the service', () => {
  it('an answer naming another standing reads the memberships again: paused, canceled, back', async () => {
    let current = nourManager;
    const watch = watched(() => [current]);
    actors = watch.actors;
    await waitFor(() =>
      expect(actors!.session.getSnapshot().matches({ authenticated: 'ready' })).toBe(true),
    );
    expect(watch.loadMemberships).toHaveBeenCalledTimes(1);

    // The same standing: nothing to read.
    watch.answered('inForce');
    expect(watch.loadMemberships).toHaveBeenCalledTimes(1);

    current = withStanding(nourManager, 'paused');
    watch.answered('paused');
    await waitFor(() => expect(standingOf(actors!)).toBe('paused'));
    // Read-only: the write rights went with the pause.
    const rights = actors.session.getSnapshot().context.activeOrg?.role.permissions ?? [];
    expect(rights.some((p) => p.allowedOps.write)).toBe(false);

    current = withStanding(nourManager, 'canceled');
    watch.answered('canceled');
    await waitFor(() =>
      expect(
        actors!.session.getSnapshot().matches({ authenticated: { ready: 'accessPending' } }),
      ).toBe(true),
    );

    // Reactivated: coming back to the tab is enough, and the access dialog closes.
    current = nourManager;
    watch.focused();
    await waitFor(() =>
      expect(actors!.session.getSnapshot().matches({ authenticated: { ready: 'idle' } })).toBe(
        true,
      ),
    );
    expect(standingOf(actors)).toBe('inForce');
  });

  it('reads once at a time, however many answers arrive meanwhile', async () => {
    let release: (orgs: UserOrg[]) => void = () => {};
    let calls = 0;
    const watch = watched(() => [nourManager]);
    actors = watch.actors;
    await waitFor(() =>
      expect(actors!.session.getSnapshot().matches({ authenticated: 'ready' })).toBe(true),
    );
    watch.loadMemberships.mockImplementation(
      () =>
        new Promise<UserOrg[]>((resolve) => {
          calls += 1;
          release = resolve;
        }),
    );
    watch.answered('paused');
    watch.answered('paused');
    watch.focused();
    expect(calls).toBe(1);
    release([withStanding(nourManager, 'paused')]);
    await waitFor(() => expect(standingOf(actors!)).toBe('paused'));
  });
});
