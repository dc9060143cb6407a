import type { TeacherProfileFields } from '../../../contract/teachers';
import { createRole, createUser, organizationId, roleId } from './factories';
import type { TestApp } from './test-app';

/** A complete, valid profile (topics from the seeded lookup). */
export const PROFILE: TeacherProfileFields = {
  bio: 'I have taught Arabic to adults and children for many years.',
  teachingTopicIds: ['reading', 'grammar'],
  yearsOfExperience: 7,
  qualifications: 'BA in Arabic Language, Cairo University',
  languages: ['ar', 'en'],
  photoFileName: null,
};

/** A new teacher of Nour Academy, signed in. */
export async function newTeacher(t: TestApp, role = 'Teacher', organization = 'Nour Academy') {
  const user = await createUser(t.db, {
    firstName: 'Mariam',
    lastName: `Teacher ${Math.random().toString(36).slice(2, 7)}`,
    memberships: [
      {
        organizationId: await organizationId(t.db, organization),
        roleId: await roleId(t.db, role),
        isActive: true,
      },
    ],
  });
  return { ...user, token: await t.login(user.email) };
}

/** A member of `organization` whose role has Users read and write (not a reviewer unless HAD). */
export async function usersManager(t: TestApp, organization: string) {
  const role = await createRole(t.db, {
    number: 1,
    grants: { Users: ['read', 'write', 'update'] },
  });
  const user = await createUser(t.db, {
    memberships: [
      { organizationId: await organizationId(t.db, organization), roleId: role, isActive: true },
    ],
  });
  return t.login(user.email);
}
