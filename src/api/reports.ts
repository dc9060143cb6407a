import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORTS_PATHS } from '../../contract/report-constants';
import type { AchievementReport, LearnerAchievement, ReportFilters } from '../../contract/reports';
import type { Pagination } from '../../contract/wire';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { levelsApi } from './http';

export type { ReportFilters };

export interface LearnerAchievementPage {
  result: LearnerAchievement[];
  pagination: Pagination;
}

export interface LearnerAchievementQuery extends ReportFilters {
  pageNumber: number;
  /** The service's page unless set (an export reads pages of 100). */
  pageSize?: number;
}

export const reportsKey = ['levels', 'reports'] as const;

/** The filters that are set: an empty one is not sent (the service then takes its default). */
const setFilters = (filters: ReportFilters): ReportFilters =>
  Object.fromEntries(Object.entries(filters).filter((entry) => Boolean(entry[1])));

/** The organisation's overview (totals, by topic, by class, by day) for the filters. */
export async function fetchAchievementReport(filters: ReportFilters): Promise<AchievementReport> {
  const searchParams = setFilters(filters) as Record<string, string>;
  const { data } = await send<Envelope<AchievementReport>>(
    levelsApi.get(REPORTS_PATHS.reports, { searchParams }),
  );
  return data;
}

/** One page of each learner's achievement (a read, its filters in the body). */
export async function fetchLearnerAchievements(
  query: LearnerAchievementQuery,
): Promise<LearnerAchievementPage> {
  const { data } = await send<Envelope<LearnerAchievementPage>>(
    levelsApi.post(REPORTS_PATHS.measureAchievements, { json: setFilters(query) }),
  );
  return data;
}

/** The overview; `enabled` false while the filters cannot be asked (days reversed). */
export function useAchievementReport(filters: ReportFilters, enabled = true) {
  return useQuery({
    queryKey: [...reportsKey, 'overview', filters],
    queryFn: () => fetchAchievementReport(filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useLearnerAchievements(query: LearnerAchievementQuery, enabled = true) {
  return useQuery({
    queryKey: [...reportsKey, 'learners', query],
    queryFn: () => fetchLearnerAchievements(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
