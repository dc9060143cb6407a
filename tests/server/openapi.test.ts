import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SERVICE_PREFIX } from '../../contract/paths';
import { envelope } from '../../contract/wire';
import { PUBLIC } from '../../server/platform/access';
import { XLSX_CONTENT_TYPE } from '../../server/platform/spreadsheet/write-xlsx';
import { fastifyRoutes } from './support/fastify-routes';
import { openApiPath, type OpenApiDocument } from './support/openapi-check';
import { createTestApp, type TestApp } from './support/test-app';

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
  parameters?: { in: string; name: string }[];
}
type Document = OpenApiDocument & {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; securitySchemes: Record<string, object> };
};

const SERVICES = [SERVICE_PREFIX.users, SERVICE_PREFIX.levels, SERVICE_PREFIX.settings];
const isServiceRoute = (route: string) => SERVICES.some((prefix) => route.includes(` ${prefix}/`));

let t: TestApp;
let document: Document;

/** A test-only route whose answer disagrees with what it declares. */
const LIAR = `${SERVICE_PREFIX.users}/v1/test-only/liar`;
/** A test-only route that declares nothing: the one the document test must find undeclared. */
const UNDECLARED = `${SERVICE_PREFIX.users}/v1/test-only/undeclared`;

beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      app.get(
        LIAR,
        {
          config: PUBLIC,
          schema: { response: { 200: envelope(z.object({ count: z.number().int() })) } },
        },
        async () => ({ data: { count: 'many' } }),
      );
      app.get(UNDECLARED, { config: PUBLIC }, async () => ({ data: {} }));
    },
  });
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

/** The service routes as Fastify lists them, without the HEAD twins of GET routes. */
const serviceRoutes = () =>
  fastifyRoutes(t.app)
    .filter((route) => isServiceRoute(route) && !route.startsWith('HEAD '))
    .filter((route) => route !== `GET ${LIAR}`);

const operationOf = (route: string) => {
  const [method, url] = route.split(' ') as [string, string];
  return document.paths[openApiPath(url)]?.[method.toLowerCase()];
};

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with a bearer scheme and the shared error and paging shapes', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['ApiError', 'Pagination']),
    );
  });

  it('holds every route of the three services, each declaring its answers', () => {
    const routes = serviceRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((route) => !operationOf(route));
    expect(missing).toEqual([]);
    const undeclared = routes
      .filter((route) => {
        const responses = operationOf(route)?.responses ?? {};
        return !Object.entries(responses).some(
          ([status, response]) => status.startsWith('2') && response.content,
        );
      })
      .sort();
    // Every route declares its answers (server/platform/route-schemas.ts): none but the
    // test-only one may be left out.
    expect(undeclared).toEqual([`GET ${UNDECLARED}`]);
  });

  it('says which operations need the bearer token and how each may fail', () => {
    const publicOnes = t.app.routeRegistry.filter(
      (route) => route.access === 'public' && isServiceRoute(` ${route.url}`),
    );
    for (const route of t.app.routeRegistry) {
      if (route.method === 'HEAD' || !isServiceRoute(` ${route.url}`)) continue;
      const operation = operationOf(`${route.method} ${route.url}`)!;
      const expected = route.access === 'public' ? [] : [{ bearerAuth: [] }];
      expect(operation.security, `${route.method} ${route.url}`).toEqual(expected);
      expect(Object.keys(operation.responses ?? {})).toEqual(
        expect.arrayContaining(route.access === 'public' ? ['4XX'] : ['401', '4XX']),
      );
    }
    expect(publicOnes.length).toBeGreaterThan(3);
  });

  it('documents a list answer as { data: { result, pagination } } with the Pagination shape', () => {
    const list = operationOf(`GET ${SERVICE_PREFIX.users}/v1/class_room`);
    const schema = JSON.stringify(list?.responses?.['200']?.content?.['application/json']);
    expect(schema).toContain('"result"');
    expect(schema).toContain('#/components/schemas/Pagination');
  });

  it('documents files: a body per media type (a sheet or typed rows), a workbook as bytes', () => {
    const bulk = operationOf(`POST ${SERVICE_PREFIX.users}/v1/admin-invitations/bulk`);
    const body = bulk?.requestBody?.content ?? {};
    expect(Object.keys(body).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(body['multipart/form-data']?.schema).toMatchObject({
      properties: { file: { type: 'string', format: 'binary' } },
    });
    expect(body['application/json']?.schema).toMatchObject({ properties: { rows: {} } });
    const exported = operationOf(`GET ${SERVICE_PREFIX.users}/v1/audit/export`);
    const answer = exported?.responses?.['200']?.content ?? {};
    expect(Object.keys(answer)).toEqual([XLSX_CONTENT_TYPE]);
    expect(answer[XLSX_CONTENT_TYPE]?.schema).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('is served in YAML too, and its viewer at /api/docs', async () => {
    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('openapi: 3.1.0');
    const viewer = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toContain('text/html');
    expect(viewer.body).toContain('swagger-ui-bundle.js');
    expect(viewer.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('answers checked against the document', () => {
  it('fails a test whose answer disagrees with its declared schema', async () => {
    await expect(t.app.inject({ method: 'GET', url: LIAR })).rejects.toThrow(
      /OpenAPI: GET \/api\/users\/v1\/test-only\/liar 200: the answer does not match/,
    );
  });

  it('passes an answer that matches, error answers included', async () => {
    const health = await t.request(null, 'GET', `${SERVICE_PREFIX.users}/v1/health`);
    expect(health.statusCode).toBe(200);
    const refused = await t.request(null, 'GET', `${SERVICE_PREFIX.users}/v1/class_room`);
    expect(refused.statusCode).toBe(401);
  });
});
