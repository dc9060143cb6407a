import { DEFAULT_ORG_NAME } from '../../contract/constants';
import type { ContractStanding } from '../../contract/organizations';
import type { UserOrg } from '../../contract/users';
import type { MachineModel } from '../model-paths';
import { sessionMachine, type SessionEvent, type SessionInput } from '../session.machine';

export const LOADED = 'xstate.done.actor.loadMemberships';
export const LOAD_FAILED = 'xstate.error.actor.loadMemberships';
export const LOADER_TIMEOUT = 'xstate.after.loaderTimeout.session.authenticated.loading';

export function makeOrg(
  name: string,
  isActive: boolean,
  standing: ContractStanding = 'inForce',
): UserOrg {
  const status = standing === 'inForce' || standing === 'ended' ? 'active' : standing;
  return {
    isActive,
    group: {
      id: `group-${name}`,
      name,
      company_location: 'Cairo',
      logoImageName: null,
      contract: { status, endsAt: '2027-06-30', standing },
    },
    role: {
      id: `role-${name}`,
      name: 'Admin',
      number: 0,
      permissions: [
        { entity: 'ClassRoomManager', allowedOps: { read: true, write: true, update: true } },
      ],
    },
  };
}

export const school = makeOrg('Nile School', true);
export const inactiveSchool = makeOrg('Delta School', false);
export const pending = makeOrg(DEFAULT_ORG_NAME, true);
/** A member of a school whose contract was canceled: waiting for access, as a sign-up does. */
export const canceledSchool = makeOrg('Oasis School', true, 'canceled');
/** A member of a school whose contract is paused: in, reading only. */
export const pausedSchool = makeOrg('Palm School', true, 'paused');

export type SessionSample =
  | SessionEvent
  | { type: typeof LOADED; output: UserOrg[] }
  | { type: typeof LOAD_FAILED; error: Error }
  | { type: typeof LOADER_TIMEOUT };

export const samples: SessionSample[] = [
  { type: LOADED, output: [school, inactiveSchool] },
  { type: LOADED, output: [pending] },
  { type: LOADED, output: [canceledSchool, inactiveSchool] },
  { type: LOADED, output: [pausedSchool] },
  { type: LOADED, output: [inactiveSchool] },
  { type: LOAD_FAILED, error: new Error('Network down') },
  { type: 'ORGS_CHANGED', orgs: [inactiveSchool, school] },
  { type: 'ORGS_CHANGED', orgs: [inactiveSchool] },
  // The contract moved while the console was open: canceled, paused, reactivated.
  { type: 'CONTRACT_CHANGED', orgs: [canceledSchool] },
  { type: 'CONTRACT_CHANGED', orgs: [pausedSchool] },
  { type: 'CONTRACT_CHANGED', orgs: [school, inactiveSchool] },
];

export const sessionModel: MachineModel<SessionInput, SessionSample> = {
  machine: sessionMachine,
  inputs: [{ hasToken: true }, { hasToken: false }],
  samples,
};
