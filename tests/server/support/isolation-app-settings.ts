import { APP_INFO_DEFAULT, APP_INFO_PATHS } from '../../../contract/app-info';
import { USERS_PATHS } from '../../../contract/paths';
import { REWARD_DEFAULTS, REWARD_PATHS } from '../../../contract/rewards';
import {
  exemptFromIsolation,
  registerIsolationCases,
  type IsolationContext,
  type Method,
} from './isolation';
import { settingsUrl } from './meetings';

/**
 * The app's version and the rewards (settings service): platform-wide, not tenant data, so no
 * record of B to address. Permission cases: a member without Configurations, and (writes) an
 * organisation manager holding Configurations write: only HAD writes them.
 */
const REWARD_ROUTE = '/api/settings/v1/rewards/type/:type';
const reward = settingsUrl(REWARD_PATHS.type('lessonCompleted'));
const rewardBody = REWARD_DEFAULTS.lessonCompleted;
const appInfo = settingsUrl(APP_INFO_PATHS.update);

const call =
  (who: 'bare' | 'manager', method: Method, url: string, payload?: unknown) =>
  (ctx: IsolationContext) => ({
    token: ctx.actor[who].token,
    method,
    url,
    ...(payload ? { payload } : {}),
  });

registerIsolationCases('settings/app-settings', [
  {
    route: `PUT /api/settings/${APP_INFO_PATHS.update}`,
    kind: 'no-permission',
    title: 'without Configurations write',
    request: call('bare', 'PUT', appInfo, APP_INFO_DEFAULT),
  },
  {
    route: `PUT /api/settings/${APP_INFO_PATHS.update}`,
    kind: 'no-permission',
    title: "an organisation manager holding Configurations write (the app's version is HAD's)",
    request: call('manager', 'PUT', appInfo, APP_INFO_DEFAULT),
  },
  {
    route: `GET ${REWARD_ROUTE}`,
    kind: 'no-permission',
    title: 'without Configurations read',
    request: call('bare', 'GET', reward),
  },
  {
    route: `PUT ${REWARD_ROUTE}`,
    kind: 'no-permission',
    title: 'without Configurations write',
    request: call('bare', 'PUT', reward, rewardBody),
  },
  {
    route: `PUT ${REWARD_ROUTE}`,
    kind: 'no-permission',
    title: "an organisation manager holding Configurations write (the rewards are HAD's)",
    request: call('manager', 'PUT', reward, rewardBody),
  },
]);

exemptFromIsolation({
  [`GET /api/settings/${APP_INFO_PATHS.current}`]:
    "platform-wide: the app's current version, the same for every signed-in member",
  [`GET /api/users/${USERS_PATHS.dashboardEnvironment}`]:
    "no data: the deployment's browser-safe settings, the same for everyone",
});
