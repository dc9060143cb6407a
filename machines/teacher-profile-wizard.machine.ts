import { assign, fromPromise, setup } from 'xstate';
import { TEACHER_PROFILE_LIMITS, type TeachingLanguage } from '../contract/teacher-constants';
import type { TeacherProfileFields } from '../contract/teachers';
import { errorMessage } from './error-message';
import { fieldErrorsOf } from './signup.machine';

/** What the wizard's inputs hold (text as typed; numbers parsed on the way out). */
export interface WizardDraft {
  bio: string;
  yearsOfExperience: string;
  teachingTopicIds: string[];
  languages: TeachingLanguage[];
  qualifications: string;
  photoFileName: string;
}

export const EMPTY_DRAFT: WizardDraft = {
  bio: '',
  yearsOfExperience: '',
  teachingTopicIds: [],
  languages: [],
  qualifications: '',
  photoFileName: '',
};

export const WIZARD_STEPS = ['about', 'topics', 'qualifications'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Which draft fields each step asks for. */
export const STEP_FIELDS: Record<WizardStep, (keyof WizardDraft)[]> = {
  about: ['bio', 'yearsOfExperience'],
  topics: ['teachingTopicIds', 'languages'],
  qualifications: ['qualifications', 'photoFileName'],
};

/** Error keys the console translates (`wizard.errors.<key>`). */
export type WizardErrorKey =
  | 'bioTooShort'
  | 'bioTooLong'
  | 'yearsInvalid'
  | 'topicsRequired'
  | 'topicsTooMany'
  | 'languagesRequired'
  | 'qualificationsRequired'
  | 'qualificationsTooLong';

export type WizardErrors = Partial<Record<keyof WizardDraft, WizardErrorKey>>;

/** The step's problems, the same bounds as the contract's schema (so the server agrees). */
export function stepErrors(step: WizardStep, draft: WizardDraft): WizardErrors {
  const L = TEACHER_PROFILE_LIMITS;
  const errors: WizardErrors = {};
  if (step === 'about') {
    const bio = draft.bio.trim();
    if (bio.length < L.bioMin) errors.bio = 'bioTooShort';
    else if (bio.length > L.bioMax) errors.bio = 'bioTooLong';
    const years = Number(draft.yearsOfExperience);
    if (
      draft.yearsOfExperience.trim() === '' ||
      !Number.isInteger(years) ||
      years < 0 ||
      years > L.yearsMax
    ) {
      errors.yearsOfExperience = 'yearsInvalid';
    }
  }
  if (step === 'topics') {
    if (draft.teachingTopicIds.length === 0) errors.teachingTopicIds = 'topicsRequired';
    else if (draft.teachingTopicIds.length > L.topicsMax) errors.teachingTopicIds = 'topicsTooMany';
    if (draft.languages.length === 0) errors.languages = 'languagesRequired';
  }
  if (step === 'qualifications') {
    const text = draft.qualifications.trim();
    if (text.length < 2) errors.qualifications = 'qualificationsRequired';
    else if (text.length > L.qualificationsMax) errors.qualifications = 'qualificationsTooLong';
  }
  return errors;
}

const valid = (step: WizardStep, draft: WizardDraft) =>
  Object.keys(stepErrors(step, draft)).length === 0;

/** The request body of `POST v1/teachers/complete-profile`. */
export const toProfileFields = (draft: WizardDraft): TeacherProfileFields => ({
  bio: draft.bio.trim(),
  yearsOfExperience: Number(draft.yearsOfExperience),
  teachingTopicIds: draft.teachingTopicIds,
  languages: draft.languages,
  qualifications: draft.qualifications.trim(),
  photoFileName: draft.photoFileName.trim() || null,
});

export interface WizardInput {
  /** Values to start from (a rejected profile's, to fix rather than retype). */
  draft?: Partial<WizardDraft>;
  /** Only an incomplete profile may be skipped (the teacher-profile machine's rule). */
  canSkip: boolean;
}

export interface WizardContext {
  draft: WizardDraft;
  errors: WizardErrors;
  canSkip: boolean;
  /** The server's message when submitting or skipping failed. */
  failure: string | null;
  fieldErrors: Record<string, string>;
}

export type WizardEvent =
  | { type: 'START' }
  | { type: 'SKIP' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'EDIT'; values: Partial<WizardDraft> };

/** A NEXT that moves on when the step is valid and shows its errors otherwise. */
const nextFrom = (step: WizardStep, target: string) => [
  {
    guard: { type: 'stepValid' as const, params: { step } },
    target,
    actions: 'clearErrors' as const,
  },
  { actions: { type: 'showErrors' as const, params: { step } } },
];

/**
 * The guided completion of a teacher's profile after login (issue 5): a short introduction
 * (skip is offered only while the profile is incomplete), three steps checked before moving on,
 * a review, then the submission. The console provides the two calls.
 */
export const teacherProfileWizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
  },
  actors: {
    // Placeholders: the console provides the calls.
    submitProfile: fromPromise<unknown, TeacherProfileFields>(async () => null),
    skipProfile: fromPromise<unknown, void>(async () => null),
  },
  guards: {
    canSkip: ({ context }) => context.canSkip,
    stepValid: ({ context }, params: { step: WizardStep }) => valid(params.step, context.draft),
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      // A field being corrected loses its error at once; the others keep theirs.
      const errors = { ...context.errors };
      for (const key of Object.keys(event.values)) delete errors[key as keyof WizardDraft];
      return { draft: { ...context.draft, ...event.values }, errors };
    }),
    clearErrors: assign({ errors: {}, failure: null, fieldErrors: {} }),
    showErrors: assign(({ context }, params: { step: WizardStep }) => ({
      errors: stepErrors(params.step, context.draft),
    })),
    recordFailure: assign((_, params: { error: unknown }) => ({
      failure: errorMessage(params.error),
      fieldErrors: fieldErrorsOf(params.error),
    })),
  },
}).createMachine({
  id: 'teacherProfileWizard',
  context: ({ input }) => ({
    draft: { ...EMPTY_DRAFT, ...input.draft },
    errors: {},
    canSkip: input.canSkip,
    failure: null,
    fieldErrors: {},
  }),
  initial: 'intro',
  on: { EDIT: { actions: 'edit' } },
  states: {
    intro: {
      on: {
        START: { target: 'about', actions: 'clearErrors' },
        SKIP: { guard: 'canSkip', target: 'skipping', actions: 'clearErrors' },
      },
    },
    about: { on: { NEXT: nextFrom('about', 'topics'), BACK: 'intro' } },
    topics: { on: { NEXT: nextFrom('topics', 'qualifications'), BACK: 'about' } },
    qualifications: { on: { NEXT: nextFrom('qualifications', 'review'), BACK: 'topics' } },
    review: {
      on: { SUBMIT: { target: 'submitting', actions: 'clearErrors' }, BACK: 'qualifications' },
    },
    // Neither SUBMIT nor EDIT counts while the call is in flight (a double click sends once).
    submitting: {
      on: { EDIT: {} },
      invoke: {
        id: 'submitProfile',
        src: 'submitProfile',
        input: ({ context }) => toProfileFields(context.draft),
        onDone: 'submitted',
        onError: {
          target: 'review',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    skipping: {
      on: { EDIT: {} },
      invoke: {
        id: 'skipProfile',
        src: 'skipProfile',
        onDone: 'skipped',
        onError: {
          target: 'intro',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submitted: { type: 'final' },
    skipped: { type: 'final' },
  },
});
