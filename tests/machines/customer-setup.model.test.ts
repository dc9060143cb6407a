import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import {
  customerSetupMachine,
  resumeAt,
  stepsDone,
  type CustomerSetupContext,
  type SaveStepInput,
} from '../../machines/customer-setup.machine';
import {
  ACTIVATE_FAILED,
  ACTIVATED,
  customerSetupModel,
  NEW_ID,
  refusal,
  SAVE_FAILED,
  SAVED,
  type CustomerSetupSample,
} from '../../machines/models/customer-setup.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

const FORMS = ['organisation', 'contract', 'manager', 'plan'] as const;
const PREVIOUS: Record<string, string> = {
  contract: 'organisation',
  manager: 'contract',
  plan: 'manager',
  review: 'plan',
};

/** The step a form is on, or the state itself outside the forms. */
const stopOf = (value: AnyMachineSnapshot['value']) =>
  typeof value === 'string' ? value : Object.keys(value)[0]!;
/** A form's phase (editing, saving), or the state itself outside the forms. */
const phaseOf = (value: AnyMachineSnapshot['value']) => leaf(value).split('.').at(-1)!;

/** Where the set-up goes after a save or a skip, written out apart from the machine. */
function nextStop(done: readonly string[], skipped: readonly string[]): string {
  if (done.includes('activation')) return 'finished';
  return FORMS.find((step) => !done.includes(step) && !skipped.includes(step)) ?? 'review';
}

/** The rules: where each event leads from each state. */
function expected(from: AnyMachineSnapshot, event: CustomerSetupSample): string {
  const context = from.context as CustomerSetupContext;
  const stop = stopOf(from.value);
  const phase = phaseOf(from.value);
  switch (event.type) {
    case 'SAVE':
      return 'saving';
    case 'SKIP':
      return nextStop(context.done, [...context.skipped, stop]);
    case 'BACK':
      return PREVIOUS[stop]!;
    case 'EDIT_STEP':
      return event.step;
    case 'ACTIVATE':
      return context.done.includes('contract') ? 'activating' : 'review';
    case SAVED:
      return nextStop([...context.done, stop], context.skipped);
    case SAVE_FAILED:
      return 'editing';
    case ACTIVATED:
      return 'finished';
    case ACTIVATE_FAILED:
      return 'review';
  }
  return phase;
}

const walks = customerSetupModel.inputs.map((input) =>
  walk(customerSetupModel.machine, input, customerSetupModel.samples),
);

describe('customer set-up graph', () => {
  it('opens where the data says: the first step not done, the review, or the end', () => {
    expect(walks.map((w) => stopOf(w.steps[0]?.state.value ?? 'finished'))).toEqual([
      'organisation',
      'manager',
      'review',
      'finished',
    ]);
    expect(resumeAt([])).toBe('organisation');
    expect(resumeAt(['organisation', 'contract'], ['manager'])).toBe('plan');
    expect(stepsDone(['organisation', 'contract', 'manager'])).toBe(3);
  });

  it('moves as the rules say from every reachable state', () => {
    for (const w of walks.slice(0, 3)) {
      expect(w.steps.length).toBeGreaterThan(10);
      for (const { state, event, nextState } of w.steps) {
        const where = `${JSON.stringify(state.value)} + ${event.type}`;
        const rule = expected(state, event as CustomerSetupSample);
        // A form's phase (saving, editing) or the step the set-up stopped at.
        const phase = rule === 'saving' || rule === 'editing';
        expect(phase ? phaseOf(nextState.value) : stopOf(nextState.value), where).toBe(rule);
      }
    }
  });

  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(customerSetupMachine, walks);
    expect(nodeIds(customerSetupMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(untakenEdges(customerSetupMachine, walks)).toEqual([]);
  });

  it('offers skip only on the manager and the plan, and back on every step after the first', () => {
    for (const { state, event, nextState } of walks.flatMap((w) => w.steps)) {
      const stop = stopOf(state.value);
      if (event.type === 'SKIP') expect(['manager', 'plan']).toContain(stop);
      if (event.type === 'BACK') expect(stop).not.toBe('organisation');
      // A refused call says why and keeps its step (the review for the activation).
      if (event.type === SAVE_FAILED || event.type === ACTIVATE_FAILED) {
        expect((nextState.context as CustomerSetupContext).failure).toBe(refusal.message);
        expect(stopOf(nextState.value)).toBe(stop === 'activating' ? 'review' : stop);
      }
      // While a call is in flight nothing but its answer moves the set-up.
      if (phaseOf(state.value) === 'saving' || stop === 'activating') {
        expect([SAVED, SAVE_FAILED, ACTIVATED, ACTIVATE_FAILED]).toContain(event.type);
      }
    }
  });
});

describe('the set-up with its calls', () => {
  it('saves each step once with the new organisation, skips the plan and activates', async () => {
    const saves: SaveStepInput[] = [];
    const activated: unknown[] = [];
    const actor = createActor(
      customerSetupMachine.provide({
        actors: {
          saveStep: fromPromise(async ({ input }: { input: SaveStepInput }) => {
            saves.push(input);
            return { organizationId: input.organizationId ?? NEW_ID };
          }),
          activate: fromPromise(async ({ input }) => {
            activated.push(input);
            return null;
          }),
        },
      }),
      { input: { attempt: 'key-1' } },
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'ACTIVATE' });
    actor.send({ type: 'SAVE', values: { name: 'Dar Al Qalam' } });
    actor.send({ type: 'SAVE', values: { name: 'twice' } });
    await settle();
    expect(stopOf(actor.getSnapshot().value)).toBe('contract');
    actor.send({ type: 'SAVE', values: { maxStudents: 60 } });
    await settle();
    actor.send({ type: 'SAVE', values: { email: 'salma@daralqalam.test' } });
    await settle();
    actor.send({ type: 'SKIP' });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'ACTIVATE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('finished');
    expect(saves.map((s) => [s.step, s.organizationId])).toEqual([
      ['organisation', null],
      ['contract', NEW_ID],
      ['manager', NEW_ID],
    ]);
    expect(saves.every((s) => s.attempt === 'key-1')).toBe(true);
    expect(activated).toEqual([{ organizationId: NEW_ID }]);
    expect(actor.getSnapshot().context.done).toEqual([
      'organisation',
      'contract',
      'manager',
      'activation',
    ]);
  });

  it('resumes at a step the data lacks, and a step opened from the review comes back to it', async () => {
    const actor = createActor(
      customerSetupMachine.provide({
        actors: { saveStep: fromPromise(async () => ({ organizationId: NEW_ID })) },
      }),
      { input: { organizationId: NEW_ID, done: ['organisation', 'manager', 'plan'] } },
    ).start();
    expect(stopOf(actor.getSnapshot().value)).toBe('contract');
    actor.send({ type: 'SKIP' });
    expect(stopOf(actor.getSnapshot().value)).toBe('contract');
    actor.send({ type: 'SAVE', values: { maxStudents: 10 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'EDIT_STEP', step: 'organisation' });
    actor.send({ type: 'SAVE', values: { name: 'Renamed' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('review');
  });
});
