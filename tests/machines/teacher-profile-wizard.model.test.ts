import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import {
  stepErrors,
  teacherProfileWizardMachine,
  toProfileFields,
  type WizardContext,
} from '../../machines/teacher-profile-wizard.machine';
import { teacherProfileFieldsSchema } from '../../contract/teachers';
import {
  failure,
  SKIP_FAILED,
  SKIPPED,
  SUBMIT_FAILED,
  SUBMITTED,
  teacherProfileWizardModel,
  VALID,
  type WizardSample as SampleEvent,
} from '../../machines/models/teacher-profile-wizard.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

const ORDER = ['intro', 'about', 'topics', 'qualifications', 'review'];
const NEXT_OF: Record<string, string> = {
  about: 'topics',
  topics: 'qualifications',
  qualifications: 'review',
};

/** The rules written out independently of the machine. */
function expected(from: AnyMachineSnapshot, event: SampleEvent): string {
  const where = leaf(from.value);
  const context = from.context as WizardContext;
  const filled = context.draft.bio === VALID.bio;
  switch (event.type) {
    case 'START':
      return 'about';
    case 'SKIP':
      return context.canSkip ? 'skipping' : where;
    case 'NEXT':
      return filled ? NEXT_OF[where]! : where;
    case 'BACK':
      return ORDER[ORDER.indexOf(where) - 1]!;
    case 'SUBMIT':
      return 'submitting';
    case 'EDIT':
      return where;
    case SUBMITTED:
      return 'submitted';
    case SKIPPED:
      return 'skipped';
    case SUBMIT_FAILED:
      return 'review';
    case SKIP_FAILED:
      return 'intro';
  }
}

const walks = teacherProfileWizardModel.inputs.map((input) =>
  walk(teacherProfileWizardModel.machine, input, teacherProfileWizardModel.samples),
);

describe('teacher profile wizard graph', () => {
  it('moves as the rules say from every reachable state', () => {
    for (const w of walks) {
      expect(w.steps.length).toBeGreaterThan(20);
      for (const { state, event, nextState } of w.steps) {
        const where = `${leaf(state.value)} + ${event.type}`;
        expect(leaf(nextState.value), where).toBe(expected(state, event as SampleEvent));
      }
    }
  });

  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(teacherProfileWizardMachine, walks);
    expect(nodeIds(teacherProfileWizardMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(untakenEdges(teacherProfileWizardMachine, walks)).toEqual([]);
  });

  it('shows the step errors on a refused NEXT and the server message on a failed call', () => {
    for (const { state, event, nextState } of walks.flatMap((w) => w.steps)) {
      const after = nextState.context as WizardContext;
      const where = leaf(state.value);
      if (event.type === 'NEXT' && leaf(nextState.value) === where) {
        expect(Object.keys(after.errors).length, where).toBeGreaterThan(0);
      }
      if (event.type === 'NEXT' && leaf(nextState.value) !== where)
        expect(after.errors).toEqual({});
      if (event.type === SUBMIT_FAILED || event.type === SKIP_FAILED) {
        expect(after.failure).toBe(failure.message);
        expect(after.fieldErrors).toEqual(failure.fieldErrors);
      }
      if (event.type === 'SKIP' && !(state.context as WizardContext).canSkip) {
        expect(nextState.value).toBe(state.value);
      }
    }
  });

  it('never starts a call twice: only the answer moves on while a call is in flight', () => {
    for (const { state, event, nextState } of walks.flatMap((w) => w.steps)) {
      const where = leaf(state.value);
      if (where !== 'submitting' && where !== 'skipping') continue;
      expect(['SUBMIT', 'SKIP', 'NEXT', 'START', 'BACK']).not.toContain(event.type);
      expect((nextState.context as WizardContext).draft).toEqual(
        (state.context as WizardContext).draft,
      );
    }
  });
});

describe('the wizard with its calls', () => {
  it('submits the typed values as the contract wants them, once', async () => {
    const bodies: unknown[] = [];
    const actor = createActor(
      teacherProfileWizardMachine.provide({
        actors: {
          submitProfile: fromPromise(async ({ input }) => {
            bodies.push(input);
            return null;
          }),
        },
      }),
      { input: { canSkip: true } },
    ).start();
    actor.send({ type: 'START' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      bio: 'bioTooShort',
      yearsOfExperience: 'yearsInvalid',
    });
    actor.send({ type: 'EDIT', values: { bio: VALID.bio } });
    expect(actor.getSnapshot().context.errors).toEqual({ yearsOfExperience: 'yearsInvalid' });
    actor.send({ type: 'EDIT', values: VALID });
    for (let i = 0; i < 3; i++) actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(bodies).toHaveLength(1);
    expect(teacherProfileFieldsSchema.parse(bodies[0])).toEqual({
      ...toProfileFields(VALID),
      yearsOfExperience: 5,
      photoFileName: null,
    });
  });

  it('checks each step with the contract limits', () => {
    expect(stepErrors('about', { ...VALID, yearsOfExperience: '2.5' })).toEqual({
      yearsOfExperience: 'yearsInvalid',
    });
    expect(stepErrors('about', { ...VALID, bio: 'x'.repeat(1001) })).toEqual({ bio: 'bioTooLong' });
    expect(stepErrors('topics', { ...VALID, languages: [] })).toEqual({
      languages: 'languagesRequired',
    });
    expect(stepErrors('qualifications', { ...VALID, qualifications: ' ' })).toEqual({
      qualifications: 'qualificationsRequired',
    });
    for (const step of ['about', 'topics', 'qualifications'] as const) {
      expect(stepErrors(step, VALID)).toEqual({});
    }
  });
});
