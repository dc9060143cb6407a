import type { LoginBody, LoginResponse } from '../../contract/auth';
import { USERS_PATHS } from '../../contract/paths';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';
import { readAccessToken, saveSession } from './storage';

/**
 * Signs in and keeps the token, the flag and the user in local storage. Plain calls rather than
 * mutation hooks: the login route does not carry the query cache.
 */
export async function login(body: LoginBody): Promise<LoginResponse> {
  const { data } = await send<Envelope<LoginResponse>>(
    usersApi.post(USERS_PATHS.login, { json: body }),
  );
  saveSession(data);
  return data;
}

/** Revokes the session; the token is read now, since signing out clears it before the call goes. */
export async function logout(): Promise<void> {
  const token = readAccessToken();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  await send<unknown>(usersApi.post(USERS_PATHS.logout, { headers }));
}
