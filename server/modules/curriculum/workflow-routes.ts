import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeStatusBodySchema,
  CONTENT_KINDS,
  contentImpactSchema,
  CURRICULUM_MESSAGES,
  enabledBodySchema,
  withSpecTitle,
  type ContentAction,
  type ContentKind,
} from '../../../contract/curriculum';
import { ADMIN_SEGMENT, LEVELS_PATHS } from '../../../contract/curriculum-paths';
import { contentItemSchemas } from '../../../contract/elements';
import { deletedSchema, idParamsSchema } from '../../../contract/ids';
import { envelope } from '../../../contract/wire';
import { needs, needsAnyOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTitleFor } from '../../platform/request-language';
import { withTenant } from '../../platform/tenant';
import { curriculumWriterOf, writeResourceOf } from './caller';
import { decideContent } from './decide';
import { readItem } from './read-item';
import { itemImpact, lockItem } from './workflow-store';

const DONE: Record<Exclude<ContentAction, 'delete'>, string> = {
  publish: CURRICULUM_MESSAGES.published,
  unpublish: CURRICULUM_MESSAGES.unpublished,
  archive: CURRICULUM_MESSAGES.archived,
  unarchive: CURRICULUM_MESSAGES.unarchived,
};

/** The pattern of a spec path: the sample id becomes `:id`. */
const pattern = (path: string) => `/${path.replace('SAMPLE', ':id')}`;

/**
 * The content workflow of every kind, each change decided by machines/content.machine.ts
 * (409 otherwise): publish/unpublish (`PUT v1/admin/{kind}/{id}` with isEnabled, and
 * `change_status` for elements), archive/unarchive (`v2/admin/levels/...`), delete, and the
 * impact shown before archiving or deleting. Deleting and the impact count other
 * organisations' class rooms, so they run platform-wide (HAD only).
 */
export async function workflowRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParamsSchema };
  /** Applies a change the content machine allows and answers the item as it is now. */
  const act = async <K extends ContentKind>(
    request: FastifyRequest,
    kind: K,
    id: string,
    action: Exclude<ContentAction, 'delete'>,
  ) => {
    const caller = curriculumWriterOf(request, kind);
    const item = await withTenant(db, caller.scope, async (tx) => {
      await decideContent(tx, kind, id, action);
      return readItem(tx, kind, id);
    });
    return withTitleFor(request, item);
  };
  /** Deletes what nothing uses (decided platform-wide: other organisations' classes count). */
  const remove = async (request: FastifyRequest, kind: ContentKind, id: string) => {
    const caller = curriculumWriterOf(request, kind);
    const { trashId } = await withTenant(db, { ...caller.scope, platform: true }, (tx) =>
      decideContent(tx, kind, id, 'delete'),
    );
    return { data: { id }, trashId };
  };

  for (const kind of CONTENT_KINDS) {
    const resource = writeResourceOf(kind);
    const write = needs(resource, 'write');
    const update = needs(resource, 'update');
    // The impact answers the confirmation of an archive (update) or a delete (write).
    const either = needsAnyOf({ resource, op: 'write' }, { resource, op: 'update' });
    const item = { 200: envelope(withSpecTitle(contentItemSchemas[kind])) };
    if (kind !== 'element') {
      app.put(
        pattern(LEVELS_PATHS.admin(kind, 'SAMPLE')),
        { config: update, schema: { ...byId, body: enabledBodySchema, response: item } },
        async (request) => {
          const action = request.body.isEnabled ? 'publish' : 'unpublish';
          return {
            data: await act(request, kind, request.params.id, action),
            message: DONE[action],
          };
        },
      );
    }
    for (const undo of [false, true]) {
      const action = undo ? 'unarchive' : 'archive';
      app.post(
        pattern(LEVELS_PATHS.archive(kind, 'SAMPLE', undo)),
        { config: update, schema: { ...byId, response: item } },
        async (request) => ({
          data: await act(request, kind, request.params.id, action),
          message: DONE[action],
        }),
      );
    }
    app.delete(
      pattern(LEVELS_PATHS.admin(kind, 'SAMPLE')),
      { config: write, schema: { ...byId, response: { 200: envelope(deletedSchema) } } },
      async (request) => ({
        ...(await remove(request, kind, request.params.id)),
        message: CURRICULUM_MESSAGES.deleted[kind],
      }),
    );
    app.get(
      `/v1/admin/${ADMIN_SEGMENT[kind]}/:id/impact`,
      { config: either, schema: { ...byId, response: { 200: envelope(contentImpactSchema) } } },
      async (request) => {
        const caller = curriculumWriterOf(request, kind);
        const { id } = request.params;
        const data = await withTenant(db, { ...caller.scope, platform: true }, async (tx) => {
          const item = await lockItem(tx, kind, id);
          return item ? itemImpact(tx, kind, id, item.wasPublished) : null;
        });
        if (!data) throw notFound();
        return { data };
      },
    );
  }

  app.post(
    `/${LEVELS_PATHS.elementStatus}`,
    {
      config: needs('Elements', 'update'),
      schema: {
        body: changeStatusBodySchema,
        response: { 200: envelope(withSpecTitle(contentItemSchemas.element)) },
      },
    },
    async (request) => {
      const { mcaId, isEnabled } = request.body;
      const action = isEnabled ? 'publish' : 'unpublish';
      return { data: await act(request, 'element', mcaId, action), message: DONE[action] };
    },
  );
}
