import type { ConfirmationActor } from '../../../ui/confirm-dialog';
import type { ContentSelection } from './use-content-selection';

export interface DetailProps {
  selection: ContentSelection;
  select: (next: Partial<ContentSelection>) => void;
  /** HAD with w Levels: units and activities. */
  canWriteLevels: boolean;
  /** HAD with w Elements: elements. */
  canWriteElements: boolean;
  confirmation: ConfirmationActor;
}
