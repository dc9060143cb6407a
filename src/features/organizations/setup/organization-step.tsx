import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTRACT_FILE_TYPES, CONTRACT_TYPES } from '../../../../contract/organization-constants';
import {
  organizationBodySchema,
  type Organization,
  type OrganizationBody,
} from '../../../../contract/organizations';
import { contractResolver, showFieldErrors } from '../../../ui/contract-resolver';
import { FormField, FormSelectField } from '../../../ui/form-fields';
import { checkFile, FileField, MAX_MB } from '../file-field';
import { bodyOf, initialValues, VALUE_FIELDS, type Values } from '../organization-values';
import { StepButtons, type StepButtonsProps } from './step-buttons';
import { gridStyle, stepFormStyle } from './styles';

/** What the organisation and contract steps send: the whole body, and a newly chosen file. */
export interface OrganizationStepValues {
  body: OrganizationBody;
  file: File | null;
}

type Shown = 'details' | 'contract';

const NO_SEATS = { maxStudents: '', maxTeachers: '', maxClassrooms: '' };
const hasSeats = (org: Organization) => org.maxStudents + org.maxTeachers + org.maxClassrooms > 0;

/** A new customer's contract until its own is saved: a year from today, no seats yet. */
export function draftValues(today: string): Values {
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  return {
    ...initialValues(null),
    startsAt: today,
    endsAt: `${year + 1}${rest}`,
    maxStudents: '0',
    maxTeachers: '0',
    maxClassrooms: '0',
  };
}

/**
 * The organisation step (name, location, contract type) or the contract step (its dates, seats
 * and file): one form over the whole body, so the contract's schema checks what is sent.
 */
export function OrganizationStep({
  shown,
  org,
  today,
  fieldErrors,
  onSave,
  ...buttons
}: {
  shown: Shown;
  org: Organization | null;
  today: string;
  fieldErrors: Record<string, string>;
  onSave: (values: OrganizationStepValues) => void;
} & Omit<StepButtonsProps, 'disabled'>) {
  const { t } = useTranslation();
  const base = org ? initialValues(org) : draftValues(today);
  const { control, handleSubmit, setError } = useForm<Values, unknown, OrganizationBody>({
    resolver: contractResolver(organizationBodySchema, (values: Values) =>
      bodyOf(values, {
        contractFile: org?.contractFile ?? null,
        logoImageName: org?.logoImageName ?? null,
      }),
    ),
    // Seats not set yet are asked for, not shown as zeros.
    defaultValues: shown === 'contract' && org && !hasSeats(org) ? { ...base, ...NO_SEATS } : base,
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // A refused save's field errors land on the fields that hold them.
  useEffect(() => showFieldErrors(fieldErrors, VALUE_FIELDS, setError), [fieldErrors, setError]);
  const submit = (body: OrganizationBody) => {
    if (fileError) return;
    onSave({
      body: file ? { ...body, contractFileName: file.name } : body,
      file,
    });
  };
  const field = (name: keyof Values, id: string, extra: Record<string, unknown> = {}) => (
    <FormField
      control={control}
      name={name}
      id={id}
      label={t(`organizations.fields.${FIELD_LABEL[name]}`)}
      required
      {...extra}
    />
  );
  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      className={stepFormStyle}
      aria-labelledby="setup-step-title"
    >
      {shown === 'details' ? (
        <div className={gridStyle}>
          {field('name', 'setup-name')}
          {field('company_location', 'setup-location')}
          <FormSelectField
            control={control}
            name="contractType"
            id="setup-contract-type"
            label={t('organizations.fields.contractType')}
            options={CONTRACT_TYPES.map((type) => ({
              value: type,
              label: t(`organizations.types.${type}`),
            }))}
          />
        </div>
      ) : (
        <>
          <div className={gridStyle}>
            {field('startsAt', 'setup-starts-at', { type: 'date' })}
            {field('endsAt', 'setup-ends-at', { type: 'date' })}
            {(['maxStudents', 'maxTeachers', 'maxClassrooms'] as const).map((name) =>
              field(name, `setup-${name}`, { type: 'number', inputMode: 'numeric', min: 0 }),
            )}
          </div>
          <FileField
            id="setup-contract-file"
            label={t('organizations.fields.contractFile')}
            hint={t('organizations.fileHint', { mb: MAX_MB })}
            types={CONTRACT_FILE_TYPES}
            current={org?.contractFileName ?? org?.contractFile ?? null}
            onChoose={(chosen) => {
              setFile(chosen);
              setFileError(chosen ? checkFile(chosen, CONTRACT_FILE_TYPES) : null);
            }}
            error={fileError ?? fieldErrors.contractFile}
          />
        </>
      )}
      <StepButtons {...buttons} disabled={Boolean(fileError)} />
    </form>
  );
}

/** The label key of each field under organizations.fields. */
const FIELD_LABEL: Record<keyof Values, string> = {
  name: 'name',
  company_location: 'location',
  contractType: 'contractType',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
  curriculum: 'curriculum',
  maxStudents: 'maxStudents',
  maxTeachers: 'maxTeachers',
  maxClassrooms: 'maxClassrooms',
};
