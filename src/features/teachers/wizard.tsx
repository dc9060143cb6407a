import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { MyTeacherProfile, TeacherProfileFields } from '../../../contract/teachers';
import {
  STEP_FIELDS,
  teacherProfileWizardMachine,
  toProfileFields,
  WIZARD_STEPS,
  type WizardStep,
} from '../../../machines/teacher-profile-wizard.machine';
import { css } from '../../../styled-system/css';
import {
  myTeacherProfileKey,
  skipProfile,
  submitProfile,
  useTeachingTopics,
} from '../../api/teacher-profiles';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle } from '../../ui/field';
import { notify } from '../../ui/toast';
import { ProfileInputs, type DraftErrors } from './profile-inputs';
import { draftOf, useValueText, VALUE_FIELDS } from './profile-values';
import { RejectionNote } from './rejection-note';

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
  // The accent sits at the start of the reading direction (right in Arabic).
  borderInlineStartWidth: '4px',
  borderInlineStartColor: 'brand.500',
  maxInlineSize: '3xl',
});
const heading = css({ fontSize: 'xl', fontWeight: 'bold' });
const stepLine = css({ fontSize: 'sm', color: 'gray.600' });
const row = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' });
const form = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none' });
const list = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '2',
  columnGap: '4',
});
const term = css({ fontWeight: 'medium', color: 'gray.700' });

const STEP_TITLES = [...WIZARD_STEPS, 'review'] as const;

export interface WizardProps {
  mine: MyTeacherProfile & { profile: NonNullable<MyTeacherProfile['profile']> };
}

/**
 * The guided completion of a teacher's profile, drawn from the wizard machine: an introduction
 * (with the reasons when the profile was sent back), three checked steps, a review, then submit.
 */
export function TeacherProfileWizard({ mine }: WizardProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const topics = useTeachingTopics();
  const { profile } = mine;
  const rejected = profile.status === 'rejected';
  const logic = useMemo(
    () =>
      teacherProfileWizardMachine.provide({
        actors: {
          submitProfile: fromPromise<unknown, TeacherProfileFields>(({ input }) =>
            submitProfile(input),
          ),
          skipProfile: fromPromise<unknown, void>(() => skipProfile()),
        },
      }),
    [],
  );
  const actor = useActorRef(logic, {
    input: {
      canSkip: profile.status === 'incomplete',
      ...(rejected && { draft: draftOf(profile) }),
    },
  });
  const state = useSelector(actor, (s) => s.value);
  const context = useSelector(actor, (s) => s.context);
  const valueText = useValueText(topics.data);

  // The machine has finished: say so, and read the profile again (the gate then hides this).
  const finished = state === 'submitted' || state === 'skipped';
  useEffect(() => {
    if (state !== 'submitted' && state !== 'skipped') return;
    notify(
      'success',
      state === 'submitted' ? 'teachers.notices.submitted' : 'teachers.notices.skipped',
    );
    void client.invalidateQueries({ queryKey: myTeacherProfileKey });
  }, [state, client]);

  const errors: DraftErrors = { ...context.fieldErrors };
  for (const [field, key] of Object.entries(context.errors)) {
    errors[field as keyof DraftErrors] = `teachers.wizard.errors.${key}`;
  }
  const step = (STEP_TITLES as readonly string[]).includes(String(state))
    ? (state as (typeof STEP_TITLES)[number])
    : state === 'submitting'
      ? 'review'
      : null;
  const onNext = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'NEXT' });
  };

  return (
    <section className={panel} aria-labelledby="teacher-wizard-title" data-testid="teacher-wizard">
      <h2 id="teacher-wizard-title" className={heading}>
        {t('teachers.wizard.title')}
      </h2>
      {context.failure && (
        <p role="alert" className={alertStyle} data-testid="teacher-wizard-error">
          {translateMessage(context.failure)}
        </p>
      )}
      {(state === 'intro' || state === 'skipping') && (
        <>
          <p>{rejected ? t('teachers.wizard.rejectedIntro') : t('teachers.wizard.intro')}</p>
          {rejected && mine.lastRejection && <RejectionNote rejection={mine.lastRejection} />}
          <div className={row}>
            {context.canSkip && (
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                disabled={state === 'skipping'}
                onClick={() => actor.send({ type: 'SKIP' })}
                data-testid="teacher-wizard-skip"
              >
                {state === 'skipping' ? t('teachers.wizard.skipping') : t('teachers.wizard.skip')}
              </button>
            )}
            <button
              type="button"
              className={button({ variant: 'primary' })}
              disabled={state === 'skipping'}
              onClick={() => actor.send({ type: 'START' })}
              data-testid="teacher-wizard-start"
            >
              {rejected ? t('teachers.wizard.continue') : t('teachers.wizard.start')}
            </button>
          </div>
        </>
      )}
      {step && (
        <p className={stepLine} data-testid="teacher-wizard-step">
          {t('teachers.wizard.stepOf', {
            step: STEP_TITLES.indexOf(step) + 1,
            steps: STEP_TITLES.length,
          })}
          {' · '}
          <strong>{t(`teachers.wizard.steps.${step}`)}</strong>
        </p>
      )}
      {step && step !== 'review' && (
        <form onSubmit={onNext} noValidate aria-label={t(`teachers.wizard.steps.${step}`)}>
          <fieldset className={form}>
            <ProfileInputs
              fields={STEP_FIELDS[step as WizardStep]}
              draft={context.draft}
              onChange={(values) => actor.send({ type: 'EDIT', values })}
              errors={errors}
              topics={topics.data ?? []}
              idPrefix="wizard"
            />
            <div className={row}>
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                onClick={() => actor.send({ type: 'BACK' })}
              >
                {t('teachers.wizard.back')}
              </button>
              <button
                type="submit"
                className={button({ variant: 'primary' })}
                data-testid="teacher-wizard-next"
              >
                {t('teachers.wizard.next')}
              </button>
            </div>
          </fieldset>
        </form>
      )}
      {step === 'review' && (
        <>
          <dl className={list} data-testid="teacher-wizard-review">
            {VALUE_FIELDS.map((field) => (
              <div key={field} className={css({ display: 'contents' })}>
                <dt className={term}>{t(`teachers.fields.${field}`)}</dt>
                <dd>
                  {valueText(field, {
                    ...toProfileFields(context.draft),
                    photoFileName: context.draft.photoFileName || null,
                  })}
                </dd>
              </div>
            ))}
          </dl>
          <div className={row}>
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              disabled={state === 'submitting'}
              onClick={() => actor.send({ type: 'BACK' })}
            >
              {t('teachers.wizard.back')}
            </button>
            <button
              type="button"
              className={button({ variant: 'primary' })}
              disabled={state === 'submitting'}
              aria-busy={state === 'submitting'}
              onClick={() => actor.send({ type: 'SUBMIT' })}
              data-testid="teacher-wizard-submit"
            >
              {state === 'submitting'
                ? t('teachers.wizard.submitting')
                : t('teachers.wizard.submit')}
            </button>
          </div>
        </>
      )}
      {finished && (
        <p role="status" data-testid="teacher-wizard-done">
          {state === 'submitted'
            ? t('teachers.wizard.submittedText')
            : t('teachers.wizard.skippedText')}
        </p>
      )}
    </section>
  );
}
