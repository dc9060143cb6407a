import { X } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ElementType } from '../../../contract/element-constants';
import type { Element } from '../../../contract/elements';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { Spinner } from '../../ui/spinner';
import type { ElementPieces } from './element-pieces';

const panelStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  padding: '4',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  borderRadius: 'md',
  bg: 'white',
  minInlineSize: '0',
});
const topStyle = css({ display: 'flex', alignItems: 'flex-start', gap: '2' });
const headingStyle = css({ flex: '1', fontWeight: 'semibold', _focus: { outline: 'none' } });

export interface QuestionEditorProps {
  Editor: ElementPieces['Editor'];
  activityId: string;
  type: ElementType;
  typeName: string;
  /** null: a new question of `type`. */
  element: Element | null;
  position: number | null;
  onClose: () => void;
}

/**
 * A question's editor beside its preview, the one a lesson's elements use. Opening it moves the
 * focus to its heading, so a keyboard user lands in the form they asked for.
 */
export function QuestionEditor(props: QuestionEditorProps) {
  const { Editor, activityId, type, typeName, element, position, onClose } = props;
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [element?.id, type]);
  const title =
    element && position
      ? t('levelTest.questions.editor.edit', { n: position, type: typeName })
      : t('levelTest.questions.editor.new', { type: typeName });
  return (
    <section
      className={panelStyle}
      aria-labelledby="level-test-question-editor"
      data-testid="level-test-question-editor"
    >
      <div className={topStyle}>
        <h3 id="level-test-question-editor" ref={heading} tabIndex={-1} className={headingStyle}>
          {title}
        </h3>
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={onClose}
          aria-label={t('levelTest.questions.editor.close')}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
      {/* The route may hand in an editor that loads on first use. */}
      <Suspense fallback={<Spinner />}>
        <Editor
          key={element?.id ?? `new-${type}`}
          activityId={activityId}
          type={type}
          element={element}
          onSaved={onClose}
          onCancel={onClose}
        />
      </Suspense>
    </section>
  );
}
