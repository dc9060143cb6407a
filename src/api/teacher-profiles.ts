import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { USERS_PATHS } from '../../contract/paths';
import type {
  AdminEditBody,
  MyTeacherProfile,
  ProfileChange,
  RejectChangeBody,
  Rejection,
  RejectProfileBody,
  TeacherListFilter,
  TeacherProfile,
  TeacherProfileFields,
  TeachingTopic,
} from '../../contract/teachers';
import type { Pagination } from '../../contract/wire';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';
import type { Done } from './organizations';

export const teacherProfilesKey = ['users', 'teacherProfiles'] as const;
export const myTeacherProfileKey = [...teacherProfilesKey, 'me'] as const;
export const teachingTopicsKey = ['users', 'teachingTopics'] as const;
export const teacherProfileListKey = (query: TeacherProfileListQuery) =>
  [...teacherProfilesKey, 'list', query] as const;
export const teacherProfileKey = (id: string) => [...teacherProfilesKey, 'one', id] as const;
export const profileChangeKey = (id: string) => [...teacherProfilesKey, 'change', id] as const;
export const rejectionsKey = (id: string) => [...teacherProfilesKey, 'rejections', id] as const;

export interface TeacherProfileListQuery extends TeacherListFilter {
  pageNumber: number;
  /** 20 unless set (an export reads larger pages). */
  pageSize?: number | undefined;
}

export interface TeacherProfilePage {
  result: TeacherProfile[];
  pagination: Pagination;
}

const PAGE_SIZE = 20;

async function data<T>(call: Promise<Response>): Promise<T> {
  return (await send<Envelope<T>>(call)).data;
}

async function done(call: Promise<Response>): Promise<Done> {
  const answer = await send<Envelope<unknown> | null>(call);
  return { message: answer?.message ?? '' };
}

/** `GET v1/teachers/profiles/me`: whether the caller is a teacher, and their profile. */
export const fetchMyTeacherProfile = () =>
  data<MyTeacherProfile>(usersApi.get(USERS_PATHS.myTeacherProfile));

export function useMyTeacherProfile(enabled = true) {
  return useQuery({ queryKey: myTeacherProfileKey, queryFn: fetchMyTeacherProfile, enabled });
}

export const fetchTeachingTopics = () =>
  data<TeachingTopic[]>(usersApi.get(USERS_PATHS.teachingTopics));

export function useTeachingTopics() {
  return useQuery({ queryKey: teachingTopicsKey, queryFn: fetchTeachingTopics });
}

export const submitProfile = (fields: TeacherProfileFields) =>
  done(usersApi.post(USERS_PATHS.teacherCompleteProfile, { json: fields }));

export const skipProfile = () => done(usersApi.post(USERS_PATHS.teacherSkipProfile));

/** `POST v1/teachers/profile-changes/submit`: an accepted teacher proposes new values. */
export const submitProfileChange = (fields: TeacherProfileFields) =>
  done(usersApi.post(USERS_PATHS.profileChangeSubmit, { json: fields }));

/** Proposing a change refreshes the teacher's own profile (now with a change waiting). */
export function useSubmitProfileChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitProfileChange,
    onSettled: () => client.invalidateQueries({ queryKey: teacherProfilesKey }),
  });
}

/** Empty filters are dropped before the list is requested. */
export function fetchTeacherProfiles(query: TeacherProfileListQuery) {
  const filter: TeacherListFilter = {};
  if (query.status) filter.status = query.status;
  if (query.pendingChange !== undefined) filter.pendingChange = query.pendingChange;
  if (query.search) filter.search = query.search;
  return data<TeacherProfilePage>(
    usersApi.post(USERS_PATHS.teacherList(query.pageNumber, query.pageSize ?? PAGE_SIZE), {
      json: filter,
    }),
  );
}

export function useTeacherProfiles(query: TeacherProfileListQuery) {
  return useQuery({
    queryKey: teacherProfileListKey(query),
    queryFn: () => fetchTeacherProfiles(query),
    placeholderData: keepPreviousData,
  });
}

export function useTeacherProfile(id: string) {
  return useQuery({
    queryKey: teacherProfileKey(id),
    queryFn: () => data<TeacherProfile>(usersApi.get(USERS_PATHS.teacherProfile(id))),
  });
}

export function useProfileChange(id: string | null) {
  return useQuery({
    queryKey: profileChangeKey(id ?? ''),
    queryFn: () => data<ProfileChange>(usersApi.get(USERS_PATHS.profileChange(id ?? ''))),
    enabled: id !== null,
  });
}

export function useRejections(id: string) {
  return useQuery({
    queryKey: rejectionsKey(id),
    queryFn: () => data<Rejection[]>(usersApi.get(USERS_PATHS.teacherRejections(id))),
  });
}

export type ReviewCall =
  | { kind: 'accept'; teacherId: string }
  | ({ kind: 'reject' } & RejectProfileBody)
  | { kind: 'approveChange'; changeId: string }
  | ({ kind: 'rejectChange' } & RejectChangeBody)
  | ({ kind: 'edit' } & AdminEditBody);

export function review(call: ReviewCall): Promise<Done> {
  const { kind, ...body } = call;
  switch (kind) {
    case 'accept':
      return done(usersApi.post(USERS_PATHS.teacherAccept, { json: body }));
    case 'reject':
      return done(usersApi.post(USERS_PATHS.teacherReject, { json: body }));
    case 'approveChange':
      return done(usersApi.post(USERS_PATHS.profileChangeApprove, { json: body }));
    case 'rejectChange':
      return done(usersApi.post(USERS_PATHS.profileChangeReject, { json: body }));
    case 'edit':
      return done(usersApi.put(USERS_PATHS.profileChangeByAdmin, { json: body }));
  }
}

/** Every review call refreshes the profiles, their changes and rejections. */
export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: review,
    onSettled: () => client.invalidateQueries({ queryKey: teacherProfilesKey }),
  });
}
