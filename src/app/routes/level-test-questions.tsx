import { lazy } from 'react';
import { ElementTypeModal } from '../../features/curriculum/content/element-type-modal';
import { SortableChildren } from '../../features/curriculum/content/sortable-children';
import { useElementTypeName } from '../../i18n/element-type-name';
import type { ElementPieces } from '../../features/level-test/element-pieces';
import { QuestionsSection } from '../../features/level-test/questions-section';
import type { ConfirmationActor } from '../../ui/confirm-dialog';

/** The editor (forms, media uploads, the preview) loads when a question is opened. */
const ElementEditor = lazy(async () => ({
  default: (await import('../../features/curriculum/elements/element-editor')).ElementEditor,
}));

/**
 * The level test's questions with the curriculum's element pieces (type picker, sortable list,
 * editor): loaded after the screen's own sections, so the drag and drop library does not hold
 * up the duration and the ranges.
 */
export function LevelTestQuestions(props: {
  canWrite: boolean;
  canUpdate: boolean;
  confirmation: ConfirmationActor;
}) {
  const typeName = useElementTypeName();
  const pieces: ElementPieces = {
    Editor: ElementEditor,
    TypePicker: ElementTypeModal,
    Sortable: SortableChildren,
    typeName,
  };
  return <QuestionsSection {...props} pieces={pieces} />;
}
