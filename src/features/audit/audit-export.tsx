import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_EXPORT_MAX_ROWS } from '../../../contract/audit-paths';
import { LANGUAGES } from '../../../contract/constants';
import { fetchAuditExport, type AuditFilters } from './api/audit';
import { button } from '../../ui/buttons';
import { saveBlob } from '../../ui/save-file';
import { notify } from '../../ui/toast';
import { mutedStyle } from './styles';

const today = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export interface AuditExportProps {
  filters: AuditFilters;
  /** How many entries the filters select (undefined while the list loads). */
  total: number | undefined;
}

/**
 * Downloads what the filters select as .xlsx, written by the service (it reads the trail a page
 * at a time), with headings in the page's language. Over the export's limit it says so instead.
 */
export function AuditExport({ filters, total }: AuditExportProps) {
  const { t, i18n } = useTranslation();
  const language = LANGUAGES.find((code) => code === i18n.language) ?? 'en';
  const download = useMutation({
    mutationFn: () => fetchAuditExport(filters, language),
    onSuccess: (blob) => {
      saveBlob(blob, `audit-${today()}.xlsx`);
      notify('success', 'audit.exported');
    },
    onError: (error) => notify('error', error.message),
  });
  const tooMany = total !== undefined && total > AUDIT_EXPORT_MAX_ROWS;
  return (
    <div>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        disabled={!total || tooMany || download.isPending}
        aria-describedby={tooMany ? 'audit-export-limit' : undefined}
        onClick={() => download.mutate()}
        data-testid="audit-export"
      >
        <Download size={16} aria-hidden="true" />
        {download.isPending ? t('audit.exporting') : t('audit.export')}
      </button>
      {tooMany && (
        <p id="audit-export-limit" className={mutedStyle}>
          {t('audit.exportTooMany', { max: AUDIT_EXPORT_MAX_ROWS, total })}
        </p>
      )}
    </div>
  );
}
