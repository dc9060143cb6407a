import { useTranslation } from 'react-i18next';
import type { ContentAction } from '../../../contract/curriculum-constants';
import { toApiFailure } from '../../api/api-failure';
import { useLevelTestElementAction } from '../../api/level-test-questions';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { notify } from '../../ui/toast';

/** Archiving and deleting take a question away from learners: asked first. */
const ASKS: readonly ContentAction[] = ['archive', 'delete'];

export interface QuestionTarget {
  id: string;
  /** Its place in the list and its type's name, naming it in the dialog. */
  position: number;
  type: string;
}

/**
 * Runs a step of the content workflow on one of the test's questions (the service asks the same
 * machine, 409 otherwise); archive and delete go through the one confirmation dialog. The
 * outcome is a toast with the service's message.
 */
export function useQuestionActions(confirmation: ConfirmationActor) {
  const { t } = useTranslation();
  const act = useLevelTestElementAction();

  const run = async ({ id }: QuestionTarget, action: ContentAction) => {
    try {
      const { message } = await act.mutateAsync({ id, action });
      notify('success', message || `levelTest.questions.notices.${action}`);
    } catch (error) {
      notify('error', (await toApiFailure(error)).message);
    }
  };

  return (target: QuestionTarget, action: ContentAction) => {
    if (!ASKS.includes(action)) return void run(target, action);
    const named = { n: target.position, type: target.type };
    confirmation.send({
      type: 'OPEN',
      title: t(`levelTest.questions.confirm.${action}Title`, named),
      message: t(`levelTest.questions.confirm.${action}`, named),
      buttons: {
        confirm: { title: t(`levelTest.questions.actions.${action}`), danger: action === 'delete' },
      },
      action: () => run(target, action),
    });
  };
}
