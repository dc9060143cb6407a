import { SUCCESS_RANGE_PATHS } from '../../../contract/success-ranges';
import { USERS_PATHS } from '../../../contract/paths';
import { registerIsolationCases, type IsolationContext, type Method } from './isolation';
import { settingsUrl } from './meetings';
import { usersUrl } from './test-app';

/**
 * The level test's settings (score ranges, duration): platform-wide, HAD's alone. No record of
 * B to address; an organisation's manager holding every right but Roles is refused (403).
 */
const ANY_ID = '00000000-0000-4000-8000-000000000000';
const ranges = settingsUrl(SUCCESS_RANGE_PATHS.ranges);
const range = settingsUrl(SUCCESS_RANGE_PATHS.range(ANY_ID));
const body = { levelId: ANY_ID, minScore: 0, maxScore: 10 };

const asManager = (method: Method, url: string, payload?: unknown) => (ctx: IsolationContext) => ({
  token: ctx.actor.manager.token,
  method,
  url,
  ...(payload ? { payload } : {}),
});

const cases = [
  ['GET', `/api/settings/${SUCCESS_RANGE_PATHS.levels}`, settingsUrl(SUCCESS_RANGE_PATHS.levels)],
  ['POST', `/api/settings/${SUCCESS_RANGE_PATHS.ranges}`, ranges, body],
  ['PUT', '/api/settings/v1/settings/successRange/:id', range, body],
  ['DELETE', '/api/settings/v1/settings/successRange/:id', range],
  [
    'PUT',
    `/api/users/${USERS_PATHS.appSettings}`,
    usersUrl(USERS_PATHS.appSettings),
    { testLevelDurationInMin: 30 },
  ],
] as const;

registerIsolationCases(
  'settings/level-test',
  cases.map(([method, route, url, payload]) => ({
    route: `${method} ${route}`,
    kind: 'no-permission' as const,
    title: "an organisation manager with Elements (the level test is HAD's)",
    request: asManager(method, url, payload),
  })),
);
