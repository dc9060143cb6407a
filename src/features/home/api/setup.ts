import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SETUP_PATHS,
  type CustomersSetup,
  type SetupChecklist,
  type SetupStep,
} from '../../../../contract/setup';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { usersApi } from '../../../api/http';

/** The active organisation's checklist; its key holds the organisation so a switch refetches. */
export const setupKey = (organizationId: string) => ['users', 'setup', organizationId] as const;
export const customersSetupKey = ['users', 'setup', 'customers'] as const;

export function useSetupChecklist(organizationId: string) {
  return useQuery({
    queryKey: setupKey(organizationId),
    queryFn: async () =>
      (await send<Envelope<SetupChecklist>>(usersApi.get(SETUP_PATHS.checklist))).data,
  });
}

/** Sets a step aside (`dismissed`) or brings it back; the answer is the checklist as it is now. */
export function useDismissStep(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, dismissed }: { step: SetupStep; dismissed: boolean }) =>
      send<Envelope<SetupChecklist>>(usersApi.put(SETUP_PATHS.step(step), { json: { dismissed } })),
    onSuccess: ({ data }) => queryClient.setQueryData(setupKey(organizationId), data),
  });
}

/** HAD's dashboard: the customers still setting up. */
export function useCustomersSetup() {
  return useQuery({
    queryKey: customersSetupKey,
    queryFn: async () =>
      (await send<Envelope<CustomersSetup>>(usersApi.get(SETUP_PATHS.customers))).data,
  });
}
