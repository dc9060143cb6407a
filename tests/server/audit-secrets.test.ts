import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDITED_TABLES } from '../../contract/audit-paths';
import { USERS_PATHS } from '../../contract/paths';
import { codeChallenges, joinCodes } from '../../server/db/schema/accounts';
import { auditLog } from '../../server/db/schema/audit';
import { invitations } from '../../server/db/schema/invitations';
import { meetingKeys } from '../../server/db/schema/meeting-keys';
import { users } from '../../server/db/schema/users';
import { ACCOUNT_URLS, codeFromEml, signUp, verify } from './support/accounts';
import { auditedSchool } from './support/audit';
import { createUser, organizationId, roleId } from './support/factories';
import { bulk } from './support/invitations';
import { testMeetingKeys, writeMeetingKeys } from './support/meetings';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/*
 * Secrets never reach the audit trail: each table's trigger carries an explicit deny list
 * (migration 0022_audit_log.sql), checked here as written, for completeness against the
 * columns that look secret, and against real sign-ups, resets, join codes, invitations and
 * meeting keys going through the API.
 */

/** The deny list of every audited table that has one; every other table denies nothing. */
const DENIED: Record<string, string[]> = {
  users: ['password_hash'],
  code_challenges: ['code_hash'],
  join_codes: ['code'],
  invitations: ['token_hash'],
  meeting_keys: ['sealed'],
  // The meeting's number: with it (and no passcode) anyone could join.
  live_classes: ['meeting_id'],
  // Not secret, but up to 2 MB: kept out of before and after (`changed` still names it).
  app_languages: ['translations'],
  // The rows a delete took: on the trail already (their deletes), and they hold the secrets above.
  trash: ['snapshot'],
};

/** Not audited at all: the trail itself, and the mail queue (bodies carry codes and links). */
const UNAUDITED = ['audit_log', 'mail_outbox'];

/** Columns whose names look secret but are not, and why. */
const NOT_SECRET: Record<string, string> = {
  'invitation_batches.idempotency_key': 'the client’s retry key',
  'invitation_batches.file_hash': 'SHA-256 of an uploaded sheet',
  'live_class_batches.idempotency_key': 'the client’s retry key',
  'live_class_batches.file_hash': 'SHA-256 of an uploaded sheet',
  'app_settings.key': 'the setting’s name',
  'app_languages.code': 'the language’s BCP 47 tag (ar, en)',
  'plans.is_offer_code_enabled': 'whether the plan takes offer codes, not a code',
  'plan_translations.language_code': 'the language’s BCP 47 tag (ar, en)',
};
const LOOKS_SECRET = /password|hash|token|secret|sealed|code|key|salt|otp/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

/** Each public table's audit triggers and the arguments they pass. */
async function auditTriggers() {
  const rows = await rowsOf<{ table: string; name: string; def: string }>(
    t.db.execute(sql`
      select c.relname as table, t.tgname as name, pg_get_triggerdef(t.oid) as def
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal and t.tgenabled = 'O'
        and t.tgname like 'audit\\_%'`),
  );
  return rows.map((row) => {
    const args = /audit_statement\('([^']*)', '([^']*)', '([^']*)'\)/.exec(row.def);
    if (!args) throw new Error(`unexpected trigger ${row.def}`);
    const list = (text: string) =>
      text
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
    return { table: row.table, name: row.name, keys: list(args[1]!), denied: list(args[2]!) };
  });
}

describe('the deny lists', () => {
  it('every table but the trail and the mail queue has the three triggers, as the contract lists', async () => {
    const tables = await rowsOf<{ name: string }>(
      t.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`),
    );
    const triggers = await auditTriggers();
    const audited = tables.map((table) => table.name).filter((name) => !UNAUDITED.includes(name));
    // The console's table filter offers exactly these.
    expect([...audited].sort()).toEqual([...AUDITED_TABLES].sort());
    for (const table of audited) {
      const names = triggers.filter((trigger) => trigger.table === table).map((tr) => tr.name);
      expect(names.sort(), table).toEqual(['audit_delete', 'audit_insert', 'audit_update']);
    }
    for (const table of UNAUDITED) {
      expect(triggers.filter((trigger) => trigger.table === table)).toEqual([]);
    }
  });

  it('are exactly the ones written down here', async () => {
    const triggers = await auditTriggers();
    for (const trigger of triggers) {
      expect(trigger.denied.sort(), trigger.table).toEqual((DENIED[trigger.table] ?? []).sort());
    }
  });

  it('cover every column whose name looks secret (or say why it is not)', async () => {
    const columns = await rowsOf<{ table: string; column: string }>(
      t.db.execute(sql`select table_name as table, column_name as column
                       from information_schema.columns where table_schema = 'public'`),
    );
    const suspicious = columns.filter(
      ({ table, column }) => !UNAUDITED.includes(table) && LOOKS_SECRET.test(column),
    );
    expect(suspicious.length).toBeGreaterThan(5);
    for (const { table, column } of suspicious) {
      const denied = DENIED[table]?.includes(column) ?? false;
      expect(denied || `${table}.${column}` in NOT_SECRET, `${table}.${column}`).toBe(true);
    }
  });

  it('a misspelt deny list fails instead of leaking', async () => {
    await expect(
      t.db.execute(sql`select audit_enable('users', '{pasword_hash}')`),
    ).rejects.toThrow();
  });
});

describe('secrets written through the API', () => {
  it('never appear in the trail, while the writes themselves do', async () => {
    // Sign-up, its code, then a password reset: users, code_challenges, sessions.
    const email = `audit-${Math.random().toString(36).slice(2, 8)}@example.test`;
    await verify(t, await signUp(t, { email }), await codeFromEml(t, email));
    const reset = await t.request(null, 'POST', ACCOUNT_URLS.requestReset, { email });
    const resetToken = (reset.json() as { data: { tempToken: string } }).data.tempToken;
    const resetAccess = await verify(t, resetToken, await codeFromEml(t, email));
    const changed = await t.request(resetAccess, 'POST', ACCOUNT_URLS.resetPassword, {
      password: 'Another-pass-2026!',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // A join code redeemed, invitations sent and resent, the meeting keys written.
    const s = await auditedSchool(t, 'Secrets');
    const guest = await createUser(t.db, {
      memberships: [
        {
          organizationId: await organizationId(t.db, 'DEFAULT'),
          roleId: await roleId(t.db, 'Guest'),
          isActive: true,
        },
      ],
    });
    const code = `AUDIT-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await t.db.insert(joinCodes).values({
      organizationId: s.organizationId,
      code,
      kind: 'student',
      roleId: await roleId(t.db, 'Student'),
    });
    const joined = await t.request(
      await t.login(guest.email),
      'PUT',
      usersUrl(USERS_PATHS.joinGroup(guest.id)),
      { code },
    );
    expect(joined.statusCode, joined.body).toBe(200);
    const invited = `invited-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const sent = await bulk(t, {
      token: s.token,
      kind: 'user',
      key: `audit-${Math.random()}`,
      rows: [{ email: invited, firstName: 'In', lastName: 'Vited' }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [invitation] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, invited));
    const resent = await t.request(
      s.token,
      'POST',
      usersUrl(USERS_PATHS.invitationResend('user', invitation!.id)),
    );
    expect(resent.statusCode, resent.body).toBe(200);
    await writeMeetingKeys(t, await t.login('admin@demo.test'), testMeetingKeys());

    // The writes are on record, with the secret columns named as changed but never shown.
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const userEntries = await t.db.select().from(auditLog).where(eq(auditLog.recordId, user!.id));
    expect(userEntries.some((entry) => entry.changed?.includes('password_hash'))).toBe(true);
    const onRecord = await rowsOf<{ table: string }>(
      t.db.execute(sql`select distinct table_name as table from audit_log`),
    );
    expect(onRecord.map((row) => row.table)).toEqual(
      expect.arrayContaining([
        'users',
        'code_challenges',
        'join_codes',
        'invitations',
        'meeting_keys',
      ]),
    );

    // No entry has a denied column, and no secret's value is anywhere in the trail.
    for (const entry of await t.db.select().from(auditLog)) {
      for (const column of DENIED[entry.tableName] ?? []) {
        expect(entry.before ?? {}, `${entry.tableName} before`).not.toHaveProperty(column);
        expect(entry.after ?? {}, `${entry.tableName} after`).not.toHaveProperty(column);
      }
    }
    const secrets = [
      user!.passwordHash,
      ...(await t.db.select().from(codeChallenges).where(eq(codeChallenges.userId, user!.id))).map(
        (challenge) => challenge.codeHash,
      ),
      code,
      ...(await t.db.select().from(invitations).where(eq(invitations.email, invited))).map(
        (row) => row.tokenHash,
      ),
      ...(await t.db.select().from(meetingKeys)).map((key) => key.sealed),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(9);
    for (const secret of secrets) {
      const [found] = await rowsOf<{ n: number }>(
        t.db.execute(sql`select count(*)::int as n from audit_log
          where position(${secret} in coalesce(before::text, '') || coalesce(after::text, '')) > 0`),
      );
      expect(found?.n, 'a secret in the trail').toBe(0);
    }
  });
});
