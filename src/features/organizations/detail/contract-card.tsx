import { FileDown, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContractAction, Organization } from '../../../../contract/organizations';
import { toApiFailure } from '../../../api/api-failure';
import { fetchFile } from '../../../api/files';
import { formatDay } from '../../../i18n/format-date';
import { useFormatNumber } from '../../../i18n/format-number';
import { button } from '../../../ui/buttons';
import { mutedStyle, sectionHeadingStyle, sectionHeadStyle } from '../../../ui/page-styles';
import { saveBlob } from '../../../ui/save-file';
import { smallButtonStyle } from '../../../ui/table';
import { notify } from '../../../ui/toast';
import { ContractStatusBadge } from '../status-badge';
import { useOrganizationActions } from '../use-organization-actions';
import { actionVariant, cardStyle, termsStyle } from './styles';

export interface ContractCardProps {
  org: Organization;
  today: string;
  /** Edit (u GroupsManager); with `canManageContracts`, the contract actions. */
  canUpdate: boolean;
  canManageContracts: boolean;
  onEdit: () => void;
  onAction: (action: ContractAction) => Promise<void>;
}

/** The contract: what its status means, its terms, its file under its own name, its actions. */
export function ContractCard({
  org,
  today,
  canUpdate,
  canManageContracts,
  onEdit,
  onAction,
}: ContractCardProps) {
  const { t, i18n } = useTranslation();
  const n = useFormatNumber();
  const day = (iso: string) => formatDay(iso, i18n.language);
  const { actions, busy, run } = useOrganizationActions(
    org,
    canUpdate && canManageContracts,
    today,
  );
  const fileName = org.contractFileName ?? org.contractFile;

  const download = () =>
    run('file', async () => {
      if (!org.contractFile || !fileName) return;
      try {
        saveBlob(await fetchFile(org.contractFile), fileName);
        notify('success', 'organizations.fileDownloaded');
      } catch (error) {
        notify('error', (await toApiFailure(error)).message);
      }
    });

  const terms: [string, string][] = [
    [t('organizations.fields.contractType'), t(`organizations.types.${org.contractType}`)],
    [t('organizations.fields.startsAt'), day(org.startsAt)],
    [t('organizations.fields.endsAt'), day(org.endsAt)],
    [t('organizations.fields.curriculum'), org.curriculum ?? t('organizations.detail.none')],
    [t('organizations.fields.maxStudents'), n(org.maxStudents)],
    [t('organizations.fields.maxTeachers'), n(org.maxTeachers)],
    [t('organizations.fields.maxClassrooms'), n(org.maxClassrooms)],
  ];

  return (
    <section className={cardStyle} aria-labelledby="org-contract-title" data-testid="org-contract">
      <div className={sectionHeadStyle}>
        <h2 id="org-contract-title" className={sectionHeadingStyle}>
          {t('organizations.detail.contract')}
        </h2>
        <ContractStatusBadge status={org.contractStatus} />
      </div>
      <p className={mutedStyle} data-testid="org-status-meaning">
        {t(`organizations.detail.meaning.${org.contractStatus}`)}
      </p>
      <dl className={termsStyle}>
        {terms.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt>{t('organizations.fields.contractFile')}</dt>
        <dd>
          {fileName ? (
            <button
              type="button"
              className={`${button({ variant: 'secondary' })} ${smallButtonStyle}`}
              onClick={() => void download()}
              disabled={busy !== null}
              aria-busy={busy === 'file'}
              aria-label={t('organizations.detail.downloadFile', { name: fileName })}
              data-testid="org-contract-file"
            >
              <FileDown size={16} aria-hidden="true" />
              <bdi>{fileName}</bdi>
            </button>
          ) : (
            t('organizations.detail.none')
          )}
        </dd>
      </dl>
      {(canUpdate || actions.length > 0) && (
        <div className={sectionHeadStyle}>
          {canUpdate && (
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              onClick={onEdit}
              data-testid="org-detail-edit"
            >
              <Pencil size={16} aria-hidden="true" />
              {t('organizations.edit')}
            </button>
          )}
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={button({ variant: actionVariant(action) })}
              disabled={busy !== null}
              aria-busy={busy === action}
              onClick={() => void run(action, () => onAction(action))}
              data-testid={`org-detail-action-${action}`}
            >
              {t(`organizations.actions.${action}`)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
