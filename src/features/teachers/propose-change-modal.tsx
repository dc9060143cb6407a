import { useTranslation } from 'react-i18next';
import type { TeacherProfile, TeachingTopic } from '../../../contract/teachers';
import { useSubmitProfileChange } from '../../api/teacher-profiles';
import { ProfileFormModal } from './profile-form-modal';

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
  return (
    <ProfileFormModal
      profile={profile}
      topics={topics}
      onClose={onClose}
      title={t('teachers.mine.proposeTitle')}
      intro={t('teachers.mine.proposeIntro')}
      testId="teacher-propose"
      idPrefix="propose"
      labels={{
        cancel: t('teachers.mine.cancel'),
        send: t('teachers.mine.send'),
        sending: t('teachers.mine.sending'),
      }}
      send={async (fields) => (await submit.mutateAsync(fields)).message}
      sentNotice="teachers.notices.changeSubmitted"
    />
  );
}
