import type { ConfirmationActor } from '../../../ui/confirm-dialog';
import type { ContentSelection } from './use-content-selection';

export interface DetailProps {
  selection: ContentSelection;
  select: (next: Partial<ContentSelection>) => void;
  /** HAD with w Levels: add, copy and delete units, activities and exams. */
  canWriteLevels: boolean;
  /** HAD with u Levels: edit, publish, archive, reorder and move them. */
  canUpdateLevels: boolean;
  /** HAD with w Elements: add, copy and delete elements. */
  canWriteElements: boolean;
  /** HAD with u Elements: edit, publish, archive, reorder and move them, exam points. */
  canUpdateElements: boolean;
  confirmation: ConfirmationActor;
}
