import { Download, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContractAction, Organization } from '../../../contract/organizations';
import { toApiFailure } from '../../api/api-failure';
import { fetchGroupCodes, type CodeType } from '../../api/organizations';
import { button } from '../../ui/buttons';
import { notify } from '../../ui/toast';
import { saveBlob } from '../../ui/save-file';
import { codesFileName } from './codes-file-name';
import { actionVariant } from './detail/styles';
import { rowActionsStyle, smallButtonStyle } from '../../ui/table';
import { useOrganizationActions } from './use-organization-actions';

/** The first part of the CSV's name, `<name>-<company name>.csv`. */
const CODES_NAME: Record<CodeType, string> = { student: 'students', teacher: 'teachers' };

export interface RowActionsProps {
  org: Organization;
  /** Downloading the join codes (they are topped up: w GroupsManager). */
  canWrite: boolean;
  /** Edit, and with `canManageContracts` the contract actions (u GroupsManager). */
  canUpdate: boolean;
  canManageContracts: boolean;
  today: string;
  onEdit: (org: Organization) => void;
  onAction: (org: Organization, action: ContractAction) => Promise<void>;
}

/**
 * Edit, the contract actions the contract machine allows from the status (both update), and the
 * join codes (for writers: downloading them tops them up).
 */
export function RowActions({
  org,
  canWrite,
  canUpdate,
  canManageContracts,
  today,
  onEdit,
  onAction,
}: RowActionsProps) {
  const { t } = useTranslation();
  const { actions, busy, run } = useOrganizationActions(
    org,
    canUpdate && canManageContracts,
    today,
  );

  const download = (type: CodeType) =>
    run(`codes-${type}`, async () => {
      try {
        const blob = await fetchGroupCodes(org.id, type);
        saveBlob(blob, codesFileName(CODES_NAME[type], org.name));
        notify('success', 'organizations.fileDownloaded');
      } catch (error) {
        notify('error', (await toApiFailure(error)).message);
      }
    });

  return (
    <div className={rowActionsStyle}>
      {canUpdate && (
        <button
          type="button"
          className={`${button({ variant: 'ghost' })} ${smallButtonStyle}`}
          onClick={() => onEdit(org)}
          aria-label={t('organizations.editNamed', { name: org.name })}
          data-testid={`org-edit-${org.id}`}
        >
          <Pencil size={16} aria-hidden="true" />
        </button>
      )}
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`${button({ variant: actionVariant(action) })} ${smallButtonStyle}`}
          disabled={busy !== null}
          aria-busy={busy === action}
          onClick={() => void run(action, () => onAction(org, action))}
          aria-label={t(`organizations.actionNamed.${action}`, { name: org.name })}
          data-testid={`org-action-${action}-${org.id}`}
        >
          {t(`organizations.actions.${action}`)}
        </button>
      ))}
      {/* Downloading tops the codes up (a write: w GroupsManager, refused while paused). */}
      {canWrite &&
        (['student', 'teacher'] as const).map((type) => (
          <button
            key={type}
            type="button"
            className={`${button({ variant: 'ghost' })} ${smallButtonStyle}`}
            disabled={busy !== null}
            aria-busy={busy === `codes-${type}`}
            onClick={() => void download(type)}
            aria-label={t(`organizations.codes.${type}`, { name: org.name })}
            title={t(`organizations.codes.${type}`, { name: org.name })}
            data-testid={`org-codes-${type}-${org.id}`}
          >
            <Download size={16} aria-hidden="true" />
            {t(`organizations.codes.${type}Short`)}
          </button>
        ))}
    </div>
  );
}
