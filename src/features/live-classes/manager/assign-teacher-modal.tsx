import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveClass } from '../../../../contract/live-classes';
import { css } from '../../../../styled-system/css';
import { toApiFailure } from '../../../api/api-failure';
import {
  useLiveClassChange,
  useLiveClassLookups,
  useLiveClassWindow,
} from '../../../api/live-classes';
import { formatDate } from '../../../i18n/format-date';
import { translateMessage } from '../../../i18n/i18n';
import { alertStyle } from '../../../ui/field';
import { FormActions } from '../../../ui/form-actions';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { StatusBadge } from '../../../ui/status-badge';
import { notify } from '../../../ui/toast';
import { endOf, formatHours, startOf } from '../shared/live-class-time';
import { clashesOf } from './clashes';
import { addDays, dayKey } from './week';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const group = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none' });
const legend = css({ fontWeight: 'medium', marginBlockEnd: '2' });
const option = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  padding: '2',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'gray.50' },
  '&:has(input:checked)': { borderColor: 'brand.500', bg: 'brand.50' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.500' },
});
const radio = css({ marginBlockStart: '1', accentColor: 'brand.600' });
const who = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const clashNote = css({ fontSize: 'sm', color: 'amber.900' });
const note = css({ color: 'gray.600', fontSize: 'sm' });

export interface AssignTeacherModalProps {
  liveClass: LiveClass;
  onClose: () => void;
}

/**
 * Give a class a teacher, picked from the organisation's teachers. Those who already teach an
 * approved class at an overlapping time are marked with it (from the classes of the class's
 * days); the service has the last word: its 409 names the other class.
 */
export function AssignTeacherModal({ liveClass, onClose }: AssignTeacherModalProps) {
  const { t, i18n } = useTranslation();
  const lookups = useLiveClassLookups();
  // The service counts days in UTC: a day more on each side covers any time zone.
  const nearby = useLiveClassWindow({
    from: dayKey(addDays(new Date(startOf(liveClass)), -1)),
    to: dayKey(addDays(new Date(endOf(liveClass)), 1)),
  });
  const change = useLiveClassChange();
  const [teacherId, setTeacherId] = useState(liveClass.teacherId ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const clashes = clashesOf(liveClass, nearby.data ?? []);
  const title = t('liveClassesManager.assign.title', { title: liveClass.title });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!teacherId) return;
    setFailure(null);
    try {
      const { message } = await change.mutateAsync({
        action: 'assignTeacher',
        id: liveClass.id,
        teacherId,
      });
      notify('success', message || 'liveClasses.notices.teacherAssigned');
      onClose();
    } catch (error) {
      const failed = await toApiFailure(error);
      // A teacher the service does not know here is said on the field, not as 'Invalid request.'.
      const message = failed.fieldErrors?.teacherId ?? failed.message;
      setFailure(message);
    }
  };

  const teachers = lookups.data?.teachers ?? [];
  return (
    <Modal open onClose={onClose} title={title} size="md" testId="assign-teacher-modal">
      <form className={form} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <p className={note}>
          {formatDate(liveClass.startsAt, i18n.language)} · {formatHours(liveClass, i18n.language)}
        </p>
        {failure && (
          <p role="alert" className={alertStyle} data-testid="assign-teacher-error">
            {translateMessage(failure)}
          </p>
        )}
        {lookups.isPending ? (
          <Spinner label={t('liveClassesManager.assign.loading')} />
        ) : lookups.isError ? (
          <p role="alert" className={alertStyle}>
            {t('liveClassesManager.assign.failed')}
          </p>
        ) : teachers.length === 0 ? (
          <p className={note}>{t('liveClassesManager.assign.none')}</p>
        ) : (
          <fieldset className={group} disabled={change.isPending}>
            <legend className={legend}>{t('liveClassesManager.assign.legend')}</legend>
            {nearby.isPending && <p className={note}>{t('liveClassesManager.assign.checking')}</p>}
            {nearby.isError && (
              <p className={note}>{t('liveClassesManager.assign.clashesUnknown')}</p>
            )}
            {teachers.map((teacher) => {
              const busy = clashes.get(teacher.id) ?? [];
              const noteId = `assign-clash-${teacher.id}`;
              return (
                <label key={teacher.id} className={option} data-testid={`assign-${teacher.id}`}>
                  <input
                    type="radio"
                    name="teacher"
                    className={radio}
                    value={teacher.id}
                    checked={teacherId === teacher.id}
                    onChange={() => setTeacherId(teacher.id)}
                    aria-describedby={busy.length > 0 ? noteId : undefined}
                  />
                  <span className={who}>
                    <span>
                      {teacher.name}{' '}
                      {teacher.id === liveClass.teacherId && (
                        <StatusBadge tone="info">
                          {t('liveClassesManager.assign.current')}
                        </StatusBadge>
                      )}{' '}
                      {busy.length > 0 && (
                        <StatusBadge tone="warning">
                          {t('liveClassesManager.assign.busy')}
                        </StatusBadge>
                      )}
                    </span>
                    {busy.length > 0 && (
                      <span id={noteId} className={clashNote} data-testid={noteId}>
                        {busy
                          .map((other) =>
                            t('liveClassesManager.assign.clash', {
                              title: other.title,
                              hours: formatHours(other, i18n.language),
                            }),
                          )
                          .join(' ')}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
        <FormActions
          onCancel={onClose}
          busy={change.isPending}
          disabled={!teacherId || teacherId === liveClass.teacherId || change.isPending}
          submitTestId="assign-teacher-save"
          submitLabel={t('liveClassesManager.assign.submit')}
        />
      </form>
    </Modal>
  );
}
