import type { ClassRoom, ClassRoomStudent } from '../../../contract/classes';
import type { Student } from '../../../contract/students';
import { json } from './render';

export const ALIF = '00000000-0000-4000-8000-0000000000c1';
export const BA = '00000000-0000-4000-8000-0000000000c2';
export const TEACHER = '00000000-0000-4000-8000-0000000000a1';
export const ORG = '00000000-0000-4000-8000-0000000000f1';

export function classRoom(init: Partial<ClassRoom> & Pick<ClassRoom, 'id' | 'name'>): ClassRoom {
  return {
    level: 'Level 1',
    levelId: null,
    teacherId: TEACHER,
    teacherName: 'Huda Saleh',
    isArchived: false,
    studentsCount: 3,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...init,
  };
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Students `from`..`from + count - 1`, named Student 1, Student 2 ... */
export function classStudents(count: number, from = 1): ClassRoomStudent[] {
  return Array.from({ length: count }, (_, i) => ({
    id: uuid(from + i),
    firstName: 'Student',
    lastName: String(from + i),
    email: `student${from + i}@demo.test`,
    addedAt: '2026-02-01T09:00:00.000Z',
  }));
}

export function waitingStudents(names: readonly string[], from = 100): Student[] {
  return names.map((name, i) => ({
    id: uuid(from + i),
    firstName: name,
    lastName: 'Waiting',
    email: `${name.toLowerCase()}@demo.test`,
    organizationId: ORG,
    organizationName: 'Nour Academy',
    joinedAt: '2026-03-01T09:00:00.000Z',
    classRooms: [],
  }));
}

/** A paged answer as the services send it. */
export function page<T>(result: T[], pageNumber = 1, numOfPages = 1, total = result.length) {
  return json({
    data: {
      result,
      pagination: { pageNumber, pageSize: 20, numOfPages, total, count: result.length },
    },
  });
}
