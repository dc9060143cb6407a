import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '../../../../contract/audit';
import { AUDIT_PATHS, type AuditAction, type AuditedTable } from '../../../../contract/audit-paths';
import type { Language } from '../../../../contract/constants';
import { send, toApiFailure } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { usersApi } from '../../../api/http';

/** The audit screen's filters as the address keeps them (days as `YYYY-MM-DD`). */
export interface AuditFilters {
  organizationId?: string | undefined;
  actorId?: string | undefined;
  table?: AuditedTable | undefined;
  action?: AuditAction | undefined;
  recordId?: string | undefined;
  /** First day shown (from its midnight, the reader's time). */
  from?: string | undefined;
  /** Last day shown (until the next midnight, the reader's time). */
  to?: string | undefined;
}

export interface AuditListQuery extends AuditFilters {
  pageNumber: number;
}

export const auditKey = ['users', 'audit'] as const;
const auditListKey = (query: AuditListQuery) => [...auditKey, 'list', query] as const;

/** A day's midnight in the reader's time zone, as the instant the service compares with. */
function midnight(day: string, addDays = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + addDays).toISOString();
}

/** The service's parameters: empty filters dropped, days turned into [from, to). */
export function auditParams(filters: AuditFilters): Record<string, string> {
  const { from, to, ...rest } = filters;
  const params: Record<string, string | undefined> = {
    ...rest,
    from: from ? midnight(from) : undefined,
    to: to ? midnight(to, 1) : undefined,
  };
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export async function fetchAuditEntries(query: AuditListQuery): Promise<AuditPage> {
  const { pageNumber, ...filters } = query;
  const { data } = await send<Envelope<AuditPage>>(
    usersApi.get(AUDIT_PATHS.list, {
      searchParams: { ...auditParams(filters), pageNumber: String(pageNumber) },
    }),
  );
  return data;
}

/** The .xlsx of every entry the filters select, headings in `language`. */
export async function fetchAuditExport(filters: AuditFilters, language: Language): Promise<Blob> {
  try {
    return await usersApi
      .get(AUDIT_PATHS.export, { searchParams: { ...auditParams(filters), language } })
      .blob();
  } catch (error) {
    throw await toApiFailure(error);
  }
}

/** One page of the trail; `enabled` false while the filters cannot be asked (dates reversed). */
export function useAuditEntries(query: AuditListQuery, enabled = true) {
  return useQuery({
    queryKey: auditListKey(query),
    queryFn: () => fetchAuditEntries(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
