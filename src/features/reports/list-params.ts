import type { LearnerAchievementQuery } from '../../api/reports';
import { pageParam, readPage, readText, writeParams } from '../../ui/list-params';

/** The reports' filters and the learners' page in the address, so a report can be shared. */
const PARAM = { classRoom: 'class', topic: 'topic', from: 'from', to: 'to', page: 'page' } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const readMatching = (params: URLSearchParams, name: string, pattern: RegExp) => {
  const value = readText(params, name);
  return value && pattern.test(value) ? value : undefined;
};

export type ReportQuery = Required<Pick<LearnerAchievementQuery, 'pageNumber'>> &
  Omit<LearnerAchievementQuery, 'pageSize'>;

export const readReportParams = (params: URLSearchParams): ReportQuery => ({
  classRoomId: readMatching(params, PARAM.classRoom, ID),
  levelId: readMatching(params, PARAM.topic, ID),
  from: readMatching(params, PARAM.from, DAY),
  to: readMatching(params, PARAM.to, DAY),
  pageNumber: readPage(params, PARAM.page),
});

/** Defaults (no filter, the service's last 30 days, page 1) are left out of the address. */
export const writeReportParams = (query: ReportQuery): URLSearchParams =>
  writeParams({
    [PARAM.classRoom]: query.classRoomId,
    [PARAM.topic]: query.levelId,
    [PARAM.from]: query.from,
    [PARAM.to]: query.to,
    [PARAM.page]: pageParam(query.pageNumber),
  });

/** Whether a class, a topic or a day is chosen. */
export const isFiltered = ({ pageNumber: _page, ...filters }: ReportQuery) =>
  Object.values(filters).some((value) => value !== undefined);

/** The days as given make no range (the end before the start). */
export const datesReversed = (query: ReportQuery) =>
  Boolean(query.from && query.to && query.from > query.to);
