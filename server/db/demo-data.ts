import { RESOURCES, type Operation, type Resource } from '../../contract/permissions';
import { ADMIN_ROLE_NUMBER, DEFAULT_ORG_NAME, HAD_ORG_NAME } from '../../contract/constants';
import { HAD_TEACHER_ROLE_NUMBER } from '../../contract/constants';

export const DEMO_PASSWORD = 'Demo-pass-2026';

export interface DemoContract {
  contractType: 'trial' | 'annual' | 'multiYear' | 'custom';
  contractStatus: 'pending' | 'active' | 'paused' | 'canceled';
  /** Days from the seeding day (negative: in the past). */
  startsInDays: number;
  endsInDays: number;
  curriculum: string | null;
  maxStudents: number;
  maxTeachers: number;
  maxClassrooms: number;
}

export interface DemoOrganization {
  name: string;
  companyLocation: string;
  logo: { file: string; initials: string; colour: string };
  contract: DemoContract;
}

/** The platform's own organisations: a long active contract (about 20 years). */
const PLATFORM_CONTRACT: DemoContract = {
  contractType: 'multiYear',
  contractStatus: 'active',
  startsInDays: -365,
  endsInDays: 20 * 365,
  curriculum: null,
  maxStudents: 100_000,
  maxTeachers: 10_000,
  maxClassrooms: 10_000,
};

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    name: HAD_ORG_NAME,
    companyLocation: 'Amman',
    logo: { file: 'had.svg', initials: 'HAD', colour: '#0f766e' },
    contract: PLATFORM_CONTRACT,
  },
  {
    name: DEFAULT_ORG_NAME,
    companyLocation: 'Online',
    logo: { file: 'default.svg', initials: 'D', colour: '#64748b' },
    contract: PLATFORM_CONTRACT,
  },
  {
    name: 'Nour Academy',
    companyLocation: 'Riyadh',
    logo: { file: 'nour-academy.svg', initials: 'NA', colour: '#b45309' },
    // Active, ending about ten months after seeding (the dashboard counts down).
    contract: {
      contractType: 'annual',
      contractStatus: 'active',
      startsInDays: -60,
      endsInDays: 300,
      curriculum: 'Arabic for young learners, levels 1-6',
      maxStudents: 200,
      maxTeachers: 12,
      maxClassrooms: 15,
    },
  },
  {
    name: 'Dar Al Ilm',
    companyLocation: 'Cairo',
    logo: { file: 'dar-al-ilm.svg', initials: 'DI', colour: '#1d4ed8' },
    contract: {
      contractType: 'trial',
      contractStatus: 'pending',
      startsInDays: 7,
      endsInDays: 97,
      curriculum: 'Quranic Arabic foundations',
      maxStudents: 50,
      maxTeachers: 4,
      maxClassrooms: 5,
    },
  },
];

export type Grants = Partial<Record<Resource, Operation[]>>;

export interface DemoRole {
  name: string;
  number: number;
  grants: Grants;
}

const grantAll = (ops: Operation[]): Grants =>
  Object.fromEntries(RESOURCES.map((resource) => [resource, ops]));

export const ROLE_NAMES = {
  admin: 'Admin',
  manager: 'Organization Manager',
  staff: 'Staff',
  guest: 'Guest',
  hadTeacher: 'HAD Teacher',
  teacher: 'Teacher',
  student: 'Student',
} as const;

export const DEMO_ROLES: DemoRole[] = [
  {
    name: ROLE_NAMES.admin,
    number: ADMIN_ROLE_NUMBER,
    grants: grantAll(['read', 'write', 'update']),
  },
  {
    name: ROLE_NAMES.manager,
    number: 1,
    grants: {
      GroupsManager: ['read', 'write', 'update'],
      ClassRoomManager: ['read', 'write', 'update'],
      ClassRoomTeacher: ['read', 'write', 'update'],
      Students: ['read', 'write', 'update'],
      Users: ['read', 'write', 'update'],
      Reports: ['read', 'write', 'update'],
      LiveClasses: ['read', 'write', 'update'],
      LiveClassesApprove: ['read', 'write', 'update'],
      AuditLog: ['read'],
      // Their organisation's packages (the plans and the topics they include), read only.
      Packages: ['read'],
      // The published curriculum: the sidebar's Curriculum group (its assignments and knowledge
      // tests, built from it) needs r Levels, as SPEC section 2 says.
      Levels: ['read'],
    },
  },
  {
    name: ROLE_NAMES.staff,
    number: 2,
    grants: { Reports: ['read'], Students: ['read'], ClassRoomManager: ['read'] },
  },
  { name: ROLE_NAMES.guest, number: 3, grants: {} },
  {
    name: ROLE_NAMES.hadTeacher,
    number: HAD_TEACHER_ROLE_NUMBER,
    grants: {
      LiveClasses: ['read', 'write', 'update'],
      ClassRoomTeacher: ['read'],
      Elements: ['read'],
      Levels: ['read'],
      // HAD's teachers post stories for the learner app; HAD's admins moderate them.
      Stories: ['read', 'write', 'update'],
    },
  },
  // Given by join codes of customer organisations.
  {
    name: ROLE_NAMES.teacher,
    number: 5,
    grants: { ClassRoomTeacher: ['read'], LiveClasses: ['read', 'write', 'update'] },
  },
  { name: ROLE_NAMES.student, number: 6, grants: {} },
];

export interface DemoJoinCode {
  code: string;
  organization: string;
  kind: 'teacher' | 'student';
  role: string;
}

const joinCodesOf = (
  organization: string,
  prefix: string,
  kind: DemoJoinCode['kind'],
  role: string,
  n: number,
): DemoJoinCode[] =>
  Array.from({ length: n }, (_, i) => ({
    code: `${prefix}-${String(i + 1).padStart(4, '0')}`,
    organization,
    kind,
    role,
  }));

/** One-use codes for `PUT v1/users/admin/joinGroup/{id}` (listed in docs/demo-data.md). */
export const DEMO_JOIN_CODES: DemoJoinCode[] = [
  ...joinCodesOf('Nour Academy', 'NOUR-T', 'teacher', ROLE_NAMES.teacher, 5),
  ...joinCodesOf('Nour Academy', 'NOUR-S', 'student', ROLE_NAMES.student, 10),
];

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  /** The first membership is the active one. */
  memberships: { organization: string; role: string }[];
  description: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@demo.test',
    firstName: 'Amina',
    lastName: 'Haddad',
    memberships: [
      { organization: HAD_ORG_NAME, role: ROLE_NAMES.admin },
      { organization: 'Nour Academy', role: ROLE_NAMES.admin },
    ],
    description: 'Admin of HAD (platform owner), also a member of Nour Academy',
  },
  {
    email: 'manager@demo.test',
    firstName: 'Omar',
    lastName: 'Khalil',
    memberships: [{ organization: 'Nour Academy', role: ROLE_NAMES.manager }],
    description: 'Organization Manager of Nour Academy',
  },
  {
    email: 'huda@demo.test',
    firstName: 'Huda',
    lastName: 'Saleh',
    memberships: [{ organization: 'Nour Academy', role: ROLE_NAMES.teacher }],
    description: 'Teacher of Nour Academy (role number 5): teaches the class Alif',
  },
  {
    email: 'teacher@demo.test',
    firstName: 'Layla',
    lastName: 'Nasser',
    memberships: [{ organization: HAD_ORG_NAME, role: ROLE_NAMES.hadTeacher }],
    description:
      'HAD Teacher (role number 4): live classes and stories; teacher profile not filled in yet',
  },
  {
    email: 'pending@demo.test',
    firstName: 'Sami',
    lastName: 'Farouk',
    memberships: [{ organization: DEFAULT_ORG_NAME, role: ROLE_NAMES.guest }],
    description: 'Signed up, waiting in DEFAULT (Access Pending)',
  },
];

/** What main.ts prints after start-up. */
export const DEMO_LOGINS = DEMO_USERS.map(({ email, description }) => ({
  email,
  password: DEMO_PASSWORD,
  description,
}));

export const DEMO_APP_SETTINGS: Record<string, unknown> = { testLevelDurationInMin: 30 };
