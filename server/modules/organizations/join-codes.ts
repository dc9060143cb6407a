import { randomInt } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { joinCodes } from '../../db/schema/accounts';
import { roles } from '../../db/schema/roles';
import { conflict } from '../../platform/errors';
import { STUDENT_ROLE_NUMBERS } from '../../../contract/constants';

export type CodeKind = 'student' | 'teacher';

/** Below this many unused codes of a kind, a download first makes new ones up to it. */
export const MIN_UNUSED_CODES = 5;

/** The role a code of each kind gives (server/db/demo-data.ts: Student 6, Teacher 5). */
const ROLE_NUMBER: Record<CodeKind, number> = { student: STUDENT_ROLE_NUMBERS[0], teacher: 5 };

// Upper case (join_codes_code_upper_case), without look-alikes (0/O, 1/I/L).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const randomChars = (n: number) =>
  Array.from({ length: n }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** e.g. `S-7KQ2-M9XD`: 31^8 (about 8.5e11) codes per kind, drawn with crypto.randomInt. */
export const newCode = (kind: CodeKind) =>
  `${kind === 'student' ? 'S' : 'T'}-${randomChars(4)}-${randomChars(4)}`;

const unused = (organizationId: string, kind: CodeKind) =>
  and(
    eq(joinCodes.organizationId, organizationId),
    eq(joinCodes.kind, kind),
    isNull(joinCodes.usedBy),
    isNull(joinCodes.usedAt),
  );

async function roleFor(db: Db, kind: CodeKind): Promise<string> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.number, ROLE_NUMBER[kind]))
    .orderBy(asc(roles.createdAt))
    .limit(1);
  if (!role) throw conflict(`There is no role for ${kind} codes (number ${ROLE_NUMBER[kind]}).`);
  return role.id;
}

/**
 * The organisation's unused codes of `kind`, oldest first, after topping them up to
 * MIN_UNUSED_CODES so that a download always has something to hand out. Runs in the
 * organisation's tenant scope (join_codes_tenant).
 */
export async function unusedCodes(db: Db, organizationId: string, kind: CodeKind) {
  const [existing] = await db
    .select({ n: count() })
    .from(joinCodes)
    .where(unused(organizationId, kind));
  const missing = MIN_UNUSED_CODES - (existing?.n ?? 0);
  if (missing > 0) {
    const roleId = await roleFor(db, kind);
    await db.insert(joinCodes).values(
      Array.from({ length: missing }, () => ({
        organizationId,
        kind,
        roleId,
        code: newCode(kind),
      })),
    );
  }
  return db
    .select({ code: joinCodes.code, kind: joinCodes.kind, createdAt: joinCodes.createdAt })
    .from(joinCodes)
    .where(unused(organizationId, kind))
    .orderBy(asc(joinCodes.createdAt), asc(joinCodes.code));
}
