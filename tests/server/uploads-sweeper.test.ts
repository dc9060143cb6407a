import { readdir } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import { UNUSED_UPLOAD_TTL_MS } from '../../contract/media';
import { USERS_PATHS } from '../../contract/paths';
import { elementAnswers } from '../../server/db/schema/curriculum';
import { organizations } from '../../server/db/schema/organizations';
import { uploads } from '../../server/db/schema/uploads';
import { createDiskMediaStore } from '../../server/platform/media-store/disk';
import { uploadPaths } from '../../server/platform/storage';
import { createUploadSweeper } from '../../server/platform/uploads-sweeper';
import { completeElement, curriculumBuilder, levelsUrl } from './support/curriculum';
import { buildIsolationWorld, type IsolationWorld } from './support/isolation';
import { demoMedia, fileOf, uploadTo } from './support/media';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let world: IsolationWorld;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildIsolationWorld(t);
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const silent = { info: () => undefined, warn: () => undefined };

/** A sweeper over the app's stores, its clock `ahead` ms after now. */
const sweeper = (ahead = 0) =>
  createUploadSweeper({
    db: t.db,
    media: createDiskMediaStore(uploadPaths(t.dataDir).media),
    filesDir: uploadPaths(t.dataDir).files,
    log: silent,
    clock: () => new Date(Date.now() + ahead),
    batchSize: 2,
  });

async function media(file = 'sun.png', type = 'image/png'): Promise<string> {
  const response = await uploadTo(t, admin, [fileOf(await demoMedia(file), type)]);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { fileName: string } }).data.fileName;
}

async function organizationFile(): Promise<string> {
  const response = await uploadTo(
    t,
    world.a.manager.token,
    [fileOf(Buffer.from('%PDF-1.7\ncontract\n'), 'application/pdf')],
    USERS_PATHS.uploadFile,
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { fileName: string } }).data.fileName;
}

/** Makes uploads look `age` ms old (as the owner: the test's own connection). */
const age = (names: string[], ms: number) =>
  t.db
    .update(uploads)
    .set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(inArray(uploads.fileName, names));

const mediaFiles = async () => readdir(uploadPaths(t.dataDir).media);
const orgFiles = async () => readdir(uploadPaths(t.dataDir).files);
const recorded = async (names: string[]) =>
  (
    await t.db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(inArray(uploads.fileName, names))
  )
    .map((row) => row.fileName)
    .sort();

describe('the uploads sweeper', () => {
  it('removes a day-old upload nothing names, keeps named and fresh ones', async () => {
    const [unused, inElement, inAnswer, fresh] = [
      await media(),
      await media('bayt.mp3', 'audio/mpeg'),
      await media('moon.png'),
      await media('house.png'),
    ];
    // One named by an element's content (through the API, as the editor saves it), one by an
    // answer's picture.
    const builder = curriculumBuilder(t, admin);
    const { activity } = await builder.chain();
    const saved = await t.request(
      admin,
      'POST',
      levelsUrl(LEVELS_PATHS.elementsOfType('compare-audio')),
      {
        ...completeElement('compare-audio', activity.id),
        content: { prompt: 'قل', audio: inElement },
      },
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const [answer] = await t.db.select({ id: elementAnswers.id }).from(elementAnswers).limit(1);
    await t.db
      .update(elementAnswers)
      .set({ picture: inAnswer })
      .where(eq(elementAnswers.id, answer!.id));
    await age([unused, inElement, inAnswer], UNUSED_UPLOAD_TTL_MS + HOUR);

    expect(await sweeper().runOnce()).toBeGreaterThanOrEqual(1);
    const names = [unused, inElement, inAnswer, fresh];
    expect(await recorded(names)).toEqual([inElement, inAnswer, fresh].sort());
    const files = await mediaFiles();
    expect(files).not.toContain(unused);
    for (const kept of [inElement, inAnswer, fresh]) expect(files).toContain(kept);

    // A day later the fresh one is old too, and goes; the named ones are kept for good.
    await sweeper(UNUSED_UPLOAD_TTL_MS + HOUR).runOnce();
    expect(await recorded(names)).toEqual([inElement, inAnswer].sort());
    expect(await mediaFiles()).not.toContain(fresh);
    await sweeper(365 * UNUSED_UPLOAD_TTL_MS).runOnce();
    expect(await recorded(names)).toEqual([inElement, inAnswer].sort());
  });

  it('keeps an upload younger than a day', async () => {
    const name = await media();
    await age([name], UNUSED_UPLOAD_TTL_MS - HOUR);
    await sweeper().runOnce();
    expect(await recorded([name])).toEqual([name]);
    expect(await mediaFiles()).toContain(name);
  });

  it('works across organisations: an unnamed organisation file goes, a named contract stays', async () => {
    const [unnamed, contract] = [await organizationFile(), await organizationFile()];
    await t.db
      .update(organizations)
      .set({ contractFile: contract })
      .where(eq(organizations.id, world.a.organizationId));
    const curriculum = await media();
    await age([unnamed, contract, curriculum], UNUSED_UPLOAD_TTL_MS + HOUR);

    await sweeper().runOnce();
    expect(await recorded([unnamed, contract, curriculum])).toEqual([contract]);
    const files = await orgFiles();
    expect(files).not.toContain(unnamed);
    expect(files).toContain(contract);
    expect(await mediaFiles()).not.toContain(curriculum);
  });

  it('takes many in batches, and a file already gone is no obstacle', async () => {
    const names = [await media(), await media(), await media(), await media(), await media()];
    await createDiskMediaStore(uploadPaths(t.dataDir).media).remove(names[0]!);
    await age(names, UNUSED_UPLOAD_TTL_MS + HOUR);
    await sweeper().runOnce();
    expect(await recorded(names)).toEqual([]);
  });

  it('runs periodically once started, and stops', async () => {
    const name = await media();
    await age([name], UNUSED_UPLOAD_TTL_MS + HOUR);
    const worker = createUploadSweeper({
      db: t.db,
      media: createDiskMediaStore(uploadPaths(t.dataDir).media),
      filesDir: uploadPaths(t.dataDir).files,
      log: silent,
      intervalMs: 20,
    });
    worker.start();
    await expect.poll(() => recorded([name]), { timeout: 5000 }).toEqual([]);
    await worker.stop();
  });
});
