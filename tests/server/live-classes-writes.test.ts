import { readdir } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLASS_MESSAGES, liveClassSchema } from '../../contract/live-classes';
import { LIVE_PATHS } from '../../contract/live-classes-paths';
import { MEDIA_MESSAGES, mediaUploadSchema, UNUSED_UPLOAD_TTL_MS } from '../../contract/media';
import { envelope } from '../../contract/wire';
import { levels } from '../../server/db/schema/curriculum';
import { liveClasses } from '../../server/db/schema/live-classes';
import { uploads } from '../../server/db/schema/uploads';
import { createDiskMediaStore } from '../../server/platform/media-store/disk';
import { uploadPaths } from '../../server/platform/storage';
import { createUploadSweeper } from '../../server/platform/uploads-sweeper';
import { levelsUrl } from './support/curriculum';
import { createLiveClass, HOUR, body, liveSchool, MINUTE, testClock } from './support/live-classes';
import { demoMedia, fileOf, HEADERS, multipart, withFiller, type Part } from './support/media';
import { bearer, createTestApp, type TestApp } from './support/test-app';

const clock = testClock('2027-04-05T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
) => t.request(token, method, levelsUrl(path), payload);
const one = (response: { json(): unknown }) => envelope(liveClassSchema).parse(response.json());
const stored = async (id: string) => {
  const [row] = await t.db.select().from(liveClasses).where(eq(liveClasses.id, id));
  return row;
};

describe('POST v1/live-class', () => {
  it('creates an unapproved class; without a teacher it is invalid (noTeacher)', async () => {
    const s = await liveSchool(t);
    const created = await call(s.manager.token, 'POST', LIVE_PATHS.create, body(clock.in(HOUR)));
    expect(created.statusCode, created.body).toBe(201);
    const answer = one(created);
    expect(answer.message).toBe(LIVE_CLASS_MESSAGES.created);
    expect(answer.data).toMatchObject({
      title: 'Alif reading',
      durationMinutes: 60,
      approval: 'unapproved',
      timing: 'notStarted',
      validity: 'invalid',
      invalidReason: 'noTeacher',
      teacherId: null,
      actions: ['approve', 'assignTeacher', 'update', 'delete'],
    });
    const row = await stored(answer.data.id);
    expect(row).toMatchObject({ organizationId: s.organizationId, createdBy: s.manager.id });
    expect(row!.endsAt.getTime() - row!.startsAt.getTime()).toBe(60 * MINUTE);

    const [topic] = await t.db.select().from(levels).where(eq(levels.isEnabled, true)).limit(1);
    const taught = await call(
      s.manager.token,
      'POST',
      LIVE_PATHS.create,
      body(clock.in(HOUR), { teacherId: s.teacher.id, levelId: topic!.id, tag: ' grammar ' }),
    );
    expect(taught.statusCode).toBe(201);
    expect(one(taught).data).toMatchObject({
      validity: 'valid',
      invalidReason: null,
      teacherName: 'Huda Tester',
      levelId: topic!.id,
      tag: 'grammar',
    });
  });

  it('refuses a start in the past or now: 400 "Should be in future" on startsAt', async () => {
    const s = await liveSchool(t);
    for (const startsAt of [clock.in(-MINUTE), clock.in(0)]) {
      const response = await call(s.manager.token, 'POST', LIVE_PATHS.create, body(startsAt));
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        startsAt: LIVE_CLASS_MESSAGES.shouldBeInFuture,
      });
    }
  });

  it('refuses bad bodies with field errors', async () => {
    const s = await liveSchool(t);
    const bad = await call(s.manager.token, 'POST', LIVE_PATHS.create, {
      title: 'x',
      startsAt: 'tomorrow',
      durationMinutes: 5,
      minUsers: 10,
      maxUsers: 501,
      extra: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors as object).sort()).toEqual([
      'durationMinutes',
      'extra',
      'maxUsers',
      'startsAt',
      'title',
    ]);
    const order = await call(
      s.manager.token,
      'POST',
      LIVE_PATHS.create,
      body(clock.in(HOUR), { minUsers: 9, maxUsers: 3 }),
    );
    expect(order.json().fieldErrors).toHaveProperty('minUsers');
  });

  it('refuses a teacher not of the organisation, an unpublished topic, a cover not uploaded here', async () => {
    const s = await liveSchool(t);
    const elsewhere = await liveSchool(t);
    const [draft] = await t.db
      .insert(levels)
      .values({ position: 99, titleEn: 'Draft', titleAr: 'مسودة' })
      .returning();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ teacherId: elsewhere.teacher.id }, 'teacherId', LIVE_CLASS_MESSAGES.notATeacher],
      [{ teacherId: s.staff.id }, 'teacherId', LIVE_CLASS_MESSAGES.notATeacher],
      [{ levelId: draft!.id }, 'levelId', LIVE_CLASS_MESSAGES.notAPublishedTopic],
      [{ coverImage: 'nobody.png' }, 'coverImage', LIVE_CLASS_MESSAGES.unknownCover],
    ];
    for (const [extra, field, message] of cases) {
      const response = await call(
        s.manager.token,
        'POST',
        LIVE_PATHS.create,
        body(clock.in(HOUR), extra),
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fieldErrors).toEqual({ [field]: message });
    }
  });

  it('refuses a teacher who teaches an approved class then (409 naming it)', async () => {
    const s = await liveSchool(t);
    await createLiveClass(t.db, s.organizationId, {
      title: 'Morning grammar',
      startsAt: clock.in(HOUR),
      teacherId: s.teacher.id,
      approved: true,
    });
    const response = await call(
      s.manager.token,
      'POST',
      LIVE_PATHS.create,
      body(clock.in(HOUR + 30 * MINUTE), { teacherId: s.teacher.id }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(LIVE_CLASS_MESSAGES.teacherClash('Morning grammar'));
    // Back to back is not a clash.
    const after = await call(
      s.manager.token,
      'POST',
      LIVE_PATHS.create,
      body(clock.in(2 * HOUR), { teacherId: s.teacher.id }),
    );
    expect(after.statusCode).toBe(201);
  });

  it('is for managers only', async () => {
    const s = await liveSchool(t);
    for (const who of [s.observer, s.teacher, s.bare]) {
      const response = await call(who.token, 'POST', LIVE_PATHS.create, body(clock.in(HOUR)));
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('PUT and DELETE v1/live-class/{id}', () => {
  it('updates before the start; absent optional fields keep their values', async () => {
    const s = await liveSchool(t);
    const id = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(HOUR),
      teacherId: s.teacher.id,
      tag: 'reading',
    });
    const response = await call(
      s.manager.token,
      'PUT',
      LIVE_PATHS.item(id),
      body(clock.in(3 * HOUR), { title: 'Renamed', durationMinutes: 90 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(one(response)).toMatchObject({
      message: LIVE_CLASS_MESSAGES.updated,
      data: { title: 'Renamed', durationMinutes: 90, teacherId: s.teacher.id, tag: 'reading' },
    });
    const cleared = await call(
      s.manager.token,
      'PUT',
      LIVE_PATHS.item(id),
      body(clock.in(3 * HOUR), { teacherId: null, tag: null }),
    );
    expect(one(cleared).data).toMatchObject({
      teacherId: null,
      tag: null,
      invalidReason: 'noTeacher',
    });
  });

  it('fixing an invalid class validates it in the same transaction', async () => {
    const s = await liveSchool(t);
    // Unapproved and started: invalid (startPassed) until moved ahead.
    const late = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(-10 * MINUTE),
      teacherId: s.teacher.id,
    });
    const before = one(await call(s.manager.token, 'GET', LIVE_PATHS.item(late))).data;
    expect(before).toMatchObject({ invalidReason: 'startPassed', actions: ['update', 'delete'] });
    const moved = await call(s.manager.token, 'PUT', LIVE_PATHS.item(late), body(clock.in(HOUR)));
    expect(one(moved).data).toMatchObject({ validity: 'valid', invalidReason: null });

    const orphan = await createLiveClass(t.db, s.organizationId, { startsAt: clock.in(HOUR) });
    const given = await call(
      s.manager.token,
      'PUT',
      LIVE_PATHS.item(orphan),
      body(clock.in(HOUR), { teacherId: s.otherTeacher.id }),
    );
    expect(one(given).data).toMatchObject({ validity: 'valid', teacherId: s.otherTeacher.id });
    expect((await stored(orphan))!.invalidReason).toBeNull();
  });

  it('refuses to update or delete an approved class once started (409), deletes before', async () => {
    const s = await liveSchool(t);
    const started = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(-5 * MINUTE),
      teacherId: s.teacher.id,
      approved: true,
    });
    const update = await call(
      s.manager.token,
      'PUT',
      LIVE_PATHS.item(started),
      body(clock.in(HOUR)),
    );
    expect(update.statusCode).toBe(409);
    // The console's locked Edit and Delete say the same (machines/live-class.machine.ts).
    expect(update.json().message).toBe(LIVE_CLASS_MESSAGES.startedNoChange);
    const remove = await call(s.manager.token, 'DELETE', LIVE_PATHS.item(started));
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(LIVE_CLASS_MESSAGES.startedNoChange);
    expect(await stored(started)).toBeDefined();

    const ahead = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(HOUR),
      teacherId: s.teacher.id,
      approved: true,
    });
    const deleted = await call(s.manager.token, 'DELETE', LIVE_PATHS.item(ahead));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      data: { id: ahead },
      message: LIVE_CLASS_MESSAGES.deleted,
      messageKey: 'liveClasses.deleted',
      trashId: expect.any(String),
    });
    expect(await stored(ahead)).toBeUndefined();
    expect((await call(s.manager.token, 'DELETE', LIVE_PATHS.item(ahead))).statusCode).toBe(404);
  });

  it('a past start is 400 on update too; others are 403 and another organisation’s 404', async () => {
    const s = await liveSchool(t);
    const id = await createLiveClass(t.db, s.organizationId, { startsAt: clock.in(HOUR) });
    const past = await call(s.manager.token, 'PUT', LIVE_PATHS.item(id), body(clock.in(-HOUR)));
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toEqual({ startsAt: LIVE_CLASS_MESSAGES.shouldBeInFuture });
    expect(
      (await call(s.teacher.token, 'PUT', LIVE_PATHS.item(id), body(clock.in(HOUR)))).statusCode,
    ).toBe(403);
    expect((await call(s.observer.token, 'DELETE', LIVE_PATHS.item(id))).statusCode).toBe(403);
    const other = await liveSchool(t);
    expect(
      (await call(other.manager.token, 'PUT', LIVE_PATHS.item(id), body(clock.in(HOUR))))
        .statusCode,
    ).toBe(404);
    expect((await call(other.manager.token, 'DELETE', LIVE_PATHS.item(id))).statusCode).toBe(404);
    expect(await stored(id)).toBeDefined();
  });
});

describe('POST v1/live-class/upload-image', () => {
  const upload = (token: string | null, parts: Part[]) => {
    const form = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: levelsUrl(LIVE_PATHS.uploadImage),
      headers: { ...form.headers, ...(token ? bearer(token) : {}) },
      payload: form.payload,
    });
  };

  it('stores a cover picture as the organisation’s upload, which a class may then name', async () => {
    const s = await liveSchool(t);
    const response = await upload(s.manager.token, [
      fileOf(await demoMedia('sun.png'), 'image/png', 'cover.png'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const data = envelope(mediaUploadSchema).parse(response.json()).data;
    expect(data).toMatchObject({ kind: 'picture', contentType: 'image/png' });
    expect(data.url).toBe(`/media/${data.fileName}`);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.fileName, data.fileName));
    expect(row).toMatchObject({
      purpose: 'liveClassCover',
      organizationId: s.organizationId,
      uploadedBy: s.manager.id,
    });
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);

    const created = await call(
      s.manager.token,
      'POST',
      LIVE_PATHS.create,
      body(clock.in(HOUR), { coverImage: data.fileName }),
    );
    expect(one(created).data.coverImage).toBe(data.fileName);
    // Another organisation may not name it.
    const other = await liveSchool(t);
    const theirs = await call(
      other.manager.token,
      'POST',
      LIVE_PATHS.create,
      body(clock.in(HOUR), { coverImage: data.fileName }),
    );
    expect(theirs.json().fieldErrors).toEqual({ coverImage: LIVE_CLASS_MESSAGES.unknownCover });
  });

  it('keeps a cover a class names when the sweeper removes the day-old ones nobody names', async () => {
    const s = await liveSchool(t);
    const names: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await upload(s.manager.token, [
        fileOf(await demoMedia('sun.png'), 'image/png', 'cover.png'),
      ]);
      names.push(envelope(mediaUploadSchema).parse(response.json()).data.fileName);
    }
    const [named, unnamed] = names as [string, string];
    await call(
      s.manager.token,
      'POST',
      LIVE_PATHS.create,
      body(clock.in(HOUR), { coverImage: named }),
    );
    const sweeper = createUploadSweeper({
      db: t.db,
      media: createDiskMediaStore(uploadPaths(t.dataDir).media),
      filesDir: uploadPaths(t.dataDir).files,
      log: { info: () => undefined, warn: () => undefined },
      clock: () => new Date(Date.now() + 2 * UNUSED_UPLOAD_TTL_MS),
    });
    expect(await sweeper.runOnce()).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(inArray(uploads.fileName, names));
    expect(left.map((row) => row.fileName)).toEqual([named]);
    expect(await readdir(uploadPaths(t.dataDir).media)).toContain(named);
    expect(await readdir(uploadPaths(t.dataDir).media)).not.toContain(unnamed);
  });

  it('refuses what is not a picture (415), an empty or missing file (400), and non-managers (403)', async () => {
    const s = await liveSchool(t);
    const audio = await upload(s.manager.token, [
      fileOf(await demoMedia('marhaban.mp3'), 'audio/mpeg', 'a.mp3'),
    ]);
    expect(audio.statusCode).toBe(415);
    expect(audio.json().message).toBe(MEDIA_MESSAGES.typeNotAllowed(['picture']));
    const renamed = await upload(s.manager.token, [
      fileOf(withFiller(HEADERS.webm), 'image/png', 'fake.png'),
    ]);
    expect(renamed.statusCode).toBe(415);
    const empty = await upload(s.manager.token, [fileOf(Buffer.alloc(0), 'image/png', 'e.png')]);
    expect(empty.statusCode).toBe(400);
    const none = await upload(s.manager.token, [{ name: 'other', content: 'x' }]);
    expect(none.statusCode).toBe(400);
    const teacher = await upload(s.teacher.token, [
      fileOf(await demoMedia('sun.png'), 'image/png', 'cover.png'),
    ]);
    expect(teacher.statusCode).toBe(403);
  });
});
