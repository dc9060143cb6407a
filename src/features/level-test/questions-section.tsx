import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ElementType } from '../../../contract/element-constants';
import type { Element } from '../../../contract/elements';
import { toApiFailure } from '../../api/api-failure';
import { useLevelTest, useReorderLevelTest } from '../../api/level-test-questions';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import {
  mutedStyle,
  sectionHeadStyle,
  sectionHeadingStyle,
  sectionStyle,
} from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import type { ElementPieces } from './element-pieces';
import { LoadFailure } from './load-failure';
import { QuestionRow } from './question-row';
import { QuestionsSummary } from './questions-summary';
import { useQuestionActions } from './use-question-actions';
import { lazyPart } from '../../ui/lazy-part';

const QuestionEditor = lazyPart(async () => (await import('./question-editor')).QuestionEditor);

export interface QuestionsSectionProps {
  /** Add and delete questions (w Elements). */
  canWrite: boolean;
  /** Edit, publish, archive, reorder them and set their points (u Elements). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
  pieces: ElementPieces;
}

/** What the editor shows: a new question of a type, or one of the list's. */
type Editing = { type: ElementType; id: string | null } | null;

/**
 * The level test's questions (its elements, levels service): in order, with their status and
 * points; added through the type picker and the element editor a lesson uses, published,
 * archived, reordered by drag or keyboard, points set in place.
 */
export function QuestionsSection(props: QuestionsSectionProps) {
  const { canWrite, canUpdate, confirmation, pieces } = props;
  const { t } = useTranslation();
  const test = useLevelTest(true);
  const reorder = useReorderLevelTest();
  const act = useQuestionActions(confirmation);
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { Sortable, TypePicker, typeName } = pieces;

  const elements = test.data?.elements ?? [];
  const positionOf = (element: Element) => elements.indexOf(element) + 1;
  const edited = editing?.id ? (elements.find((e) => e.id === editing.id) ?? null) : null;

  const closeEditor = () => {
    setEditing(null);
    addButton.current?.focus();
  };
  const onReorder = (ids: string[]) => {
    if (!test.data) return;
    reorder.mutate(
      { activityId: test.data.activity.id, ids },
      {
        onSuccess: ({ message }) =>
          notify('success', message || 'levelTest.questions.notices.reordered'),
        onError: async (error) => notify('error', (await toApiFailure(error)).message),
      },
    );
  };

  return (
    <section className={sectionStyle} aria-labelledby="level-test-questions-title">
      <div className={sectionHeadStyle}>
        <h2 id="level-test-questions-title" className={sectionHeadingStyle}>
          {t('levelTest.questions.title')}
        </h2>
        {canWrite && test.isSuccess && (
          <button
            ref={addButton}
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => setPicking(true)}
            data-testid="level-test-add-question"
          >
            <Plus size={16} aria-hidden="true" />
            {t('levelTest.questions.add')}
          </button>
        )}
      </div>
      <p className={mutedStyle}>{t('levelTest.questions.intro')}</p>
      {test.isPending ? (
        <Spinner />
      ) : test.isError ? (
        <LoadFailure
          error={test.error}
          onRetry={() => void test.refetch()}
          testId="level-test-questions-error"
        />
      ) : (
        <>
          <QuestionsSummary elements={elements} />
          {elements.length === 0 ? (
            <p className={mutedStyle} data-testid="level-test-questions-empty">
              {t('levelTest.questions.empty')}
            </p>
          ) : (
            <Sortable
              items={elements}
              labelOf={(element) => t('levelTest.questions.question', { n: positionOf(element) })}
              onReorder={onReorder}
              sortable={canUpdate}
              testId="level-test-questions"
              renderItem={(element) => (
                <QuestionRow
                  element={element}
                  position={positionOf(element)}
                  typeName={typeName(element.typeId)}
                  canWrite={canWrite}
                  canUpdate={canUpdate}
                  onEdit={(chosen) => setEditing({ type: chosen.typeId, id: chosen.id })}
                  onAction={act}
                />
              )}
            />
          )}
          {editing && (edited || !editing.id) && (
            <QuestionEditor
              Editor={pieces.Editor}
              activityId={test.data.activity.id}
              type={editing.type}
              typeName={typeName(editing.type)}
              element={edited}
              position={edited ? positionOf(edited) : null}
              onClose={closeEditor}
            />
          )}
        </>
      )}
      {picking && (
        <TypePicker
          onClose={() => setPicking(false)}
          onChoose={(type) => {
            setPicking(false);
            setEditing({ type, id: null });
          }}
        />
      )}
    </section>
  );
}
