import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { USERS_PATHS } from '../../contract/paths';
import type {
  Activity,
  Guest,
  Person,
  UpdateAdminBody,
  UpdateUsersInfoBody,
} from '../../contract/people';
import type { Pagination } from '../../contract/wire';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';

/** Everything about people; an edit or an assignment refreshes it (and the student lists). */
export const peopleKey = ['users', 'people'] as const;
export const peopleListKey = (query: PeopleListQuery) => [...peopleKey, 'list', query] as const;
export const guestsKey = (query: GuestsQuery) => [...peopleKey, 'guests', query] as const;
export const personKey = (email: string) => [...peopleKey, 'one', email] as const;
export const activityKey = (id: string, pageNumber: number) =>
  [...peopleKey, 'activity', id, pageNumber] as const;
export const organizationOptionsKey = [...peopleKey, 'organizations'] as const;

export interface Page<T> {
  result: T[];
  pagination: Pagination;
}

export interface PeopleListQuery {
  pageNumber: number;
  search?: string | undefined;
  organizationId?: string | undefined;
  roleId?: string | undefined;
}

export interface GuestsQuery {
  pageNumber: number;
  /** The page's size (20 by default); an export asks for the largest. */
  pageSize?: number | undefined;
  search?: string | undefined;
}

export interface Done<T> {
  data: T;
  message: string;
}

/** Empty filters are dropped before the request. */
const paramsOf = (query: object) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;

export async function fetchPeople(query: PeopleListQuery): Promise<Page<Person>> {
  const { data } = await send<Envelope<Page<Person>>>(
    usersApi.get(USERS_PATHS.users, { searchParams: paramsOf(query) }),
  );
  return data;
}

export async function fetchGuests(query: GuestsQuery): Promise<Page<Guest>> {
  const { data } = await send<Envelope<Page<Guest>>>(
    usersApi.get(USERS_PATHS.defaultGroupMembers, { searchParams: paramsOf(query) }),
  );
  return data;
}

/** One person with their memberships: the users list searched by their e-mail. */
export async function fetchPerson(id: string, email: string): Promise<Person | null> {
  const page = await fetchPeople({ pageNumber: 1, search: email });
  return page.result.find((person) => person.id === id) ?? null;
}

export async function fetchActivity(id: string, pageNumber: number): Promise<Page<Activity>> {
  const { data } = await send<Envelope<Page<Activity>>>(
    usersApi.get(USERS_PATHS.activityTracking(id), { searchParams: { pageNumber } }),
  );
  return data;
}

export interface OrganizationOption {
  id: string;
  name: string;
}

/** Organisations for the filters and the assignment (GroupsManager read; HAD sees all). */
export async function fetchOrganizationOptions(): Promise<OrganizationOption[]> {
  const { data } = await send<Envelope<Page<OrganizationOption>>>(
    usersApi.get(USERS_PATHS.organizations, { searchParams: { pageSize: 100 } }),
  );
  return data.result.map(({ id, name }) => ({ id, name }));
}

async function done<T>(call: Promise<Response>): Promise<Done<T>> {
  const body = await send<Envelope<T>>(call);
  return { data: body.data, message: body.message ?? '' };
}

export const updateUserInfo = (id: string, body: UpdateUsersInfoBody) =>
  done<Person>(usersApi.put(USERS_PATHS.updateUsersInfo(id), { json: body }));

export const assignUser = (id: string, body: UpdateAdminBody) =>
  done<Person>(usersApi.put(USERS_PATHS.updateAdmin(id), { json: body }));

export function usePeople(query: PeopleListQuery) {
  return useQuery({
    queryKey: peopleListKey(query),
    queryFn: () => fetchPeople(query),
    placeholderData: keepPreviousData,
  });
}

export function useGuests(query: GuestsQuery) {
  return useQuery({
    queryKey: guestsKey(query),
    queryFn: () => fetchGuests(query),
    placeholderData: keepPreviousData,
  });
}

export function usePerson(id: string, email: string) {
  return useQuery({ queryKey: personKey(email), queryFn: () => fetchPerson(id, email) });
}

export function useActivity(id: string, pageNumber: number) {
  return useQuery({
    queryKey: activityKey(id, pageNumber),
    queryFn: () => fetchActivity(id, pageNumber),
    placeholderData: keepPreviousData,
  });
}

export function useOrganizationOptions(enabled = true) {
  return useQuery({
    queryKey: organizationOptionsKey,
    queryFn: fetchOrganizationOptions,
    enabled,
  });
}

function useRefreshingMutation<V, T>(run: (variables: V) => Promise<Done<T>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: peopleKey }),
        client.invalidateQueries({ queryKey: ['users', 'students'] }),
      ]),
  });
}

export const useUpdateUserInfo = () =>
  useRefreshingMutation(({ id, body }: { id: string; body: UpdateUsersInfoBody }) =>
    updateUserInfo(id, body),
  );

export const useAssignUser = () =>
  useRefreshingMutation(({ id, body }: { id: string; body: UpdateAdminBody }) =>
    assignUser(id, body),
  );
