import { useFirstErrorFocus } from '../../../ui/first-error-focus';
import { formResolver } from '../../../ui/contract-resolver';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  activityBodySchema,
  activityUpdateSchema,
  type Activity,
} from '../../../../contract/curriculum';
import { useSaveActivity } from '../../../api/curriculum-content';
import { translateMessage } from '../../../i18n/i18n';
import { alertStyle } from '../../../ui/field';
import { FormActions } from '../../../ui/form-actions';
import { Modal } from '../../../ui/modal';
import { notify } from '../../../ui/toast';
import { ActivityFields } from './activity-fields';
import { showFailure } from './form-failure';
import { fieldsetStyle } from '../../../ui/page-styles';

interface Values {
  unitId?: string;
  titleEn: string;
  titleAr: string;
  expectedTimeInMinutes: number | null;
}
const FIELDS = ['titleEn', 'titleAr', 'expectedTimeInMinutes'] as const;

export interface ActivityFormModalProps {
  unitId: string;
  /** null: a new activity (a lesson), last in the unit. */
  activity: Activity | null;
  onClose: () => void;
}

/** Add or edit an activity, checked by the contract's rules before sending. */
export function ActivityFormModal({ unitId, activity, onClose }: ActivityFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveActivity();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = (activity
    ? formResolver(activityUpdateSchema)
    : formResolver(activityBodySchema)) as unknown as Resolver<Values>;
  const form = useForm<Values>({
    resolver,
    defaultValues: activity
      ? {
          titleEn: activity.titleEn,
          titleAr: activity.titleAr,
          expectedTimeInMinutes: activity.expectedTimeInMinutes,
        }
      : { unitId, titleEn: '', titleAr: '', expectedTimeInMinutes: null },
  });
  const formRef = useFirstErrorFocus(form.formState);
  const { handleSubmit, setError, formState } = form;
  const busy = save.isPending || formState.isSubmitting;

  const onSubmit = async ({ titleEn, titleAr, expectedTimeInMinutes }: Values) => {
    setFailure(null);
    const fields = { titleEn, titleAr, expectedTimeInMinutes };
    try {
      const { message } = await save.mutateAsync(
        activity ? { id: activity.id, body: fields } : { id: null, body: { unitId, ...fields } },
      );
      notify('success', message || 'curriculumContent.notices.activitySaved');
      onClose();
    } catch (error) {
      setFailure(await showFailure(error, FIELDS, setError));
    }
  };

  const title = activity
    ? t('curriculumContent.edit.activity')
    : t('curriculumContent.add.activity');
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="sm"
      testId="activity-form-modal"
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
            <p role="alert" className={alertStyle}>
              {translateMessage(failure)}
            </p>
          )}
          <FormProvider {...form}>
            <ActivityFields idPrefix="activity" />
          </FormProvider>
          <FormActions
            onCancel={onClose}
            busy={busy}
            submitTestId="activity-save"
            submitLabel={t('curriculumContent.save')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
