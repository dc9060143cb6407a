import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { labelStyle } from '../../../ui/field';
import { StepButtons, type StepButtonsProps } from './step-buttons';
import { stepFormStyle } from './styles';

/** A choice of one plan, given by the screen that composes the set-up (the plans feature's). */
export type PlanPicker = ComponentType<{
  id: string;
  value: string;
  onChange: (planId: string) => void;
}>;

/** The plan step: which of HAD's plans the organisation gets. */
export function PlanStep({
  Picker,
  onSave,
  ...buttons
}: {
  Picker: PlanPicker;
  onSave: (values: { planId: string }) => void;
} & StepButtonsProps) {
  const { t } = useTranslation();
  const [planId, setPlanId] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (planId) onSave({ planId });
      }}
      className={stepFormStyle}
      aria-labelledby="setup-step-title"
    >
      <label htmlFor="setup-plan" className={labelStyle}>
        {t('organizations.setup.planLabel')}
      </label>
      <Picker id="setup-plan" value={planId} onChange={setPlanId} />
      <StepButtons {...buttons} disabled={!planId} saveLabel={t('organizations.setup.givePlan')} />
    </form>
  );
}
