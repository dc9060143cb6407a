import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TRANSLATION_FILE_MESSAGES,
  TRANSLATIONS_MAX_BYTES,
} from '../../contract/app-language-translations';
import {
  APP_LANGUAGE_MESSAGES,
  APP_LANGUAGE_PATHS,
  appLanguageDetailSchema,
  appLanguageSchema,
  appLanguagesOverviewSchema,
  translationsUploadResultSchema,
} from '../../contract/app-languages';
import { envelope } from '../../contract/wire';
import { appLanguages } from '../../server/db/schema/app-languages';
import { auditLog } from '../../server/db/schema/audit';
import { DEMO_ARABIC_TRANSLATIONS } from '../../server/db/seed-app-languages';
import { pgCode, UNIQUE_VIOLATION } from '../../server/platform/pg-errors';
import { createRole, createUser, organizationId, userId } from './support/factories';
import { multipartOf } from './support/invitations';
import { settingsUrl } from './support/meetings';
import { bearer, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let adminId: string;
/** Nour Academy's manager: no Configurations at all. */
let manager: string;
/** A Nour Academy member holding Configurations read and write (not HAD). */
let configurer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  adminId = await userId(t.db, 'admin@demo.test');
  manager = await t.login('manager@demo.test');
  const role = await createRole(t.db, { grants: { Configurations: ['read', 'write', 'update'] } });
  const nour = await organizationId(t.db, 'Nour Academy');
  const user = await createUser(t.db, {
    memberships: [{ organizationId: nour, roleId: role, isActive: true }],
  });
  configurer = await t.login(user.email);
});
afterAll(() => t.close());

const url = settingsUrl;
const one = envelope(appLanguageSchema);
const FIELD_ERRORS = (response: { json(): unknown }) =>
  (response.json() as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};

async function overview(token = admin) {
  const response = await t.request(token, 'GET', url(APP_LANGUAGE_PATHS.overview));
  expect(response.statusCode, response.body).toBe(200);
  return envelope(appLanguagesOverviewSchema).parse(response.json()).data.appLanguages;
}

const byCode = async (code: string) => {
  const found = (await overview()).find((language) => language.code === code);
  if (!found) throw new Error(`no language ${code}`);
  return found;
};

const create = (body: Record<string, unknown>, token = admin) =>
  t.request(token, 'POST', url(APP_LANGUAGE_PATHS.create), body);

function upload(token: string, id: string, data: string | Buffer, dryRun = false) {
  const { body, contentType } = multipartOf(Buffer.from(data), 'texts.json', {
    type: 'application/json',
  });
  return t.app.inject({
    method: 'POST',
    url: url(APP_LANGUAGE_PATHS.translations(id, dryRun)),
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
}

const defaults = async () =>
  t.db
    .select({ code: appLanguages.code })
    .from(appLanguages)
    .where(eq(appLanguages.isDefault, true));

describe('the overview and one language', () => {
  it('start with English (the default, from the migration) and Arabic (demo), by position', async () => {
    const languages = await overview();
    expect(languages.map((l) => [l.code, l.position, l.isDefault, l.direction])).toEqual([
      ['en', 0, true, 'ltr'],
      ['ar', 1, false, 'rtl'],
    ]);
    const [en, ar] = languages;
    expect(en!.keyCount).toBeGreaterThanOrEqual(15);
    expect(ar!.keyCount).toBe(en!.keyCount);
    expect(ar!.missingCount).toBe(0);
    expect(ar!.nameNative).toBe('العربية');
  });

  it('get-one answers the translations and the diff against the default', async () => {
    const ar = await byCode('ar');
    const response = await t.request(admin, 'GET', url(APP_LANGUAGE_PATHS.one(ar.id)));
    expect(response.statusCode, response.body).toBe(200);
    const data = envelope(appLanguageDetailSchema).parse(response.json()).data;
    expect(data.translations).toEqual(DEMO_ARABIC_TRANSLATIONS);
    expect(data.diff).toEqual({ missing: [], extra: [], placeholderMismatches: [] });
  });

  it('get-one: an unknown id is 404, a malformed one 400 on the field', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.request(admin, 'GET', url(APP_LANGUAGE_PATHS.one(unknown)))).statusCode).toBe(
      404,
    );
    const bad = await t.request(admin, 'GET', url(APP_LANGUAGE_PATHS.one('nope')));
    expect(bad.statusCode).toBe(400);
    expect(FIELD_ERRORS(bad)).toHaveProperty('appLanguageId');
  });
});

describe('adding and editing', () => {
  it('adds a language last, with no texts yet (every default key missing)', async () => {
    const response = await create({
      code: 'fr',
      nameEn: 'French',
      nameNative: 'Français',
      direction: 'ltr',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = one.parse(response.json());
    expect(body.message).toBe(APP_LANGUAGE_MESSAGES.created);
    const en = await byCode('en');
    expect(body.data).toMatchObject({
      code: 'fr',
      position: 2,
      isDefault: false,
      keyCount: 0,
      missingCount: en.keyCount,
      translationsUpdatedAt: null,
    });
  });

  it('stores the tag in its canonical case and refuses a taken one (409 on the field)', async () => {
    const added = await create({
      code: 'PT-br',
      nameEn: 'Portuguese',
      nameNative: 'Português',
      direction: 'ltr',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(one.parse(added.json()).data.code).toBe('pt-BR');
    const taken = await create({ code: 'FR', nameEn: 'F', nameNative: 'F', direction: 'ltr' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(APP_LANGUAGE_MESSAGES.codeTaken('fr'));
    expect(FIELD_ERRORS(taken).code).toBe(APP_LANGUAGE_MESSAGES.codeTaken('fr'));
  });

  it('refuses bad input with a message per field', async () => {
    const bad = await create({ code: 'french!', nameEn: '', nameNative: 'x', direction: 'up' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(FIELD_ERRORS(bad)).sort()).toEqual(['code', 'direction', 'nameEn']);
    const extra = await create({
      code: 'de',
      nameEn: 'German',
      nameNative: 'Deutsch',
      direction: 'ltr',
      translations: {},
    });
    expect(extra.statusCode).toBe(400);
  });

  it('updates names and direction; an empty change is 400', async () => {
    const pt = await byCode('pt-BR');
    const response = await t.request(admin, 'POST', url(APP_LANGUAGE_PATHS.update(pt.id)), {
      nameEn: 'Portuguese (Brazil)',
      direction: 'rtl',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(one.parse(response.json()).data).toMatchObject({
      nameEn: 'Portuguese (Brazil)',
      nameNative: 'Português',
      direction: 'rtl',
    });
    const empty = await t.request(admin, 'POST', url(APP_LANGUAGE_PATHS.update(pt.id)), {});
    expect(empty.statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await t.request(admin, 'POST', url(APP_LANGUAGE_PATHS.update(unknown)), {
      nameEn: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('exactly one default', () => {
  it('moves with isDefault: true; the default cannot unset itself (409)', async () => {
    const fr = await byCode('fr');
    const moved = await t.request(admin, 'POST', url(APP_LANGUAGE_PATHS.update(fr.id)), {
      isDefault: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await defaults()).toEqual([{ code: 'fr' }]);
    // Compared with French now (no texts): English and Arabic have every key over.
    expect((await byCode('en')).missingCount).toBe(0);
    const unset = await t.request(admin, 'POST', url(APP_LANGUAGE_PATHS.update(fr.id)), {
      isDefault: false,
    });
    expect(unset.statusCode).toBe(409);
    expect(FIELD_ERRORS(unset).isDefault).toBe(APP_LANGUAGE_MESSAGES.defaultStays);
    const en = await byCode('en');
    await t.request(admin, 'POST', url(APP_LANGUAGE_PATHS.update(en.id)), { isDefault: true });
    expect(await defaults()).toEqual([{ code: 'en' }]);
  });

  it('a language added as the default takes the flag', async () => {
    const response = await create({
      code: 'tr',
      nameEn: 'Turkish',
      nameNative: 'Türkçe',
      direction: 'ltr',
      isDefault: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(one.parse(response.json()).data.isDefault).toBe(true);
    expect(await defaults()).toEqual([{ code: 'tr' }]);
  });

  it('holds under concurrent switches, and in the database itself', async () => {
    const [en, ar, fr] = await Promise.all(['en', 'ar', 'fr'].map(byCode));
    const answers = await Promise.all(
      [en!, ar!, fr!, en!, ar!].map((language) =>
        t.request(admin, 'POST', url(APP_LANGUAGE_PATHS.update(language.id)), {
          isDefault: true,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = await defaults();
    expect(after).toHaveLength(1);
    expect(['en', 'ar', 'fr']).toContain(after[0]!.code);
    const second = t.db
      .update(appLanguages)
      .set({ isDefault: true })
      .where(and(eq(appLanguages.isDefault, false), eq(appLanguages.code, 'pt-BR')));
    await expect(second).rejects.toSatisfy((error) => pgCode(error) === UNIQUE_VIOLATION);
    await t.request(admin, 'POST', url(APP_LANGUAGE_PATHS.update(en!.id)), { isDefault: true });
    expect(await defaults()).toEqual([{ code: 'en' }]);
  });
});

describe('deleting', () => {
  it('refuses the default (409) and an unknown id (404), deletes another', async () => {
    const en = await byCode('en');
    const refused = await t.request(admin, 'DELETE', url(APP_LANGUAGE_PATHS.remove(en.id)));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(APP_LANGUAGE_MESSAGES.defaultNotDeleted);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.request(admin, 'DELETE', url(APP_LANGUAGE_PATHS.remove(unknown)))).statusCode,
    ).toBe(404);
    const tr = await byCode('tr');
    const deleted = await t.request(admin, 'DELETE', url(APP_LANGUAGE_PATHS.remove(tr.id)));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({
      data: { id: tr.id },
      message: APP_LANGUAGE_MESSAGES.deleted,
      messageKey: 'languages.deleted',
      trashId: expect.any(String),
    });
    expect((await overview()).map((l) => l.code)).not.toContain('tr');
  });
});

describe('reordering', () => {
  const reorder = (appLanguageIds: unknown) =>
    t.request(admin, 'POST', url(APP_LANGUAGE_PATHS.reorder), { appLanguageIds });

  it('takes every language exactly once (400 on the field otherwise)', async () => {
    const ids = (await overview()).map((l) => l.id);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const wrong of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), unknown]]) {
      const response = await reorder(wrong);
      expect(response.statusCode).toBe(400);
      expect(FIELD_ERRORS(response).appLanguageIds).toBe(APP_LANGUAGE_MESSAGES.reorderEveryOnce);
    }
    expect((await reorder(['x'])).statusCode).toBe(400);
  });

  it('answers the new order', async () => {
    const ids = (await overview()).map((l) => l.id).reverse();
    const response = await reorder(ids);
    expect(response.statusCode, response.body).toBe(200);
    const data = envelope(appLanguagesOverviewSchema).parse(response.json()).data;
    expect(data.appLanguages.map((l) => l.id)).toEqual(ids);
    expect(data.appLanguages.map((l) => l.position)).toEqual(ids.map((_, i) => i));
    expect((await overview()).map((l) => l.id)).toEqual(ids);
  });
});

describe('the translations file', () => {
  const french = {
    common: { continue: 'Continuer', cancel: 'Annuler' },
    home: { streak: '{{n}} jours de suite', greeting: 'Bon retour, {{name}} !' },
    onlyHere: 'Seulement ici',
  };

  it('is refused over 2 MB (413), not JSON (400 with where), not strings, or missing', async () => {
    const fr = await byCode('fr');
    const big = await upload(admin, fr.id, `{"a": "${'x'.repeat(TRANSLATIONS_MAX_BYTES)}"}`);
    expect(big.statusCode).toBe(413);
    expect(FIELD_ERRORS(big).file).toBe(TRANSLATION_FILE_MESSAGES.tooLarge);
    const broken = await upload(admin, fr.id, '{\n  "a": "b",\n  c\n}');
    expect(broken.statusCode).toBe(400);
    expect(FIELD_ERRORS(broken).file).toBe(
      TRANSLATION_FILE_MESSAGES.notJson({ line: 3, column: 3 }),
    );
    const numbers = await upload(admin, fr.id, '{"home": {"count": 3}}');
    expect(numbers.statusCode).toBe(400);
    expect(FIELD_ERRORS(numbers).file).toBe(TRANSLATION_FILE_MESSAGES.notString('home.count'));
    const list = await upload(admin, fr.id, '["a"]');
    expect(FIELD_ERRORS(list).file).toBe(TRANSLATION_FILE_MESSAGES.notObject);
    const empty = await upload(admin, fr.id, '');
    expect(empty.statusCode).toBe(400);
    const latin1 = await upload(admin, fr.id, Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x7d]));
    expect(FIELD_ERRORS(latin1).file).toBe(TRANSLATION_FILE_MESSAGES.notUtf8);
    const noFile = await t.request(admin, 'POST', url(APP_LANGUAGE_PATHS.translations(fr.id)), {});
    expect(noFile.statusCode).toBe(400);
    expect((await byCode('fr')).translationsUpdatedAt).toBeNull();
  });

  it('in a dry run answers the diff against the default and saves nothing', async () => {
    const fr = await byCode('fr');
    const response = await upload(admin, fr.id, JSON.stringify(french), true);
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = envelope(translationsUploadResultSchema).parse(response.json());
    expect(message).toBe(APP_LANGUAGE_MESSAGES.translationsChecked);
    expect(data.saved).toBe(false);
    expect(data.keyCount).toBe(5);
    expect(data.diff.extra).toEqual(['onlyHere']);
    expect(data.diff.missing).toContain('auth.signIn');
    expect(data.diff.missing).not.toContain('common.continue');
    expect(data.diff.placeholderMismatches).toEqual([
      { key: 'home.streak', expected: ['count'], found: ['n'] },
    ]);
    expect(data.appLanguage).toMatchObject({ keyCount: 0, translationsUpdatedAt: null });
    const [row] = await t.db
      .select({ translations: appLanguages.translations })
      .from(appLanguages)
      .where(eq(appLanguages.id, fr.id));
    expect(row!.translations).toEqual({});
  });

  it('is saved, counted in the overview, and downloads back the same', async () => {
    const fr = await byCode('fr');
    const en = await byCode('en');
    const response = await upload(admin, fr.id, JSON.stringify(french));
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = envelope(translationsUploadResultSchema).parse(response.json());
    expect(message).toBe(APP_LANGUAGE_MESSAGES.translationsSaved);
    expect(data.saved).toBe(true);
    expect(data.appLanguage.keyCount).toBe(5);
    expect(data.appLanguage.translationsUpdatedAt).not.toBeNull();
    expect((await byCode('fr')).missingCount).toBe(en.keyCount - 4);

    const download = await t.request(admin, 'GET', url(APP_LANGUAGE_PATHS.translations(fr.id)));
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toMatch(/^application\/json/);
    expect(download.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''translations-fr.json",
    );
    expect(JSON.parse(download.body)).toEqual(french);
    // And uploaded again as it came down: nothing changes.
    const again = await upload(admin, fr.id, download.body, true);
    expect(envelope(translationsUploadResultSchema).parse(again.json()).data.keyCount).toBe(5);
  });

  it("of the default is compared with the default's own texts", async () => {
    const en = await byCode('en');
    const download = await t.request(admin, 'GET', url(APP_LANGUAGE_PATHS.translations(en.id)));
    const texts = JSON.parse(download.body) as Record<string, unknown>;
    const { common: _dropped, ...rest } = texts;
    const response = await upload(admin, en.id, JSON.stringify(rest), true);
    const { data } = envelope(translationsUploadResultSchema).parse(response.json());
    expect(data.diff.missing.every((key) => key.startsWith('common.'))).toBe(true);
    expect(data.diff.missing.length).toBeGreaterThan(0);
  });
});

describe('who may', () => {
  it('a member without Configurations: 403 on every call', async () => {
    const fr = await byCode('fr');
    const calls = [
      t.request(manager, 'GET', url(APP_LANGUAGE_PATHS.overview)),
      t.request(manager, 'GET', url(APP_LANGUAGE_PATHS.one(fr.id))),
      t.request(manager, 'GET', url(APP_LANGUAGE_PATHS.translations(fr.id))),
      create({ code: 'it', nameEn: 'Italian', nameNative: 'Italiano', direction: 'ltr' }, manager),
      t.request(manager, 'DELETE', url(APP_LANGUAGE_PATHS.remove(fr.id))),
      upload(manager, fr.id, '{}'),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
  });

  it('Configurations outside HAD reads, and is refused every write (403)', async () => {
    expect((await overview(configurer)).length).toBeGreaterThan(1);
    const fr = await byCode('fr');
    const writes = [
      create(
        { code: 'it', nameEn: 'Italian', nameNative: 'Italiano', direction: 'ltr' },
        configurer,
      ),
      t.request(configurer, 'POST', url(APP_LANGUAGE_PATHS.update(fr.id)), { nameEn: 'x' }),
      t.request(configurer, 'DELETE', url(APP_LANGUAGE_PATHS.remove(fr.id))),
      upload(configurer, fr.id, '{}', true),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(APP_LANGUAGE_MESSAGES.hadOnly);
    }
  });
});

describe('the audit trail', () => {
  it('records each write with its actor, never the texts themselves', async () => {
    const added = await create({
      code: 'es',
      nameEn: 'Spanish',
      nameNative: 'Español',
      direction: 'ltr',
    });
    const id = one.parse(added.json()).data.id;
    await upload(admin, id, '{"common": {"continue": "Continuar"}}');
    await t.request(admin, 'DELETE', url(APP_LANGUAGE_PATHS.remove(id)));
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'app_languages'), eq(auditLog.recordId, id)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(['insert', 'update', 'delete']);
    for (const entry of entries) expect(entry.actorId).toBe(adminId);
    expect(entries[0]!.after).toMatchObject({ code: 'es', name_en: 'Spanish' });
    expect(entries[1]!.changed).toContain('translations');
    for (const entry of entries) {
      expect(entry.before ?? {}).not.toHaveProperty('translations');
      expect(entry.after ?? {}).not.toHaveProperty('translations');
    }
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        sql`${auditLog.tableName} = 'app_languages' and ${auditLog.after}::text like '%Continuar%'`,
      );
    expect(count!.n).toBe(0);
  });
});
