import type { LoginResponse, SessionUser } from '../../contract/auth';
import { STORAGE_KEYS } from '../../contract/constants';

export function readAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.accessToken);
}

export function hasStoredToken(): boolean {
  return Boolean(readAccessToken());
}

export function saveSession({ accessToken, user }: LoginResponse): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return ['id', 'email', 'firstName', 'lastName'].every((key) => typeof user[key] === 'string');
}

// Checked by hand rather than with the contract's zod schema: zod would weigh on the login route.
export function readStoredUser(): SessionUser | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null');
    return isSessionUser(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Signing out clears local storage, but the language is a preference of the browser, not of the
 * session, so it survives.
 */
export function clearSessionStorage(): void {
  const language = localStorage.getItem(STORAGE_KEYS.language);
  localStorage.clear();
  if (language !== null) localStorage.setItem(STORAGE_KEYS.language, language);
}
