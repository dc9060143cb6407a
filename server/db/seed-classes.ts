import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { DEMO_CLASSES } from './demo-students';
import { classRooms, classRoomStudents } from './schema/classes';
import { users } from './schema/users';

/**
 * The demo classes with their teacher and students. A class is added only when its
 * organisation has none of that name (live or archived), with its seats; one that exists is
 * left as the users have made it (students moved, removed, archived).
 */
export async function seedDemoClasses(tx: Db, orgIds: Map<string, string>): Promise<void> {
  const emails = DEMO_CLASSES.flatMap((demo) => [
    ...demo.students,
    ...(demo.teacher ? [demo.teacher] : []),
  ]);
  const userIds = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, emails))
    ).map((row) => [row.email, row.id]),
  );
  for (const demo of DEMO_CLASSES) {
    const organizationId = orgIds.get(demo.organization);
    if (!organizationId) throw new Error(`Seed: missing ${demo.organization}`);
    const [existing] = await tx
      .select({ id: classRooms.id })
      .from(classRooms)
      .where(
        and(
          eq(classRooms.organizationId, organizationId),
          eq(sql`lower(${classRooms.name})`, demo.name.toLowerCase()),
        ),
      )
      .limit(1);
    if (existing) continue;
    const [room] = await tx
      .insert(classRooms)
      .values({
        organizationId,
        name: demo.name,
        level: demo.level,
        teacherId: (demo.teacher && userIds.get(demo.teacher)) || null,
      })
      .returning({ id: classRooms.id });
    if (!room) throw new Error(`Seed: class ${demo.name} not inserted`);
    const seats = demo.students.flatMap((email) => {
      const studentId = userIds.get(email);
      return studentId ? [{ classRoomId: room.id, studentId, organizationId }] : [];
    });
    if (seats.length > 0) await tx.insert(classRoomStudents).values(seats).onConflictDoNothing();
  }
}
