import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formResolver, showFieldErrors } from '../../../ui/contract-resolver';
import { FormField } from '../../../ui/form-fields';
import { StepButtons, type StepButtonsProps } from './step-buttons';
import { gridStyle, stepFormStyle } from './styles';

/** The manager's invitation as typed: the e-mail, and names the invitation can carry. */
const managerSchema = z.object({
  email: z.email().max(254),
  firstName: z.string().trim().max(200),
  lastName: z.string().trim().max(200),
});
export type ManagerValues = z.infer<typeof managerSchema>;
const FIELDS = ['email', 'firstName', 'lastName'] as const;

/** The manager step: who runs the organisation; an invitation is e-mailed to them. */
export function ManagerStep({
  fieldErrors,
  onSave,
  ...buttons
}: {
  fieldErrors: Record<string, string>;
  onSave: (values: ManagerValues) => void;
} & StepButtonsProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<ManagerValues>({
    resolver: formResolver(managerSchema),
    defaultValues: { email: '', firstName: '', lastName: '' },
  });
  useEffect(() => showFieldErrors(fieldErrors, FIELDS, setError), [fieldErrors, setError]);
  return (
    <form
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      noValidate
      className={stepFormStyle}
      aria-labelledby="setup-step-title"
    >
      <FormField
        control={control}
        name="email"
        id="setup-manager-email"
        label={t('organizations.setup.managerEmail')}
        type="email"
        autoComplete="off"
        required
      />
      <div className={gridStyle}>
        <FormField
          control={control}
          name="firstName"
          id="setup-manager-first"
          label={t('organizations.setup.managerFirstName')}
        />
        <FormField
          control={control}
          name="lastName"
          id="setup-manager-last"
          label={t('organizations.setup.managerLastName')}
        />
      </div>
      <StepButtons {...buttons} saveLabel={t('organizations.setup.invite')} />
    </form>
  );
}
