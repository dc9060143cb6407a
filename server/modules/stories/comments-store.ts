import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ReactionKind } from '../../../contract/stories';
import type { Db } from '../../db/client';
import { storyComments, storyReactions } from '../../db/schema/stories';
import { users } from '../../db/schema/users';
import type { CommentRecord, ReactionRecord } from './present';
import type { Window } from './reads';

/*
 * A story's reactions and comments: rows of the story's organisation, whoever wrote them (the
 * writes run in that organisation's scope, see learner-routes.ts).
 */

/** A page of a story's reactions, newest first. */
export async function listReactions(
  db: Db,
  storyId: string,
  window: Window,
): Promise<{ rows: ReactionRecord[]; total: number }> {
  const rows = await db
    .select({
      userId: storyReactions.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      kind: storyReactions.kind,
      createdAt: storyReactions.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(storyReactions)
    .innerJoin(users, eq(users.id, storyReactions.userId))
    .where(eq(storyReactions.storyId, storyId))
    .orderBy(desc(storyReactions.createdAt), asc(storyReactions.userId))
    .offset(window.offset)
    .limit(window.limit);
  const total = rows[0]?.total ?? (window.offset > 0 ? await countReactions(db, storyId) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

async function countReactions(db: Db, storyId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(storyReactions)
    .where(eq(storyReactions.storyId, storyId));
  return row?.n ?? 0;
}

const commentColumns = {
  id: storyComments.id,
  storyId: storyComments.storyId,
  authorId: storyComments.authorId,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  text: storyComments.text,
  createdAt: storyComments.createdAt,
  removedAt: storyComments.removedAt,
};

/** A page of a story's comments, oldest first; removed ones only when `withRemoved`. */
export async function listComments(
  db: Db,
  storyId: string,
  withRemoved: boolean,
  window: Window,
): Promise<{ rows: CommentRecord[]; total: number }> {
  const where = and(
    eq(storyComments.storyId, storyId),
    withRemoved ? undefined : isNull(storyComments.removedAt),
  );
  const rows = await db
    .select({ ...commentColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(storyComments)
    .leftJoin(users, eq(users.id, storyComments.authorId))
    .where(where)
    .orderBy(asc(storyComments.createdAt), asc(storyComments.id))
    .offset(window.offset)
    .limit(window.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && window.offset > 0) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(storyComments)
      .where(where);
    total = counted?.n ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** One comment of the story (removed or not), or null. */
export async function findComment(
  db: Db,
  storyId: string,
  id: string,
): Promise<CommentRecord | null> {
  const [row] = await db
    .select(commentColumns)
    .from(storyComments)
    .leftJoin(users, eq(users.id, storyComments.authorId))
    .where(and(eq(storyComments.storyId, storyId), eq(storyComments.id, id)));
  return row ?? null;
}

/** The caller's one reaction to the story: added, or replaced (kind and time) when they had one. */
export async function upsertReaction(
  db: Db,
  values: { storyId: string; userId: string; organizationId: string; kind: ReactionKind; at: Date },
) {
  await db
    .insert(storyReactions)
    .values({ ...values, createdAt: values.at })
    .onConflictDoUpdate({
      target: [storyReactions.storyId, storyReactions.userId],
      set: { kind: values.kind, createdAt: values.at },
    });
}

export const deleteReaction = (db: Db, storyId: string, userId: string) =>
  db
    .delete(storyReactions)
    .where(and(eq(storyReactions.storyId, storyId), eq(storyReactions.userId, userId)));

export async function insertComment(
  db: Db,
  values: { storyId: string; organizationId: string; authorId: string; text: string; at: Date },
): Promise<string> {
  const [row] = await db
    .insert(storyComments)
    .values({ ...values, createdAt: values.at })
    .returning({ id: storyComments.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Marks the comment removed; one already removed keeps who removed it and when. */
export const removeComment = (db: Db, storyId: string, id: string, by: string, at: Date) =>
  db
    .update(storyComments)
    .set({ removedAt: at, removedBy: by })
    .where(
      and(
        eq(storyComments.storyId, storyId),
        eq(storyComments.id, id),
        isNull(storyComments.removedAt),
      ),
    );
