import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeStatusBodySchema,
  CONTENT_KINDS,
  CURRICULUM_MESSAGES,
  enabledBodySchema,
  type ContentAction,
  type ContentKind,
} from '../../../contract/curriculum';
import { ADMIN_SEGMENT, LEVELS_PATHS } from '../../../contract/curriculum-paths';
import { needs } from '../../platform/access';
import { notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { parseInput } from '../../platform/validation';
import { curriculumWriterOf, itemIdOf, writeResourceOf } from './caller';
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
export async function workflowRoutes(app: FastifyInstance, { db }: ServiceDeps) {
  const act = async (
    request: FastifyRequest,
    kind: ContentKind,
    id: string,
    action: ContentAction,
  ) => {
    const caller = curriculumWriterOf(request, kind);
    const scope = { ...caller.scope, platform: action === 'delete' };
    return withTenant(db, scope, async (tx) => {
      const state = await decideContent(tx, kind, id, action);
      return state === 'deleted' ? { id } : readItem(tx, kind, id);
    });
  };

  for (const kind of CONTENT_KINDS) {
    const write = needs(writeResourceOf(kind), 'write');
    if (kind !== 'element') {
      app.put(pattern(LEVELS_PATHS.admin(kind, 'SAMPLE')), { config: write }, async (request) => {
        const { isEnabled } = parseInput(enabledBodySchema, request.body);
        const action = isEnabled ? 'publish' : 'unpublish';
        return {
          data: await act(request, kind, itemIdOf(request.params), action),
          message: DONE[action],
        };
      });
    }
    for (const undo of [false, true]) {
      const action = undo ? 'unarchive' : 'archive';
      app.post(
        pattern(LEVELS_PATHS.archive(kind, 'SAMPLE', undo)),
        { config: write },
        async (request) => ({
          data: await act(request, kind, itemIdOf(request.params), action),
          message: DONE[action],
        }),
      );
    }
    app.delete(pattern(LEVELS_PATHS.admin(kind, 'SAMPLE')), { config: write }, async (request) => ({
      data: await act(request, kind, itemIdOf(request.params), 'delete'),
      message: CURRICULUM_MESSAGES.deleted[kind],
    }));
    app.get(`/v1/admin/${ADMIN_SEGMENT[kind]}/:id/impact`, { config: write }, async (request) => {
      const caller = curriculumWriterOf(request, kind);
      const id = itemIdOf(request.params);
      const data = await withTenant(db, { ...caller.scope, platform: true }, async (tx) => {
        const item = await lockItem(tx, kind, id);
        return item ? itemImpact(tx, kind, id, item.wasPublished) : null;
      });
      if (!data) throw notFound();
      return { data };
    });
  }

  app.post(
    `/${LEVELS_PATHS.elementStatus}`,
    { config: needs('Elements', 'write') },
    async (request) => {
      const { mcaId, isEnabled } = parseInput(changeStatusBodySchema, request.body);
      const action = isEnabled ? 'publish' : 'unpublish';
      return { data: await act(request, 'element', mcaId, action), message: DONE[action] };
    },
  );
}
