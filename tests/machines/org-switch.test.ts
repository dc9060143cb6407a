import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { SWITCH_RELOAD_MS } from '../../contract/constants';
import { MESSAGES } from '../../contract/messages';
import { orgSwitchMachine } from '../../machines/org-switch.machine';
import { deferred, settle } from './support/actors';

function start(call: (groupId: string) => Promise<{ message: string }>) {
  const clock = new SimulatedClock();
  const spies = {
    switchGroup: vi.fn(call),
    notifySuccess: vi.fn(),
    notifyFailure: vi.fn(),
    reloadToRoot: vi.fn(),
  };
  const machine = orgSwitchMachine.provide({
    actors: { switchGroup: fromPromise(({ input }) => spies.switchGroup(input.groupId)) },
    actions: {
      notifySuccess: (_, params) => spies.notifySuccess(params.message),
      notifyFailure: (_, params) => spies.notifyFailure(params.message),
      reloadToRoot: spies.reloadToRoot,
    },
  });
  const actor = createActor(machine, { input: { activeGroupId: 'group-a' }, clock }).start();
  return { actor, clock, ...spies };
}

describe('org switch machine with real actors', () => {
  it('notifies with the server message, then reloads to the root after exactly 2500 ms', async () => {
    const { actor, clock, ...spy } = start(async () => ({ message: MESSAGES.switched }));
    actor.send({ type: 'SWITCH', groupId: 'group-b' });
    expect(spy.switchGroup).toHaveBeenCalledWith('group-b');
    await settle();
    expect(spy.notifySuccess).toHaveBeenCalledExactlyOnceWith(MESSAGES.switched);
    expect(actor.getSnapshot().value).toBe('switched');
    expect(actor.getSnapshot().context.activeGroupId).toBe('group-b');
    clock.increment(SWITCH_RELOAD_MS - 1);
    expect(spy.reloadToRoot).not.toHaveBeenCalled();
    clock.increment(1);
    expect(spy.reloadToRoot).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(actor.getSnapshot().status).toBe('done');
    expect(spy.notifyFailure).not.toHaveBeenCalled();
  });

  it('notifies the server message on failure and returns to idle, ready to try again', async () => {
    const { actor, clock, ...spy } = start(async () =>
      Promise.reject({ message: MESSAGES.notMember, code: 'FORBIDDEN' }),
    );
    actor.send({ type: 'SWITCH', groupId: 'group-b' });
    await settle();
    expect(spy.notifyFailure).toHaveBeenCalledExactlyOnceWith(MESSAGES.notMember);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ activeGroupId: 'group-a', groupId: null });
    clock.increment(SWITCH_RELOAD_MS * 2);
    expect(spy.reloadToRoot).not.toHaveBeenCalled();
    actor.send({ type: 'SWITCH', groupId: 'group-b' });
    expect(spy.switchGroup).toHaveBeenCalledTimes(2);
  });

  it('reads the message of a thrown Error too', async () => {
    const { actor, ...spy } = start(async () => Promise.reject(new Error('Failed to fetch')));
    actor.send({ type: 'SWITCH', groupId: 'group-b' });
    await settle();
    expect(spy.notifyFailure).toHaveBeenCalledExactlyOnceWith('Failed to fetch');
  });

  it('ignores choosing the organisation that is already active', () => {
    const { actor, ...spy } = start(async () => ({ message: MESSAGES.switched }));
    actor.send({ type: 'SWITCH', groupId: 'group-a' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(spy.switchGroup).not.toHaveBeenCalled();
  });

  it('ignores a second choice while the first switch is in flight', async () => {
    const call = deferred<{ message: string }>();
    const { actor, ...spy } = start(() => call.promise);
    actor.send({ type: 'SWITCH', groupId: 'group-b' });
    actor.send({ type: 'SWITCH', groupId: 'group-c' });
    expect(spy.switchGroup).toHaveBeenCalledExactlyOnceWith('group-b');
    call.resolve({ message: MESSAGES.switched });
    await settle();
    expect(actor.getSnapshot().context.activeGroupId).toBe('group-b');
  });
});
