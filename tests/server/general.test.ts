import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettingsSchema, currentDateResponseSchema } from '../../contract/general';
import { healthResponseSchema } from '../../contract/health';
import { SERVICE_PREFIX } from '../../contract/paths';
import { envelope } from '../../contract/wire';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('teacher@demo.test');
});
afterAll(() => t.close());

describe('general calls', () => {
  it('GET v1/general/current-date returns the server time', async () => {
    const response = await t.request(token, 'GET', usersUrl('v1/general/current-date'));
    expect(response.statusCode).toBe(200);
    const { data } = envelope(currentDateResponseSchema).parse(response.json());
    expect(Math.abs(Date.parse(data.currentDate) - Date.now())).toBeLessThan(5000);
  });

  it('GET v1/general/app-settings returns the seeded level-test duration', async () => {
    const response = await t.request(token, 'GET', usersUrl('v1/general/app-settings'));
    expect(response.statusCode).toBe(200);
    expect(envelope(appSettingsSchema).parse(response.json()).data).toEqual({
      testLevelDurationInMin: 30,
    });
  });

  it('both need a token', async () => {
    for (const path of ['v1/general/current-date', 'v1/general/app-settings']) {
      expect((await t.request(null, 'GET', usersUrl(path))).statusCode).toBe(401);
    }
  });

  it('each service answers its public health check', async () => {
    for (const service of ['users', 'levels', 'settings'] as const) {
      const response = await t.request(null, 'GET', `${SERVICE_PREFIX[service]}/v1/health`);
      expect(response.statusCode).toBe(200);
      expect(envelope(healthResponseSchema).parse(response.json()).data.service).toBe(service);
    }
  });
});

describe('running one service alone', () => {
  it('mounts only the services named in SERVICES', async () => {
    const levelsOnly = await createTestApp({ services: ['levels'], database: t.database });
    try {
      expect((await levelsOnly.request(null, 'GET', '/api/levels/v1/health')).statusCode).toBe(200);
      const users = await levelsOnly.request(null, 'GET', '/api/users/v1/health');
      expect(users.statusCode).toBe(404);
      expect(users.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await levelsOnly.close();
    }
  });
});
