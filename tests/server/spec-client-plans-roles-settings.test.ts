import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectData,
  expectList,
  expectPaged,
  find,
  LEVELS,
  SETTINGS,
  specClient,
  USERS,
  type SpecClient,
} from './support/spec-client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * SPEC.md section 7, "Packages", "Roles", "App languages" and "Settings service", sent by a
 * client written from the spec alone (support/spec-client.ts): 31 calls.
 */

let t: TestApp;
let api: SpecClient;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  api = specClient(t);
  admin = (await api.login('admin@demo.test')).token;
});
afterAll(() => t?.close());

/** The plan's fields of SPEC section 3, with the services' names for them. */
const plan = (name: string) => ({
  nameEn: name,
  nameAr: 'باقة',
  priceMinor: 2500,
  currency: 'USD',
  numberOfClasses: 8,
  productId: `spec.${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}`,
  discountPercentage: 20,
  discountEndsAt: '2099-06-30',
  isRecommended: true,
  isOfferCodeEnabled: false,
});

describe('packages', () => {
  it('reads an organisation’s packages, a plan and the reference plan', async () => {
    const organizations = expectPaged(await api.call(admin, 'GET', `${USERS}v1/organization`));
    const nour = find(organizations, 'name', 'Nour Academy');
    const packages = expectData(
      await api.call(admin, 'GET', `${LEVELS}v1/packages/organization/${nour.id}`),
      200,
    );
    expect(packages.orgPackageId).toBeTruthy();
    expectData(await api.call(admin, 'GET', `${LEVELS}v1/packages/${packages.orgPackageId}`), 200);
    expectData(await api.call(admin, 'GET', `${LEVELS}v1/packages/reference_plan`), 200);
  });

  it('creates and updates a plan, and adds, reads and updates its translation', async () => {
    // The spec shows no body: we send the plan's fields (section 3).
    const created = expectData(
      await api.call(admin, 'POST', `${LEVELS}v1/packages`, plan('Spec plan')),
      201,
    );
    const updated = await api.call(admin, 'PUT', `${LEVELS}v1/packages/${created.id}`, {
      ...plan('Spec plan, renamed'),
      productId: created.productId,
    });
    expectData(updated, 200);

    const { appLanguages } = expectData(
      await api.call(admin, 'GET', `${SETTINGS}v1/app-languages/get-overview`),
      200,
    ) as { appLanguages: { code: string }[] };
    const { code } = appLanguages.find((language) => language.code !== 'en')!;
    // The spec shows no body: we send the plan, an app language and the translated name.
    const translation = expectData(
      await api.call(admin, 'POST', `${LEVELS}v1/packages/plan-translations`, {
        planId: created.id,
        languageCode: code,
        name: 'Forfait',
      }),
      201,
    );
    expectList(
      await api.call(admin, 'GET', `${LEVELS}v1/packages/plan-translations/${created.id}`),
    );
    const renamed = await api.call(
      admin,
      'PUT',
      `${LEVELS}v1/packages/plan-translations/${translation.id}`,
      { name: 'Forfait mensuel' },
    );
    expectData(renamed, 200);
  });
});

describe('roles', () => {
  it('lists, creates, opens, updates and deletes a role', async () => {
    expectList(await api.call(admin, 'GET', `${USERS}v1/roles`));
    // The spec shows no body: we send the role's name, number and permissions (section 3).
    const role = (name: string, write: boolean) => ({
      name,
      number: 7,
      permissions: [{ entity: 'Reports', allowedOps: { read: true, write, update: false } }],
    });
    const created = expectData(
      await api.call(admin, 'POST', `${USERS}v1/roles`, role('Spec reader', false)),
      201,
    );
    expectData(await api.call(admin, 'GET', `${USERS}v1/roles/${created.id}`), 200);
    const updated = await api.call(
      admin,
      'PUT',
      `${USERS}v1/roles/${created.id}`,
      role('Spec writer', true),
    );
    expectData(updated, 200);
    expectData(await api.call(admin, 'DELETE', `${USERS}v1/roles/${created.id}`), 200);
  });
});

describe('app languages', () => {
  it('reads the overview (appLanguages) and one language, creates, updates, reorders, uploads and deletes', async () => {
    const overview = expectData(
      await api.call(admin, 'GET', `${SETTINGS}v1/app-languages/get-overview`),
      200,
    );
    expect(Array.isArray(overview.appLanguages)).toBe(true);
    const [first] = overview.appLanguages as { id: string }[];
    const one = `${SETTINGS}v1/app-languages/get-one?appLanguageId=${first!.id}`;
    expectData(await api.call(admin, 'GET', one), 200);

    // The spec shows no body: we send the language's code, names and direction.
    const created = expectData(
      await api.call(admin, 'POST', `${SETTINGS}v1/app-languages`, {
        code: 'tr',
        nameEn: 'Turkish',
        nameNative: 'Türkçe',
        direction: 'ltr',
      }),
      201,
    );
    // The spec shows no body: we send the field that changes.
    const renamed = await api.call(
      admin,
      'POST',
      `${SETTINGS}v1/app-languages/update-language/${created.id}`,
      { nameNative: 'Türkçe (TR)' },
    );
    expectData(renamed, 200);
    const ids = (overview.appLanguages as { id: string }[]).map((language) => language.id);
    // The spec shows no body: we send every language's id in the new order.
    const reordered = await api.call(admin, 'POST', `${SETTINGS}v1/app-languages/reorder`, {
      appLanguageIds: [created.id, ...ids],
    });
    expectData(reordered, 200);
    const uploaded = await api.upload(
      admin,
      `${SETTINGS}v1/app-languages/${created.id}/translations-json`,
      { name: 'tr.json', type: 'application/json', content: '{"common":{"continue":"Devam"}}' },
    );
    expectData(uploaded, 200);
    expectData(await api.call(admin, 'DELETE', `${SETTINGS}v1/app-languages/${created.id}`), 200);
  });
});

describe('settings service', () => {
  it('reads the levels’ settings and adds, changes and deletes a success range', async () => {
    expectData(await api.call(admin, 'GET', `${SETTINGS}v1/settings/levels`), 200);
    const [topic] = expectPaged(await api.call(admin, 'GET', `${LEVELS}v1/admin/levels`));
    // The spec shows no body: we send the topic and the score range.
    const range = (minScore: number, maxScore: number) => ({
      levelId: topic!.id,
      minScore,
      maxScore,
    });
    const created = expectData(
      await api.call(admin, 'POST', `${SETTINGS}v1/settings/successRange`, range(90, 100)),
      201,
    );
    const url = `${SETTINGS}v1/settings/successRange/${created.id}`;
    expectData(await api.call(admin, 'PUT', url, range(85, 100)), 200);
    expectData(await api.call(admin, 'DELETE', url), 200);
  });

  it('lists, adds and deletes a sound', async () => {
    expectPaged(await api.call(admin, 'GET', `${SETTINGS}v1/sounds`));
    // The spec shows no body: form data with the sound's names, kind and file.
    const content = await readFile(
      new URL('../../server/db/demo-media/kitab.mp3', import.meta.url),
    );
    const created = expectData(
      await api.upload(admin, `${SETTINGS}v1/sounds`, {
        name: 'kitab.mp3',
        type: 'audio/mpeg',
        content,
        fields: { nameEn: 'Book', nameAr: 'كتاب', kind: 'tap' },
      }),
      201,
    );
    expectData(await api.call(admin, 'DELETE', `${SETTINGS}v1/sounds/${created.id}`), 200);
  });

  it('reads and updates the app version, and a reward type', async () => {
    expectData(await api.call(admin, 'GET', `${SETTINGS}v1/app_info/current`), 200);
    // The spec shows no body: we send android and ios versions and the message (section 3).
    const version = await api.call(admin, 'PUT', `${SETTINGS}v1/app_info`, {
      androidVersion: '2.4.0',
      iosVersion: '2.4.1',
      messageEn: 'Please update the app.',
      messageAr: 'يرجى تحديث التطبيق.',
      forceUpdate: false,
    });
    expectData(version, 200);
    const reward = `${SETTINGS}v1/rewards/type/lessonCompleted`;
    const current = expectData(await api.call(admin, 'GET', reward), 200);
    // The spec shows no body: we send the reward's settings as they were read, points changed.
    const { enabled, coins } = current as { enabled: boolean; coins: number };
    const updated = await api.call(admin, 'PUT', reward, { enabled, coins, points: 15 });
    expect(expectData(updated, 200)).toMatchObject({ points: 15 });
    // The update refreshes the cached reward data (section 7): the next read has it.
    expect(expectData(await api.call(admin, 'GET', reward), 200)).toMatchObject({ points: 15 });
  });
});
