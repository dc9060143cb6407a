import { useTranslation } from 'react-i18next';
import type { LiveClass } from '../../../../contract/live-classes';
import { toApiFailure } from '../../../api/api-failure';
import { useLiveClassChange, type LiveClassChange } from '../../../api/live-classes';
import type { ConfirmationActor } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/toast';
import type { ManagerAction } from './row-actions';

/** The notice of each change when the service sends none (SPEC section 8, the contract's texts). */
const NOTICE = {
  approve: 'liveClasses.notices.approved',
  validate: 'liveClasses.notices.validated',
  delete: 'liveClasses.notices.deleted',
  adminEnter: 'liveClasses.notices.entered',
  assignTeacher: 'liveClasses.notices.teacherAssigned',
} as const;

/** Approval and removal are asked first, through the one confirmation dialog. */
const CONFIRMED = ['approve', 'validate', 'delete'] as const;
type Confirmed = (typeof CONFIRMED)[number];
const isConfirmed = (action: ManagerAction): action is Confirmed =>
  (CONFIRMED as readonly string[]).includes(action);

export interface ManagerActionsOptions {
  confirmation: ConfirmationActor;
  onEdit: (liveClass: LiveClass) => void;
  onAssign: (liveClass: LiveClass) => void;
}

/**
 * Runs a class's button: edit and assign open their forms; approve, validate and delete ask
 * first; admin enter records the entry at once. Each outcome is a toast: the service's message,
 * or the notice; a refusal shows the service's message (e.g. a 409 when the class changed).
 */
export function useManagerActions({ confirmation, onEdit, onAssign }: ManagerActionsOptions) {
  const { t } = useTranslation();
  const change = useLiveClassChange();

  const run = async (request: LiveClassChange, notice: string) => {
    try {
      const { message } = await change.mutateAsync(request);
      notify('success', message || notice);
    } catch (error) {
      notify('error', (await toApiFailure(error)).message);
    }
  };

  const act = (action: ManagerAction, liveClass: LiveClass) => {
    const { id, title } = liveClass;
    if (action === 'update') return onEdit(liveClass);
    if (action === 'assignTeacher') return onAssign(liveClass);
    if (action === 'adminEnter') {
      // The meeting opens here once the signature call exists; the entry is recorded now.
      return void run({ action, id, enteredUsing: 'web' }, NOTICE.adminEnter);
    }
    if (!isConfirmed(action)) return undefined;
    confirmation.send({
      type: 'OPEN',
      title: t(`liveClassesManager.confirmTitle.${action}`, { title }),
      message: t(`liveClassesManager.confirm.${action}`, { title }),
      buttons: {
        confirm: { title: t(`liveClasses.actions.${action}`), danger: action === 'delete' },
      },
      action: () => run({ action, id }, NOTICE[action]),
    });
    return undefined;
  };

  const busyId = change.isPending ? (change.variables?.id ?? null) : null;
  return { act, busyId };
}
