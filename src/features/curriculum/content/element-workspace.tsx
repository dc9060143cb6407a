import type { ElementType } from '../../../../contract/element-constants';
import type { Element } from '../../../../contract/elements';
import { css } from '../../../../styled-system/css';
import { ElementPreview } from '../elements/preview/element-preview';
import { lazyPart } from '../../../ui/lazy-part';

const ElementEditor = lazyPart(
  async () => (await import('../elements/element-editor')).ElementEditor,
);

const box = css({ display: 'flex', flexDirection: 'column', gap: '2' });

export interface ElementWorkspaceProps {
  activityId: string;
  type: ElementType;
  /** null: a new element of `type`. */
  element: Element | null;
  readOnly: boolean;
  /** The saved element's id. */
  onSaved: (id: string) => void;
  onCancel: () => void;
}

/** The element's editor beside its preview, or the preview alone for a reader. */
export function ElementWorkspace({ readOnly, ...props }: ElementWorkspaceProps) {
  const { element, type } = props;
  if (!readOnly) return <ElementEditor {...props} />;
  return (
    <div className={box} data-testid="element-preview">
      {element && (
        <ElementPreview type={type} content={element.content} answers={element.answers} />
      )}
    </div>
  );
}
