import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshImports } from '../../../api/imports';
import { refreshLiveClasses } from '../../../api/live-classes';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { liveClassBulkLogic } from './bulk-logic';
import { PickStep } from './pick-step';
import { DoneStep, ReportStep } from './report-step';

/** The guided sheet upload, drawn from the live-class bulk machine's state. */
export function LiveClassBulkWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const actor = useActorRef(liveClassBulkLogic);
  const step = useSelector(actor, (s) => s.value);

  useEffect(() => {
    if (step === 'done') void Promise.all([refreshLiveClasses(client), refreshImports(client)]);
  }, [step, client]);

  return (
    <Modal
      open
      onClose={onClose}
      title={t('liveClassesBulk.title')}
      closable={step !== 'committing'}
      // A stray click outside must not throw away the chosen sheet or its report.
      closeOnOutside={false}
      testId="sheet-wizard"
    >
      <div data-testid={`sheet-step-${step}`}>
        {step === 'picking' && <PickStep actor={actor} />}
        {step === 'dryRunning' && <Spinner label={t('liveClassesBulk.checking')} />}
        {(step === 'report' || step === 'committing') && <ReportStep actor={actor} />}
        {step === 'done' && <DoneStep actor={actor} onClose={onClose} />}
      </div>
    </Modal>
  );
}
