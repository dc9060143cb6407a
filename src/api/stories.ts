import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STORY_PATHS,
  type StoryAction,
  type StoryKind,
  type StoryStatus,
  type StoryVisibility,
} from '../../contract/story-constants';
import type {
  BlockBody,
  Comment,
  Reaction,
  Story,
  StoryBodyParsed,
  StoryListQuery,
  StoryMedia,
} from '../../contract/stories';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';
import { uploadMedia, type UploadMediaOptions } from './media';
import type { Done, Page } from './people';

/** Stories (users service): every write refreshes them all (lists, counts, comments). */
export const storiesKey = ['users', 'stories'] as const;
export const myStoriesKey = (pageNumber: number) => [...storiesKey, 'mine', pageNumber] as const;
export const storyManagementKey = (query: StoryManagementQuery) =>
  [...storiesKey, 'management', query] as const;
export const storyKey = (id: string) => [...storiesKey, 'one', id] as const;
export const storyReactionsKey = (id: string, pageNumber: number) =>
  [...storiesKey, 'reactions', id, pageNumber] as const;
export const storyCommentsKey = (id: string, pageNumber: number) =>
  [...storiesKey, 'comments', id, pageNumber] as const;

/** The moderation list's filters as the address holds them (StoryListQuery's fields). */
export interface StoryManagementQuery {
  pageNumber: number;
  status?: StoryStatus | undefined;
  kind?: StoryKind | undefined;
  visibility?: StoryVisibility | undefined;
  search?: string | undefined;
}

/** Empty filters are dropped before the request. */
const paramsOf = (query: StoryListQuery | StoryManagementQuery) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;

const dataOf = async <T>(call: Promise<Response>): Promise<T> =>
  (await send<Envelope<T>>(call)).data;

async function done<T>(call: Promise<Response>): Promise<Done<T>> {
  const body = await send<Envelope<T> | null>(call);
  return { data: body?.data as T, message: body?.message ?? '' };
}

export const fetchMyStories = (pageNumber: number) =>
  dataOf<Page<Story>>(usersApi.get(STORY_PATHS.mine, { searchParams: { pageNumber } }));

export const fetchStoryManagement = (query: StoryManagementQuery) =>
  dataOf<Page<Story>>(usersApi.get(STORY_PATHS.management, { searchParams: paramsOf(query) }));

export const fetchStory = (id: string) => dataOf<Story>(usersApi.get(STORY_PATHS.story(id)));

export const fetchStoryReactions = (id: string, pageNumber: number) =>
  dataOf<Page<Reaction>>(usersApi.get(STORY_PATHS.reactions(id), { searchParams: { pageNumber } }));

export const fetchStoryComments = (id: string, pageNumber: number) =>
  dataOf<Page<Comment>>(usersApi.get(STORY_PATHS.comments(id), { searchParams: { pageNumber } }));

/**
 * A story's picture or video (`POST v1/stories/upload-media`, multipart `file`): refused before
 * sending when the type or size is wrong (the contract's MEDIA_RULES and messages), with progress.
 */
export async function uploadStoryMedia(
  file: File,
  kind: Exclude<StoryKind, 'text'>,
  options: Omit<UploadMediaOptions, 'kind' | 'endpoint'> = {},
): Promise<StoryMedia> {
  const stored = await uploadMedia(file, {
    ...options,
    kind,
    endpoint: { service: 'users', path: STORY_PATHS.uploadMedia },
  });
  return { ...stored, kind };
}

export const createStory = (body: StoryBodyParsed) =>
  done<Story>(usersApi.post(STORY_PATHS.stories, { json: body }));

export interface StoryActionInput {
  id: string;
  action: StoryAction;
  /** Block only: the moderator's reason. */
  body?: BlockBody;
}

export const runStoryAction = ({ id, action, body }: StoryActionInput) =>
  done<Story>(usersApi.put(STORY_PATHS.action(id, action), body ? { json: body } : {}));

export const removeStoryComment = ({ id, commentId }: { id: string; commentId: string }) =>
  done<Comment>(usersApi.delete(STORY_PATHS.comment(id, commentId)));

export function useMyStories(pageNumber: number, enabled = true) {
  return useQuery({
    queryKey: myStoriesKey(pageNumber),
    queryFn: () => fetchMyStories(pageNumber),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useStoryManagement(query: StoryManagementQuery, enabled = true) {
  return useQuery({
    queryKey: storyManagementKey(query),
    queryFn: () => fetchStoryManagement(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useStory(id: string) {
  return useQuery({ queryKey: storyKey(id), queryFn: () => fetchStory(id) });
}

export function useStoryReactions(id: string, pageNumber: number) {
  return useQuery({
    queryKey: storyReactionsKey(id, pageNumber),
    queryFn: () => fetchStoryReactions(id, pageNumber),
    placeholderData: keepPreviousData,
  });
}

export function useStoryComments(id: string, pageNumber: number) {
  return useQuery({
    queryKey: storyCommentsKey(id, pageNumber),
    queryFn: () => fetchStoryComments(id, pageNumber),
    placeholderData: keepPreviousData,
  });
}

function useStoriesMutation<V, T>(run: (variables: V) => Promise<Done<T>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: storiesKey }),
  });
}

export const useCreateStory = () => useStoriesMutation(createStory);
export const useStoryAction = () => useStoriesMutation(runStoryAction);
export const useRemoveStoryComment = () => useStoriesMutation(removeStoryComment);
