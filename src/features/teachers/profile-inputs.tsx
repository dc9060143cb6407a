import { useTranslation } from 'react-i18next';
import { TEACHING_LANGUAGES } from '../../../contract/teacher-constants';
import type { TeachingTopic } from '../../../contract/teachers';
import type { WizardDraft } from '../../../machines/teacher-profile-wizard.machine';
import { css } from '../../../styled-system/css';
import { currentLanguage, translateMessage } from '../../i18n/i18n';
import { Field, inputStyle } from '../../ui/field';

const group = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none' });
const legend = css({ fontSize: 'sm', fontWeight: 'medium', marginBlockEnd: '1' });
const options = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });
const option = css({ display: 'inline-flex', alignItems: 'center', gap: '2' });
const fieldError = css({ fontSize: 'sm', color: 'red.700' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });
const column = css({ display: 'flex', flexDirection: 'column', gap: '1' });

export type DraftErrors = Partial<Record<keyof WizardDraft, string>>;

export interface ProfileInputsProps {
  fields: readonly (keyof WizardDraft)[];
  draft: WizardDraft;
  onChange: (values: Partial<WizardDraft>) => void;
  /** i18n keys (the wizard's checks) or server texts, per field. */
  errors: DraftErrors;
  topics: readonly TeachingTopic[];
  idPrefix: string;
}

/** A topic's name in the page's language. */
export const topicName = (topic: TeachingTopic) =>
  currentLanguage() === 'ar' ? topic.nameAr : topic.nameEn;

const errorText = (error: string | undefined) =>
  error === undefined ? undefined : translateMessage(error);

/** The inputs of some profile fields: the wizard shows them step by step, the admin all at once. */
export function ProfileInputs({
  fields,
  draft,
  onChange,
  errors,
  topics,
  idPrefix,
}: ProfileInputsProps) {
  const { t } = useTranslation();
  const id = (field: string) => `${idPrefix}-${field}`;
  const toggle = <T extends string>(list: readonly T[], value: T): T[] =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

  const checkboxes = (
    field: 'teachingTopicIds' | 'languages',
    choices: { value: string; label: string }[],
  ) => (
    <fieldset
      key={field}
      className={group}
      aria-describedby={errors[field] ? `${id(field)}-error` : undefined}
      data-testid={id(field)}
    >
      <legend className={legend}>{t(`teachers.fields.${field}`)}</legend>
      <div className={options}>
        {choices.map((choice) => (
          <label key={choice.value} className={option}>
            <input
              type="checkbox"
              checked={(draft[field] as string[]).includes(choice.value)}
              onChange={() =>
                onChange({
                  [field]: toggle(draft[field] as string[], choice.value),
                } as Partial<WizardDraft>)
              }
            />
            {choice.label}
          </label>
        ))}
      </div>
      {errors[field] && (
        <span id={`${id(field)}-error`} className={fieldError} data-testid={`${id(field)}-error`}>
          {errorText(errors[field])}
        </span>
      )}
    </fieldset>
  );

  const textArea = (field: 'bio' | 'qualifications', hint?: string) => (
    <div key={field} className={column}>
      <label htmlFor={id(field)} className={label}>
        {t(`teachers.fields.${field}`)}
      </label>
      <textarea
        id={id(field)}
        name={field}
        rows={4}
        className={inputStyle}
        value={draft[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={
          [hint && `${id(field)}-hint`, errors[field] && `${id(field)}-error`]
            .filter(Boolean)
            .join(' ') || undefined
        }
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
      {hint && (
        <span id={`${id(field)}-hint`} className={css({ fontSize: 'sm', color: 'gray.600' })}>
          {hint}
        </span>
      )}
      {errors[field] && (
        <span id={`${id(field)}-error`} className={fieldError} data-testid={`${id(field)}-error`}>
          {errorText(errors[field])}
        </span>
      )}
    </div>
  );

  return (
    <>
      {fields.map((field) => {
        switch (field) {
          case 'bio':
            return textArea('bio', t('teachers.wizard.bioHint'));
          case 'qualifications':
            return textArea('qualifications');
          case 'yearsOfExperience':
            return (
              <Field
                key={field}
                id={id(field)}
                label={t('teachers.fields.yearsOfExperience')}
                type="number"
                inputMode="numeric"
                min={0}
                max={60}
                value={draft.yearsOfExperience}
                onChange={(value) => onChange({ yearsOfExperience: value })}
                error={errorText(errors.yearsOfExperience)}
              />
            );
          case 'photoFileName':
            return (
              <Field
                key={field}
                id={id(field)}
                label={t('teachers.fields.photoFileName')}
                hint={t('teachers.wizard.photoHint')}
                value={draft.photoFileName}
                onChange={(value) => onChange({ photoFileName: value })}
                error={errorText(errors.photoFileName)}
              />
            );
          case 'teachingTopicIds':
            return checkboxes(
              'teachingTopicIds',
              topics.map((topic) => ({ value: topic.id, label: topicName(topic) })),
            );
          case 'languages':
            return checkboxes(
              'languages',
              TEACHING_LANGUAGES.map((code) => ({
                value: code,
                label: t(`teachers.languages.${code}`),
              })),
            );
        }
      })}
    </>
  );
}
