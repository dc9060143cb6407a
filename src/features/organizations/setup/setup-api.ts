import { useQuery } from '@tanstack/react-query';
import type { Organization, OrganizationBody } from '../../../../contract/organizations';
import { USERS_PATHS } from '../../../../contract/paths';
import type { CustomerSetupProgress } from '../../../../contract/setup';
import { SETUP_PATHS } from '../../../../contract/setup-constants';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { usersApi } from '../../../api/http';
import { organizationsKey } from '../../../api/organizations';

export const customerSetupKey = (id: string) =>
  [...organizationsKey, 'customer-setup', id] as const;

/** `GET v1/organization/customer-setup/{id}` (ours, HAD): its five steps, ticked from the data. */
export async function fetchCustomerSetup(id: string): Promise<CustomerSetupProgress> {
  const { data } = await send<Envelope<CustomerSetupProgress>>(
    usersApi.get(SETUP_PATHS.customerSetup(id)),
  );
  return data;
}

export function useCustomerSetup(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: customerSetupKey(id ?? ''),
    queryFn: () => fetchCustomerSetup(id!),
    enabled: Boolean(id) && enabled,
  });
}

/** Creates the organisation (POST) or saves it (PUT); answers its id. */
export async function saveCustomer(id: string | null, body: OrganizationBody): Promise<string> {
  if (id) {
    await send(usersApi.put(USERS_PATHS.organization(id), { json: body }));
    return id;
  }
  const { data } = await send<Envelope<Organization>>(
    usersApi.post(USERS_PATHS.organizations, { json: body }),
  );
  return data.id;
}
