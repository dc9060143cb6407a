import { REPORTS_PATHS } from '../../../contract/reports';
import { registerIsolationCases } from './isolation';
import { levelsUrl } from './meetings';

/**
 * Reports: always the caller's active organisation (no id of another to address; a class or
 * topic of B selects nothing, tests/server/reports.test.ts). Here: the right is needed.
 */
registerIsolationCases('levels/reports', [
  {
    route: `GET /api/levels/${REPORTS_PATHS.reports}`,
    kind: 'no-permission',
    title: 'without Reports read',
    request: (ctx) => ({
      token: ctx.actor.bare.token,
      method: 'GET',
      url: levelsUrl(REPORTS_PATHS.reports),
    }),
  },
  {
    route: `POST /api/levels/${REPORTS_PATHS.measureAchievements}`,
    kind: 'no-permission',
    title: 'without Reports read',
    request: (ctx) => ({
      token: ctx.actor.bare.token,
      method: 'POST',
      url: levelsUrl(REPORTS_PATHS.measureAchievements),
      payload: {},
    }),
  },
]);
