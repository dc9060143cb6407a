import {
  CheckCircle2,
  ClipboardList,
  LogIn,
  Pencil,
  ShieldCheck,
  Star,
  Trash2,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LiveClass } from '../../../../contract/live-classes';
import { liveClassRefusal } from '../../../../machines/live-class.machine';
import { cx } from '../../../../styled-system/css';
import { button } from '../../../ui/buttons';
import { RefusedAction } from '../../../ui/refused-action';
import { rowActionsStyle, smallButtonStyle } from '../../../ui/table';

/** What a manager may do to a class, in the machine's order, when the service allows it. */
export const MANAGER_ACTIONS = [
  'approve',
  'assignTeacher',
  'validate',
  'update',
  'delete',
  'adminEnter',
] as const;
export type ManagerAction = (typeof MANAGER_ACTIONS)[number];
/** A manager's action on the row: offered, or locked with the state's reason. */
interface Shown {
  action: ManagerAction;
  refusal: string | null;
}

/** What anyone who sees the screen may open. */
export type ReadAction = 'reviews' | 'report';

const ICONS: Record<ManagerAction | ReadAction, LucideIcon> = {
  approve: CheckCircle2,
  assignTeacher: UserPlus,
  validate: ShieldCheck,
  update: Pencil,
  delete: Trash2,
  adminEnter: LogIn,
  reviews: Star,
  report: ClipboardList,
};

export interface RowActionsProps {
  liveClass: LiveClass;
  /** Delete (w LiveClassesApprove). */
  canWrite: boolean;
  /** Approve, assign a teacher, validate, edit (u LiveClassesApprove). */
  canUpdate: boolean;
  /** Enter a Live class to watch it (managers, and observers too). */
  canEnter: boolean;
  /** A change of this class is under way: its buttons wait. */
  busy: boolean;
  onAction: (action: ManagerAction, liveClass: LiveClass) => void;
  onOpen: (what: ReadAction, liveClass: LiveClass) => void;
}

/**
 * The class's buttons: the actions its `actions` (decided by the machine on the service)
 * include, none that change it for a reader (an observer may still enter to watch); an action
 * the manager would look for that the class's state refuses (Edit or Delete once an approved
 * class started) stays, locked, saying why in the service's words; then its reviews and, once
 * it had a meeting, the report.
 */
export function RowActions(props: RowActionsProps) {
  const { liveClass, canWrite, canUpdate, canEnter, busy, onAction, onOpen } = props;
  const may = (action: ManagerAction) => {
    if (action === 'adminEnter') return canEnter;
    return action === 'delete' ? canWrite : canUpdate;
  };
  const { t } = useTranslation();
  const shown = MANAGER_ACTIONS.filter(may).flatMap((action): Shown[] => {
    if (liveClass.actions.includes(action)) return [{ action, refusal: null }];
    const refusal = liveClassRefusal(liveClass, action);
    return refusal ? [{ action, refusal }] : [];
  });
  const reads: ReadAction[] = liveClass.meetingId ? ['reviews', 'report'] : ['reviews'];
  const style = cx(button({ variant: 'secondary' }), smallButtonStyle);
  const item = (action: ManagerAction | ReadAction, onClick: () => void, disabled = false) => {
    const Icon = ICONS[action];
    return (
      <button
        key={action}
        type="button"
        className={style}
        onClick={onClick}
        disabled={disabled}
        aria-label={t(`liveClassesManager.named.${action}`, {
          title: liveClass.title,
          count: liveClass.reviewsCount,
        })}
        data-testid={`live-class-${action}-${liveClass.id}`}
      >
        <Icon size={14} aria-hidden="true" />
        {action === 'reviews'
          ? t('liveClassesManager.reviewsCount', { count: liveClass.reviewsCount })
          : t(action === 'report' ? 'liveClassesManager.report' : `liveClasses.actions.${action}`)}
      </button>
    );
  };
  return (
    <div className={rowActionsStyle} aria-busy={busy}>
      {shown.map(({ action, refusal }) =>
        refusal ? (
          <RefusedAction
            key={action}
            label={t(`liveClasses.actions.${action}`)}
            why={{ reason: 'state', message: refusal }}
            testId={`live-class-${action}-${liveClass.id}-refused`}
            ariaLabel={t(`liveClassesManager.named.${action}`, { title: liveClass.title })}
            compact
          />
        ) : (
          item(action, () => onAction(action, liveClass), busy)
        ),
      )}
      {reads.map((what) => item(what, () => onOpen(what, liveClass)))}
    </div>
  );
}
