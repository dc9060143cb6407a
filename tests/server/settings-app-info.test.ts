import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_INFO_DEFAULT,
  APP_INFO_MESSAGE_MAX,
  APP_INFO_MESSAGES,
  APP_INFO_PATHS,
  appInfoSchema,
} from '../../contract/app-info';
import { envelope } from '../../contract/wire';
import { entriesOf, requestIdOf } from './support/audit';
import { createRole, createUser, organizationId, userId } from './support/factories';
import { settingsUrl } from './support/meetings';
import { createTestApp, type TestApp } from './support/test-app';

const CURRENT = settingsUrl(APP_INFO_PATHS.current);
const UPDATE = settingsUrl(APP_INFO_PATHS.update);
const one = envelope(appInfoSchema);

const release = {
  androidVersion: '2.4.1',
  iosVersion: '2.4.0',
  messageEn: 'Update for the new lessons.',
  messageAr: 'حدّث التطبيق للدروس الجديدة.',
  forceUpdate: true,
};

let t: TestApp;
let admin: string;
let adminId: string;
/** A customer's member whose role grants Configurations read and write. */
let customerConfigurator: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  adminId = await userId(t.db, 'admin@demo.test');
  const role = await createRole(t.db, { grants: { Configurations: ['read', 'write', 'update'] } });
  const user = await createUser(t.db, {
    memberships: [
      { organizationId: await organizationId(t.db, 'Nour Academy'), roleId: role, isActive: true },
    ],
  });
  customerConfigurator = await t.login(user.email);
});
afterAll(() => t.close());

async function current(token: string) {
  const response = await t.request(token, 'GET', CURRENT);
  expect(response.statusCode, response.body).toBe(200);
  return one.parse(response.json()).data;
}

describe('the app version (GET v1/app_info/current, PUT v1/app_info)', () => {
  it('answers the default before anyone writes one', async () => {
    expect(await current(admin)).toEqual({ ...APP_INFO_DEFAULT, updatedAt: null });
  });

  it("is written by HAD's configuration writer, with the spec's message, and audited", async () => {
    const saved = await t.request(admin, 'PUT', UPDATE, release);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(APP_INFO_MESSAGES.updated);
    const data = one.parse(saved.json()).data;
    expect(data).toMatchObject(release);
    expect(data.updatedAt).not.toBeNull();
    expect(await current(admin)).toEqual(data);

    const [entry, ...more] = await entriesOf(t.db, requestIdOf(saved));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      tableName: 'app_settings',
      action: 'insert',
      recordId: 'appInfo',
      actorId: adminId,
      route: 'PUT /api/settings/v1/app_info',
    });
    expect(entry?.after).toMatchObject({ key: 'appInfo', value: release });

    const next = { ...release, iosVersion: '2.4.1', forceUpdate: false };
    const again = await t.request(admin, 'PUT', UPDATE, next);
    expect(again.statusCode, again.body).toBe(200);
    const [update] = await entriesOf(t.db, requestIdOf(again));
    expect(update).toMatchObject({ action: 'update', recordId: 'appInfo', actorId: adminId });
    expect(update?.changed).toContain('value');
    expect(update?.before).toMatchObject({ value: release });
  });

  it('is read by any signed-in member: a teacher, a sign-up waiting in DEFAULT', async () => {
    for (const email of ['huda@demo.test', 'pending@demo.test', 'manager@demo.test']) {
      const info = await current(await t.login(email));
      expect(info).toMatchObject({ androidVersion: '2.4.1', iosVersion: '2.4.1' });
    }
    expect((await t.request(null, 'GET', CURRENT)).statusCode).toBe(401);
  });

  it('refuses what is not a semantic version, empty or long messages, unknown fields (400)', async () => {
    const refused = async (patch: Record<string, unknown>) => {
      const response = await t.request(admin, 'PUT', UPDATE, { ...release, ...patch });
      expect(response.statusCode, response.body).toBe(400);
      return Object.keys(response.json().fieldErrors as object);
    };
    for (const version of ['2.4', '2.4.1.0', 'v2.4.1', '02.4.1', '2.4.x', '2.4.1-beta', '']) {
      expect(await refused({ androidVersion: version })).toEqual(['androidVersion']);
    }
    expect(await refused({ iosVersion: 3 })).toEqual(['iosVersion']);
    expect(await refused({ messageEn: '   ' })).toEqual(['messageEn']);
    expect(await refused({ messageAr: 'ع'.repeat(APP_INFO_MESSAGE_MAX + 1) })).toEqual([
      'messageAr',
    ]);
    expect(await refused({ forceUpdate: 'yes' })).toEqual(['forceUpdate']);
    expect(await refused({ channel: 'beta' })).toEqual(['channel']);
    const missing = await t.request(admin, 'PUT', UPDATE, { androidVersion: '1.0.0' });
    expect(Object.keys(missing.json().fieldErrors as object).sort()).toEqual(
      ['forceUpdate', 'iosVersion', 'messageAr', 'messageEn'].sort(),
    );
    // Nothing refused was written.
    expect(await current(admin)).toMatchObject({ androidVersion: '2.4.1', forceUpdate: false });
  });

  it('is written by HAD only: no Configurations 403, a customer holding it 403', async () => {
    const manager = await t.login('manager@demo.test');
    expect((await t.request(manager, 'PUT', UPDATE, release)).statusCode).toBe(403);
    const customer = await t.request(customerConfigurator, 'PUT', UPDATE, release);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe(APP_INFO_MESSAGES.hadOnly);
  });
});
