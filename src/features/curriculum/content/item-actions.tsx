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
import { allowedContentActions } from '../../../../machines/content.machine';
import { css } from '../../../../styled-system/css';
import { button } from '../../../ui/buttons';
import type { ConfirmationActor } from '../../../ui/confirm-dialog';
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
 * Edit, then only the workflow steps the content machine allows from the item's status; delete
 * by write, the others by update.
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
  const actions = allowedContentActions(item.status, {
    valid,
    deletable: !item.wasPublished,
  }).filter((action) => (action === 'delete' ? canWrite : canUpdate));
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
      {actions.map((action) => {
        const Icon = ICONS[action];
        return (
          <button
            key={action}
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => void act(target, action, action === 'delete' ? onDeleted : undefined)}
            data-testid={`${target.kind}-${action}`}
          >
            <Icon size={16} aria-hidden="true" />
            {t(`curriculumContent.actions.${action}`)}
          </button>
        );
      })}
    </div>
  );
}
