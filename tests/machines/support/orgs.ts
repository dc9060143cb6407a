import { DEFAULT_ORG_NAME } from '../../../contract/constants';
import type { UserOrg } from '../../../contract/users';

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
