import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import { ELEMENT_TYPES, type Element } from '../../contract/elements';
import { DEMO_CURRICULUM, DEMO_MEDIA } from '../../server/db/demo-curriculum';
import { customerMember, levelsUrl } from './support/curriculum';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (token: string, path: string) => {
  const response = await t.request(token, 'GET', levelsUrl(path));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** Every element of every topic the token can read, through the API. */
async function elementsVisibleTo(token: string): Promise<Element[]> {
  const found: Element[] = [];
  for (const topic of await get(token, LEVELS_PATHS.levelsData)) {
    const tree = await get(token, LEVELS_PATHS.item('level', topic.id));
    for (const unit of tree.units) {
      for (const activity of unit.activities) {
        found.push(...(await get(token, LEVELS_PATHS.activityElements(activity.id))));
      }
    }
  }
  return found;
}

describe('the demo curriculum', () => {
  it('has two topics and a complete, published element of each of the ten types', async () => {
    const admin = await t.login('admin@demo.test');
    const topics = await get(admin, LEVELS_PATHS.levelsData);
    expect(topics.map((topic: { titleAr: string }) => topic.titleAr)).toEqual(
      DEMO_CURRICULUM.map((topic) => topic.titleAr),
    );
    const reader = await customerMember(t, { Levels: ['read'], Elements: ['read'] });
    const published = await elementsVisibleTo(reader);
    expect(new Set(published.map((element) => element.typeId))).toEqual(new Set(ELEMENT_TYPES));
    expect(published.every((element) => element.problems.length === 0)).toBe(true);
    const all = await elementsVisibleTo(admin);
    expect(all.length).toBeGreaterThan(published.length);
  });

  it('keeps its media in the repository, each of a type the upload accepts by its first bytes', async () => {
    const signatures: Record<string, (head: Buffer) => boolean> = {
      png: (head) => head.subarray(1, 4).toString() === 'PNG',
      mp3: (head) => head.subarray(0, 3).toString() === 'ID3',
      ogg: (head) => head.subarray(0, 4).toString() === 'OggS',
      mp4: (head) => head.subarray(4, 8).toString() === 'ftyp',
    };
    for (const file of DEMO_MEDIA) {
      const bytes = await readFile(new URL(`../../server/db/demo-media/${file}`, import.meta.url));
      expect(bytes.length, file).toBeLessThan(20_000);
      expect(signatures[file.split('.').pop()!]!(bytes), file).toBe(true);
    }
    const named = JSON.stringify(DEMO_CURRICULUM);
    for (const file of DEMO_MEDIA) expect(named, file).toContain(file);
  });
});
