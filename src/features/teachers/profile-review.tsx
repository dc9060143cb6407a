import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherProfileValues } from '../../../contract/teachers';
import {
  allowedProfileChangeActions,
  allowedTeacherProfileActions,
} from '../../../machines/teacher-profile.machine';
import { css } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import {
  review,
  teacherProfilesKey,
  useProfileChange,
  useRejections,
  useTeacherProfile,
  useTeachingTopics,
} from '../../api/teacher-profiles';
import { useQueryClient } from '@tanstack/react-query';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { alertStyle } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { AdminEditModal } from './admin-edit-modal';
import { VALUE_FIELDS, useValueText } from './profile-values';
import { RejectModal } from './reject-modal';
import { StatusBadge } from './review-table';

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  padding: '5',
  bg: 'white',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
});
const header = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const heading = css({ fontSize: 'lg', fontWeight: 'semibold', marginInlineEnd: 'auto' });
const table = css({ inlineSize: 'full', borderCollapse: 'collapse' });
const cell = css({
  paddingInline: '3',
  paddingBlock: '2',
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.200',
  whiteSpace: 'pre-wrap',
});
const changed = css({ bg: 'amber.50' });
const actions = css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'flex-end' });
const small = css({ fontSize: 'sm', color: 'gray.600' });

export interface ProfileReviewProps {
  teacherId: string;
  canUpdate: boolean;
  confirmation: ConfirmationActor;
  onClose: () => void;
}

type Open = 'reject' | 'rejectChange' | 'edit' | null;

/**
 * One teacher's profile for review: its values, or a waiting change side by side with the values
 * it would replace (old -> new), and only the actions the teacher-profile machines allow.
 */
export function ProfileReview({ teacherId, canUpdate, confirmation, onClose }: ProfileReviewProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const profile = useTeacherProfile(teacherId);
  const change = useProfileChange(profile.data?.pendingChangeId ?? null);
  const rejections = useRejections(teacherId);
  const topics = useTeachingTopics();
  const valueText = useValueText(topics.data);
  const [open, setOpen] = useState<Open>(null);

  if (profile.isPending) return <Spinner />;
  if (profile.isError || !profile.data) {
    return (
      <p role="alert" className={alertStyle}>
        {translateMessage(profile.error?.message ?? '')}
      </p>
    );
  }
  const data = profile.data;
  const name = `${data.firstName} ${data.lastName}`;
  const pending = change.data?.status === 'submitted' ? change.data : null;
  const profileActions = canUpdate
    ? allowedTeacherProfileActions(data.status, { changePending: data.pendingChangeId !== null })
    : [];
  const changeActions = canUpdate && pending ? allowedProfileChangeActions(pending.status) : [];

  const confirmThen = (
    titleKey: string,
    messageKey: string,
    confirmKey: string,
    run: () => Promise<unknown>,
    successKey: string,
  ) =>
    confirmation.send({
      type: 'OPEN',
      title: t(titleKey),
      message: t(messageKey, { name }),
      buttons: { confirm: { title: t(confirmKey) } },
      action: async () => {
        try {
          await run();
          notify('success', successKey);
        } catch (error) {
          notify('error', (await toApiFailure(error)).message);
        } finally {
          await client.invalidateQueries({ queryKey: teacherProfilesKey });
        }
      },
    });

  const rows = (values: TeacherProfileValues, proposed: TeacherProfileValues | null) =>
    VALUE_FIELDS.map((field) => {
      const before = valueText(field, values);
      const after = proposed ? valueText(field, proposed) : null;
      return (
        <tr key={field} className={after !== null && after !== before ? changed : undefined}>
          <th scope="row" className={cell}>
            {t(`teachers.fields.${field}`)}
          </th>
          <td className={cell} data-testid={`current-${field}`}>
            {before}
          </td>
          {after !== null && (
            <td className={cell} data-testid={`proposed-${field}`}>
              {after}
            </td>
          )}
        </tr>
      );
    });

  return (
    <section className={panel} aria-labelledby="teacher-review-title" data-testid="teacher-review">
      <div className={header}>
        <h2 id="teacher-review-title" className={heading}>
          {t('teachers.detail.title', { name })}
        </h2>
        <StatusBadge status={data.status} />
        <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
          {t('teachers.detail.close')}
        </button>
      </div>
      <p className={small}>{data.email}</p>
      {pending && (
        <h3 className={css({ fontWeight: 'semibold' })}>{t('teachers.detail.changeTitle')}</h3>
      )}
      <div className={css({ overflowX: 'auto' })}>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t('teachers.detail.field')}
              </th>
              <th scope="col" className={cell}>
                {t('teachers.detail.current')}
              </th>
              {pending && (
                <th scope="col" className={cell}>
                  {t('teachers.detail.proposed')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>{rows(pending ? pending.current : data, pending ? pending.proposed : null)}</tbody>
        </table>
      </div>
      <div className={actions}>
        {changeActions.includes('reject') && (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => setOpen('rejectChange')}
            data-testid="teacher-action-rejectChange"
          >
            {t('teachers.actions.rejectChange')}
          </button>
        )}
        {changeActions.includes('approve') && pending && (
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() =>
              confirmThen(
                'teachers.confirmApproveTitle',
                'teachers.confirmApprove',
                'teachers.actions.approveChange',
                () => review({ kind: 'approveChange', changeId: pending.id }),
                'teachers.notices.changeApproved',
              )
            }
            data-testid="teacher-action-approveChange"
          >
            {t('teachers.actions.approveChange')}
          </button>
        )}
        {profileActions.includes('editByAdmin') && (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => setOpen('edit')}
            data-testid="teacher-action-editByAdmin"
          >
            {t('teachers.actions.editByAdmin')}
          </button>
        )}
        {profileActions.includes('reject') && (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => setOpen('reject')}
            data-testid="teacher-action-reject"
          >
            {t('teachers.actions.reject')}
          </button>
        )}
        {profileActions.includes('accept') && (
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() =>
              confirmThen(
                'teachers.confirmAcceptTitle',
                'teachers.confirmAccept',
                'teachers.actions.accept',
                () => review({ kind: 'accept', teacherId }),
                'teachers.notices.accepted',
              )
            }
            data-testid="teacher-action-accept"
          >
            {t('teachers.actions.accept')}
          </button>
        )}
      </div>
      {(rejections.data?.length ?? 0) > 0 && (
        <div>
          <h3 className={css({ fontWeight: 'semibold' })}>{t('teachers.detail.rejections')}</h3>
          <ul data-testid="teacher-rejections">
            {rejections.data?.map((rejection) => (
              <li key={rejection.id} className={small}>
                {t('teachers.detail.rejectionOf', {
                  kind: t(
                    rejection.kind === 'profile'
                      ? 'teachers.detail.kindProfile'
                      : 'teachers.detail.kindChange',
                  ),
                  date: new Date(rejection.createdAt).toLocaleDateString(i18n.language),
                })}
                {': '}
                {rejection.reasons.map((reason) => t(`teachers.reasons.${reason}`)).join(', ')}
                {rejection.note ? ` — ${rejection.note}` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      {open === 'reject' && (
        <RejectModal
          target={{ kind: 'profile', teacherId }}
          name={name}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'rejectChange' && pending && (
        <RejectModal
          target={{ kind: 'change', changeId: pending.id }}
          name={name}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'edit' && (
        <AdminEditModal profile={data} topics={topics.data ?? []} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
