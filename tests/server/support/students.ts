import { eq } from 'drizzle-orm';
import { memberships } from '../../../server/db/schema/users';
import { createOrganization, createUser, roleId } from './factories';
import type { TestApp } from './test-app';

/**
 * An organisation with a manager, two teachers and `students` students named in order, each
 * joining one second after the previous one (so "newest first" is the reverse order).
 */
export async function studentSchool(t: TestApp, options: { students?: string[] } = {}) {
  const id = await createOrganization(t.db);
  const member = async (role: string, firstName: string, lastName = 'Test') =>
    createUser(t.db, {
      firstName,
      lastName,
      // Digits only: a letter in the suffix could match a name search ('ra' in 'zaid-k3ra9x').
      email: `${firstName.toLowerCase()}-${Math.random().toString().slice(2, 10)}@school.test`,
      memberships: [{ organizationId: id, roleId: await roleId(t.db, role), isActive: true }],
    });
  const manager = await member('Organization Manager', 'Manager');
  const teacher = await member('Teacher', 'Huda', 'Saleh');
  const other = await member('Teacher', 'Omar', 'Aziz');
  const students = [];
  const names = options.students ?? ['Amal', 'Badr', 'Dana'];
  for (const [i, name] of names.entries()) {
    const student = await member('Student', name);
    await t.db
      .update(memberships)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) })
      .where(eq(memberships.userId, student.id));
    students.push(student);
  }
  return {
    id,
    manager,
    teacher,
    other,
    students,
    managerToken: await t.login(manager.email),
    teacherToken: await t.login(teacher.email),
  };
}
