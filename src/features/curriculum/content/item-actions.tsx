import {
  Archive,
  ArchiveRestore,
  Eye,
  EyeOff,
  Pencil,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContentAction, ContentStatus } from '../../../../contract/curriculum-constants';
import { CONTENT_ACTIONS } from '../../../../contract/curriculum-constants';
import { contentRefusal } from '../../../../machines/content.machine';
import { css } from '../../../../styled-system/css';
import { button } from '../../../ui/buttons';
import type { ConfirmationActor } from '../../../ui/confirm-dialog';
import { RefusedAction } from '../../../ui/refused-action';
import { useContentActions, type ContentTarget } from './use-content-actions';

const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });

const ICONS: Record<ContentAction, LucideIcon> = {
  publish: Eye,
  unpublish: EyeOff,
  archive: Archive,
  unarchive: ArchiveRestore,
  delete: Trash2,
};

export interface ItemActionsProps {
  target: ContentTarget;
  item: { status: ContentStatus; wasPublished: boolean };
  /** Complete enough to publish: an element without problems; other kinds always. */
  valid: boolean;
  /** Delete (write). */
  canWrite: boolean;
  /** Edit, publish, unpublish, archive and unarchive (update). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
  onEdit?: (() => void) | undefined;
  /** The item is gone: the selection moves to its parent. */
  onDeleted: () => void;
}

/**
 * Edit, then the workflow steps the content machine allows from the item's status; delete by
 * write, the others by update. A step a person would look for but the machine refuses (delete a
 * published item, publish an archived or incomplete one) stays, locked, saying why in the
 * service's words (machines/content.machine.ts `contentRefusal`).
 */
export function ItemActions({
  target,
  item,
  valid,
  canWrite,
  canUpdate,
  confirmation,
  onEdit,
  onDeleted,
}: ItemActionsProps) {
  const { t } = useTranslation();
  const act = useContentActions(confirmation);
  // Never published: the machine offers delete; the service checks use by the impact.
  const context = { valid, deletable: !item.wasPublished };
  const actions = CONTENT_ACTIONS.filter((action) => (action === 'delete' ? canWrite : canUpdate))
    .map((action) => ({ action, refusal: contentRefusal(item.status, action, context) }))
    .filter(({ refusal }) => refusal === null || refusal.expected);
  if (actions.length === 0 && !(onEdit && canUpdate)) return null;
  return (
    <div className={row} role="group" aria-label={t('curriculumContent.actions.label')}>
      {onEdit && canUpdate && (
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={onEdit}
          data-testid={`${target.kind}-edit`}
        >
          <Pencil size={16} aria-hidden="true" />
          {t('curriculumContent.actions.edit')}
        </button>
      )}
      {actions.map(({ action, refusal }) => {
        const Icon = ICONS[action];
        const testId = `${target.kind}-${action}`;
        if (refusal) {
          return (
            <RefusedAction
              key={action}
              label={t(`curriculumContent.actions.${action}`)}
              why={{ reason: 'state', message: refusal.message }}
              testId={`${testId}-refused`}
            />
          );
        }
        return (
          <button
            key={action}
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => void act(target, action, action === 'delete' ? onDeleted : undefined)}
            data-testid={testId}
          >
            <Icon size={16} aria-hidden="true" />
            {t(`curriculumContent.actions.${action}`)}
          </button>
        );
      })}
    </div>
  );
}
