import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_FILE_MAX_BYTES } from '../../contract/organizations';
import { USERS_PATHS } from '../../contract/paths';
import { uploadPaths } from '../../server/platform/storage';
import { buildIsolationWorld, type IsolationWorld } from './support/isolation';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/** Over a real socket: a refused upload is answered at once, without reading it all. */
let t: TestApp;
let world: IsolationWorld;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildIsolationWorld(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const storedFiles = async () =>
  (await readdir(uploadPaths(t.dataDir).files).catch(() => [] as string[])).sort();

function post(content: Uint8Array<ArrayBuffer>, type: string, name: string) {
  const body = new FormData();
  body.append('file', new Blob([content], { type }), name);
  return fetch(`${base}${usersUrl(USERS_PATHS.uploadFile)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${world.a.manager.token}` },
    body,
  });
}

describe('POST v1/general/upload-file over HTTP', () => {
  it('stores a PDF sent by FormData, as the console sends it', async () => {
    const response = await post(
      new TextEncoder().encode('%PDF-1.7\nhello\n'),
      'application/pdf',
      'c.pdf',
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { fileName: string } };
    expect(await storedFiles()).toContain(data.fileName);
  });

  it('answers 413 to a much larger file and keeps nothing', async () => {
    const before = await storedFiles();
    const content = new Uint8Array(CONTRACT_FILE_MAX_BYTES * 3);
    content.set(new TextEncoder().encode('%PDF-1.4\n'));
    const response = await post(content, 'application/pdf', 'big.pdf');
    expect(response.status).toBe(413);
    await response.text();
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 415 to a renamed executable and keeps nothing', async () => {
    const before = await storedFiles();
    const content = new Uint8Array(200_000);
    content.set([0x4d, 0x5a, 0x90, 0x00]);
    const response = await post(content, 'application/pdf', 'contract.pdf');
    expect(response.status).toBe(415);
    await response.text();
    expect(await storedFiles()).toEqual(before);
  });
});
