import ky, { type KyInstance } from 'ky';
import { CONTRACT_STANDING_HEADER } from '../../contract/organization-constants';
import { USERS_PATHS } from '../../contract/paths';
import { REPORTS_PATHS } from '../../contract/report-constants';
import { API_BASE } from './env';
import { noteTrashed } from './last-trashed';
import { LOGIN_PATH, withNext } from './login-path';
import { clearSessionStorage, readAccessToken } from './storage';

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
const standingListeners = new Set<(standing: string) => void>();

/**
 * Lets the app follow the active organisation's contract: every signed-in answer names its
 * standing (CONTRACT_STANDING_HEADER), so a pause or a cancel reaches an open console on its
 * next call, whatever the call was.
 */
export function onContractStanding(listener: (standing: string) => void): () => void {
  standingListeners.add(listener);
  return () => standingListeners.delete(listener);
}

/** Lets the app tell its session actor; the storage and the redirect are handled here. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function handleUnauthorized(): void {
  clearSessionStorage();
  unauthorizedListeners.forEach((listener) => listener());
  const { pathname, search, hash } = window.location;
  // The login brings the person back here (an invitation link keeps its token, a list its page).
  if (pathname !== LOGIN_PATH)
    window.location.assign(withNext(LOGIN_PATH, pathname + search + hash));
}

/** The code of the answer a write gets while the console is viewed as someone else. */
const VIEWING_AS_CODE = 'VIEWING_AS';
let refusal: (() => string) | null = null;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Calls that post but change nothing: reading a report, signing out.
const POSTED_READS = [REPORTS_PATHS.measureAchievements, USERS_PATHS.logout];

/**
 * While the console is viewed as someone else (view as), every write is refused here, before it
 * leaves: the viewer's own token must not change what the preview shows as out of reach. The
 * refusal is a 403 answer with `message()`, so every form and toast says it as any other.
 */
export function refuseWrites(message: (() => string) | null): void {
  refusal = message;
}

function refusedWrite(request: Request): Response | undefined {
  if (!refusal || READS.has(request.method)) return undefined;
  const { pathname } = new URL(request.url);
  if (POSTED_READS.some((path) => pathname.endsWith(`/${path}`))) return undefined;
  return new Response(JSON.stringify({ message: refusal(), code: VIEWING_AS_CODE }), {
    status: 403,
    headers: { 'content-type': 'application/json' },
  });
}

const base = ky.create({
  credentials: 'same-origin',
  // The spec configures no timeout; a slow upload must not be cut off.
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => refusedWrite(request),
      (request) => {
        const token = readAccessToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        if (response.status === 401) handleUnauthorized();
        const standing = response.headers.get(CONTRACT_STANDING_HEADER);
        if (standing) standingListeners.forEach((listener) => listener(standing));
      },
      async (request, _options, response) => {
        // A write that moved records to the trash (a delete, a removal): its toast offers Undo.
        if (READS.has(request.method) || !response.ok) return;
        if (!response.headers.get('content-type')?.includes('json')) return;
        const body = (await response
          .clone()
          .json()
          .catch(() => null)) as { trashId?: unknown; message?: string } | null;
        if (typeof body?.trashId === 'string') noteTrashed(body.trashId, body.message);
      },
    ],
  },
});

export const usersApi: KyInstance = base.extend({ prefixUrl: API_BASE.users });
export const levelsApi: KyInstance = base.extend({ prefixUrl: API_BASE.levels });
export const settingsApi: KyInstance = base.extend({ prefixUrl: API_BASE.settings });
export const videoApi: KyInstance = base.extend({ prefixUrl: API_BASE.video });
