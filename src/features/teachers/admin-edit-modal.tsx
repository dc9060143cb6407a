import { useTranslation } from 'react-i18next';
import type { TeacherProfile, TeachingTopic } from '../../../contract/teachers';
import { useReview } from '../../api/teacher-profiles';
import { ProfileFormModal } from './profile-form-modal';

export interface AdminEditModalProps {
  profile: TeacherProfile;
  topics: readonly TeachingTopic[];
  onClose: () => void;
}

/** The admin's direct edit: every field at once, applied when saved (the wizard's checks first). */
export function AdminEditModal({ profile, topics, onClose }: AdminEditModalProps) {
  const { t } = useTranslation();
  const review = useReview();
  return (
    <ProfileFormModal
      profile={profile}
      topics={topics}
      onClose={onClose}
      title={t('teachers.edit.title', { name: `${profile.firstName} ${profile.lastName}` })}
      testId="teacher-edit"
      idPrefix="admin-edit"
      labels={{
        cancel: t('teachers.edit.cancel'),
        send: t('teachers.edit.save'),
        sending: t('teachers.edit.saving'),
      }}
      send={async (fields) => {
        await review.mutateAsync({ kind: 'edit', teacherId: profile.teacherId, ...fields });
        return undefined;
      }}
      sentNotice="teachers.notices.edited"
    />
  );
}
