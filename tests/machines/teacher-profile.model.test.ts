import { describe, expect, it } from 'vitest';
import {
  PROFILE_CHANGE_ACTIONS,
  PROFILE_CHANGE_STATUSES,
  TEACHER_PROFILE_ACTIONS,
  TEACHER_PROFILE_STATUSES,
  type TeacherProfileAction,
  type TeacherProfileStatus,
} from '../../contract/teachers';
import {
  allowedProfileChangeActions,
  allowedTeacherProfileActions,
  nextProfileChangeStatus,
  nextTeacherProfileStatus,
  profileChangeMachine,
  teacherProfileMachine,
} from '../../machines/teacher-profile.machine';
import {
  free,
  profileChangeModel,
  teacherProfileModel,
  waiting,
} from '../../machines/models/teacher-profile.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

/** ARCHITECTURE "Domain decisions", written out independently of the machine. */
const RULES: Record<
  TeacherProfileStatus,
  Partial<Record<TeacherProfileAction, TeacherProfileStatus>>
> = {
  incomplete: { submit: 'submitted', skip: 'skipped' },
  skipped: { submit: 'submitted' },
  submitted: { accept: 'accepted', reject: 'rejected', editByAdmin: 'submitted' },
  rejected: { submit: 'submitted' },
  accepted: { editByAdmin: 'accepted', submitChange: 'accepted' },
};

const cases = TEACHER_PROFILE_STATUSES.flatMap((s) =>
  TEACHER_PROFILE_ACTIONS.map((a) => [s, a] as const),
);

describe('teacher profile graph', () => {
  const graph = walk(
    teacherProfileModel.machine,
    teacherProfileModel.inputs[0],
    teacherProfileModel.samples,
  );

  it('takes exactly the transitions of the rules', () => {
    const taken = graph.steps.map(
      (s) => `${leaf(s.state.value)} ${s.event.type} -> ${leaf(s.nextState.value)}`,
    );
    const upper = (action: string) => action.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
    const expected = Object.entries(RULES).flatMap(([from, moves]) =>
      Object.entries(moves).map(([action, to]) => `${from} ${upper(action)} -> ${to}`),
    );
    expect(taken.sort()).toEqual(expected.sort());
  });

  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(teacherProfileMachine, [graph]);
    expect(nodeIds(teacherProfileMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(untakenEdges(teacherProfileMachine, [graph])).toEqual([]);
  });
});

describe('nextTeacherProfileStatus (what the services and the console ask)', () => {
  it.each(cases)('%s + %s follows the rules', (status, action) => {
    expect(nextTeacherProfileStatus(status, action, free)).toBe(RULES[status][action] ?? null);
  });

  it('refuses a second proposed change while one waits for review', () => {
    expect(nextTeacherProfileStatus('accepted', 'submitChange', waiting)).toBeNull();
    expect(allowedTeacherProfileActions('accepted', waiting)).toEqual(['editByAdmin']);
    expect(allowedTeacherProfileActions('accepted', free)).toEqual(['editByAdmin', 'submitChange']);
  });
});

const REVIEWED = { approve: 'approved', reject: 'rejected' } as const;

describe('profile change', () => {
  const graph = walk(
    profileChangeModel.machine,
    profileChangeModel.inputs[0],
    profileChangeModel.samples,
  );

  it('is reviewed once: approved or rejected, then final', () => {
    expect(untakenEdges(profileChangeMachine, [graph])).toEqual([]);
    expect(nodeIds(profileChangeMachine)).toHaveLength(3);
    for (const status of PROFILE_CHANGE_STATUSES) {
      for (const action of PROFILE_CHANGE_ACTIONS) {
        const expected = status === 'submitted' ? REVIEWED[action] : null;
        expect(nextProfileChangeStatus(status, action)).toBe(expected);
      }
    }
    expect(allowedProfileChangeActions('submitted')).toEqual(['approve', 'reject']);
    expect(allowedProfileChangeActions('approved')).toEqual([]);
  });
});
