import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GIVEN_PATHS } from '../../../../contract/assignment-constants';
import type {
  ChoiceActivity,
  ChoiceTopic,
  GivenActivity,
  GivenActivityDetail,
  GivenBody,
  GivenClassBody,
  GivenKind,
  Submission,
} from '../../../../contract/assignments';
import type { Pagination } from '../../../../contract/wire';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { levelsApi } from '../../../api/http';
import type { Done } from '../../../api/organizations';

/** Assignments and knowledge tests of the organisation (levels service). */
export const givenKey = ['levels', 'given'] as const;
const choicesKey = ['levels', 'givenChoices'] as const;

export interface GivenListQuery {
  kind: GivenKind;
  pageNumber: number;
  pageSize?: number;
  search?: string | undefined;
}
export interface GivenPage {
  result: GivenActivity[];
  pagination: Pagination;
}

export async function fetchGivenList(query: GivenListQuery): Promise<GivenPage> {
  const searchParams: Record<string, string | number> = {
    kind: query.kind,
    pageNumber: query.pageNumber,
  };
  if (query.pageSize) searchParams.pageSize = query.pageSize;
  if (query.search) searchParams.search = query.search;
  const { data } = await send<Envelope<GivenPage>>(
    levelsApi.get(GIVEN_PATHS.list, { searchParams }),
  );
  return data;
}

export function useGivenList(query: GivenListQuery) {
  return useQuery({
    queryKey: [...givenKey, 'list', query],
    queryFn: () => fetchGivenList(query),
    placeholderData: keepPreviousData,
  });
}

export function useGiven(id: string) {
  return useQuery({
    queryKey: [...givenKey, 'one', id],
    queryFn: async () =>
      (await send<Envelope<GivenActivityDetail>>(levelsApi.get(GIVEN_PATHS.one(id)))).data,
  });
}

export function useSubmissions(id: string) {
  return useQuery({
    queryKey: [...givenKey, 'submissions', id],
    queryFn: async () =>
      (await send<Envelope<Submission[]>>(levelsApi.get(GIVEN_PATHS.submissions(id)))).data,
  });
}

export function useChoiceTopics() {
  return useQuery({
    queryKey: [...choicesKey, 'topics'],
    queryFn: async () =>
      (await send<Envelope<ChoiceTopic[]>>(levelsApi.get(GIVEN_PATHS.choiceTopics))).data,
  });
}

export function useChoiceElements(levelId: string) {
  return useQuery({
    queryKey: [...choicesKey, 'elements', levelId],
    queryFn: async () =>
      (await send<Envelope<ChoiceActivity[]>>(levelsApi.get(GIVEN_PATHS.choiceElements(levelId))))
        .data,
    enabled: levelId !== '',
  });
}

/** Every change refreshes the lists and the one shown (counts, classes, submissions). */
function useGivenMutation<V>(run: (values: V) => Promise<Done & { id?: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: givenKey }),
  });
}

export function useCreateGiven() {
  return useGivenMutation(async (body: GivenBody) => {
    const answer = await send<Envelope<GivenActivityDetail>>(
      levelsApi.post(GIVEN_PATHS.create, { json: body }),
    );
    return { message: answer.message ?? '', id: answer.data.id };
  });
}

export function useGiveToClasses() {
  return useGivenMutation(
    async ({ id, classRooms }: { id: string; classRooms: GivenClassBody[] }) => {
      const answer = await send<Envelope<GivenActivityDetail>>(
        levelsApi.put(GIVEN_PATHS.classRooms(id), { json: { classRooms } }),
      );
      return { message: answer.message ?? '' };
    },
  );
}

/** The server's 409 (learners attempted it) is the caller's to show. */
export function useDeleteGiven() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const answer = await send<Envelope<unknown> | null>(levelsApi.delete(GIVEN_PATHS.one(id)));
      return { message: answer?.message ?? '' };
    },
    // The deleted one's own queries would answer 404: only the lists are fetched again.
    onSuccess: (_done, id) =>
      client.invalidateQueries({
        queryKey: givenKey,
        predicate: (q) => !q.queryKey.includes(id),
      }),
  });
}
