import { loadAdminGroups, switchAndRefresh } from '../../api/admin-groups';
import { onContractStanding, onUnauthorized, refuseWrites } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { clearSessionStorage, hasStoredToken } from '../../api/storage';
import { i18n } from '../../i18n/i18n';
import { notify } from '../../ui/toast';
import { PATHS } from '../paths';
import type { ActorImplementations } from './app-actors';

export const defaultImplementations: ActorImplementations = {
  hasToken: hasStoredToken,
  loadMemberships: () => loadAdminGroups(queryClient),
  clearStorage: () => {
    clearSessionStorage();
    queryClient.clear();
  },
  switchGroup: async (groupId) => {
    const { message } = await switchAndRefresh(queryClient, groupId);
    return { message };
  },
  notifySuccess: (message) => notify('success', message),
  notifyFailure: (message) => notify('error', message),
  // A full reload, so every cache and actor starts again in the new organisation.
  reloadToRoot: () => window.location.assign(PATHS.root),
  onUnauthorized,
  onContractStanding,
  onPreview: (preview) =>
    refuseWrites(preview && (() => i18n.t('viewAs.refused', { name: preview.name }))),
  onFocus: (listener) => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') listener();
    };
    window.addEventListener('focus', listener);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', listener);
      document.removeEventListener('visibilitychange', onVisible);
    };
  },
};
