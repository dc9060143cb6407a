import { useTranslation } from 'react-i18next';
import type { ElementType } from '../../../../contract/element-constants';

/** An element type's name in the page's language. */
export function useTypeName() {
  const { t } = useTranslation();
  return (type: ElementType) => t(`curriculumContent.types.${type}`);
}
