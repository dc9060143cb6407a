import { setup } from 'xstate';
import {
  PROFILE_CHANGE_ACTIONS,
  TEACHER_PROFILE_ACTIONS,
  type ProfileChangeAction,
  type ProfileChangeStatus,
  type TeacherProfileAction,
  type TeacherProfileStatus,
} from '../contract/teacher-constants';
import { nextStatusOf } from './decide';

export interface TeacherProfileContext {
  /** A proposed change of the accepted profile waits for review. */
  changePending: boolean;
}

export type TeacherProfileEvent =
  | { type: 'SUBMIT' }
  | { type: 'SKIP' }
  | { type: 'ACCEPT' }
  | { type: 'REJECT' }
  | { type: 'EDIT_BY_ADMIN' }
  | { type: 'SUBMIT_CHANGE' };

const EVENT_OF: Record<TeacherProfileAction, TeacherProfileEvent['type']> = {
  submit: 'SUBMIT',
  skip: 'SKIP',
  accept: 'ACCEPT',
  reject: 'REJECT',
  editByAdmin: 'EDIT_BY_ADMIN',
  submitChange: 'SUBMIT_CHANGE',
};

/**
 * A teacher's profile: completed and reviewed once, then changed through reviewed proposals.
 * An admin's direct edit applies at once and keeps the status.
 */
export const teacherProfileMachine = setup({
  types: {
    context: {} as TeacherProfileContext,
    input: {} as TeacherProfileContext,
    events: {} as TeacherProfileEvent,
  },
  guards: { noChangePending: ({ context }) => !context.changePending },
}).createMachine({
  id: 'teacherProfile',
  initial: 'incomplete',
  context: ({ input }) => input,
  states: {
    incomplete: { on: { SUBMIT: 'submitted', SKIP: 'skipped' } },
    skipped: { on: { SUBMIT: 'submitted' } },
    submitted: { on: { ACCEPT: 'accepted', REJECT: 'rejected', EDIT_BY_ADMIN: 'submitted' } },
    rejected: { on: { SUBMIT: 'submitted' } },
    accepted: {
      on: {
        EDIT_BY_ADMIN: 'accepted',
        SUBMIT_CHANGE: { guard: 'noChangePending', target: 'accepted' },
      },
    },
  },
});

export const nextTeacherProfileStatus = (
  status: TeacherProfileStatus,
  action: TeacherProfileAction,
  context: TeacherProfileContext,
) => nextStatusOf(teacherProfileMachine, status, { type: EVENT_OF[action] }, context);

export const allowedTeacherProfileActions = (
  status: TeacherProfileStatus,
  context: TeacherProfileContext,
): TeacherProfileAction[] =>
  TEACHER_PROFILE_ACTIONS.filter(
    (action) => nextTeacherProfileStatus(status, action, context) !== null,
  );

/** One proposed change of an accepted profile. */
export const profileChangeMachine = setup({
  types: { events: {} as { type: 'APPROVE' } | { type: 'REJECT' } },
}).createMachine({
  id: 'profileChange',
  initial: 'submitted',
  states: {
    submitted: { on: { APPROVE: 'approved', REJECT: 'rejected' } },
    approved: {},
    rejected: {},
  },
});

const CHANGE_EVENT_OF = { approve: 'APPROVE', reject: 'REJECT' } as const;

export const nextProfileChangeStatus = (status: ProfileChangeStatus, action: ProfileChangeAction) =>
  nextStatusOf(profileChangeMachine, status, { type: CHANGE_EVENT_OF[action] }, undefined);

export const allowedProfileChangeActions = (status: ProfileChangeStatus): ProfileChangeAction[] =>
  PROFILE_CHANGE_ACTIONS.filter((action) => nextProfileChangeStatus(status, action) !== null);
