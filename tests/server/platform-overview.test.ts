import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_PATHS } from '../../contract/paths';
import {
  ENDING_SOON_LISTED,
  PLATFORM_OVERVIEW_MESSAGES,
  platformOverviewSchema,
  type PlatformOverview,
} from '../../contract/platform-overview';
import { envelope } from '../../contract/wire';
import { createOrganization } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/** The server's day, moved by the test: the end dates count from it, with no job. */
let now = new Date('2026-06-15T10:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

const URL = usersUrl(USERS_PATHS.platformOverview);

async function overview(token = admin): Promise<PlatformOverview> {
  const response = await t.request(token, 'GET', URL);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(platformOverviewSchema).parse(response.json()).data;
}

const organisation = (name: string, contractStatus: string, endsAt: string) =>
  createOrganization(t.db, {
    name,
    contractStatus: contractStatus as 'active',
    startsAt: '2026-01-01',
    endsAt,
  });

describe('GET v1/organization/overview', () => {
  it('counts customer organisations by contract state, an ended term counting as ended', async () => {
    const before = await overview();
    await organisation('Overview pending', 'pending', '2027-01-01');
    await organisation('Overview active', 'active', '2027-01-01');
    await organisation('Overview paused', 'paused', '2027-01-01');
    await organisation('Overview canceled', 'canceled', '2027-01-01');
    // Active in its status, but its end date was yesterday: ended.
    await organisation('Overview over', 'active', '2026-06-14');
    const after = await overview();
    expect(after.organizations - before.organizations).toBe(5);
    for (const state of ['pending', 'active', 'paused', 'canceled', 'ended'] as const) {
      expect(after.byState[state] - before.byState[state], state).toBe(1);
    }
    const total = Object.values(after.byState).reduce((sum, n) => sum + n, 0);
    expect(total).toBe(after.organizations);
  });

  it('lists the running contracts that end within 30 days, soonest first, with the days left', async () => {
    await organisation('Soon B', 'active', '2026-06-16');
    await organisation('Soon A', 'paused', '2026-07-15');
    await organisation('Later', 'active', '2026-07-16');
    await organisation('Soon canceled', 'canceled', '2026-06-20');
    const { endingSoon } = await overview();
    const names = endingSoon.result.map((org) => org.name);
    expect(names).toContain('Soon B');
    expect(names).toContain('Soon A');
    expect(names).not.toContain('Later');
    expect(names).not.toContain('Soon canceled');
    expect(names).not.toContain('Overview over');
    const soonB = endingSoon.result.find((org) => org.name === 'Soon B')!;
    expect(soonB).toMatchObject({ status: 'active', endsAt: '2026-06-16', daysLeft: 1 });
    expect(endingSoon.result.find((org) => org.name === 'Soon A')?.daysLeft).toBe(30);
    const ends = endingSoon.result.map((org) => org.endsAt);
    expect(ends).toEqual([...ends].sort());
  });

  it('follows the server clock: the next day, the last day has passed', async () => {
    now = new Date('2026-06-16T00:00:01Z');
    const { endingSoon, byState } = await overview();
    expect(endingSoon.result.map((org) => org.name)).not.toContain('Soon B');
    expect(endingSoon.result.find((org) => org.name === 'Later')?.daysLeft).toBe(30);
    expect(byState.ended).toBeGreaterThanOrEqual(2);
    now = new Date('2026-06-15T10:00:00Z');
  });

  it('names at most ten and gives the total', async () => {
    for (let i = 0; i < ENDING_SOON_LISTED + 2; i += 1) {
      await organisation(`Batch ${String(i).padStart(2, '0')}`, 'active', '2026-06-20');
    }
    const { endingSoon } = await overview();
    expect(endingSoon.result).toHaveLength(ENDING_SOON_LISTED);
    expect(endingSoon.total).toBeGreaterThanOrEqual(ENDING_SOON_LISTED + 2);
  });

  it('is HAD only: a customer manager with GroupsManager read is refused (403)', async () => {
    const manager = await t.login('manager@demo.test');
    const response = await t.request(manager, 'GET', URL);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(PLATFORM_OVERVIEW_MESSAGES.hadOnly);
  });
});
