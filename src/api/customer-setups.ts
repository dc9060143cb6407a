import { useQuery } from '@tanstack/react-query';
import type { CustomerSetupList } from '../../contract/setup';
import { SETUP_PATHS } from '../../contract/setup-constants';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';
import { organizationsKey } from './organizations';

/**
 * `GET v1/organization/customer-setup` (ours, HAD): every Pending customer's guided set-up, for
 * the organisations list and HAD's dashboard. Under the organisations' key, so a saved step
 * or an activation refreshes it.
 */
export function useCustomerSetups(enabled = true) {
  return useQuery({
    queryKey: [...organizationsKey, 'customer-setups'],
    queryFn: async () => {
      const { data } = await send<Envelope<CustomerSetupList>>(
        usersApi.get(SETUP_PATHS.customerSetups),
      );
      return data.result;
    },
    enabled,
  });
}
