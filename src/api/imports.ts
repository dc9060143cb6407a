import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Import, Rollback } from '../../contract/imports';
import type { InvitationKind } from '../../contract/invitation-constants';
import { LIVE_PATHS } from '../../contract/live-classes-paths';
import { USERS_PATHS } from '../../contract/paths';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { levelsApi, usersApi } from './http';

/**
 * Imports that can be taken back (docs/imports.md), for each screen that imports: student or
 * staff invitations (of the active organisation, or another's for HAD), and live classes.
 */
export type ImportSource =
  | { of: 'invitations'; kind: InvitationKind; organizationId?: string | undefined }
  | { of: 'liveClasses' };

const importsKey = ['imports'] as const;
const keyOf = (source: ImportSource) =>
  source.of === 'invitations'
    ? [...importsKey, source.of, source.kind, source.organizationId ?? null]
    : [...importsKey, source.of];

function call(source: ImportSource, batchId?: string) {
  if (source.of === 'liveClasses') {
    return {
      api: levelsApi,
      path: batchId ? LIVE_PATHS.importRollback(batchId) : LIVE_PATHS.imports,
      searchParams: {},
    };
  }
  return {
    api: usersApi,
    path: batchId
      ? USERS_PATHS.invitationImportRollback(source.kind, batchId)
      : USERS_PATHS.invitationImports(source.kind),
    searchParams: source.organizationId ? { organizationId: source.organizationId } : {},
  };
}

async function fetchImports(source: ImportSource): Promise<Import[]> {
  const { api, path, searchParams } = call(source);
  return (await send<Envelope<Import[]>>(api.get(path, { searchParams }))).data;
}

/** The screen's recent imports, newest first. */
export const useImports = (source: ImportSource) =>
  useQuery({ queryKey: keyOf(source), queryFn: () => fetchImports(source) });

/** What rolling an import back would do now, row by row. */
export const useRollbackPreview = (source: ImportSource, batchId: string) =>
  useQuery({
    queryKey: [...keyOf(source), batchId, 'rollback'],
    queryFn: async () => {
      const { api, path, searchParams } = call(source, batchId);
      return (await send<Envelope<Rollback>>(api.get(path, { searchParams }))).data;
    },
    // Always what the rows are now: nothing kept from an earlier look.
    gcTime: 0,
  });

/** Rolls an import back; answers what it did and the service's message for the toast. */
export async function rollBackImport(
  source: ImportSource,
  batchId: string,
): Promise<{ rollback: Rollback; message: string }> {
  const { api, path, searchParams } = call(source, batchId);
  const body = await send<Envelope<Rollback>>(api.post(path, { searchParams }));
  return { rollback: body.data, message: body.message ?? '' };
}

/** After a commit: the screen's recent imports show it. */
export const refreshImports = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: importsKey });

/** After a rollback: the imports, and every list the rollback changed (any screen's). */
export const refreshAfterRollback = (client: QueryClient) => client.invalidateQueries();
