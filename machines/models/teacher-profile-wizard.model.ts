import type { MachineModel } from '../model-paths';
import {
  EMPTY_DRAFT,
  teacherProfileWizardMachine,
  type WizardDraft,
  type WizardEvent,
  type WizardInput,
} from '../teacher-profile-wizard.machine';

export const SUBMITTED = 'xstate.done.actor.submitProfile';
export const SUBMIT_FAILED = 'xstate.error.actor.submitProfile';
export const SKIPPED = 'xstate.done.actor.skipProfile';
export const SKIP_FAILED = 'xstate.error.actor.skipProfile';

export const VALID: WizardDraft = {
  bio: 'I teach Arabic grammar and reading to adults.',
  yearsOfExperience: '5',
  teachingTopicIds: ['grammar'],
  languages: ['ar'],
  qualifications: 'BA in Arabic',
  photoFileName: '',
};
export const failure = {
  message: 'Unknown teaching topic.',
  fieldErrors: { teachingTopicIds: 'x' },
};

export type WizardSample =
  | WizardEvent
  | { type: typeof SUBMITTED | typeof SKIPPED; output: null }
  | { type: typeof SUBMIT_FAILED | typeof SKIP_FAILED; error: typeof failure };

export const teacherProfileWizardModel: MachineModel<WizardInput, WizardSample> = {
  machine: teacherProfileWizardMachine,
  inputs: [{ canSkip: true }, { canSkip: false, draft: VALID }],
  samples: [
    { type: 'EDIT', values: VALID },
    { type: 'EDIT', values: EMPTY_DRAFT },
    { type: SUBMITTED, output: null },
    { type: SKIPPED, output: null },
    { type: SUBMIT_FAILED, error: failure },
    { type: SKIP_FAILED, error: failure },
  ],
};
