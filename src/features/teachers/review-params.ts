import {
  TEACHER_PROFILE_STATUSES,
  type TeacherProfileStatus,
} from '../../../contract/teacher-constants';
import type { TeacherProfileListQuery } from '../../api/teacher-profiles';

/**
 * The review list's state lives in the address (`?view=changes&status=rejected&search=huda&page=2
 * &teacher=<id>`): the profiles view lists submitted profiles unless another status (or `all`)
 * is chosen; the changes view lists profiles with a change waiting.
 */
export const PARAM = {
  view: 'view',
  status: 'status',
  search: 'search',
  page: 'page',
  teacher: 'teacher',
} as const;
export const ALL = 'all';
const DEFAULT_STATUS: TeacherProfileStatus = 'submitted';

export interface ReviewQuery {
  changes: boolean;
  /** undefined: every status. */
  status: TeacherProfileStatus | undefined;
  search: string;
  pageNumber: number;
  /** The teacher whose profile is open. */
  teacherId: string | null;
}

export function readReviewQuery(params: URLSearchParams): ReviewQuery {
  const page = Number(params.get(PARAM.page));
  const status = params.get(PARAM.status);
  const changes = params.get(PARAM.view) === 'changes';
  return {
    changes,
    status:
      status === ALL || (changes && status === null)
        ? undefined
        : (TEACHER_PROFILE_STATUSES as readonly string[]).includes(status ?? '')
          ? (status as TeacherProfileStatus)
          : DEFAULT_STATUS,
    search: params.get(PARAM.search)?.trim() ?? '',
    pageNumber: Number.isInteger(page) && page >= 1 ? page : 1,
    teacherId: params.get(PARAM.teacher) || null,
  };
}

/** Writes the query back; defaults are left out of the address. */
export function writeReviewQuery(query: ReviewQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.changes) params.set(PARAM.view, 'changes');
  const fallback = query.changes ? undefined : DEFAULT_STATUS;
  if (query.status !== fallback) params.set(PARAM.status, query.status ?? ALL);
  if (query.search) params.set(PARAM.search, query.search);
  if (query.pageNumber > 1) params.set(PARAM.page, String(query.pageNumber));
  if (query.teacherId) params.set(PARAM.teacher, query.teacherId);
  return params;
}

/** What the service is asked for. */
export const listQueryOf = (query: ReviewQuery): TeacherProfileListQuery => ({
  pageNumber: query.pageNumber,
  ...(query.status && { status: query.status }),
  ...(query.changes && { pendingChange: true }),
  ...(query.search && { search: query.search }),
});
