import type { Student, StudentDetail } from '../../../contract/students';
import type { ListKey } from './cursor';

/** A student as the list store reads it: the member, their organisation and their list key. */
export interface StudentRecord {
  key: ListKey;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  organizationId: string;
  organizationName: string;
  joinedAt: Date;
  classRooms: { id: string; name: string }[];
}

export const presentStudent = ({ key: _key, joinedAt, ...row }: StudentRecord): Student => ({
  ...row,
  joinedAt: joinedAt.toISOString(),
});

export interface StudentClassRecord {
  id: string;
  name: string;
  teacherFirstName: string | null;
  teacherLastName: string | null;
  isArchived: boolean;
  addedAt: Date;
}

export const presentStudentDetail = (
  student: Omit<StudentRecord, 'key' | 'classRooms'>,
  classes: StudentClassRecord[],
): StudentDetail => ({
  id: student.id,
  firstName: student.firstName,
  lastName: student.lastName,
  email: student.email,
  organizationId: student.organizationId,
  organizationName: student.organizationName,
  joinedAt: student.joinedAt.toISOString(),
  classRooms: classes.map((room) => ({
    id: room.id,
    name: room.name,
    teacherName:
      room.teacherFirstName === null
        ? null
        : `${room.teacherFirstName} ${room.teacherLastName ?? ''}`.trim(),
    isArchived: room.isArchived,
    addedAt: room.addedAt.toISOString(),
  })),
});
