import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAN_PATHS } from '../../../../contract/plan-constants';
import type {
  OrganizationPackages,
  Plan,
  PlanBodyParsed,
  PlanTranslation,
  PlanTranslationBody,
  PlanTranslationUpdate,
} from '../../../../contract/plans';
import type { Pagination } from '../../../../contract/wire';
import { send } from '../../../api/api-failure';
import { ifMatch, sendVersioned, type Versioned } from '../../../api/versions';
import type { Envelope } from '../../../api/envelope';
import { levelsApi } from '../../../api/http';
import type { Done } from '../../../api/organizations';

/** Plans, their translations and the organisations' packages (levels service). */
export const packagesKey = ['levels', 'packages'] as const;
export const planListKey = (query: PlanListQuery) => [...packagesKey, 'list', query] as const;
export const planTranslationsKey = (planId: string) =>
  [...packagesKey, 'translations', planId] as const;
export const organizationPackagesKey = (organizationId: string) =>
  [...packagesKey, 'organization', organizationId] as const;

export interface PlanListQuery {
  pageNumber: number;
  pageSize?: number;
  search?: string | undefined;
}

export interface PlanPage {
  result: Plan[];
  pagination: Pagination;
}

const done = (answer: { message?: string } | null): Done => ({ message: answer?.message ?? '' });

/** Empty filters are dropped before the list is requested. */
export async function fetchPlans(query: PlanListQuery): Promise<PlanPage> {
  const searchParams: Record<string, string | number> = { pageNumber: query.pageNumber };
  if (query.pageSize) searchParams.pageSize = query.pageSize;
  if (query.search) searchParams.search = query.search;
  const { data } = await send<Envelope<PlanPage>>(
    levelsApi.get(PLAN_PATHS.packages, { searchParams }),
  );
  return data;
}

/** One plan, with its version (the edit form saves against it). */
export const fetchPlan = (id: string): Promise<Versioned<Plan>> =>
  sendVersioned<Plan>(levelsApi.get(PLAN_PATHS.package(id)));

/**
 * Create (no id) or replace a plan; the service answers it with its prices computed. `etag`: the
 * version the form opened, so a save over someone else's answers 412 (docs/edit-conflicts.md).
 */
export async function savePlan(
  id: string | null,
  body: PlanBodyParsed,
  etag?: string | null,
): Promise<Done> {
  const call = id
    ? levelsApi.put(PLAN_PATHS.package(id), { json: body, headers: ifMatch(etag) })
    : levelsApi.post(PLAN_PATHS.packages, { json: body });
  return done(await send<Envelope<Plan> | null>(call));
}

export async function fetchPlanTranslations(planId: string): Promise<PlanTranslation[]> {
  const { data } = await send<Envelope<PlanTranslation[]>>(
    levelsApi.get(PLAN_PATHS.planTranslation(planId)),
  );
  return data;
}

export async function createPlanTranslation(body: PlanTranslationBody): Promise<Done> {
  return done(await send(levelsApi.post(PLAN_PATHS.planTranslations, { json: body })));
}

export async function updatePlanTranslation(
  id: string,
  body: PlanTranslationUpdate,
): Promise<Done> {
  return done(await send(levelsApi.put(PLAN_PATHS.planTranslation(id), { json: body })));
}

export async function fetchOrganizationPackages(
  organizationId: string,
): Promise<OrganizationPackages> {
  const { data } = await send<Envelope<OrganizationPackages>>(
    levelsApi.get(PLAN_PATHS.organization(organizationId)),
  );
  return data;
}

export async function assignPackage(organizationId: string, planId: string): Promise<Done> {
  return done(
    await send(levelsApi.post(PLAN_PATHS.organization(organizationId), { json: { planId } })),
  );
}

export async function removePackage(organizationId: string, packageId: string): Promise<Done> {
  return done(
    await send(levelsApi.delete(PLAN_PATHS.organizationPackage(organizationId, packageId))),
  );
}

export function usePlans(query: PlanListQuery, enabled = true) {
  return useQuery({
    queryKey: planListKey(query),
    queryFn: () => fetchPlans(query),
    // The table stays while the next page loads, rather than flashing a spinner.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One plan as stored now: an edit starts from it, not from a list that may be old. */
export function usePlan(id: string) {
  return useQuery({ queryKey: [...packagesKey, 'one', id], queryFn: () => fetchPlan(id) });
}

export function usePlanTranslations(planId: string) {
  return useQuery({
    queryKey: planTranslationsKey(planId),
    queryFn: () => fetchPlanTranslations(planId),
  });
}

export function useOrganizationPackages(organizationId: string | undefined) {
  return useQuery({
    queryKey: organizationPackagesKey(organizationId ?? ''),
    queryFn: () => fetchOrganizationPackages(organizationId ?? ''),
    enabled: Boolean(organizationId),
  });
}

/**
 * Every write refreshes everything of packages: a plan's price shows in the organisations'
 * packages, an assignment changes the plan's organisation count, a mark moves between plans.
 */
export function usePlansWrite<Input>(write: (input: Input) => Promise<Done>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: packagesKey }),
  });
}
