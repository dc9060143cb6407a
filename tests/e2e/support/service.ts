import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import * as XLSX from 'xlsx';
import { SERVICE_PREFIX, USERS_PATHS } from '../../../contract/paths';
import { DEMO_PASSWORD } from './browser';

/*
 * What a browser test does beside the browser: sign in as a demo user and call a service the
 * way the learner app does, and read back a spreadsheet the page downloaded.
 */

/** A demo user's token (their first membership active). */
export async function tokenOf(baseUrl: string, email: string): Promise<string> {
  const answer = await fetch(`${baseUrl}${SERVICE_PREFIX.users}/${USERS_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A call to one of the services that must succeed (GET, or POST with `body`): the data. */
export async function serviceCall<T>(
  baseUrl: string,
  service: keyof typeof SERVICE_PREFIX,
  token: string,
  path: string,
  body?: unknown,
) {
  const answer = await fetch(`${baseUrl}${SERVICE_PREFIX[service]}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  expect(answer.ok, text).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

/** A levels-service call that must succeed: the envelope's data. */
export const levelsCall = <T>(baseUrl: string, token: string, path: string, body?: unknown) =>
  serviceCall<T>(baseUrl, 'levels', token, path, body);

/**
 * Tokens for a test file, one sign-in per user: signing the same user in again and again meets
 * the login's rate limit (429).
 */
export function tokenCache(baseUrl: () => string) {
  const tokens = new Map<string, Promise<string>>();
  return (email: string) => {
    if (!tokens.has(email)) tokens.set(email, tokenOf(baseUrl(), email));
    return tokens.get(email)!;
  };
}

/** The first sheet of a downloaded .xlsx, row by row. */
export async function sheetRows<T = unknown>(download: Download): Promise<T[][]> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  const book = XLSX.read(Buffer.concat(chunks), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<T[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
}

/**
 * Starts a download and waits for it, allowing for a loaded machine (the sheet is built in the
 * page, its library loaded first). When none comes, the failure says what the page noticed.
 */
export async function downloadOf(page: Page, start: () => Promise<unknown>): Promise<Download> {
  const waiting = page.waitForEvent('download', { timeout: 45_000 });
  await start();
  try {
    return await waiting;
  } catch (error) {
    const notices = await page
      .getByRole('status')
      .allTextContents()
      .catch(() => []);
    throw new Error(
      `No download: ${(error as Error).message}; on screen: ${JSON.stringify(notices)}`,
    );
  }
}
