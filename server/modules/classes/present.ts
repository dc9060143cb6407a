import type { ClassRoom } from '../../../contract/classes';

/** A class as the store reads it: the row, its teacher's name and its number of students. */
export interface ClassRoomRecord {
  id: string;
  name: string;
  level: string | null;
  levelId: string | null;
  teacherId: string | null;
  teacherFirstName: string | null;
  teacherLastName: string | null;
  isArchived: boolean;
  studentsCount: number;
  createdAt: Date;
  /** Its reads' ETag (server/platform/versions.ts). */
  version: number;
}

export const presentClassRoom = (row: ClassRoomRecord): ClassRoom => ({
  id: row.id,
  name: row.name,
  level: row.level,
  levelId: row.levelId,
  teacherId: row.teacherId,
  teacherName:
    row.teacherFirstName === null
      ? null
      : `${row.teacherFirstName} ${row.teacherLastName ?? ''}`.trim(),
  isArchived: row.isArchived,
  studentsCount: row.studentsCount,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});
