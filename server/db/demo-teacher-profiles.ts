import { inArray } from 'drizzle-orm';
import type { TeacherProfileStatus, TeacherProfileValues } from '../../contract/teachers';
import type { Db } from './client';
import { teacherProfiles } from './schema/teachers';
import { users } from './schema/users';

/**
 * Demo teacher profiles (docs/demo-data.md): Huda's is accepted. Layla
 * (teacher@demo.test) has none, so the profile wizard greets her after login.
 */
export const DEMO_TEACHER_PROFILES: {
  email: string;
  status: TeacherProfileStatus;
  values: TeacherProfileValues;
}[] = [
  {
    email: 'huda@demo.test',
    status: 'accepted',
    values: {
      bio: 'Arabic teacher for beginners at Nour Academy; reading and writing through stories.',
      teachingTopicIds: ['reading', 'writing'],
      yearsOfExperience: 6,
      qualifications: 'BA in Arabic Language and Literature',
      languages: ['ar', 'en'],
      photoFileName: null,
    },
  },
];

/** Adds the demo profiles whose teacher has none yet (idempotent, like the rest of the seed). */
export async function seedDemoTeacherProfiles(tx: Db): Promise<void> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_TEACHER_PROFILES.map((profile) => profile.email),
      ),
    );
  const ids = new Map(rows.map((row) => [row.email, row.id]));
  const now = new Date();
  const values = DEMO_TEACHER_PROFILES.flatMap((profile) => {
    const userId = ids.get(profile.email);
    if (!userId) return [];
    return [
      {
        userId,
        status: profile.status,
        ...profile.values,
        submittedAt: now,
        reviewedAt: profile.status === 'accepted' ? now : null,
      },
    ];
  });
  if (values.length > 0) await tx.insert(teacherProfiles).values(values).onConflictDoNothing();
}
