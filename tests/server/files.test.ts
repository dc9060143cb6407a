import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoPath } from '../../contract/paths';
import { uploadPaths } from '../../server/platform/storage';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('manager@demo.test');
  await writeFile(path.join(t.dataDir, 'secret.txt'), 'top secret');
  await writeFile(path.join(uploadPaths(t.dataDir).logos, '.hidden.svg'), '<svg/>');
});
afterAll(() => t.close());

describe('GET v1/files/{fileName}', () => {
  it('serves a seeded logo as SVG with nosniff', async () => {
    const response = await t.request(token, 'GET', usersUrl(logoPath('nour-academy.svg')));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<svg');
  });

  it('needs a token', async () => {
    const response = await t.request(null, 'GET', usersUrl(logoPath('had.svg')));
    expect(response.statusCode).toBe(401);
  });

  it.each([
    '..%2Fsecret.txt',
    '..%2F..%2Fsecret.txt',
    '%2E%2E%2Fsecret.txt',
    '..%5Csecret.txt',
    '.hidden.svg',
    '%2Fetc%2Fpasswd',
    'missing.svg',
    'had.svg%00.png',
  ])('refuses %s with 404', async (name) => {
    const response = await t.request(token, 'GET', usersUrl(`v1/files/${name}`));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(response.body).not.toContain('top secret');
  });

  it('does not escape through an unencoded ../ either', async () => {
    const response = await t.request(token, 'GET', '/api/users/v1/files/../../secret.txt');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('top secret');
  });
});
