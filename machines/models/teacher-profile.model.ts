import type { MachineModel } from '../model-paths';
import {
  profileChangeMachine,
  teacherProfileMachine,
  type TeacherProfileContext,
} from '../teacher-profile.machine';

/** No proposed change waits for review (one waiting is checked on the rules, not the walk). */
export const free: TeacherProfileContext = { changePending: false };
export const waiting: TeacherProfileContext = { changePending: true };

export const teacherProfileModel: MachineModel<TeacherProfileContext> = {
  machine: teacherProfileMachine,
  inputs: [free],
  samples: [],
};

export const profileChangeModel: MachineModel<undefined> = {
  machine: profileChangeMachine,
  inputs: [undefined],
  samples: [],
};
