import { AUDIT_ACTIONS, AUDITED_TABLES } from '../../../contract/audit-paths';
import type { AuditListQuery } from './api/audit';
import { pageParam, readOneOf, readPage, readText, writeParams } from '../../ui/list-params';

/** The audit list's state in the address, so a view of the trail can be shared. */
const PARAM = {
  page: 'page',
  organization: 'org',
  actor: 'actor',
  table: 'table',
  action: 'action',
  record: 'record',
  from: 'from',
  to: 'to',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const readDay = (params: URLSearchParams, name: string) => {
  const value = readText(params, name);
  return value && DAY.test(value) ? value : undefined;
};

export const readAuditParams = (params: URLSearchParams): AuditListQuery => ({
  pageNumber: readPage(params),
  organizationId: readText(params, PARAM.organization),
  actorId: readText(params, PARAM.actor),
  table: readOneOf(params, PARAM.table, AUDITED_TABLES),
  action: readOneOf(params, PARAM.action, AUDIT_ACTIONS),
  recordId: readText(params, PARAM.record),
  from: readDay(params, PARAM.from),
  to: readDay(params, PARAM.to),
});

/** Defaults (page 1, no filter) are left out of the address. */
export const writeAuditParams = (query: AuditListQuery): URLSearchParams =>
  writeParams({
    [PARAM.organization]: query.organizationId,
    [PARAM.actor]: query.actorId,
    [PARAM.table]: query.table,
    [PARAM.action]: query.action,
    [PARAM.record]: query.recordId,
    [PARAM.from]: query.from,
    [PARAM.to]: query.to,
    [PARAM.page]: pageParam(query.pageNumber),
  });

/** Whether any filter is set (the empty list then says "no match", not "nothing yet"). */
export const isFiltered = ({ pageNumber: _page, ...filters }: AuditListQuery) =>
  Object.values(filters).some((value) => value !== undefined);

/** The dates as given make no range (the end before the start). */
export const datesReversed = (query: AuditListQuery) =>
  Boolean(query.from && query.to && query.from > query.to);
