import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  ApprovalType,
  LiveClass,
  LiveClassApproval,
  LiveClassBody,
  LiveClassLookups,
  LiveClassReview,
  LiveClassTiming,
  LiveClassValidity,
  MeetingReport,
} from '../../contract/live-classes';
import { LIVE_PATHS } from '../../contract/live-classes-paths';
import type { Pagination } from '../../contract/wire';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { levelsApi } from './http';
import type { Done } from './organizations';

/**
 * Live classes on the levels service (LIVE_PATHS): the managers' list and week, the invalid
 * ones, a teacher's own and available classes, reviews, meeting reports and the lookups, with
 * every change. Every key starts with `liveClassesKey`, so a change refreshes them all: a class
 * moves between lists (approved, valid, taken) and its actions change with it.
 */
export const liveClassesKey = ['levels', 'liveClasses'] as const;
export const liveClassListKey = (query: LiveClassListQuery) =>
  [...liveClassesKey, 'list', query] as const;
export const liveClassWindowKey = (query: LiveClassWindowQuery) =>
  [...liveClassesKey, 'window', query] as const;
export const invalidLiveClassesKey = (pageNumber: number) =>
  [...liveClassesKey, 'invalid', pageNumber] as const;
export const myLiveClassesKey = (query: PageQuery) => [...liveClassesKey, 'mine', query] as const;
export const availableLiveClassesKey = (query: PageQuery) =>
  [...liveClassesKey, 'available', query] as const;
export const liveClassReviewsKey = (liveClassId: string, pageNumber: number) =>
  [...liveClassesKey, 'reviews', liveClassId, pageNumber] as const;
export const teacherReviewsKey = (teacherId: string, pageNumber: number) =>
  [...liveClassesKey, 'teacherReviews', teacherId, pageNumber] as const;
export const meetingReportKey = (meetingId: string) =>
  [...liveClassesKey, 'report', meetingId] as const;
export const liveClassLookupsKey = [...liveClassesKey, 'lookups'] as const;

export interface PageQuery {
  pageNumber: number;
  pageSize?: number | undefined;
}

/** The filters of the managers' list and week (contract `liveClassListQuerySchema`). */
export interface LiveClassFilters {
  timing?: LiveClassTiming | undefined;
  approval?: LiveClassApproval | undefined;
  validity?: LiveClassValidity | undefined;
  /** Start days, inclusive, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
  teacherId?: string | undefined;
  levelId?: string | undefined;
  tag?: string | undefined;
  search?: string | undefined;
}

export type LiveClassListQuery = PageQuery & LiveClassFilters;
/** Every class starting between two days (a week, a day), all pages. */
export type LiveClassWindowQuery = LiveClassFilters & { from: string; to: string };

export interface LiveClassPage {
  result: LiveClass[];
  pagination: Pagination;
}

export interface LiveClassReviewPage {
  result: LiveClassReview[];
  pagination: Pagination;
  averageRate: number | null;
}

/** The largest page the service gives (contract `pageQuerySchema`). */
export const LARGEST_PAGE = 100;
/** A window is read a page at a time up to this many classes (a week never holds that many). */
const WINDOW_PAGES = 10;

/** The query string: empty and undefined values are dropped. */
function searchParamsOf(query: object): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) {
      params[name] = value;
    }
  }
  return params;
}

const doneOf = (answer: Envelope<unknown> | null): Done => ({ message: answer?.message ?? '' });

async function getPage(path: string, query: object): Promise<LiveClassPage> {
  const { data } = await send<Envelope<LiveClassPage | LiveClass[]>>(
    levelsApi.get(path, { searchParams: searchParamsOf(query) }),
  );
  // A list answered whole (no paging) is one page.
  if (!Array.isArray(data)) return data;
  const count = data.length;
  return {
    result: data,
    pagination: { pageNumber: 1, pageSize: count, numOfPages: 1, total: count, count },
  };
}

/** `GET v1/live-class/{id}`: one class, with the actions its machine allows the caller now. */
export async function fetchLiveClass(id: string): Promise<LiveClass> {
  const { data } = await send<Envelope<LiveClass>>(levelsApi.get(LIVE_PATHS.item(id)));
  return data;
}

/** `GET v1/admin/liveClasses`: the organisation's classes by start, filtered, a page. */
export const fetchLiveClasses = (query: LiveClassListQuery) => getPage(LIVE_PATHS.list, query);

/** Every class of a window (the week shown, the day a teacher is assigned in), page by page. */
export async function fetchLiveClassWindow(query: LiveClassWindowQuery): Promise<LiveClass[]> {
  // By id: a class moved between pages while they were read is kept once.
  const classes = new Map<string, LiveClass>();
  for (let pageNumber = 1; pageNumber <= WINDOW_PAGES; pageNumber += 1) {
    const page = await fetchLiveClasses({ ...query, pageNumber, pageSize: LARGEST_PAGE });
    for (const liveClass of page.result) classes.set(liveClass.id, liveClass);
    if (pageNumber >= page.pagination.numOfPages) break;
  }
  return [...classes.values()];
}

/** `GET v2/admin/live-classes/invalid`: classes that need a teacher, a free one or a new start. */
export const fetchInvalidLiveClasses = (pageNumber: number) =>
  getPage(LIVE_PATHS.invalid, { pageNumber });

/** `GET v2/admin/live-classes/myClasses`: the caller's classes as their teacher. */
export const fetchMyLiveClasses = (query: PageQuery) => getPage(LIVE_PATHS.mine, query);

/** `GET v2/admin/live-classes/available`: approved upcoming classes without a teacher. */
export const fetchAvailableLiveClasses = (query: PageQuery) => getPage(LIVE_PATHS.available, query);

export async function fetchLiveClassLookups(): Promise<LiveClassLookups> {
  const { data } = await send<Envelope<LiveClassLookups>>(levelsApi.get(LIVE_PATHS.lookups));
  return data;
}

export async function fetchLiveClassReviews(
  liveClassId: string,
  pageNumber: number,
): Promise<LiveClassReviewPage> {
  const { data } = await send<Envelope<LiveClassReviewPage>>(
    levelsApi.get(LIVE_PATHS.reviews(liveClassId), { searchParams: { pageNumber } }),
  );
  return data;
}

export async function fetchTeacherReviews(
  teacherId: string,
  pageNumber: number,
): Promise<LiveClassReviewPage> {
  const { data } = await send<Envelope<LiveClassReviewPage>>(
    levelsApi.get(LIVE_PATHS.teacherReviews(teacherId), { searchParams: { pageNumber } }),
  );
  return data;
}

export async function fetchMeetingReport(meetingId: string): Promise<MeetingReport> {
  const { data } = await send<Envelope<MeetingReport>>(levelsApi.get(LIVE_PATHS.report(meetingId)));
  return data;
}

/** `POST v1/live-class` (no id) or `PUT v1/live-class/{id}`. */
export async function saveLiveClass(id: string | null, body: LiveClassBody): Promise<Done> {
  const call = id
    ? levelsApi.put(LIVE_PATHS.item(id), { json: body })
    : levelsApi.post(LIVE_PATHS.create, { json: body });
  return doneOf(await send<Envelope<LiveClass> | null>(call));
}

export async function deleteLiveClass(id: string): Promise<Done> {
  return doneOf(await send<Envelope<unknown> | null>(levelsApi.delete(LIVE_PATHS.item(id))));
}

/** `PUT v1/live-class/{type}/{id}`: a manager approves, a teacher accepts (takes) a class. */
export async function setLiveClassApproval(type: ApprovalType, id: string): Promise<Done> {
  return doneOf(await send<Envelope<unknown> | null>(levelsApi.put(LIVE_PATHS.approval(type, id))));
}

/** A 409 names the class the teacher already teaches at an overlapping time. */
export async function assignLiveClassTeacher(id: string, teacherId: string): Promise<Done> {
  const call = levelsApi.put(LIVE_PATHS.assignTeacher(id), { json: { teacherId } });
  return doneOf(await send<Envelope<unknown> | null>(call));
}

/** Returns an invalid class to valid once what made it invalid is fixed (409 otherwise). */
export async function validateLiveClass(id: string): Promise<Done> {
  return doneOf(await send<Envelope<unknown> | null>(levelsApi.put(LIVE_PATHS.validate(id))));
}

/** Records an admin entering a Live class. */
export async function adminEnterLiveClass(
  id: string,
  enteredUsing: 'web' | 'app' = 'web',
): Promise<Done> {
  const call = levelsApi.put(LIVE_PATHS.adminEnter(id), { json: { enteredUsing } });
  return doneOf(await send<Envelope<unknown> | null>(call));
}

export const refreshLiveClasses = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: liveClassesKey });

export function useLiveClasses(query: LiveClassListQuery, enabled = true) {
  return useQuery({
    queryKey: liveClassListKey(query),
    queryFn: () => fetchLiveClasses(query),
    // The rows stay while the next page loads, rather than flashing a spinner.
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useLiveClassWindow(query: LiveClassWindowQuery, enabled = true) {
  return useQuery({
    queryKey: liveClassWindowKey(query),
    queryFn: () => fetchLiveClassWindow(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useInvalidLiveClasses(pageNumber: number) {
  return useQuery({
    queryKey: invalidLiveClassesKey(pageNumber),
    queryFn: () => fetchInvalidLiveClasses(pageNumber),
    placeholderData: keepPreviousData,
  });
}

export function useMyLiveClasses(query: PageQuery) {
  return useQuery({
    queryKey: myLiveClassesKey(query),
    queryFn: () => fetchMyLiveClasses(query),
    placeholderData: keepPreviousData,
  });
}

export function useAvailableLiveClasses(query: PageQuery) {
  return useQuery({
    queryKey: availableLiveClassesKey(query),
    queryFn: () => fetchAvailableLiveClasses(query),
    placeholderData: keepPreviousData,
  });
}

export function useLiveClassLookups() {
  return useQuery({ queryKey: liveClassLookupsKey, queryFn: fetchLiveClassLookups });
}

export function useLiveClassReviews(liveClassId: string, pageNumber: number) {
  return useQuery({
    queryKey: liveClassReviewsKey(liveClassId, pageNumber),
    queryFn: () => fetchLiveClassReviews(liveClassId, pageNumber),
    placeholderData: keepPreviousData,
  });
}

export function useTeacherReviews(teacherId: string, pageNumber: number) {
  return useQuery({
    queryKey: teacherReviewsKey(teacherId, pageNumber),
    queryFn: () => fetchTeacherReviews(teacherId, pageNumber),
    placeholderData: keepPreviousData,
  });
}

export function useMeetingReport(meetingId: string) {
  return useQuery({
    queryKey: meetingReportKey(meetingId),
    queryFn: () => fetchMeetingReport(meetingId),
  });
}

/** Create (no id) or update a class; every live-class list is fetched again. */
export function useSaveLiveClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: LiveClassBody }) =>
      saveLiveClass(id, body),
    onSuccess: () => refreshLiveClasses(client),
  });
}

/** The changes a class's buttons make, by the machine's action name. */
export type LiveClassChange =
  | { action: 'approve' | 'accept' | 'validate' | 'delete'; id: string }
  | { action: 'assignTeacher'; id: string; teacherId: string }
  | { action: 'adminEnter'; id: string; enteredUsing?: 'web' | 'app' };

export function runLiveClassChange(change: LiveClassChange): Promise<Done> {
  switch (change.action) {
    case 'approve':
    case 'accept':
      return setLiveClassApproval(change.action, change.id);
    case 'validate':
      return validateLiveClass(change.id);
    case 'delete':
      return deleteLiveClass(change.id);
    case 'assignTeacher':
      return assignLiveClassTeacher(change.id, change.teacherId);
    case 'adminEnter':
      return adminEnterLiveClass(change.id, change.enteredUsing);
  }
}

/**
 * Any change but create and update; whatever the outcome, the lists are fetched again (a
 * refusal often means the class changed meanwhile). A deleted class's own queries are dropped.
 */
export function useLiveClassChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runLiveClassChange,
    onSettled: async (_done, _error, change) => {
      if (change.action === 'delete') {
        client.removeQueries({
          predicate: (q) => q.queryKey[1] === liveClassesKey[1] && q.queryKey.includes(change.id),
        });
      }
      await refreshLiveClasses(client);
    },
  });
}
