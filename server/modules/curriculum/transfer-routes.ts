import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activitiesTransferSchema,
  CURRICULUM_MESSAGES,
  elementCopySchema,
  elementsTransferSchema,
  unitsTransferSchema,
  type ContentKind,
} from '../../../contract/curriculum';
import { LEVELS_PATHS } from '../../../contract/curriculum-paths';
import { contentItemSchemas, elementSchema } from '../../../contract/elements';
import { envelope } from '../../../contract/wire';
import { needs } from '../../platform/access';
import { badRequest, notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { curriculumWriterOf, writeResourceOf } from './caller';
import { KIND_TABLES } from './kinds';
import { readItem } from './read-item';
import { copyItems, countChildrenAmong, moveItems } from './transfer-store';
import { lockItem } from './workflow-store';

interface Transfer {
  ids: string[];
  sourceId: string;
  targetId: string;
}

/** Each kind's call names its fields its own way (SPEC section 7). */
const TRANSFERS = [
  {
    kind: 'unit',
    copy: LEVELS_PATHS.copyUnits,
    move: LEVELS_PATHS.moveUnits,
    schema: unitsTransferSchema,
    read: (b: z.infer<typeof unitsTransferSchema>): Transfer => ({
      ids: b.unitsIds,
      sourceId: b.sourceLevelId,
      targetId: b.targetLevelId,
    }),
  },
  {
    kind: 'activity',
    copy: LEVELS_PATHS.copyActivities,
    move: LEVELS_PATHS.moveActivities,
    schema: activitiesTransferSchema,
    read: (b: z.infer<typeof activitiesTransferSchema>): Transfer => ({
      ids: b.activitiesIds,
      sourceId: b.sourceUnitId,
      targetId: b.targetUnitId,
    }),
  },
  {
    kind: 'element',
    copy: LEVELS_PATHS.copyElements,
    move: LEVELS_PATHS.moveElements,
    schema: elementsTransferSchema,
    read: (b: z.infer<typeof elementsTransferSchema>): Transfer => ({
      ids: b.mcaIds,
      sourceId: b.sourceActivityId,
      targetId: b.targetActivityId,
    }),
  },
] as const;

/**
 * Copy and move of units, activities and elements, with all their children and answers, in one
 * transaction. The target parent is locked, so positions appended there do not collide; every
 * id must be a child of the source (400 otherwise); moving onto the source is 400. Copies start
 * unpublished.
 */
export async function transferRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const transfer = async <K extends ContentKind>(
    request: FastifyRequest,
    kind: K,
    body: Transfer,
    mode: 'copy' | 'move',
  ) => {
    const caller = curriculumWriterOf(request, kind);
    if (mode === 'move' && body.sourceId === body.targetId) {
      throw badRequest(CURRICULUM_MESSAGES.sameParent, { target: CURRICULUM_MESSAGES.sameParent });
    }
    const parentKind = KIND_TABLES[kind].parentKind!;
    return withTenant(db, caller.scope, async (tx) => {
      if (!(await lockItem(tx, parentKind, body.targetId))) throw notFound();
      if ((await countChildrenAmong(tx, kind, body.sourceId, body.ids)) !== body.ids.length) {
        throw badRequest(CURRICULUM_MESSAGES.wrongParent, { ids: CURRICULUM_MESSAGES.wrongParent });
      }
      const ids =
        mode === 'copy'
          ? await copyItems(tx, kind, body.ids, body.sourceId, body.targetId)
          : (await moveItems(tx, kind, body.ids, body.sourceId, body.targetId), body.ids);
      return Promise.all(ids.map((id) => readItem(tx, kind, id)));
    });
  };

  for (const { kind, copy, move, schema, read } of TRANSFERS) {
    // Copying makes new items (write); moving changes existing ones (update).
    const config = needs(writeResourceOf(kind), 'write');
    const moveConfig = needs(writeResourceOf(kind), 'update');
    /** The items as they are now, in the target. */
    const routeSchema = {
      body: schema,
      response: { 200: envelope(z.array(contentItemSchemas[kind])) },
    };
    const body = (parsed: unknown) => (read as (b: unknown) => Transfer)(parsed);
    app.post(`/${copy}`, { config, schema: routeSchema }, async (request) => ({
      data: await transfer(request, kind, body(request.body), 'copy'),
      message: CURRICULUM_MESSAGES.copied,
    }));
    app.post(`/${move}`, { config: moveConfig, schema: routeSchema }, async (request) => ({
      data: await transfer(request, kind, body(request.body), 'move'),
      message: CURRICULUM_MESSAGES.moved,
    }));
  }

  // The spec's single-element copy: into an activity, from wherever it is.
  app.post(
    `/${LEVELS_PATHS.copyElement}`,
    {
      config: needs('Elements', 'write'),
      schema: { body: elementCopySchema, response: { 200: envelope(elementSchema) } },
    },
    async (request) => {
      const caller = curriculumWriterOf(request, 'element');
      const { mcaId, targetActivityId } = request.body;
      const source = await withTenant(db, caller.scope, (tx) => lockItem(tx, 'element', mcaId));
      if (!source?.parentId) throw notFound();
      const [data] = await transfer(
        request,
        'element',
        { ids: [mcaId], sourceId: source.parentId, targetId: targetActivityId },
        'copy',
      );
      return { data: data!, message: CURRICULUM_MESSAGES.copied };
    },
  );
}
