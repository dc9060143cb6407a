import { eq } from 'drizzle-orm';
import type { StoryBodyParsed, StoryStatus } from '../../../contract/stories';
import type { Db } from '../../db/client';
import { stories } from '../../db/schema/stories';

export async function insertStory(
  db: Db,
  values: {
    organizationId: string;
    authorId: string;
    body: StoryBodyParsed;
    publishedAt: Date;
  },
): Promise<string> {
  const { body } = values;
  const [row] = await db
    .insert(stories)
    .values({
      organizationId: values.organizationId,
      authorId: values.authorId,
      kind: body.kind,
      text: body.text,
      mediaFileName: body.kind === 'text' ? null : body.mediaFileName,
      visibility: body.visibility,
      status: 'visible',
      publishedAt: values.publishedAt,
      expiresAt: new Date(body.expiresAt),
    })
    .returning({ id: stories.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * The story locked (the scope's, or null): `update` for a change of state, `share` while a
 * reaction or comment is written, so a block waits for it and it never lands after one.
 */
export async function lockStory(db: Db, id: string, strength: 'update' | 'share' = 'update') {
  const [row] = await db
    .select({
      id: stories.id,
      organizationId: stories.organizationId,
      authorId: stories.authorId,
      visibility: stories.visibility,
      status: stories.status,
      expiresAt: stories.expiresAt,
    })
    .from(stories)
    .where(eq(stories.id, id))
    .for(strength);
  return row ?? null;
}

/** What a block records; an unblock (or any other move) clears it. */
export interface Blocking {
  reason: string;
  by: string;
  at: Date;
}

export const writeStoryState = (
  db: Db,
  id: string,
  status: StoryStatus,
  blocking: Blocking | null,
) =>
  db
    .update(stories)
    .set({
      status,
      blockedReason: blocking?.reason ?? null,
      blockedBy: blocking?.by ?? null,
      blockedAt: blocking?.at ?? null,
    })
    .where(eq(stories.id, id));
