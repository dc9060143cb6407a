import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../../../ui/buttons';
import { lazyPart } from '../../../ui/lazy-part';

// The wizard (its machine, the report) loads when first opened, not with the managers' page.
const LiveClassBulkWizard = lazyPart(
  async () => (await import('./bulk-wizard')).LiveClassBulkWizard,
);

/** "Upload a sheet" on the managers' page (w LiveClassesApprove), opening the guided upload. */
export function UploadSheetButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        onClick={() => setOpen(true)}
        data-testid="live-classes-upload-sheet"
      >
        <FileSpreadsheet size={16} aria-hidden="true" />
        {t('liveClassesBulk.open')}
      </button>
      {open && <LiveClassBulkWizard onClose={() => setOpen(false)} />}
    </>
  );
}
