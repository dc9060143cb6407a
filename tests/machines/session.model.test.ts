import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { DEFAULT_ORG_NAME } from '../../contract/constants';
import type { UserOrg } from '../../contract/users';
import {
  LOAD_FAILED as ERROR,
  LOADED as DONE,
  LOADER_TIMEOUT as TIMEOUT,
  sessionModel,
  type SessionSample as SampleEvent,
} from '../../machines/models/session.model';
import { permissionsUnder } from '../../machines/contract.machine';
import { sessionMachine } from '../../machines/session.machine';
import type { SessionContext } from '../../machines/session.machine';
import { isTransient, leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

const { samples } = sessionModel;

/** A sign-up in DEFAULT, or a member whose organisation's contract was canceled or ended. */
const readyFor = (org: UserOrg | null | undefined) =>
  org?.group.name === DEFAULT_ORG_NAME ||
  org?.group.contract.standing === 'canceled' ||
  org?.group.contract.standing === 'ended'
    ? 'authenticated.ready.accessPending'
    : 'authenticated.ready.idle';

/** SPEC section 4, written apart from the machine: where one step must lead. */
function expectedLeaf(from: AnyMachineSnapshot, event: SampleEvent): string {
  const here = leaf(from.value);
  const { activeOrg } = from.context as SessionContext;
  switch (event.type) {
    case 'LOGOUT':
    case 'UNAUTHORIZED':
      return 'unauthenticated';
    case 'LOGGED_IN':
    case 'RELOAD_MEMBERSHIPS':
      return 'authenticated.loading.fetching';
    case TIMEOUT:
    case ERROR:
      return readyFor(activeOrg);
    case DONE: {
      const found = event.output.find((org) => org.isActive);
      return found ? readyFor(found) : 'authenticated.loading.waiting';
    }
    case 'ORGS_CHANGED': {
      const found = event.orgs.find((org) => org.isActive);
      return here.startsWith('authenticated.loading') && found ? readyFor(found) : here;
    }
    case 'CONTRACT_CHANGED':
      // Once ready, decided again from the new standing; elsewhere it is not listened to.
      return here.startsWith('authenticated.ready')
        ? readyFor(event.orgs.find((org) => org.isActive))
        : here;
    case 'OPEN_ACCESS_PENDING':
      return 'authenticated.ready.accessPending';
    case 'CLOSE_ACCESS_PENDING':
      return 'authenticated.ready.idle';
  }
}

const walks = sessionModel.inputs.map((input) => ({
  hasToken: input.hasToken,
  ...walk(sessionModel.machine, input, samples),
}));

describe.each(walks)('session machine graph (hasToken: $hasToken)', (w) => {
  it('starts through checking, where the token says', () => {
    expect(w.initial.map((s) => leaf(s.value))).toEqual([
      'checking',
      w.hasToken ? 'authenticated.loading.fetching' : 'unauthenticated',
    ]);
    expect(w.initial.every((s) => s.hasTag('systemLoader'))).toBe(w.hasToken);
  });

  it('has the loader on exactly while loading (checking is never at rest)', () => {
    expect(w.snapshots.length).toBeGreaterThan(5);
    for (const snapshot of w.snapshots) {
      const loading = leaf(snapshot.value).startsWith('authenticated.loading');
      expect(snapshot.hasTag('systemLoader'), leaf(snapshot.value)).toBe(loading);
    }
    expect(new Set(w.snapshots.map((s) => leaf(s.value)))).toEqual(
      new Set([
        'unauthenticated',
        'authenticated.loading.fetching',
        'authenticated.loading.waiting',
        'authenticated.ready.idle',
        'authenticated.ready.accessPending',
      ]),
    );
  });

  it('follows the spec on every transition', () => {
    expect(w.steps.length).toBeGreaterThan(50);
    for (const { state, event, nextState } of w.steps) {
      const where = `${leaf(state.value)} + ${event.type}`;
      expect(leaf(nextState.value), where).toBe(expectedLeaf(state, event as SampleEvent));
    }
  });

  it('keeps the context consistent on every transition', () => {
    for (const { event, nextState } of w.steps) {
      const sample = event as SampleEvent;
      const { orgs, activeOrg, error, initialAccount } = nextState.context as SessionContext;
      expect(activeOrg).toBe(orgs.find((org) => org.isActive) ?? null);
      expect(initialAccount).toBe(activeOrg?.group.name === DEFAULT_ORG_NAME);
      if (sample.type === 'LOGOUT' || sample.type === 'UNAUTHORIZED') {
        expect(nextState.context).toEqual({
          orgs: [],
          activeOrg: null,
          initialAccount: false,
          error: null,
        });
      }
      if (sample.type === ERROR) expect(error).toBe('Network down');
      if (sample.type === DONE) {
        // Stored with the rights the contract leaves: read-only while paused, none once closed.
        expect(orgs.map((org) => org.group)).toEqual(sample.output.map((org) => org.group));
        orgs.forEach((org, i) => {
          const loaded = sample.output[i]!.role.permissions;
          expect(org.role.permissions).toEqual(
            permissionsUnder(org.group.contract.standing, loaded),
          );
        });
      }
      if (sample.type === 'RELOAD_MEMBERSHIPS') expect(error).toBeNull();
    }
  });
});

describe('session machine coverage', () => {
  it('enters every state node; the two never at rest are transient', () => {
    const reached = reachedIds(sessionMachine, walks);
    expect(nodeIds(sessionMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(nodeIds(sessionMachine)).toHaveLength(10);
    const transient = ['session.checking', 'session.authenticated.ready.deciding'];
    expect(transient.every((id) => isTransient(sessionMachine, id))).toBe(true);
  });

  it('takes every transition of the statechart', () => {
    expect(untakenEdges(sessionMachine, walks)).toEqual([]);
  });
});
