import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REJECTION_REASONS,
  TEACHER_PROFILE_LIMITS,
  type RejectionReason,
} from '../../../contract/teacher-constants';
import { css } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import { useReview } from '../../api/teacher-profiles';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle, inputStyle } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { SaveButton } from '../../ui/save-button';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none' });
const option = css({ display: 'flex', alignItems: 'center', gap: '2' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });

export interface RejectModalProps {
  /** A profile (teacherId) or one of its changes (changeId). */
  target: { kind: 'profile'; teacherId: string } | { kind: 'change'; changeId: string };
  name: string;
  onClose: () => void;
}

/** Reject with at least one reason and an optional note; the teacher reads both. */
export function RejectModal({ target, name, onClose }: RejectModalProps) {
  const { t } = useTranslation();
  const review = useReview();
  const [reasons, setReasons] = useState<RejectionReason[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = review.isPending;
  const title =
    target.kind === 'profile'
      ? t('teachers.reject.title', { name })
      : t('teachers.reject.changeTitle', { name });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reasons.length === 0) {
      setError('teachers.reject.pickOne');
      return;
    }
    const body = { reasons, note: note.trim() || null };
    try {
      await review.mutateAsync(
        target.kind === 'profile'
          ? { kind: 'reject', teacherId: target.teacherId, ...body }
          : { kind: 'rejectChange', changeId: target.changeId, ...body },
      );
      notify(
        'success',
        target.kind === 'profile' ? 'teachers.notices.rejected' : 'teachers.notices.changeRejected',
      );
      onClose();
    } catch (failure) {
      const apiFailure = await toApiFailure(failure);
      setError(apiFailure.message);
    }
  };

  return (
    <Modal open onClose={onClose} title={title} size="md" testId="teacher-reject-modal">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
        <fieldset className={form} disabled={busy}>
          {error && (
            <p role="alert" className={alertStyle} data-testid="teacher-reject-error">
              {translateMessage(error)}
            </p>
          )}
          <fieldset className={form}>
            <legend className={label}>{t('teachers.reject.reasons')}</legend>
            {REJECTION_REASONS.map((reason) => (
              <label key={reason} className={option}>
                <input
                  type="checkbox"
                  checked={reasons.includes(reason)}
                  onChange={() =>
                    setReasons((list) =>
                      list.includes(reason) ? list.filter((r) => r !== reason) : [...list, reason],
                    )
                  }
                />
                {t(`teachers.reasons.${reason}`)}
              </label>
            ))}
          </fieldset>
          <label htmlFor="teacher-reject-note" className={label}>
            {t('teachers.reject.note')}
          </label>
          <textarea
            id="teacher-reject-note"
            className={inputStyle}
            rows={3}
            maxLength={TEACHER_PROFILE_LIMITS.noteMax}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3' })}>
            <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
              {t('teachers.edit.cancel')}
            </button>
            <SaveButton
              label={t('teachers.reject.submit')}
              testId="teacher-reject-confirm"
              busy={busy}
            />
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
