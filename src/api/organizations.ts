import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContractAction,
  ContractImpact,
  ContractStatus,
  Organization,
  OrganizationAccount,
  OrganizationBody,
  OrgReport,
} from '../../contract/organizations';
import { USERS_PATHS } from '../../contract/paths';
import type { Pagination } from '../../contract/wire';
import { send, toApiFailure } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';

export const organizationsKey = ['users', 'organizations'] as const;
export const organizationListKey = (query: OrganizationListQuery) =>
  [...organizationsKey, 'list', query] as const;
export const contractImpactKey = (id: string) => [...organizationsKey, 'impact', id] as const;
/** Keyed by the active organisation, so a switch never shows the previous one's report. */
export const orgReportKey = (activeOrgId: string) =>
  [...organizationsKey, 'report', activeOrgId] as const;

export interface OrganizationListQuery {
  pageNumber: number;
  search?: string | undefined;
  contractStatus?: ContractStatus | undefined;
}

export interface OrganizationPage {
  result: Organization[];
  pagination: Pagination;
}

/** The server's success message, or '' (the caller falls back to its own notice). */
export interface Done {
  message: string;
}

export type CodeType = 'student' | 'teacher';

/** Empty filters are dropped before the list is requested. */
export async function fetchOrganizations(query: OrganizationListQuery): Promise<OrganizationPage> {
  const searchParams: Record<string, string | number> = { pageNumber: query.pageNumber };
  if (query.search) searchParams.search = query.search;
  if (query.contractStatus) searchParams.contractStatus = query.contractStatus;
  const { data } = await send<Envelope<OrganizationPage>>(
    usersApi.get(USERS_PATHS.organizations, { searchParams }),
  );
  return data;
}

export async function saveOrganization(id: string | null, body: OrganizationBody): Promise<Done> {
  const call = id
    ? usersApi.put(USERS_PATHS.organization(id), { json: body })
    : usersApi.post(USERS_PATHS.organizations, { json: body });
  const answer = await send<Envelope<Organization> | null>(call);
  return { message: answer?.message ?? '' };
}

/** `POST v1/general/upload-file` with the multipart field `file`; answers the stored name. */
export async function uploadFile(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await send<Envelope<{ fileName: string; url: string }>>(
    usersApi.post(USERS_PATHS.uploadFile, { body }),
  );
  return data.fileName;
}

export async function runContractAction(id: string, action: ContractAction): Promise<Done> {
  const answer = await send<Envelope<unknown> | null>(
    usersApi.put(USERS_PATHS.contractAction(id, action)),
  );
  return { message: answer?.message ?? '' };
}

export async function fetchContractImpact(id: string): Promise<ContractImpact> {
  const { data } = await send<Envelope<ContractImpact>>(
    usersApi.get(USERS_PATHS.contractImpact(id)),
  );
  return data;
}

const BOM = [0xef, 0xbb, 0xbf];

/**
 * The join codes as CSV. Read as bytes, not text: `Response.text()` would drop the UTF-8 BOM
 * that lets spreadsheet programs read Arabic names; one is added when the server sent none.
 */
export async function fetchGroupCodes(id: string, type: CodeType): Promise<Blob> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await usersApi.get(USERS_PATHS.groupCode(id, type)).arrayBuffer());
  } catch (error) {
    throw await toApiFailure(error);
  }
  const hasBom = BOM.every((byte, i) => bytes[i] === byte);
  const parts: BlobPart[] = hasBom ? [bytes] : [new Uint8Array(BOM), bytes];
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}

/** The active organisation's report, or with `organizationId` a named one's (a HAD caller). */
export async function fetchOrgReport(organizationId?: string): Promise<OrgReport> {
  const searchParams = organizationId ? { organizationId } : undefined;
  const { data } = await send<Envelope<OrgReport>>(
    usersApi.get(USERS_PATHS.organizationReport, { searchParams }),
  );
  return data;
}

export const organizationKey = (id: string) => [...organizationsKey, 'one', id] as const;

export async function fetchOrganization(id: string): Promise<Organization> {
  const { data } = await send<Envelope<Organization>>(usersApi.get(USERS_PATHS.organization(id)));
  return data;
}

export function useOrganization(id: string, enabled = true) {
  return useQuery({
    queryKey: organizationKey(id),
    queryFn: () => fetchOrganization(id),
    enabled,
  });
}

export interface OrganizationAccountPage {
  result: OrganizationAccount[];
  pagination: Pagination;
}

/** `GET v1/organization/accounts/{id}`: the organisation's members, a page at a time. */
export function useOrganizationAccounts(id: string, pageNumber: number) {
  return useQuery({
    queryKey: [...organizationsKey, 'accounts', id, pageNumber],
    queryFn: async () => {
      const { data } = await send<Envelope<OrganizationAccountPage>>(
        usersApi.get(USERS_PATHS.organizationAccounts(id), { searchParams: { pageNumber } }),
      );
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useOrganizations(query: OrganizationListQuery) {
  return useQuery({
    queryKey: organizationListKey(query),
    queryFn: () => fetchOrganizations(query),
    // The table stays while the next page loads, rather than flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

/** Create (no id) or update; lists and the dashboard's report are fetched again. */
export function useSaveOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: OrganizationBody }) =>
      saveOrganization(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: organizationsKey }),
  });
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}

/**
 * An organisation's report: the active one's (`named` false: the dashboard), or a named one's
 * (its page, for a HAD caller).
 */
export function useOrgReport(organizationId: string | null | undefined, named = false) {
  return useQuery({
    queryKey: [...orgReportKey(organizationId ?? ''), named],
    queryFn: () => fetchOrgReport(named ? (organizationId ?? undefined) : undefined),
    enabled: Boolean(organizationId),
  });
}
