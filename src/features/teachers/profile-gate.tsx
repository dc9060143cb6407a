import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useMyTeacherProfile } from '../../api/teacher-profiles';
import { MyProfile } from './my-profile';
import { TeacherProfileWizard } from './wizard';

const note = css({ color: 'gray.700', fontSize: 'sm' });

/**
 * Shown at the top of /home for a teacher: the wizard while the profile is incomplete or was
 * sent back, a line while it is being reviewed, the teacher's own profile (to propose changes to)
 * once it is accepted, nothing when skipped.
 */
export function TeacherProfileGate() {
  const { t } = useTranslation();
  const { data } = useMyTeacherProfile();
  const profile = data?.profile;
  if (!data?.isTeacher || !profile) return null;
  if (profile.status === 'incomplete' || profile.status === 'rejected') {
    // A new status (sent back again) starts a fresh wizard.
    return <TeacherProfileWizard key={profile.status} mine={{ ...data, profile }} />;
  }
  if (profile.status === 'submitted') {
    return (
      <p className={note} role="status" data-testid="teacher-profile-under-review">
        {t('teachers.wizard.underReview')}
      </p>
    );
  }
  if (profile.status === 'accepted') return <MyProfile mine={{ ...data, profile }} />;
  return null;
}
