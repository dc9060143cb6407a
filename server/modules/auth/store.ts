import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/sessions';

export async function createSession(
  db: Db,
  session: { id: string; userId: string; expiresAt: Date; purpose?: 'signup' | 'reset' },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
