import {
  LIVE_CLASS_APPROVALS,
  LIVE_CLASS_TIMINGS,
  LIVE_CLASS_VALIDITIES,
} from '../../../../contract/live-class-constants';
import type { LiveClassFilters } from '../../../api/live-classes';
import { pageParam, readOneOf, readPage, readText, writeParams } from '../../../ui/list-params';
import { parseDay } from './week';

/**
 * The screen's state lives in the address, so a view can be shared and reloads where it was:
 * `?view=week&week=2026-12-05&teacher=…&approval=unapproved`, `?page=2&timing=live`,
 * `?view=invalid&page=2`.
 */
export const VIEWS = ['list', 'week', 'invalid'] as const;
export type ManagerView = (typeof VIEWS)[number];

export const PARAM = {
  view: 'view',
  week: 'week',
  search: 'search',
  timing: 'timing',
  approval: 'approval',
  validity: 'validity',
  teacher: 'teacher',
  tag: 'tag',
  from: 'from',
  to: 'to',
  page: 'page',
} as const;

export interface ManagerQuery {
  view: ManagerView;
  pageNumber: number;
  filters: LiveClassFilters;
  /** The week shown (any day of it, YYYY-MM-DD); this week when absent. */
  week?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readDay(params: URLSearchParams, name: string): string | undefined {
  const value = readText(params, name);
  return value && parseDay(value) ? value : undefined;
}

export function readManagerQuery(params: URLSearchParams): ManagerQuery {
  const view = readOneOf(params, PARAM.view, VIEWS) ?? 'list';
  const teacherId = readText(params, PARAM.teacher);
  const filters: LiveClassFilters = {
    search: readText(params, PARAM.search),
    timing: readOneOf(params, PARAM.timing, LIVE_CLASS_TIMINGS),
    approval: readOneOf(params, PARAM.approval, LIVE_CLASS_APPROVALS),
    validity: readOneOf(params, PARAM.validity, LIVE_CLASS_VALIDITIES),
    teacherId: teacherId && UUID.test(teacherId) ? teacherId : undefined,
    tag: readText(params, PARAM.tag),
    // The week view names its own days.
    ...(view === 'list' && { from: readDay(params, PARAM.from), to: readDay(params, PARAM.to) }),
  };
  return {
    view,
    pageNumber: view === 'week' ? 1 : readPage(params),
    filters: Object.fromEntries(
      Object.entries(filters).filter(([, value]) => value !== undefined),
    ) as LiveClassFilters,
    ...(view === 'week' && { week: readDay(params, PARAM.week) }),
  };
}

export function writeManagerQuery(query: ManagerQuery): URLSearchParams {
  const { view, filters } = query;
  if (view === 'invalid') {
    return writeParams({ [PARAM.view]: view, [PARAM.page]: pageParam(query.pageNumber) });
  }
  return writeParams({
    [PARAM.view]: view === 'list' ? undefined : view,
    [PARAM.week]: view === 'week' ? query.week : undefined,
    [PARAM.search]: filters.search,
    [PARAM.timing]: filters.timing,
    [PARAM.approval]: filters.approval,
    [PARAM.validity]: filters.validity,
    [PARAM.teacher]: filters.teacherId,
    [PARAM.tag]: filters.tag,
    [PARAM.from]: view === 'list' ? filters.from : undefined,
    [PARAM.to]: view === 'list' ? filters.to : undefined,
    [PARAM.page]: view === 'list' ? pageParam(query.pageNumber) : undefined,
  });
}

/** Whether the list is narrowed (an empty list then says "no match" rather than "none yet"). */
export const isFiltered = (filters: LiveClassFilters): boolean =>
  Object.values(filters).some((value) => value !== undefined && value !== '');
