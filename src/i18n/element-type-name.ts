import { useTranslation } from 'react-i18next';

/**
 * An element type's name in the page's language (`audio-text` reads "Audio to text"): in the
 * main texts, since the curriculum, the level test and assignments all name element types. A
 * type this console does not know yet is shown as the service names it.
 */
export function useElementTypeName() {
  const { t } = useTranslation();
  return (type: string) => t(`elementTypes.${type}`, { defaultValue: type });
}
