import ky, { type KyInstance } from 'ky';
import { CONTRACT_STANDING_HEADER } from '../../contract/organization-constants';
import { API_BASE } from './env';
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

const base = ky.create({
  credentials: 'same-origin',
  // The spec configures no timeout; a slow upload must not be cut off.
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
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
    ],
  },
});

export const usersApi: KyInstance = base.extend({ prefixUrl: API_BASE.users });
export const levelsApi: KyInstance = base.extend({ prefixUrl: API_BASE.levels });
export const settingsApi: KyInstance = base.extend({ prefixUrl: API_BASE.settings });
export const videoApi: KyInstance = base.extend({ prefixUrl: API_BASE.video });
