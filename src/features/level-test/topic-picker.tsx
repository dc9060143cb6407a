import { useTranslation } from 'react-i18next';
import type { SuccessRange } from '../../../contract/success-ranges';
import { useTopicOptions } from '../../api/topics';
import { SelectField, type SelectOption } from '../../ui/field';
import { useTopicTitle } from './topic-title';

export interface TopicPickerProps {
  value: string;
  onChange: (levelId: string) => void;
  /** A form error on `levelId` (the schema's, or the service's). */
  error?: string | undefined;
  /** The range being edited: its topic stays choosable, even archived or not yet loaded. */
  current: SuccessRange | null;
}

/** The topic a range places learners in: the curriculum's topics that are not archived. */
export function TopicPicker({ value, onChange, error, current }: TopicPickerProps) {
  const { t } = useTranslation();
  const topics = useTopicOptions();
  const titleOf = useTopicTitle();
  const options: SelectOption[] = [{ value: '', label: t('levelTest.form.chooseTopic') }];
  for (const topic of topics.data ?? []) {
    if (topic.status === 'archived' && topic.id !== current?.levelId) continue;
    options.push({ value: topic.id, label: titleOf(topic) });
  }
  if (current && !options.some((option) => option.value === current.levelId)) {
    const label = titleOf({ titleEn: current.levelTitleEn, titleAr: current.levelTitleAr });
    options.push({ value: current.levelId, label });
  }
  return (
    <SelectField
      id="level-test-topic"
      label={t('levelTest.form.topic')}
      value={value}
      onChange={onChange}
      options={options}
      required
      aria-busy={topics.isPending}
      hint={topics.isPending ? t('levelTest.form.topicsLoading') : undefined}
      error={error ?? (topics.isError ? 'levelTest.form.topicsFailed' : undefined)}
    />
  );
}
