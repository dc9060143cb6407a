import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { useTopicOptions } from '../../api/topics';
import { SelectField, type SelectOption } from '../../ui/field';

export interface TopicSelectProps {
  value: string;
  onChange: (levelId: string) => void;
  /** The server's error on `levelId`. */
  error?: string | undefined;
  /** The class being edited: its topic stays choosable while the list loads. */
  classRoom: ClassRoom | null;
}

/** The curriculum topic the class follows, from the published topics (`v1/admin/levels/data`). */
export function TopicSelect({ value, onChange, error, classRoom }: TopicSelectProps) {
  const { t, i18n } = useTranslation();
  const topics = useTopicOptions();
  const arabic = i18n.language === 'ar';
  const options: SelectOption[] = [{ value: '', label: t('classes.noTopic') }];
  for (const topic of topics.data ?? []) {
    if (topic.status !== 'published' && topic.id !== classRoom?.levelId) continue;
    const title = (arabic ? topic.titleAr : topic.titleEn) || topic.titleEn || topic.titleAr;
    options.push({ value: topic.id, label: title });
  }
  const current = classRoom?.levelId;
  if (current && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: t('classes.currentTopic') });
  }
  return (
    <SelectField
      id="class-topic"
      label={t('classes.fields.topic')}
      value={value}
      onChange={onChange}
      options={options}
      aria-busy={topics.isPending}
      hint={topics.isPending ? t('classes.topicsLoading') : undefined}
      error={error ?? (topics.isError ? 'classes.topicsFailed' : undefined)}
    />
  );
}
