import { vi } from 'vitest';
import type { UserOrg } from '../../../contract/users';
import {
  createAppActors,
  type ActorImplementations,
  type AppActors,
} from '../../../src/app/actors/app-actors';

export interface TestActors extends AppActors {
  impl: ActorImplementations;
}

/** The app's actors with fakes for every side effect; memberships resolve with `orgs`. */
export function createTestActors(
  orgs: UserOrg[] | 'pending' = [],
  overrides: Partial<ActorImplementations> = {},
): TestActors {
  const impl: ActorImplementations = {
    hasToken: () => true,
    loadMemberships: orgs === 'pending' ? () => new Promise<UserOrg[]>(() => {}) : async () => orgs,
    clearStorage: vi.fn(),
    switchGroup: vi.fn(async () => ({ message: 'Successfully switched to another organization' })),
    notifySuccess: vi.fn(),
    notifyFailure: vi.fn(),
    reloadToRoot: vi.fn(),
    onUnauthorized: () => () => {},
    ...overrides,
  };
  return { ...createAppActors(impl), impl };
}
