import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_ACTIONS,
  CONTRACT_STATUSES,
  contractImpactSchema,
  ORGANIZATION_MESSAGES,
  orgReportSchema,
  organizationSchema,
  type ContractAction,
  type ContractStatus,
} from '../../contract/organizations';
import { USERS_PATHS } from '../../contract/paths';
import { envelope } from '../../contract/wire';
import { joinCodes } from '../../server/db/schema/accounts';
import { invitations } from '../../server/db/schema/invitations';
import {
  createClassRoom,
  createOrganization,
  createUser,
  organizationId,
  roleId,
} from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/** The server's "today" in this file. */
const TODAY = '2026-06-15';
const ACTION = (id: string, action: ContractAction) =>
  usersUrl(USERS_PATHS.contractAction(id, action));

/** Written out by hand (not asked of the machine) so the test checks the machine too. */
const EXPECTED: Record<ContractStatus, Partial<Record<ContractAction, ContractStatus>>> = {
  pending: { activate: 'active', cancel: 'canceled' },
  active: { pause: 'paused', cancel: 'canceled' },
  paused: { reactivate: 'active', cancel: 'canceled' },
  canceled: { reactivate: 'active' },
};
const DONE: Record<ContractAction, string> = {
  activate: ORGANIZATION_MESSAGES.activated,
  pause: ORGANIZATION_MESSAGES.paused,
  reactivate: ORGANIZATION_MESSAGES.reactivated,
  cancel: ORGANIZATION_MESSAGES.canceled,
};

let t: TestApp;
let admin: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(`${TODAY}T10:00:00Z`) });
  admin = await t.login('admin@demo.test');
  manager = await t.login('manager@demo.test');
});
afterAll(() => t.close());

const pairs = CONTRACT_STATUSES.flatMap((status) =>
  CONTRACT_ACTIONS.map((action) => [status, action, EXPECTED[status][action] ?? null] as const),
);

describe('PUT v1/organization/{id}/contract/{action}', () => {
  it('covers all 16 status x action pairs', () => expect(pairs).toHaveLength(16));

  it.each(pairs)('%s + %s -> %s', async (status, action, next) => {
    const id = await createOrganization(t.db, {
      contractStatus: status,
      startsAt: '2026-01-01',
      endsAt: '2027-01-01',
    });
    const response = await t.request(admin, 'PUT', ACTION(id, action));
    const current = envelope(organizationSchema).parse(
      (await t.request(admin, 'GET', usersUrl(USERS_PATHS.organization(id)))).json(),
    ).data.contractStatus;
    if (next === null) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: ORGANIZATION_MESSAGES.transitionRefused(action, status),
      });
      expect(current).toBe(status);
    } else {
      expect(response.statusCode, response.body).toBe(200);
      const body = envelope(organizationSchema).parse(response.json());
      expect(body).toMatchObject({ data: { id, contractStatus: next }, message: DONE[action] });
      expect(current).toBe(next);
    }
  });

  it.each(['2026-06-15', '2026-06-01'])(
    'a canceled contract that ended (%s) cannot be reactivated',
    async (endsAt) => {
      const id = await createOrganization(t.db, {
        contractStatus: 'canceled',
        startsAt: '2026-01-01',
        endsAt,
      });
      const response = await t.request(admin, 'PUT', ACTION(id, 'reactivate'));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: ORGANIZATION_MESSAGES.contractEnded });
    },
  );

  it("a customer's manager cannot act on any contract; an unknown action is 404", async () => {
    const nour = await organizationId(t.db, 'Nour Academy');
    const dar = await organizationId(t.db, 'Dar Al Ilm');
    expect((await t.request(manager, 'PUT', ACTION(dar, 'activate'))).statusCode).toBe(404);
    const own = await t.request(manager, 'PUT', ACTION(nour, 'pause'));
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: ORGANIZATION_MESSAGES.contractTermsHadOnly });
    const unknown = usersUrl(`${USERS_PATHS.organization(nour)}/contract/delete`);
    expect((await t.request(admin, 'PUT', unknown)).statusCode).toBe(404);
  });
});

/** An organisation with 3 students, a teacher, a HAD teacher and a manager (active in it). */
async function populated(values: Parameters<typeof createOrganization>[1] = {}) {
  const id = await createOrganization(t.db, values);
  const member = async (role: string, isActive = true) =>
    createUser(t.db, {
      memberships: [{ organizationId: id, roleId: await roleId(t.db, role), isActive }],
    });
  const students = [];
  for (let i = 0; i < 3; i++) students.push(await member('Student', i > 0));
  const teacher = await member('Teacher');
  await member('HAD Teacher', false);
  const manager = await member('Organization Manager');
  const student = await member('Student');
  // One live class (the teacher, two students, one of them twice over) and an archived one.
  const studentIds = [students[0]!.id, students[1]!.id];
  await createClassRoom(t.db, id, { teacherId: teacher.id, studentIds });
  await createClassRoom(t.db, id, { teacherId: teacher.id, studentIds: [studentIds[0]!] });
  await createClassRoom(t.db, id, { isArchived: true, studentIds: [student.id] });
  return { id, manager: await t.login(manager.email), student: await t.login(student.email) };
}

describe('GET v1/organization/{id}/contract/impact', () => {
  it('counts the members, the live classes, open invitations and unused join codes', async () => {
    const org = await populated();
    const studentRole = await roleId(t.db, 'Student');
    // Two join codes, one used; three invitations: open, expired, accepted.
    await t.db.insert(joinCodes).values([
      {
        organizationId: org.id,
        code: `U-${org.id.slice(0, 8)}`.toUpperCase(),
        kind: 'student',
        roleId: studentRole,
      },
      {
        organizationId: org.id,
        code: `V-${org.id.slice(0, 8)}`.toUpperCase(),
        kind: 'student',
        roleId: studentRole,
        usedAt: new Date(),
      },
    ]);
    const invitation = (email: string, values: Partial<typeof invitations.$inferInsert>) => ({
      organizationId: org.id,
      kind: 'user' as const,
      email,
      firstName: 'Huda',
      lastName: 'Saleh',
      roleId: studentRole,
      tokenHash: `hash-${email}`,
      expiresAt: new Date(`${TODAY}T12:00:00Z`),
      ...values,
    });
    await t.db
      .insert(invitations)
      .values([
        invitation(`open-${org.id}@example.test`, {}),
        invitation(`expired-${org.id}@example.test`, { expiresAt: new Date(`${TODAY}T09:00:00Z`) }),
        invitation(`accepted-${org.id}@example.test`, { status: 'accepted' }),
      ]);
    const response = await t.request(admin, 'GET', usersUrl(USERS_PATHS.contractImpact(org.id)));
    expect(response.statusCode).toBe(200);
    expect(envelope(contractImpactSchema).parse(response.json()).data).toEqual({
      members: 7,
      activeStudents: 4,
      activeTeachers: 2,
      activeClassrooms: 2,
      openInvitations: 1,
      unusedJoinCodes: 1,
    });
    const other = await t.request(manager, 'GET', usersUrl(USERS_PATHS.contractImpact(org.id)));
    expect(other.statusCode).toBe(404);
  });
});

describe('GET v1/organization/report', () => {
  const REPORT = usersUrl(USERS_PATHS.organizationReport);

  it("is the caller's active organisation, computed from its rows, for its managers only", async () => {
    const org = await populated({
      startsAt: '2026-01-01',
      endsAt: '2026-07-20',
      maxStudents: 10,
      maxTeachers: 2,
      maxClassrooms: 6,
      curriculum: 'Levels 1-2',
      contractFile: 'contract.pdf',
    });
    // The contract and its seats are not a student's (nor a teacher's) to see.
    expect((await t.request(org.student, 'GET', REPORT)).statusCode).toBe(403);
    // A HAD admin names the organisation from its page.
    const admin = await t.login('admin@demo.test');
    for (const [token, url] of [
      [org.manager, REPORT],
      [admin, `${REPORT}?organizationId=${org.id}`],
    ] as const) {
      const response = await t.request(token, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      expect(envelope(orgReportSchema).parse(response.json()).data).toEqual({
        daysRemaining: 35,
        weeksRemaining: 5,
        classRoom: {
          totalClassRooms: 6,
          createdClassrooms: 2,
          remainingClassrooms: 4,
          archivedClassrooms: 1,
        },
        teachers: {
          totalTeachers: 2,
          joinedTeachers: 2,
          availableTeachers: 0,
          joinedteachersToClassRooms: 1,
          unJoinedTeachersToClassRooms: 1,
        },
        students: {
          totalStudents: 10,
          joinedStudents: 4,
          availableStudents: 6,
          joinedstudentsToClassRooms: 2,
          unJoinedStudentsToClassRooms: 2,
        },
        contract: {
          startsAt: '2026-01-01',
          endsAt: '2026-07-20',
          curriculum: 'Levels 1-2',
          file: 'contract.pdf',
          fileName: null,
          status: 'pending',
        },
      });
    }
    // Anyone else naming another organisation finds nothing.
    const other = await organizationId(t.db, 'Nour Academy');
    const named = await t.request(org.manager, 'GET', `${REPORT}?organizationId=${other}`);
    expect(named.statusCode).toBe(404);
  });

  it('never counts seats below zero; the last day counts as one', async () => {
    const org = await populated({
      startsAt: '2025-01-01',
      endsAt: '2026-06-16',
      maxStudents: 1,
      maxClassrooms: 1,
    });
    const { data } = envelope(orgReportSchema).parse(
      (await t.request(org.manager, 'GET', REPORT)).json(),
    );
    expect(data).toMatchObject({ daysRemaining: 1, weeksRemaining: 0 });
    expect(data.students).toMatchObject({ joinedStudents: 4, availableStudents: 0 });
    expect(data.classRoom).toMatchObject({ createdClassrooms: 2, remainingClassrooms: 0 });
  });

  it('is refused (403) once the term has ended: its members have no access', async () => {
    const org = await populated({ startsAt: '2025-01-01', endsAt: '2026-05-01' });
    const response = await t.request(org.manager, 'GET', REPORT);
    expect(response.statusCode).toBe(403);
  });

  it('is refused without an active organisation (no role, no GroupsManager read)', async () => {
    const loner = await createUser(t.db);
    const response = await t.request(await t.login(loner.email), 'GET', REPORT);
    expect(response.statusCode).toBe(403);
  });
});

describe('platform actions from another active organisation', () => {
  /** Admin of HAD (inactive there) and of a school, where they are active. */
  async function platformAdminActiveInSchool() {
    const adminRole = await roleId(t.db, 'Admin');
    const school = await createOrganization(t.db, {
      contractStatus: 'active',
      startsAt: '2026-01-01',
      endsAt: '2027-01-01',
    });
    const person = await createUser(t.db, {
      memberships: [
        { organizationId: await organizationId(t.db, 'HAD'), roleId: adminRole },
        { organizationId: school, roleId: adminRole, isActive: true },
      ],
    });
    return { school, token: await t.login(person.email) };
  }

  it('creates organisations and takes contract actions: they are their HAD role', async () => {
    const { school, token } = await platformAdminActiveInSchool();
    const created = await t.request(token, 'POST', usersUrl(USERS_PATHS.organizations), {
      name: `From a school ${Date.now()}`,
      company_location: 'Zarqa',
      contractType: 'annual',
      startsAt: '2026-07-01',
      endsAt: '2027-06-30',
      maxStudents: 10,
      maxTeachers: 2,
      maxClassrooms: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { id: string } }>().data.id;
    const impact = await t.request(token, 'GET', usersUrl(USERS_PATHS.contractImpact(id)));
    expect(impact.statusCode, impact.body).toBe(200);
    const activated = await t.request(token, 'PUT', ACTION(id, 'activate'));
    expect(activated.statusCode, activated.body).toBe(200);
    // The school they have open is one more customer to them.
    const paused = await t.request(token, 'PUT', ACTION(school, 'pause'));
    expect(paused.statusCode, paused.body).toBe(200);
  });

  it("a customer's own admin (no HAD role) still may not", async () => {
    const school = await createOrganization(t.db, { startsAt: '2026-01-01', endsAt: '2027-01-01' });
    const person = await createUser(t.db, {
      memberships: [
        { organizationId: school, roleId: await roleId(t.db, 'Admin'), isActive: true },
      ],
    });
    const token = await t.login(person.email);
    const refused = await t.request(token, 'PUT', ACTION(school, 'pause'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: ORGANIZATION_MESSAGES.contractTermsHadOnly });
  });
});
