import { useState, type FormEvent } from 'react';
import type { TeacherProfile, TeachingTopic } from '../../../contract/teachers';
import {
  STEP_FIELDS,
  stepErrors,
  toProfileFields,
  WIZARD_STEPS,
  type WizardDraft,
} from '../../../machines/teacher-profile-wizard.machine';
import { css } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { ProfileInputs, type DraftErrors } from './profile-inputs';
import { draftOf } from './profile-values';
import { SaveButton } from '../../ui/save-button';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none' });
const actions = css({ display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' });
const introStyle = css({ color: 'gray.700', fontSize: 'sm' });
const ALL_FIELDS = WIZARD_STEPS.flatMap((step) => STEP_FIELDS[step]);

export interface ProfileFormModalProps {
  profile: TeacherProfile;
  topics: readonly TeachingTopic[];
  onClose: () => void;
  title: string;
  intro?: string;
  /** `teacher-<name>`: the modal's test id, with `-error` and `-send` for its alert and button. */
  testId: string;
  idPrefix: string;
  labels: { cancel: string; send: string; sending: string };
  /** Sends the fields; answers the service's message, if any. */
  send: (fields: ReturnType<typeof toProfileFields>) => Promise<string | undefined>;
  /** The notice when the service sends no message (an i18n key). */
  sentNotice: string;
}

/**
 * Every field of a teacher profile at once, prefilled with the profile as it is and checked as
 * the wizard checks it before anything is sent; the service's field errors land on their fields.
 */
export function ProfileFormModal(props: ProfileFormModalProps) {
  const { profile, topics, onClose, title, testId, labels } = props;
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: DraftErrors = {};
    for (const step of WIZARD_STEPS) {
      for (const [field, key] of Object.entries(stepErrors(step, draft))) {
        found[field as keyof WizardDraft] = `teachers.wizard.errors.${key}`;
      }
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      notify('success', (await props.send(toProfileFields(draft))) || props.sentNotice);
      onClose();
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      setFailure(apiFailure.message);
      setErrors(apiFailure.fieldErrors ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={title} size="lg" testId={`${testId}-modal`}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
        <fieldset className={form} disabled={busy}>
          {props.intro && <p className={introStyle}>{props.intro}</p>}
          {failure && (
            <p role="alert" className={alertStyle} data-testid={`${testId}-error`}>
              {translateMessage(failure)}
            </p>
          )}
          <ProfileInputs
            fields={ALL_FIELDS}
            draft={draft}
            onChange={(values) => setDraft((d) => ({ ...d, ...values }))}
            errors={errors}
            topics={topics}
            idPrefix={props.idPrefix}
          />
          <div className={actions}>
            <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
              {labels.cancel}
            </button>
            <SaveButton
              label={busy ? labels.sending : labels.send}
              testId={`${testId}-send`}
              busy={busy}
            />
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
