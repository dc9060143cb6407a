import { expect } from 'vitest';
import { USERS_PATHS } from '../../../contract/paths';
import {
  activityPageSchema,
  guestPageSchema,
  personPageSchema,
  teacherPageSchema,
} from '../../../contract/people';
import { envelope } from '../../../contract/wire';
import { createUser, organizationId, roleId } from './factories';
import { usersUrl, type TestApp } from './test-app';

/** GETs of the people routes, checked against the contract. */
export function peopleCalls(t: TestApp) {
  const get = async (token: string, path: string, query = '') => {
    const response = await t.request(token, 'GET', `${usersUrl(path)}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as unknown;
  };
  return {
    users: async (token: string, query = '') =>
      envelope(personPageSchema).parse(await get(token, USERS_PATHS.users, query)).data,
    teachers: async (token: string, query = '') =>
      envelope(teacherPageSchema).parse(await get(token, USERS_PATHS.teachers, query)).data,
    guests: async (token: string, query = '') =>
      envelope(guestPageSchema).parse(await get(token, USERS_PATHS.defaultGroupMembers, query))
        .data,
    activity: async (token: string, id: string, query = '') =>
      envelope(activityPageSchema).parse(await get(token, USERS_PATHS.activityTracking(id), query))
        .data,
  };
}

/** Someone who signed up and waits for access: a Guest of DEFAULT, active there. */
export async function createGuest(t: TestApp, firstName = 'Guest') {
  return createUser(t.db, {
    firstName,
    // Digits only: a letter in the suffix could match a name search ('ra' in 'zaid-k3ra9x').
    email: `${firstName.toLowerCase()}-${Math.random().toString().slice(2, 10)}@guest.test`,
    memberships: [
      {
        organizationId: await organizationId(t.db, 'DEFAULT'),
        roleId: await roleId(t.db, 'Guest'),
        isActive: true,
      },
    ],
  });
}
