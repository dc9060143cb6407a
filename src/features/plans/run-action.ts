import { toApiFailure } from '../../api/api-failure';
import type { Done } from '../../api/organizations';
import { notify } from '../../ui/toast';
import { packageMessage } from './server-messages';

/** Runs a write and reports it: the service's message (in the page's language) or `fallback`. */
export async function runAction(write: () => Promise<Done>, fallback: string): Promise<boolean> {
  try {
    const { message } = await write();
    notify('success', packageMessage(message || fallback));
    return true;
  } catch (error) {
    notify('error', packageMessage((await toApiFailure(error)).message));
    return false;
  }
}
