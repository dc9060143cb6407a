import { DEFAULT_ORG_NAME } from '../../contract/constants';
import type { UserOrg } from '../../contract/users';
import type { MachineModel } from '../model-paths';
import { sessionMachine, type SessionEvent, type SessionInput } from '../session.machine';

export const LOADED = 'xstate.done.actor.loadMemberships';
export const LOAD_FAILED = 'xstate.error.actor.loadMemberships';
export const LOADER_TIMEOUT = 'xstate.after.loaderTimeout.session.authenticated.loading';

export function makeOrg(name: string, isActive: boolean): UserOrg {
  return {
    isActive,
    group: { id: `group-${name}`, name, company_location: 'Cairo', logoImageName: null },
    role: { id: `role-${name}`, name: 'Admin', number: 0, permissions: [] },
  };
}

export const school = makeOrg('Nile School', true);
export const inactiveSchool = makeOrg('Delta School', false);
export const pending = makeOrg(DEFAULT_ORG_NAME, true);

export type SessionSample =
  | SessionEvent
  | { type: typeof LOADED; output: UserOrg[] }
  | { type: typeof LOAD_FAILED; error: Error }
  | { type: typeof LOADER_TIMEOUT };

export const samples: SessionSample[] = [
  { type: LOADED, output: [school, inactiveSchool] },
  { type: LOADED, output: [pending] },
  { type: LOADED, output: [inactiveSchool] },
  { type: LOAD_FAILED, error: new Error('Network down') },
  { type: 'ORGS_CHANGED', orgs: [inactiveSchool, school] },
  { type: 'ORGS_CHANGED', orgs: [inactiveSchool] },
];

export const sessionModel: MachineModel<SessionInput, SessionSample> = {
  machine: sessionMachine,
  inputs: [{ hasToken: true }, { hasToken: false }],
  samples,
};
