import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../contract/audit';
import { cx } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import { undoDelete } from '../../api/trash-undo';
import { button } from '../../ui/buttons';
import { smallButtonStyle } from '../../ui/table';
import { notify } from '../../ui/toast';
import { WriteButton } from '../../ui/viewing-as';

/**
 * The delete of a record still in the trash, of a kind the reader may restore: restores it
 * from here, says so (or why not), and the trail is read again (the restore is on it).
 */
export function RestoreDeleted({ entry, what }: { entry: AuditEntry; what: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { trashId } = entry;
  if (!trashId) return null;
  const label = t('audit.restoreOf', { what });
  const restore = async () => {
    setBusy(true);
    try {
      notify('success', await undoDelete(trashId, client));
    } catch (error) {
      notify('error', (await toApiFailure(error)).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <WriteButton label={label} testId={`audit-restore-${entry.id}`}>
      <button
        type="button"
        className={cx(button({ variant: 'secondary' }), smallButtonStyle)}
        aria-label={label}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void restore()}
        data-testid={`audit-restore-${entry.id}`}
      >
        <RotateCcw size={14} aria-hidden="true" />
        {t('audit.restore')}
      </button>
    </WriteButton>
  );
}
