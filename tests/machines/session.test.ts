import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { LOADER_TIMEOUT_MS } from '../../contract/constants';
import type { UserOrg } from '../../contract/users';
import {
  canceledSchool,
  inactiveSchool,
  pausedSchool,
  pending,
  school,
} from '../../machines/models/session.model';
import { sessionMachine } from '../../machines/session.machine';
import { deferred, settle } from './support/actors';

function start(load: () => Promise<UserOrg[]>, hasToken = true) {
  const clock = new SimulatedClock();
  const clearStorage = vi.fn();
  const machine = sessionMachine.provide({
    actors: { loadMemberships: fromPromise(load) },
    actions: { clearStorage },
  });
  const actor = createActor(machine, { input: { hasToken }, clock }).start();
  return { actor, clock, clearStorage };
}

/** A membership as the session holds it: the role's own grants kept beside what the contract leaves. */
const held = (org: UserOrg) => ({ ...org, granted: org.role.permissions });

describe('session machine with real actors', () => {
  it('turns the loader off at exactly 2000 ms when no active organisation appears', async () => {
    const { actor, clock } = start(async () => [inactiveSchool]);
    await settle();
    expect(actor.getSnapshot().matches({ authenticated: { loading: 'waiting' } })).toBe(true);
    clock.increment(LOADER_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().hasTag('systemLoader')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('systemLoader')).toBe(false);
    expect(actor.getSnapshot().matches({ authenticated: { ready: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.orgs).toEqual([held(inactiveSchool)]);
  });

  it('turns the loader off at 2000 ms even while the memberships call hangs', () => {
    const call = deferred<UserOrg[]>();
    const { actor, clock } = start(() => call.promise);
    clock.increment(LOADER_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().matches({ authenticated: { loading: 'fetching' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('systemLoader')).toBe(false);
  });

  it('turns the loader off as soon as an active organisation is found, and stays off', async () => {
    const { actor, clock } = start(async () => [inactiveSchool, school]);
    expect(actor.getSnapshot().hasTag('systemLoader')).toBe(true);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('systemLoader')).toBe(false);
    expect(snapshot.matches({ authenticated: { ready: 'idle' } })).toBe(true);
    expect(snapshot.context.activeOrg).toEqual(held(school));
    expect(snapshot.context.initialAccount).toBe(false);
    clock.increment(LOADER_TIMEOUT_MS * 2);
    expect(actor.getSnapshot().matches({ authenticated: { ready: 'idle' } })).toBe(true);
  });

  it('turns the loader off when an organisation switch reports an active one while waiting', async () => {
    const { actor } = start(async () => []);
    await settle();
    actor.send({ type: 'ORGS_CHANGED', orgs: [school] });
    expect(actor.getSnapshot().hasTag('systemLoader')).toBe(false);
    expect(actor.getSnapshot().context.activeOrg).toEqual(held(school));
  });

  it('opens Access Pending for the DEFAULT organisation; it can be closed and reopened', async () => {
    const { actor } = start(async () => [pending]);
    await settle();
    expect(actor.getSnapshot().matches({ authenticated: { ready: 'accessPending' } })).toBe(true);
    expect(actor.getSnapshot().context.initialAccount).toBe(true);
    actor.send({ type: 'CLOSE_ACCESS_PENDING' });
    expect(actor.getSnapshot().matches({ authenticated: { ready: 'idle' } })).toBe(true);
    actor.send({ type: 'OPEN_ACCESS_PENDING' });
    expect(actor.getSnapshot().matches({ authenticated: { ready: 'accessPending' } })).toBe(true);
  });

  it('reads only in an organisation whose contract is paused', async () => {
    const { actor } = start(async () => [pausedSchool, inactiveSchool]);
    await settle();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ authenticated: { ready: 'idle' } })).toBe(true);
    expect(context.activeOrg?.role.permissions).toEqual([
      { entity: 'ClassRoomManager', allowedOps: { read: true, write: false, update: false } },
    ]);
    // The other membership keeps its rights.
    expect(context.orgs[1]).toEqual(held(inactiveSchool));
  });

  it('waits for access, with no rights, in an organisation whose contract was canceled', async () => {
    const { actor } = start(async () => [canceledSchool, inactiveSchool]);
    await settle();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ authenticated: { ready: 'accessPending' } })).toBe(true);
    expect(context.activeOrg?.role.permissions).toEqual([]);
    // Not an initial account: the sidebar stays, so the member can switch organisation.
    expect(context.initialAccount).toBe(false);
    actor.send({ type: 'CLOSE_ACCESS_PENDING' });
    expect(actor.getSnapshot().matches({ authenticated: { ready: 'idle' } })).toBe(true);
  });

  it('records a failed memberships call and stops loading', async () => {
    const { actor } = start(async () => Promise.reject(new Error('Network down')));
    await settle();
    expect(actor.getSnapshot().matches({ authenticated: { ready: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Network down');
  });

  it('clears storage and signs out on UNAUTHORIZED, from anywhere inside', async () => {
    const { actor, clearStorage } = start(async () => [school]);
    actor.send({ type: 'UNAUTHORIZED' });
    expect(clearStorage).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('unauthenticated')).toBe(true);
    expect(actor.getSnapshot().hasTag('systemLoader')).toBe(false);
    await settle();
    // The cancelled call must not leak its result into the signed-out session.
    expect(actor.getSnapshot().context.orgs).toEqual([]);
  });

  it('starts signed out without a token, then loads after LOGGED_IN; LOGOUT clears storage', async () => {
    const load = vi.fn(async () => [school]);
    const { actor, clearStorage } = start(load, false);
    expect(actor.getSnapshot().matches('unauthenticated')).toBe(true);
    expect(load).not.toHaveBeenCalled();
    actor.send({ type: 'LOGGED_IN' });
    expect(actor.getSnapshot().hasTag('systemLoader')).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.activeOrg).toEqual(held(school));
    actor.send({ type: 'RELOAD_MEMBERSHIPS' });
    expect(actor.getSnapshot().hasTag('systemLoader')).toBe(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    actor.send({ type: 'LOGOUT' });
    expect(clearStorage).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.activeOrg).toBeNull();
  });
});
