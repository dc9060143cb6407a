import { useTranslation } from 'react-i18next';
import type { RegisteredMachine } from '../../../machines/registry';

/** A machine's name in the page's language (the registry's English one until translated). */
export function useMachineTitle() {
  const { t } = useTranslation();
  return (entry: RegisteredMachine) =>
    t(`machines.names.${entry.id}`, { defaultValue: entry.title });
}
