import type { Activity, Guest, Person } from '../../../contract/people';
import type { Student } from '../../../contract/students';

export const NOUR = '00000000-0000-4000-8000-0000000000f1';
export const DAR = '00000000-0000-4000-8000-0000000000f2';
export const DEFAULT_ORG = '00000000-0000-4000-8000-0000000000f3';
export const TEACHER_ROLE = '00000000-0000-4000-8000-0000000000b5';
export const STAFF_ROLE = '00000000-0000-4000-8000-0000000000b2';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function person(n: number, firstName: string, extra: Partial<Person> = {}): Person {
  return {
    id: id(n),
    firstName,
    lastName: 'Test',
    email: `${firstName.toLowerCase()}@demo.test`,
    createdAt: '2026-03-01T10:00:00.000Z',
    memberships: [
      {
        organization: { id: NOUR, name: 'Nour Academy' },
        role: { id: STAFF_ROLE, name: 'Staff', number: 2 },
        isActive: true,
        joinedAt: '2026-03-01T10:00:00.000Z',
      },
    ],
    ...extra,
  };
}

export const guest = (n: number, firstName: string): Guest => ({
  id: id(n),
  firstName,
  lastName: 'Waiting',
  email: `${firstName.toLowerCase()}@demo.test`,
  signedUpAt: '2026-03-02T10:00:00.000Z',
});

export const student = (n: number, firstName: string): Student => ({
  id: id(n),
  firstName,
  lastName: 'Student',
  email: `${firstName.toLowerCase()}@demo.test`,
  organizationId: NOUR,
  organizationName: 'Nour Academy',
  joinedAt: '2026-03-03T10:00:00.000Z',
  classRooms: n % 2 ? [{ id: id(900 + n), name: 'Alif' }] : [],
});

export const activity = (n: number, kind: Activity['kind'], extra: Partial<Activity> = {}) => ({
  id: id(500 + n),
  kind,
  organization: { id: NOUR, name: 'Nour Academy' },
  actor: null,
  details: {},
  createdAt: '2026-03-04T10:00:00.000Z',
  ...extra,
});

export const organizations = {
  data: {
    result: [
      { id: NOUR, name: 'Nour Academy' },
      { id: DAR, name: 'Dar Al Ilm' },
      { id: DEFAULT_ORG, name: 'DEFAULT' },
    ],
    pagination: { pageNumber: 1, pageSize: 100, numOfPages: 1, total: 3, count: 3 },
  },
};

export const roles = {
  data: [
    { id: TEACHER_ROLE, name: 'Teacher', number: 5, permissions: [], holders: 1 },
    { id: STAFF_ROLE, name: 'Staff', number: 2, permissions: [], holders: 1 },
  ],
};
