import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { examBodySchema, type Activity, type ExamBody } from '../../../../contract/curriculum';
import { useSaveExam } from '../api/topic-exams';
import { translateMessage } from '../../../i18n/i18n';
import { contractResolver } from '../../../ui/contract-resolver';
import { alertStyle } from '../../../ui/field';
import { useFirstErrorFocus } from '../../../ui/first-error-focus';
import { FormActions } from '../../../ui/form-actions';
import { Modal } from '../../../ui/modal';
import { fieldsetStyle } from '../../../ui/page-styles';
import { notify } from '../../../ui/toast';
import { ActivityFields } from './activity-fields';
import { showFailure } from './form-failure';

interface Values {
  titleEn: string;
  titleAr: string;
  expectedTimeInMinutes: number | null;
}
const FIELDS = ['titleEn', 'titleAr', 'expectedTimeInMinutes'] as const;

export interface ExamFormModalProps {
  levelId: string;
  /** null: a new exam, closing the topic after its other exams. */
  exam: Activity | null;
  onClose: () => void;
}

/** Add or edit a topic's exam: titles in both languages and the expected time, by the contract. */
export function ExamFormModal({ levelId, exam, onClose }: ExamFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveExam();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, ExamBody>({
    resolver: contractResolver<Values, ExamBody>(examBodySchema, (values) => values),
    defaultValues: {
      titleEn: exam?.titleEn ?? '',
      titleAr: exam?.titleAr ?? '',
      expectedTimeInMinutes: exam?.expectedTimeInMinutes ?? null,
    },
  });
  const formRef = useFirstErrorFocus(form.formState);
  const { handleSubmit, setError, formState } = form;
  const busy = save.isPending || formState.isSubmitting;

  const onSubmit = async ({ titleEn, titleAr, expectedTimeInMinutes }: ExamBody) => {
    setFailure(null);
    const body = { titleEn, titleAr, expectedTimeInMinutes };
    try {
      const saved = await save.mutateAsync(
        exam ? { id: exam.id, body } : { id: null, levelId, body },
      );
      const fallback = exam
        ? 'curriculumContent.exams.notices.updated'
        : 'curriculumContent.exams.notices.added';
      notify('success', saved.message || fallback);
      onClose();
    } catch (error) {
      setFailure(await showFailure(error, FIELDS, setError));
    }
  };

  const title = exam ? t('curriculumContent.exams.edit') : t('curriculumContent.exams.add');
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="sm"
      testId="exam-form-modal"
      closeOnOutside={false}
    >
      <form
        ref={formRef}
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
        noValidate
        aria-label={title}
      >
        <fieldset className={fieldsetStyle} disabled={busy}>
          {failure && (
            <p role="alert" className={alertStyle} data-testid="exam-form-failure">
              {translateMessage(failure)}
            </p>
          )}
          <FormProvider {...form}>
            <ActivityFields idPrefix="exam" />
          </FormProvider>
          <FormActions
            onCancel={onClose}
            busy={busy}
            submitTestId="exam-save"
            submitLabel={t('curriculumContent.save')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
