import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CURRICULUM_MESSAGES,
  reorderChildrenBodySchema,
  reorderTopicsBodySchema,
  type ContentKind,
} from '../../../contract/curriculum';
import { LEVELS_PATHS } from '../../../contract/curriculum-paths';
import { contentItemSchemas } from '../../../contract/elements';
import { envelope } from '../../../contract/wire';
import { needs } from '../../platform/access';
import { badRequest } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { curriculumWriterOf, writeResourceOf } from './caller';
import { readItem } from './read-item';
import { reorderSiblings } from './order-store';

/**
 * Reordering: the request names the whole sibling list in its new order (every topic, or every
 * child of one parent, archived ones too); anything else is 400 and nothing moves.
 */
export async function orderRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /** The siblings in their new order. */
  const ordered = (kind: ContentKind) => ({
    200: envelope(z.array(contentItemSchemas[kind])),
  });
  const reorder = async (
    kind: ContentKind,
    caller: ReturnType<typeof curriculumWriterOf>,
    parentId: string | null,
    ids: string[],
  ) => {
    const data = await withTenant(db, caller.scope, async (tx) => {
      if (!(await reorderSiblings(tx, kind, parentId, ids))) {
        throw badRequest(CURRICULUM_MESSAGES.reorderMismatch, {
          ids: CURRICULUM_MESSAGES.reorderMismatch,
        });
      }
      return Promise.all(ids.map((id) => readItem(tx, kind, id)));
    });
    return { data, message: CURRICULUM_MESSAGES.reordered };
  };

  app.put(
    `/${LEVELS_PATHS.reorder('level')}`,
    {
      config: needs('Levels', 'update'),
      schema: { body: reorderTopicsBodySchema, response: ordered('level') },
    },
    async (request) => {
      const caller = curriculumWriterOf(request, 'level');
      const { ids } = request.body;
      return reorder('level', caller, null, ids);
    },
  );

  for (const kind of ['unit', 'activity', 'element'] as const) {
    app.put(
      `/${LEVELS_PATHS.reorder(kind)}`,
      {
        config: needs(writeResourceOf(kind), 'update'),
        schema: { body: reorderChildrenBodySchema, response: ordered(kind) },
      },
      async (request) => {
        const caller = curriculumWriterOf(request, kind);
        const { parentId, ids } = request.body;
        return reorder(kind, caller, parentId, ids);
      },
    );
  }
}
