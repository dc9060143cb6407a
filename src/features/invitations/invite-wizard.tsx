import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationKind } from '../../../contract/invitations';
import { refreshInvitations } from './api/invitations';
import { refreshImports } from '../../api/imports';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { bulkInviteLogic } from './bulk-invite-logic';
import type { Audience } from './invitations-page';
import { DoneStep, ReportStep } from './report-step';
import { ChooseStep, FileStep } from './source-steps';
import { TypedStep, type TypedDraft } from './typed-step';

export interface InviteWizardProps {
  kind: InvitationKind;
  audience: Audience;
  /** Another organisation's invitations (its page, for a HAD caller); the active one's if unset. */
  organizationId?: string | undefined;
  /** The role number the typed step starts on when offered. */
  preferRoleNumber?: number | undefined;
  /** Students: the class the typed step starts on (a class's own "invite by e-mail"). */
  className?: string | undefined;
  onClose: () => void;
}

/** The guided invitation, drawn from the bulk-invite machine's state. */
export function InviteWizard({
  kind,
  audience,
  organizationId,
  preferRoleNumber,
  className,
  onClose,
}: InviteWizardProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const actor = useActorRef(bulkInviteLogic(organizationId), { input: { kind } });
  const step = useSelector(actor, (s) => s.value);
  // The typed text outlives the step, so going back from the report keeps it.
  const [draft, setDraft] = useState<TypedDraft>({ text: '', choice: className ?? null });

  useEffect(() => {
    if (step === 'done') void Promise.all([refreshInvitations(client), refreshImports(client)]);
  }, [step, client]);

  return (
    <Modal
      open
      onClose={onClose}
      title={t(`invitations.wizard.title.${audience}`)}
      closable={step !== 'committing'}
      // A stray click outside must not throw away the chosen file or the typed e-mails.
      closeOnOutside={false}
      testId="invite-wizard"
    >
      <div data-testid={`wizard-step-${step}`}>
        {step === 'choosing' && <ChooseStep actor={actor} />}
        {step === 'file' && <FileStep actor={actor} />}
        {step === 'typed' && (
          <TypedStep
            actor={actor}
            audience={audience}
            draft={draft}
            onDraft={setDraft}
            preferRoleNumber={preferRoleNumber}
          />
        )}
        {step === 'dryRunning' && <Spinner label={t('invitations.wizard.checking')} />}
        {(step === 'report' || step === 'committing') && <ReportStep actor={actor} />}
        {step === 'done' && <DoneStep actor={actor} onClose={onClose} />}
      </div>
    </Modal>
  );
}
