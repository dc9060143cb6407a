import { USERS_PATHS } from '../../../contract/paths';
import { registerIsolationCases } from './isolation';
import { usersUrl } from './test-app';

/**
 * Users service: machine translation. It reads and writes no record of any organisation, so its
 * case is the permission one; outside HAD even curriculum writers are refused (translate.test.ts).
 */
registerIsolationCases('users/translate', [
  {
    route: 'GET /api/users/v1/general/translate',
    kind: 'no-permission',
    title: 'without Levels or Elements write',
    request: (ctx) => ({
      token: ctx.actor.bare.token,
      method: 'GET',
      url: `${usersUrl(USERS_PATHS.translate)}?sourceLanguage=en&targetLanguage=ar&text=hello`,
    }),
  },
  {
    route: 'GET /api/users/v1/general/translate',
    kind: 'no-permission',
    title: "an organisation manager holding Elements write (the curriculum is HAD's)",
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'GET',
      url: `${usersUrl(USERS_PATHS.translate)}?sourceLanguage=en&targetLanguage=ar&text=hello`,
    }),
  },
]);
