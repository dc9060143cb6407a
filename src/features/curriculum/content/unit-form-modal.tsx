import { useFirstErrorFocus } from '../../../ui/first-error-focus';
import { formResolver } from '../../../ui/contract-resolver';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { unitBodySchema, unitUpdateSchema, type Unit } from '../../../../contract/curriculum';
import { useSaveUnit } from '../../../api/curriculum-content';
import { translateMessage } from '../../../i18n/i18n';
import { alertStyle } from '../../../ui/field';
import { FormActions } from '../../../ui/form-actions';
import { Modal } from '../../../ui/modal';
import { fieldsetStyle } from '../../../ui/page-styles';
import { notify } from '../../../ui/toast';
import { TitleFields } from '../title-fields';
import { showFailure } from './form-failure';

interface Values {
  levelId?: string;
  titleEn: string;
  titleAr: string;
}
const FIELDS = ['titleEn', 'titleAr'] as const;

export interface UnitFormModalProps {
  levelId: string;
  /** null: a new unit, last in the topic. */
  unit: Unit | null;
  onClose: () => void;
}

/** Add or rename a unit, checked by the contract's rules before sending. */
export function UnitFormModal({ levelId, unit, onClose }: UnitFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveUnit();
  const [failure, setFailure] = useState<string | null>(null);
  // A new unit names its topic; an update takes only the titles (strict: no other field).
  const resolver = (unit
    ? formResolver(unitUpdateSchema)
    : formResolver(unitBodySchema)) as unknown as Resolver<Values>;
  const form = useForm<Values>({
    resolver,
    defaultValues: unit
      ? { titleEn: unit.titleEn, titleAr: unit.titleAr }
      : { levelId, titleEn: '', titleAr: '' },
  });
  const formRef = useFirstErrorFocus(form.formState);
  const { handleSubmit, setError, formState } = form;
  const busy = save.isPending || formState.isSubmitting;

  const onSubmit = async ({ titleEn, titleAr }: Values) => {
    setFailure(null);
    try {
      const { message } = await save.mutateAsync(
        unit
          ? { id: unit.id, body: { titleEn, titleAr } }
          : { id: null, body: { levelId, titleEn, titleAr } },
      );
      notify('success', message || 'curriculumContent.notices.unitSaved');
      onClose();
    } catch (error) {
      setFailure(await showFailure(error, FIELDS, setError));
    }
  };

  const title = unit ? t('curriculumContent.edit.unit') : t('curriculumContent.add.unit');
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="sm"
      testId="unit-form-modal"
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
            <TitleFields idPrefix="unit" />
          </FormProvider>
          <FormActions
            onCancel={onClose}
            busy={busy}
            submitTestId="unit-save"
            submitLabel={t('curriculumContent.save')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
