import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { confirmationMachine, CONFIRMATION_DEFAULTS } from '../../machines/confirmation.machine';
import { deferred, settle } from './support/actors';

const closedContext = { ...CONFIRMATION_DEFAULTS, action: null, error: null };

describe('confirmation machine with the default runAction', () => {
  it('opens with the caller texts; cancel closes without running the action', () => {
    const action = vi.fn();
    const actor = createActor(confirmationMachine).start();
    actor.send({
      type: 'OPEN',
      action,
      title: 'users.delete.title',
      message: 'users.delete.message',
    });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.title).toBe('users.delete.title');
    expect(actor.getSnapshot().context.buttons).toEqual(CONFIRMATION_DEFAULTS.buttons);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(action).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toEqual(closedContext);
  });

  it('confirm runs the action once, waits for it, then closes with the defaults back', async () => {
    const done = deferred<void>();
    const action = vi.fn(() => done.promise);
    const actor = createActor(confirmationMachine).start();
    actor.send({ type: 'OPEN', action, buttons: { confirm: { title: 'common.delete' } } });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('running');
    expect(action).toHaveBeenCalledTimes(1);
    done.resolve();
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual(closedContext);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('closes when the action fails and keeps its message until the next open', async () => {
    const actor = createActor(confirmationMachine).start();
    actor.send({ type: 'OPEN', action: () => Promise.reject(new Error('Delete failed')) });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ ...closedContext, error: 'Delete failed' });
    actor.send({ type: 'OPEN', action: vi.fn() });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('runs a synchronous action too', async () => {
    const action = vi.fn(() => 'ok');
    const actor = createActor(confirmationMachine).start();
    actor.send({ type: 'OPEN', action });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(action).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
