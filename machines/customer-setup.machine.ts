import { assign, fromPromise, setup } from 'xstate';
import { CUSTOMER_SETUP_STEPS, type CustomerSetupStep } from '../contract/setup-constants';
import { errorMessage } from './error-message';
import { fieldErrorsOf } from './signup.machine';

/** The steps that save a form; activation is the review's one button. */
export type CustomerFormStep = Exclude<CustomerSetupStep, 'activation'>;

/** What a step's form sends; the console maps each step to its call. */
export type StepValues = Record<string, unknown>;

export interface SaveStepInput {
  step: CustomerFormStep;
  /** Null until the organisation step has created it. */
  organizationId: string | null;
  values: StepValues;
  /** The manager's invitation is sent once, whatever the retries (an idempotency key). */
  attempt: string;
}

export interface CustomerSetupInput {
  /** Resuming: the organisation and the steps the services say are done. */
  organizationId?: string;
  done?: readonly CustomerSetupStep[];
  /** A fresh key for the manager's invitation (the console makes it; tests fix it). */
  attempt?: string;
}

export interface CustomerSetupContext {
  organizationId: string | null;
  done: CustomerSetupStep[];
  /** Steps set aside in this visit (a later visit offers them again). */
  skipped: CustomerFormStep[];
  attempt: string;
  /** The service's message when a step was refused. */
  failure: string | null;
  fieldErrors: Record<string, string>;
}

export type CustomerSetupEvent =
  | { type: 'SAVE'; values: StepValues }
  | { type: 'SKIP' }
  | { type: 'BACK' }
  | { type: 'EDIT_STEP'; step: CustomerFormStep }
  | { type: 'ACTIVATE' };

/** The manager and the plan may wait; the organisation and its contract may not. */
export const SKIPPABLE: readonly CustomerFormStep[] = ['manager', 'plan'];

const FORM_STEPS = CUSTOMER_SETUP_STEPS.filter(
  (step): step is CustomerFormStep => step !== 'activation',
);

const beforeStep = (step: CustomerFormStep) => FORM_STEPS[FORM_STEPS.indexOf(step) - 1];

export type SetupStop = CustomerFormStep | 'review' | 'finished';

/**
 * Where the set-up goes next, from what is done: the first step neither done nor set aside, else
 * the review, else the end once activated. A save, a skip and a resumed visit all go there.
 */
export function resumeAt(
  done: readonly CustomerSetupStep[],
  skipped: readonly CustomerFormStep[] = [],
): SetupStop {
  if (done.includes('activation')) return 'finished';
  return FORM_STEPS.find((step) => !done.includes(step) && !skipped.includes(step)) ?? 'review';
}

/** "Set-up 3 of 5": how many steps are done. */
export const stepsDone = (done: readonly CustomerSetupStep[]) =>
  CUSTOMER_SETUP_STEPS.filter((step) => done.includes(step)).length;

/** A form step: its form, then its call; a refused call comes back to the form with why. */
function formStep(step: CustomerFormStep) {
  const back = beforeStep(step);
  return {
    initial: 'editing' as const,
    states: {
      editing: {
        on: {
          SAVE: { target: 'saving', actions: 'clearFailure' as const },
          ...(SKIPPABLE.includes(step)
            ? {
                SKIP: {
                  target: '#customerSetup.resuming',
                  actions: [
                    'clearFailure' as const,
                    { type: 'recordSkipped' as const, params: { step } },
                  ],
                },
              }
            : {}),
          ...(back
            ? { BACK: { target: `#customerSetup.${back}`, actions: 'clearFailure' as const } }
            : {}),
        },
      },
      // Nothing else counts while the call is in flight (a double click saves once).
      saving: {
        invoke: {
          id: 'saveStep',
          src: 'saveStep' as const,
          input: ({
            context,
            event,
          }: {
            context: CustomerSetupContext;
            event: CustomerSetupEvent;
          }): SaveStepInput => ({
            step,
            organizationId: context.organizationId,
            values: event.type === 'SAVE' ? event.values : {},
            attempt: context.attempt,
          }),
          onDone: {
            target: '#customerSetup.resuming',
            actions: { type: 'recordSaved' as const, params: { step } },
          },
          onError: {
            target: 'editing',
            actions: 'recordFailure' as const,
          },
        },
      },
    },
  };
}

/**
 * A new customer's set-up by a platform admin (issue 29): the organisation, its contract and
 * seats, its manager's invitation, its plan, then a review that activates the contract. Each
 * step saves real records as it goes, so a set-up left half-way resumes where the data says,
 * on any device. The manager and the plan may be set aside; activation needs the contract's
 * seats. From the review any step can be opened again; its save comes back to the review.
 * The console provides the two calls.
 */
export const customerSetupMachine = setup({
  types: {
    context: {} as CustomerSetupContext,
    events: {} as CustomerSetupEvent,
    input: {} as CustomerSetupInput,
  },
  actors: {
    // Placeholders: the console provides the calls. A save answers the organisation's id.
    saveStep: fromPromise<{ organizationId: string }, SaveStepInput>(async ({ input }) => ({
      organizationId: input.organizationId ?? '',
    })),
    activate: fromPromise<unknown, { organizationId: string | null }>(async () => null),
  },
  guards: {
    resumesAt: ({ context }, params: { at: SetupStop }) =>
      resumeAt(context.done, context.skipped) === params.at,
    contractDone: ({ context }) => context.done.includes('contract'),
    editsStep: ({ event }, params: { step: CustomerFormStep }) =>
      event.type === 'EDIT_STEP' && event.step === params.step,
  },
  actions: {
    clearFailure: assign({ failure: null, fieldErrors: {} }),
    recordSaved: assign(({ context, event }, params: { step: CustomerFormStep }) => {
      const output = (event as unknown as { output?: { organizationId?: string } }).output;
      return {
        organizationId: output?.organizationId || context.organizationId,
        done: context.done.includes(params.step) ? context.done : [...context.done, params.step],
        skipped: context.skipped.filter((step) => step !== params.step),
      };
    }),
    recordSkipped: assign(({ context }, params: { step: CustomerFormStep }) => ({
      skipped: context.skipped.includes(params.step)
        ? context.skipped
        : [...context.skipped, params.step],
    })),
    recordActivated: assign(({ context }) => ({
      done: [...context.done, 'activation' as const],
    })),
    recordFailure: assign(({ event }) => {
      const error = (event as unknown as { error: unknown }).error;
      return { failure: errorMessage(error), fieldErrors: fieldErrorsOf(error) };
    }),
  },
}).createMachine({
  id: 'customerSetup',
  context: ({ input }) => ({
    organizationId: input.organizationId ?? null,
    done: [...(input.done ?? [])],
    skipped: [],
    attempt: input.attempt ?? 'customer-setup',
    failure: null,
    fieldErrors: {},
  }),
  initial: 'resuming',
  states: {
    resuming: {
      always: [
        ...FORM_STEPS.map((step) => ({
          guard: { type: 'resumesAt' as const, params: { at: step } },
          target: step,
        })),
        { guard: { type: 'resumesAt', params: { at: 'finished' } }, target: 'finished' },
        { target: 'review' },
      ],
    },
    organisation: formStep('organisation'),
    contract: formStep('contract'),
    manager: formStep('manager'),
    plan: formStep('plan'),
    review: {
      on: {
        BACK: { target: 'plan', actions: 'clearFailure' },
        EDIT_STEP: FORM_STEPS.map((step) => ({
          guard: { type: 'editsStep' as const, params: { step } },
          target: step,
          actions: 'clearFailure' as const,
        })),
        ACTIVATE: { guard: 'contractDone', target: 'activating', actions: 'clearFailure' },
      },
    },
    activating: {
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => ({ organizationId: context.organizationId }),
        onDone: { target: 'finished', actions: 'recordActivated' },
        onError: { target: 'review', actions: 'recordFailure' },
      },
    },
    finished: { type: 'final' },
  },
});
