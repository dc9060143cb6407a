import { FALLBACK_LANGUAGE, LANGUAGES } from '../../../contract/constants';
import type { DashboardEnvironment } from '../../../contract/general';
import { SERVICE_PREFIX } from '../../../contract/paths';
import type { ServiceDeps } from '../../platform/service-deps';

/**
 * What the console may know of this deployment. Built field by field from an allow list, never
 * by copying the configuration: a variable added to the server later stays on the server until
 * someone adds it here on purpose. Of the translation provider only whether it is set is told
 * (its URL and key are the server's).
 */
export const browserEnvironment = ({
  publicUrl,
  aboutUrl,
  translate,
}: Pick<ServiceDeps, 'publicUrl' | 'aboutUrl' | 'translate'>): DashboardEnvironment => ({
  publicUrl,
  aboutUrl,
  mediaBaseUrl: SERVICE_PREFIX.media,
  defaultLanguage: FALLBACK_LANGUAGE,
  languages: [...LANGUAGES],
  features: { translation: translate.url !== undefined },
});
