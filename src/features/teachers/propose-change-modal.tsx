import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useSubmitProfileChange } from '../../api/teacher-profiles';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { ProfileInputs, type DraftErrors } from './profile-inputs';
import { draftOf } from './profile-values';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none' });
const actions = css({ display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' });
const intro = css({ color: 'gray.700', fontSize: 'sm' });
const ALL_FIELDS = WIZARD_STEPS.flatMap((step) => STEP_FIELDS[step]);

export interface ProposeChangeModalProps {
  profile: TeacherProfile;
  topics: readonly TeachingTopic[];
  onClose: () => void;
}

/**
 * An accepted teacher's proposal: every field, prefilled with the profile as it is, checked as
 * the wizard checks it, then sent for review (`POST v1/teachers/profile-changes/submit`).
 */
export function ProposeChangeModal({ profile, topics, onClose }: ProposeChangeModalProps) {
  const { t } = useTranslation();
  const submit = useSubmitProfileChange();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = submit.isPending;
  const title = t('teachers.mine.proposeTitle');

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
    try {
      const { message } = await submit.mutateAsync(toProfileFields(draft));
      notify('success', message || 'teachers.notices.changeSubmitted');
      onClose();
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      setFailure(apiFailure.message);
      setErrors(apiFailure.fieldErrors ?? {});
    }
  };

  return (
    <Modal open onClose={onClose} title={title} size="lg" testId="teacher-propose-modal">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
        <fieldset className={form} disabled={busy}>
          <p className={intro}>{t('teachers.mine.proposeIntro')}</p>
          {failure && (
            <p role="alert" className={alertStyle} data-testid="teacher-propose-error">
              {translateMessage(failure)}
            </p>
          )}
          <ProfileInputs
            fields={ALL_FIELDS}
            draft={draft}
            onChange={(values) => setDraft((d) => ({ ...d, ...values }))}
            errors={errors}
            topics={topics}
            idPrefix="propose"
          />
          <div className={actions}>
            <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
              {t('teachers.mine.cancel')}
            </button>
            <button
              type="submit"
              className={button({ variant: 'primary' })}
              aria-busy={busy}
              data-testid="teacher-propose-send"
            >
              {busy ? t('teachers.mine.sending') : t('teachers.mine.send')}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
