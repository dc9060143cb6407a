import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../contract/messages';
import {
  achievementReportSchema,
  learnerAchievementPageSchema,
  measureAchievementsBodySchema,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  reportFiltersSchema,
  type ReportFilters,
} from '../../../contract/reports';
import { envelope } from '../../../contract/wire';
import { needs, requireAuth } from '../../platform/access';
import { isoDay } from '../../platform/contract-standing';
import { badRequest, notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { achievementReport, learnerAchievements, type ReportScope } from './store';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const shift = (day: string, days: number) => isoDay(new Date((dayNumber(day) + days) * DAY_MS));

/**
 * The report's scope: the caller's active organisation and the days asked for (the last 30 by
 * default, up to today on the server's clock), checked: 400 on `to` when reversed or too long.
 */
function scopeFor(request: FastifyRequest, filters: ReportFilters, today: string) {
  const auth = requireAuth(request);
  if (!auth.organizationId) throw notFound(REPORT_MESSAGES.noActiveOrganization);
  const to = filters.to ?? (filters.from ? shift(filters.from, REPORT_DEFAULT_DAYS - 1) : today);
  const from = filters.from ?? shift(to, -(REPORT_DEFAULT_DAYS - 1));
  if (from > to) throw badRequest(MESSAGES.badRequest, { to: REPORT_MESSAGES.rangeReversed });
  if (dayNumber(to) - dayNumber(from) + 1 > REPORT_MAX_DAYS) {
    throw badRequest(MESSAGES.badRequest, { to: REPORT_MESSAGES.rangeTooLong });
  }
  const scope: ReportScope = {
    organizationId: auth.organizationId,
    from,
    to,
    classRoomId: filters.classRoomId,
    levelId: filters.levelId,
  };
  return { tenant: scopeOf(auth), scope };
}

/**
 * What learners achieved, from their graded attempts (r Reports): the organisation's overview
 * and each learner's figures. Always the caller's active organisation (row-level security and
 * the query both hold it), so another organisation's class or topic simply selects nothing.
 */
export async function reportRoutes(instance: FastifyInstance, { db, clock }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const read = needs('Reports', 'read');

  app.get(
    '/v1/reports',
    {
      config: read,
      schema: {
        querystring: reportFiltersSchema,
        response: { 200: envelope(achievementReportSchema) },
      },
    },
    async (request) => {
      const { tenant, scope } = scopeFor(request, request.query, isoDay(clock()));
      const data = await withTenant(db, tenant, (tx) => achievementReport(tx, scope));
      return { data };
    },
  );

  // A read asked for by POST, as the spec names it (its filters travel in the body).
  app.post(
    '/v1/reports/measure_achievements',
    {
      config: read,
      schema: {
        body: measureAchievementsBodySchema,
        response: { 200: envelope(learnerAchievementPageSchema) },
      },
    },
    async (request) => {
      const { pageNumber, pageSize, ...filters } = request.body;
      const { tenant, scope } = scopeFor(request, filters, isoDay(clock()));
      const { rows, total } = await withTenant(db, tenant, (tx) =>
        learnerAchievements(tx, scope, pageWindow(pageNumber, pageSize)),
      );
      return { data: toPage(rows, total, pageNumber, pageSize) };
    },
  );
}
