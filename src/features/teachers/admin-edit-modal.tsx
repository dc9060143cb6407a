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
import { useReview } from '../../api/teacher-profiles';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { ProfileInputs, type DraftErrors } from './profile-inputs';
import { draftOf } from './profile-values';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none' });
const ALL_FIELDS = WIZARD_STEPS.flatMap((step) => STEP_FIELDS[step]);

export interface AdminEditModalProps {
  profile: TeacherProfile;
  topics: readonly TeachingTopic[];
  onClose: () => void;
}

/** The admin's direct edit: every field at once, applied when saved (the wizard's checks first). */
export function AdminEditModal({ profile, topics, onClose }: AdminEditModalProps) {
  const { t } = useTranslation();
  const review = useReview();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = review.isPending;
  const name = `${profile.firstName} ${profile.lastName}`;
  const title = t('teachers.edit.title', { name });

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
    if (Object.keys(found).length > 0) return;
    try {
      await review.mutateAsync({
        kind: 'edit',
        teacherId: profile.teacherId,
        ...toProfileFields(draft),
      });
      notify('success', 'teachers.notices.edited');
      onClose();
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      setFailure(apiFailure.message);
      setErrors(apiFailure.fieldErrors ?? {});
    }
  };

  return (
    <Modal open onClose={onClose} title={title} size="lg" testId="teacher-edit-modal">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
        <fieldset className={form} disabled={busy}>
          {failure && (
            <p role="alert" className={alertStyle}>
              {translateMessage(failure)}
            </p>
          )}
          <ProfileInputs
            fields={ALL_FIELDS}
            draft={draft}
            onChange={(values) => setDraft((d) => ({ ...d, ...values }))}
            errors={errors}
            topics={topics}
            idPrefix="admin-edit"
          />
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3' })}>
            <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
              {t('teachers.edit.cancel')}
            </button>
            <button
              type="submit"
              className={button({ variant: 'primary' })}
              aria-busy={busy}
              data-testid="teacher-edit-save"
            >
              {busy ? t('teachers.edit.saving') : t('teachers.edit.save')}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
