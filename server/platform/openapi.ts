import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVICE_PREFIX, type ServiceName } from '../../contract/paths';
import { apiErrorSchema, paginationSchema } from '../../contract/wire';
import { describeAccess, errorResponses, serviceOf } from './openapi-operation';
import { mediaTypesOf } from './route-schemas';

/** The viewer; the document itself is at `/json` (and `/yaml`) under it. */
export const API_DOCS_PREFIX = '/api/docs';
export const BEARER_SCHEME = 'bearerAuth';

const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/**
 * The viewer's routes are a library's, which cannot declare `config.access`: they are public.
 * Added before the auth guard, whose own onRoute hook then sees the declaration.
 */
export function declareDocsPublic(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined && isUnder(route.url, API_DOCS_PREFIX)) {
      route.config = { ...route.config, access: 'public' };
    }
  });
}

// Shared shapes become components ($ref) instead of being repeated in every operation.
z.globalRegistry.add(apiErrorSchema, {
  id: 'ApiError',
  description: 'Every error answer: HTTP status + this body, never a stack trace.',
});
z.globalRegistry.add(paginationSchema, {
  id: 'Pagination',
  description: 'Paging of a list: pages are 1-based, 20 items by default.',
});

const DESCRIPTION = `The users, levels and settings services of the Arabic teaching console.

Success answers are \`{ data, message? }\`; a list's \`data\` is \`{ result: [...], pagination }\`
(\`pageNumber\` from 1, \`pageSize\` 20 by default). Errors are the HTTP status with
\`{ message, code, requestId, fieldErrors? }\`. Send the access token from the login as
\`Authorization: Bearer <token>\`; each operation says which right of the active organisation's
role it needs.`;

/**
 * The OpenAPI 3.1 document of the services this process runs, made from the zod schemas every
 * route declares (route-schemas.ts), and its viewer at /api/docs. Registered after the auth
 * guard (which records the viewer's routes) and before the services (so that it sees theirs).
 */
export async function registerOpenApi(app: FastifyInstance, services: ServiceName[]) {
  const prefixes = services.map((name) => SERVICE_PREFIX[name]);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Arabic teaching console API', version: '1', description: DESCRIPTION },
      tags: services.map((name) => ({ name, description: `Served under ${SERVICE_PREFIX[name]}` })),
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: (document) => {
      const { url, route } = document;
      if (!prefixes.some((prefix) => url.startsWith(`${prefix}/`))) {
        return { schema: { hide: true }, url };
      }
      // A route that declares nothing is still listed (and the document test fails on it).
      const schema = document.schema ? jsonSchemaTransform(document).schema : {};
      const mediaTypes = mediaTypesOf(document.schema?.body);
      if (mediaTypes) {
        const jsonOf = (body: z.ZodType) =>
          (jsonSchemaTransform({ ...document, schema: { body } }).schema as { body: unknown }).body;
        const content = Object.entries(mediaTypes).map(([type, body]) => [
          type,
          { schema: jsonOf(body) },
        ]);
        schema.body = { content: Object.fromEntries(content) };
      }
      const access = route.config?.access;
      return {
        url,
        schema: {
          ...schema,
          tags: [serviceOf(url)],
          description: describeAccess(access),
          security: access === 'public' ? [] : [{ [BEARER_SCHEME]: [] }],
          'x-access': access,
          response: { ...errorResponses(access), ...(schema.response as object | undefined) },
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // The console's CSP fits the viewer as it is (scripts and styles from this origin only).
    uiConfig: { deepLinking: true, persistAuthorization: false, validatorUrl: null },
  });
}
