import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContentAction, ContentKind } from '../../contract/curriculum-constants';
import type {
  Activity,
  activityBodySchema,
  activityUpdateSchema,
  ContentImpact,
  TopicTree,
  UnitBody,
} from '../../contract/curriculum';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import type { Element } from '../../contract/elements';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { levelsApi } from './http';
import type { Done } from './organizations';

/** Kinds below a topic: the content screen's units, activities and elements. */
export type ChildKind = Exclude<ContentKind, 'level'>;
export type TransferMode = 'copy' | 'move';

export const contentKey = ['levels', 'content'] as const;
const treesKey = [...contentKey, 'tree'] as const;
const elementListsKey = [...contentKey, 'elements'] as const;
export const topicTreeKey = (levelId: string) => [...treesKey, levelId] as const;
export const activityElementsKey = (activityId: string) =>
  [...elementListsKey, activityId] as const;
export const contentImpactKey = (kind: ContentKind, id: string) =>
  [...contentKey, 'impact', kind, id] as const;

/**
 * Units and activities live in the topics' trees, elements in the activities' lists; a copy or
 * a move changes two parents, so a change refreshes every list of its kind. A topic's change
 * refreshes everything of the levels service (the topics list, the pickers, the trees).
 */
export function refreshContent(client: QueryClient, kind: ContentKind) {
  if (kind === 'level') return client.invalidateQueries({ queryKey: [contentKey[0]] });
  return client.invalidateQueries({ queryKey: kind === 'element' ? elementListsKey : treesKey });
}

const doneOf = (answer: Envelope<unknown> | null): Done => ({ message: answer?.message ?? '' });

export async function fetchTopicTree(levelId: string): Promise<TopicTree> {
  const { data } = await send<Envelope<TopicTree>>(
    levelsApi.get(LEVELS_PATHS.item('level', levelId)),
  );
  return data;
}

/** Archived elements too: the screen shows them with their badge. */
export async function fetchActivityElements(activityId: string): Promise<Element[]> {
  const { data } = await send<Envelope<Element[]>>(
    levelsApi.get(LEVELS_PATHS.activityElements(activityId, true)),
  );
  return data;
}

export async function fetchContentImpact(kind: ContentKind, id: string): Promise<ContentImpact> {
  const { data } = await send<Envelope<ContentImpact>>(
    levelsApi.get(LEVELS_PATHS.impact(kind, id)),
  );
  return data;
}

export type UnitSave =
  { id: null; body: UnitBody } | { id: string; body: Omit<UnitBody, 'levelId'> };
export type ActivitySave =
  | { id: null; body: z.input<typeof activityBodySchema> }
  | { id: string; body: z.input<typeof activityUpdateSchema> };

export async function saveUnit(save: UnitSave): Promise<Done> {
  const call = save.id
    ? levelsApi.put(LEVELS_PATHS.item('unit', save.id), { json: save.body })
    : levelsApi.post(LEVELS_PATHS.create('unit'), { json: save.body });
  return doneOf(await send<Envelope<unknown> | null>(call));
}

export async function saveActivity(save: ActivitySave): Promise<Done> {
  const call = save.id
    ? levelsApi.put(LEVELS_PATHS.item('activity', save.id), { json: save.body })
    : levelsApi.post(LEVELS_PATHS.create('activity'), { json: save.body });
  return doneOf(await send<Envelope<Activity> | null>(call));
}

/** One step of the content workflow; the service asks the same machine (409 otherwise). */
export async function runContentAction(
  kind: ContentKind,
  id: string,
  action: ContentAction,
): Promise<Done> {
  const call = (() => {
    switch (action) {
      case 'publish':
      case 'unpublish': {
        const isEnabled = action === 'publish';
        return kind === 'element'
          ? levelsApi.post(LEVELS_PATHS.elementStatus, { json: { mcaId: id, isEnabled } })
          : levelsApi.put(LEVELS_PATHS.admin(kind, id), { json: { isEnabled } });
      }
      case 'archive':
      case 'unarchive':
        return levelsApi.post(LEVELS_PATHS.archive(kind, id, action === 'unarchive'));
      case 'delete':
        return levelsApi.delete(LEVELS_PATHS.admin(kind, id));
    }
  })();
  return doneOf(await send<Envelope<unknown> | null>(call));
}

/** The whole sibling list in its new order, archived ones included. */
export async function reorderChildren(kind: ChildKind, parentId: string, ids: string[]) {
  return doneOf(
    await send<Envelope<unknown> | null>(
      levelsApi.put(LEVELS_PATHS.reorder(kind), { json: { parentId, ids } }),
    ),
  );
}

export interface Transfer {
  kind: ChildKind;
  mode: TransferMode;
  ids: string[];
  sourceId: string;
  targetId: string;
}

/** Each kind names its fields its own way (SPEC section 7). */
function transferCall({ kind, mode, ids, sourceId, targetId }: Transfer) {
  const copy = mode === 'copy';
  switch (kind) {
    case 'unit':
      return {
        path: copy ? LEVELS_PATHS.copyUnits : LEVELS_PATHS.moveUnits,
        json: { unitsIds: ids, sourceLevelId: sourceId, targetLevelId: targetId },
      };
    case 'activity':
      return {
        path: copy ? LEVELS_PATHS.copyActivities : LEVELS_PATHS.moveActivities,
        json: { activitiesIds: ids, sourceUnitId: sourceId, targetUnitId: targetId },
      };
    case 'element':
      return {
        path: copy ? LEVELS_PATHS.copyElements : LEVELS_PATHS.moveElements,
        json: { mcaIds: ids, sourceActivityId: sourceId, targetActivityId: targetId },
      };
  }
}

export async function transferContent(transfer: Transfer): Promise<Done> {
  const { path, json } = transferCall(transfer);
  return doneOf(await send<Envelope<unknown> | null>(levelsApi.post(path, { json })));
}

/** A unit in a topic's tree, with its activities. */
export type TreeUnit = TopicTree['units'][number];

export function useTopicTree(levelId: string | null) {
  return useQuery({
    queryKey: topicTreeKey(levelId ?? ''),
    queryFn: () => fetchTopicTree(levelId!),
    enabled: Boolean(levelId),
  });
}

export function useActivityElements(activityId: string | null) {
  return useQuery({
    queryKey: activityElementsKey(activityId ?? ''),
    queryFn: () => fetchActivityElements(activityId!),
    enabled: Boolean(activityId),
  });
}

export function useSaveUnit() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveUnit, onSuccess: () => refreshContent(client, 'unit') });
}

export function useSaveActivity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveActivity,
    onSuccess: () => refreshContent(client, 'activity'),
  });
}

export function useTransferContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: transferContent,
    onSuccess: (_done, transfer) => refreshContent(client, transfer.kind),
  });
}

export interface Reorder {
  kind: ChildKind;
  parentId: string;
  ids: string[];
  /** The topic whose tree holds the units or activities (unused for elements). */
  levelId: string;
}

/** The items in the order of `ids`, keeping the set of order numbers they had. */
function arrange<T extends { id: string; order: number }>(items: T[], ids: string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const moved = ids.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
  const rest = items.filter((item) => !ids.includes(item.id));
  const orders = items.map((item) => item.order).sort((a, b) => a - b);
  return [...moved, ...rest].map((item, index) => ({ ...item, order: orders[index] ?? index }));
}

function reorderedCache(client: QueryClient, { kind, parentId, ids, levelId }: Reorder) {
  if (kind === 'element') {
    const key = activityElementsKey(parentId);
    const previous = client.getQueryData<Element[]>(key);
    return { key, previous, next: previous && arrange(previous, ids) };
  }
  const key = topicTreeKey(levelId);
  const previous = client.getQueryData<TopicTree>(key);
  if (!previous) return { key, previous, next: previous };
  const next: TopicTree =
    kind === 'unit'
      ? { ...previous, units: arrange(previous.units, ids) }
      : {
          ...previous,
          units: previous.units.map((unit) =>
            unit.id === parentId ? { ...unit, activities: arrange(unit.activities, ids) } : unit,
          ),
        };
  return { key, previous, next };
}

/** Optimistic: the list shows the new order at once and goes back if the service refuses. */
export function useReorderChildren() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reorder: Reorder) => reorderChildren(reorder.kind, reorder.parentId, reorder.ids),
    onMutate: async (reorder) => {
      const { key, previous, next } = reorderedCache(client, reorder);
      await client.cancelQueries({ queryKey: key });
      if (next) client.setQueryData(key, next);
      return { key, previous };
    },
    onError: (_error, _reorder, context) => {
      if (context?.previous) client.setQueryData(context.key, context.previous);
    },
    // Not awaited: the outcome's toast does not wait for the list to be fetched again.
    onSettled: (_done, _error, _reorder, context) => {
      if (context) void client.invalidateQueries({ queryKey: context.key });
    },
  });
}
