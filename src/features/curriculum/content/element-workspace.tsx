import { useTranslation } from 'react-i18next';
import type { Element, ElementType } from '../../../../contract/elements';
import { css } from '../../../../styled-system/css';

const box = css({ display: 'flex', flexDirection: 'column', gap: '2' });

export interface ElementWorkspaceProps {
  activityId: string;
  type: ElementType;
  /** null: a new element of `type`. */
  element: Element | null;
  readOnly: boolean;
  /** The saved element's id, when the editor knows it. */
  onSaved: (id?: string) => void;
  onCancel: () => void;
}

/**
 * Where the element editors (src/features/curriculum/elements/) plug in: the editor and its
 * preview, or the preview alone when read only.
 */
export function ElementWorkspace({ element }: ElementWorkspaceProps) {
  const { t } = useTranslation();
  return (
    <div className={box} data-testid="element-preview">
      {element?.content.prompt && <p>{element.content.prompt}</p>}
      {element?.content.passage && <p>{element.content.passage}</p>}
      {element && element.answers.length > 0 && (
        <ol>
          {element.answers.map((answer) => (
            <li key={answer.id}>{answer.text}</li>
          ))}
        </ol>
      )}
      {!element && <p>{t('curriculumContent.newElement')}</p>}
    </div>
  );
}
