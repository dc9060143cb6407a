import { useTranslation } from 'react-i18next';
import { ELEMENT_TYPES, type ElementType } from '../../../../contract/element-constants';
import { css } from '../../../../styled-system/css';
import { button } from '../../../ui/buttons';
import { Modal } from '../../../ui/modal';
import { useElementTypeName } from '../../../i18n/element-type-name';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: '2',
  paddingInlineStart: '0',
});
const choice = css({ inlineSize: '100%', justifyContent: 'flex-start', textAlign: 'start' });

export interface ElementTypeModalProps {
  onChoose: (type: ElementType) => void;
  onClose: () => void;
}

/** A new element starts from its type: the ten exercise types, named in the page's language. */
export function ElementTypeModal({ onChoose, onClose }: ElementTypeModalProps) {
  const { t } = useTranslation();
  const typeName = useElementTypeName();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('curriculumContent.chooseType')}
      size="md"
      testId="element-type-modal"
    >
      <ul className={grid}>
        {ELEMENT_TYPES.map((type) => (
          <li key={type} className={css({ listStyle: 'none' })}>
            <button
              type="button"
              className={`${button({ variant: 'secondary' })} ${choice}`}
              onClick={() => onChoose(type)}
              data-testid={`element-type-${type}`}
            >
              {typeName(type)}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
