import { APP_LANGUAGE_PATHS } from '../../../contract/app-languages';
import { registerIsolationCases, type IsolationContext, type Method } from './isolation';
import { settingsUrl } from './meetings';

/**
 * The learner app's languages (settings service): platform-wide, not tenant data, so no record
 * of B to address. A member without Configurations is refused every call; an organisation's
 * manager holding Configurations write is refused the writes (only HAD writes them).
 */
const ANY_ID = '00000000-0000-4000-8000-000000000000';
const base = '/api/settings/v1/app-languages';
const language = { code: 'it', nameEn: 'Italian', nameNative: 'Italiano', direction: 'ltr' };

const reads: [Method, string, string][] = [
  ['GET', `${base}/get-overview`, APP_LANGUAGE_PATHS.overview],
  ['GET', `${base}/get-one`, APP_LANGUAGE_PATHS.one(ANY_ID)],
  ['GET', `${base}/:id/translations-json`, APP_LANGUAGE_PATHS.translations(ANY_ID)],
];
const writes: [Method, string, string, unknown?][] = [
  ['POST', base, APP_LANGUAGE_PATHS.create, language],
  ['POST', `${base}/update-language/:id`, APP_LANGUAGE_PATHS.update(ANY_ID), { nameEn: 'x' }],
  ['POST', `${base}/reorder`, APP_LANGUAGE_PATHS.reorder, { appLanguageIds: [ANY_ID] }],
  ['DELETE', `${base}/:id`, APP_LANGUAGE_PATHS.remove(ANY_ID)],
  ['POST', `${base}/:id/translations-json`, APP_LANGUAGE_PATHS.translations(ANY_ID, true)],
];

const call =
  (who: 'bare' | 'manager', method: Method, path: string, payload?: unknown) =>
  (ctx: IsolationContext) => ({
    token: ctx.actor[who].token,
    method,
    url: settingsUrl(path),
    ...(payload === undefined ? {} : { payload }),
  });

registerIsolationCases('settings/app-languages', [
  ...[...reads, ...writes].map(([method, route, path, payload]) => ({
    route: `${method} ${route}`,
    kind: 'no-permission' as const,
    title: 'without Configurations',
    request: call('bare', method, path, payload),
  })),
  ...writes.map(([method, route, path, payload]) => ({
    route: `${method} ${route}`,
    kind: 'no-permission' as const,
    title: "an organisation manager holding Configurations write (the app's languages are HAD's)",
    request: call('manager', method, path, payload),
  })),
]);
