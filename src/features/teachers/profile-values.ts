import { useTranslation } from 'react-i18next';
import type { TeacherProfileValues, TeachingTopic } from '../../../contract/teachers';
import type { WizardDraft } from '../../../machines/teacher-profile-wizard.machine';
import { EMPTY_DRAFT } from '../../../machines/teacher-profile-wizard.machine';
import { currentLanguage } from '../../i18n/i18n';
import { topicName } from './profile-inputs';

export const VALUE_FIELDS = [
  'bio',
  'yearsOfExperience',
  'teachingTopicIds',
  'languages',
  'qualifications',
  'photoFileName',
] as const satisfies readonly (keyof TeacherProfileValues)[];

/** A profile's values as the inputs hold them (to fix a rejected profile, or to edit one). */
export function draftOf(values: TeacherProfileValues): WizardDraft {
  return {
    ...EMPTY_DRAFT,
    bio: values.bio ?? '',
    yearsOfExperience: values.yearsOfExperience === null ? '' : String(values.yearsOfExperience),
    teachingTopicIds: values.teachingTopicIds,
    languages: values.languages as WizardDraft['languages'],
    qualifications: values.qualifications ?? '',
    photoFileName: values.photoFileName ?? '',
  };
}

/** Shows one field's value as text: topic names, language names, years. */
export function useValueText(topics: readonly TeachingTopic[] | undefined) {
  const { t } = useTranslation();
  return (field: keyof TeacherProfileValues, values: TeacherProfileValues): string => {
    const none = t('teachers.none');
    const comma = currentLanguage() === 'ar' ? '، ' : ', ';
    switch (field) {
      case 'teachingTopicIds': {
        const names = values.teachingTopicIds.map((id) => {
          const topic = topics?.find((item) => item.id === id);
          return topic ? topicName(topic) : id;
        });
        return names.join(comma) || none;
      }
      case 'languages':
        return values.languages.map((code) => t(`teachers.languages.${code}`)).join(comma) || none;
      case 'yearsOfExperience':
        return values.yearsOfExperience === null
          ? none
          : t('teachers.years', { count: values.yearsOfExperience });
      default:
        return values[field] || none;
    }
  };
}
