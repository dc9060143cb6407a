import { useTranslation } from 'react-i18next';
import type { ElementType } from '../../../../contract/elements';

/** An element type's name: the element editors' text, else this screen's own. */
export function useTypeName() {
  const { t } = useTranslation();
  return (type: ElementType) => t([`elements.types.${type}`, `curriculumContent.types.${type}`]);
}
