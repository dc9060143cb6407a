import { useTranslation } from 'react-i18next';
import type { PlanTopic } from '../../../contract/plans';
import { useTopicOptions } from '../../api/topics';
import { translateMessage } from '../../i18n/i18n';
import { LoadFailure } from '../../ui/load-failure';
import { mutedStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { choicesStyle, errorTextStyle, fieldsetStyle, subtleStyle } from './styles';

/**
 * The topics a plan includes: the curriculum's published topics, each titled in both languages,
 * and those the plan already has (so one no longer published can still be taken out).
 */
export function PlanTopicsField({
  value,
  onChange,
  current,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  current: readonly PlanTopic[];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const topics = useTopicOptions();
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((chosen) => chosen !== id));
  const published = topics.data?.filter((topic) => topic.status === 'published') ?? [];
  const shown = [
    ...published,
    ...current.filter((planTopic) => !published.some((topic) => topic.id === planTopic.id)),
  ];
  return (
    <fieldset
      className={fieldsetStyle}
      aria-describedby={error ? 'plan-levelIds-error' : 'plan-levelIds-hint'}
      data-testid="plan-levelIds"
    >
      <legend>{t('packages.form.topics')}</legend>
      <span id="plan-levelIds-hint" className={subtleStyle}>
        {t('packages.form.topicsHint')}
      </span>
      {topics.isPending ? (
        <Spinner />
      ) : topics.isError ? (
        <LoadFailure
          error={topics.error}
          onRetry={topics.refetch}
          retryLabel={t('packages.list.retry')}
        />
      ) : shown.length === 0 ? (
        <p className={mutedStyle}>{t('packages.form.noTopics')}</p>
      ) : (
        <div className={choicesStyle}>
          {shown.map((topic) => (
            <label key={topic.id}>
              <input
                type="checkbox"
                checked={value.includes(topic.id)}
                onChange={(event) => toggle(topic.id, event.target.checked)}
              />
              <span>
                <span lang="en" dir="ltr">
                  {topic.titleEn}
                </span>
                {' · '}
                <span lang="ar" dir="rtl">
                  {topic.titleAr}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <span id="plan-levelIds-error" className={errorTextStyle} data-testid="plan-levelIds-error">
          {translateMessage(error)}
        </span>
      )}
    </fieldset>
  );
}
