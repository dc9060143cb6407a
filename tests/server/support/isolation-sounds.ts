import { SOUND_PATHS } from '../../../contract/sounds';
import { registerIsolationCases, type IsolationContext, type Method } from './isolation';
import { HEADERS, multipart, withFiller } from './media';
import { settingsUrl } from './meetings';

/**
 * The learner app's sounds (settings service): platform-wide, not tenant data, so no record of
 * B to address. A member without Configurations is refused every call; an organisation's
 * manager holding Configurations write is refused the writes (only HAD writes them). The upload
 * is a real one (fields and an MP3), so only the permission can refuse it.
 */
const ANY_ID = '00000000-0000-4000-8000-000000000000';
const SOUNDS = `/api/settings/${SOUND_PATHS.sounds}`;

function upload() {
  const body = multipart([
    { name: 'nameEn', content: 'Well done' },
    { name: 'nameAr', content: 'أحسنت' },
    { name: 'kind', content: 'correct' },
    {
      name: 'file',
      filename: 'yes.mp3',
      type: 'audio/mpeg',
      content: withFiller(HEADERS.mp3Frame),
    },
  ]);
  return { payload: body.payload, headers: body.headers };
}

const call =
  (who: 'bare' | 'manager', method: Method, path: string, body?: () => object) =>
  (ctx: IsolationContext) => ({
    token: ctx.actor[who].token,
    method,
    url: settingsUrl(path),
    ...(body ? body() : {}),
  });

const writes: [Method, string, string, (() => object)?][] = [
  ['POST', SOUNDS, SOUND_PATHS.sounds, upload],
  ['DELETE', `${SOUNDS}/:id`, SOUND_PATHS.sound(ANY_ID)],
];

registerIsolationCases('settings/sounds', [
  {
    route: `GET ${SOUNDS}`,
    kind: 'no-permission',
    title: 'without Configurations read',
    request: call('bare', 'GET', SOUND_PATHS.sounds),
  },
  ...writes.map(([method, route, path, body]) => ({
    route: `${method} ${route}`,
    kind: 'no-permission' as const,
    title: 'without Configurations write',
    request: call('bare', method, path, body),
  })),
  ...writes.map(([method, route, path, body]) => ({
    route: `${method} ${route}`,
    kind: 'no-permission' as const,
    title: "an organisation manager holding Configurations write (the app's sounds are HAD's)",
    request: call('manager', method, path, body),
  })),
]);
