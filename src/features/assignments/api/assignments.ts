import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ASSIGNMENT_PATHS } from '../../../../contract/assignment-constants';
import type {
  ChoiceActivity,
  ChoiceTopic,
  Assignment,
  AssignmentWithElements,
  AssignmentBody,
  AssignmentClassBody,
  AssignmentKind,
  Submission,
} from '../../../../contract/assignments';
import type { Pagination } from '../../../../contract/wire';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { levelsApi } from '../../../api/http';
import type { Done } from '../../../api/organizations';

/** Assignments and knowledge tests of the organisation (levels service). */
export const assignmentKey = ['levels', 'assignments'] as const;
const choicesKey = ['levels', 'assignmentChoices'] as const;

export interface AssignmentListQuery {
  kind: AssignmentKind;
  pageNumber: number;
  pageSize?: number;
  search?: string | undefined;
}
export interface AssignmentsPage {
  result: Assignment[];
  pagination: Pagination;
}

export async function fetchAssignmentList(query: AssignmentListQuery): Promise<AssignmentsPage> {
  const searchParams: Record<string, string | number> = {
    kind: query.kind,
    pageNumber: query.pageNumber,
  };
  if (query.pageSize) searchParams.pageSize = query.pageSize;
  if (query.search) searchParams.search = query.search;
  const { data } = await send<Envelope<AssignmentsPage>>(
    levelsApi.get(ASSIGNMENT_PATHS.list, { searchParams }),
  );
  return data;
}

export function useAssignmentList(query: AssignmentListQuery) {
  return useQuery({
    queryKey: [...assignmentKey, 'list', query],
    queryFn: () => fetchAssignmentList(query),
    placeholderData: keepPreviousData,
  });
}

export function useAssignment(id: string) {
  return useQuery({
    queryKey: [...assignmentKey, 'one', id],
    queryFn: async () =>
      (await send<Envelope<AssignmentWithElements>>(levelsApi.get(ASSIGNMENT_PATHS.one(id)))).data,
  });
}

export function useSubmissions(id: string) {
  return useQuery({
    queryKey: [...assignmentKey, 'submissions', id],
    queryFn: async () =>
      (await send<Envelope<Submission[]>>(levelsApi.get(ASSIGNMENT_PATHS.submissions(id)))).data,
  });
}

export function useChoiceTopics() {
  return useQuery({
    queryKey: [...choicesKey, 'topics'],
    queryFn: async () =>
      (await send<Envelope<ChoiceTopic[]>>(levelsApi.get(ASSIGNMENT_PATHS.choiceTopics))).data,
  });
}

export function useChoiceElements(levelId: string) {
  return useQuery({
    queryKey: [...choicesKey, 'elements', levelId],
    queryFn: async () =>
      (
        await send<Envelope<ChoiceActivity[]>>(
          levelsApi.get(ASSIGNMENT_PATHS.choiceElements(levelId)),
        )
      ).data,
    enabled: levelId !== '',
  });
}

/** Every change refreshes the lists and the one shown (counts, classes, submissions). */
function useAssignmentMutation<V>(run: (values: V) => Promise<Done & { id?: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: assignmentKey }),
  });
}

export function useCreateAssignment() {
  return useAssignmentMutation(async (body: AssignmentBody) => {
    const answer = await send<Envelope<AssignmentWithElements>>(
      levelsApi.post(ASSIGNMENT_PATHS.create, { json: body }),
    );
    return { message: answer.message ?? '', id: answer.data.id };
  });
}

export function useGiveToClasses() {
  return useAssignmentMutation(
    async ({ id, classRooms }: { id: string; classRooms: AssignmentClassBody[] }) => {
      const answer = await send<Envelope<AssignmentWithElements>>(
        levelsApi.put(ASSIGNMENT_PATHS.classRooms(id), { json: { classRooms } }),
      );
      return { message: answer.message ?? '' };
    },
  );
}

/** The server's 409 (learners attempted it) is the caller's to show. */
export function useDeleteAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const answer = await send<Envelope<unknown> | null>(
        levelsApi.delete(ASSIGNMENT_PATHS.one(id)),
      );
      return { message: answer?.message ?? '' };
    },
    // The deleted one's own queries would answer 404: only the lists are fetched again.
    onSuccess: (_done, id) =>
      client.invalidateQueries({
        queryKey: assignmentKey,
        predicate: (q) => !q.queryKey.includes(id),
      }),
  });
}
