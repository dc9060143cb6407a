import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTRACT_FILE_TYPES, CONTRACT_TYPES } from '../../../contract/organization-constants';
import {
  organizationBodySchema,
  type Organization,
  type OrganizationBody,
} from '../../../contract/organizations';
import { css } from '../../../styled-system/css';
import { ApiFailure, toApiFailure } from '../../api/api-failure';
import { useSaveOrganization, useUploadFile } from '../../api/organizations';
import { translateMessage } from '../../i18n/i18n';
import { contractResolver, showFieldErrors } from '../../ui/contract-resolver';
import { alertStyle, Field } from '../../ui/field';
import { useFirstErrorFocus } from '../../ui/first-error-focus';
import { FormActions } from '../../ui/form-actions';
import { FormField, FormSelectField } from '../../ui/form-fields';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { checkFile, FileField, LOGO_FILE_TYPES, MAX_MB } from './file-field';
import {
  bodyOf,
  initialValues,
  VALUE_FIELDS,
  type StoredFiles,
  type Values,
} from './organization-values';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none' });
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '1fr 1fr' },
  gap: '4',
});
const triple = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, 1fr)' },
  gap: '4',
});
const fieldError = css({ fontSize: 'sm', color: 'red.700' });

type Chosen<T = File> = Record<'contract' | 'logo', T | null>;

export interface OrganizationFormModalProps {
  /** null: a new organisation (its contract starts pending). */
  org: Organization | null;
  /** Contract terms (type, dates, seats, curriculum, file) are the platform owner's to change. */
  canEditTerms: boolean;
  onClose: () => void;
}

/** Create or edit an organisation; the contract file is uploaded first, then the record saved. */
export function OrganizationFormModal({ org, canEditTerms, onClose }: OrganizationFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveOrganization();
  const upload = useUploadFile();
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, OrganizationBody>(
    {
      resolver: contractResolver(organizationBodySchema, (values: Values) => bodyOf(values)),
      defaultValues: initialValues(org),
    },
  );
  const formRef = useFirstErrorFocus(formState);
  const [chosen, setChosen] = useState<Chosen>({ contract: null, logo: null });
  const [fileErrors, setFileErrors] = useState<Chosen<string>>({ contract: null, logo: null });
  const fileError = fileErrors.contract ?? fileErrors.logo;
  // Files already stored by an earlier attempt are not sent again when the save is retried.
  const uploaded = useRef(new Map<File, string>());
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const errors = failure?.fieldErrors ?? {};
  const busy = save.isPending || upload.isPending || formState.isSubmitting;

  const choose = (which: keyof Chosen) => (file: File | null) => {
    setChosen((c) => ({ ...c, [which]: file }));
    const error = file
      ? checkFile(file, which === 'logo' ? LOGO_FILE_TYPES : CONTRACT_FILE_TYPES)
      : null;
    setFileErrors((e) => ({ ...e, [which]: error }));
  };

  /** Uploads a chosen file; a refused upload (413, 415) belongs to its field. */
  const store = async (file: File | null, stored: string | null, field: string) => {
    if (!file) return stored;
    const earlier = uploaded.current.get(file);
    if (earlier) return earlier;
    try {
      const fileName = await upload.mutateAsync(file);
      uploaded.current.set(file, fileName);
      return fileName;
    } catch (error) {
      const failed = await toApiFailure(error);
      throw new ApiFailure({
        status: failed.status,
        message: failed.message,
        fieldErrors: { [field]: failed.message },
      });
    }
  };

  /** The body passed the contract's check in the browser; files go up first, then the record. */
  const onSubmit = async (body: OrganizationBody) => {
    if (fileError) return;
    setFailure(null);
    try {
      const files: StoredFiles = {
        contractFile: await store(chosen.contract, org?.contractFile ?? null, 'contractFile'),
        ...(chosen.contract ? { contractFileName: chosen.contract.name } : {}),
        logoImageName: await store(chosen.logo, org?.logoImageName ?? null, 'logoImageName'),
      };
      const { message } = await save.mutateAsync({
        id: org?.id ?? null,
        body: { ...body, ...files },
      });
      notify('success', message || (org ? 'organizations.updated' : 'organizations.created'));
      onClose();
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      setFailure(apiFailure);
      showFieldErrors(apiFailure.fieldErrors, VALUE_FIELDS, setError);
    }
  };

  const title = org ? t('organizations.edit') : t('organizations.create');
  const status = org?.contractStatus ?? 'pending';
  return (
    <Modal open onClose={onClose} title={title} size="lg" testId="org-form-modal">
      <form
        ref={formRef}
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
        noValidate
        aria-label={title}
      >
        <fieldset className={form} disabled={busy}>
          {failure && (
            <p role="alert" className={alertStyle} data-testid="org-form-error">
              {translateMessage(failure.message)}
            </p>
          )}
          <div className={grid}>
            <FormField
              control={control}
              name="name"
              id="org-name"
              label={t('organizations.fields.name')}
              required
            />
            <FormField
              control={control}
              name="company_location"
              id="org-location"
              label={t('organizations.fields.location')}
              required
            />
            <FormSelectField
              control={control}
              name="contractType"
              id="org-contract-type"
              label={t('organizations.fields.contractType')}
              disabled={!canEditTerms}
              options={CONTRACT_TYPES.map((type) => ({
                value: type,
                label: t(`organizations.types.${type}`),
              }))}
            />
            <Field
              id="org-status"
              label={t('organizations.fields.contractStatus')}
              readOnly
              value={t(`organizations.status.${status}`)}
              onChange={() => undefined}
              hint={t('organizations.statusHint')}
            />
            <FormField
              control={control}
              name="startsAt"
              id="org-starts-at"
              disabled={!canEditTerms}
              label={t('organizations.fields.startsAt')}
              type="date"
              required
            />
            <FormField
              control={control}
              name="endsAt"
              id="org-ends-at"
              disabled={!canEditTerms}
              label={t('organizations.fields.endsAt')}
              type="date"
              required
            />
          </div>
          <div className={triple}>
            <FormField
              control={control}
              name="maxStudents"
              id="org-max-students"
              disabled={!canEditTerms}
              label={t('organizations.fields.maxStudents')}
              type="number"
              inputMode="numeric"
              min={0}
              required
            />
            <FormField
              control={control}
              name="maxTeachers"
              id="org-max-teachers"
              disabled={!canEditTerms}
              label={t('organizations.fields.maxTeachers')}
              type="number"
              inputMode="numeric"
              min={0}
              required
            />
            <FormField
              control={control}
              name="maxClassrooms"
              id="org-max-classrooms"
              disabled={!canEditTerms}
              label={t('organizations.fields.maxClassrooms')}
              type="number"
              inputMode="numeric"
              min={0}
              required
            />
          </div>
          <FormField
            control={control}
            name="curriculum"
            id="org-curriculum"
            disabled={!canEditTerms}
            label={t('organizations.fields.curriculum')}
          />
          {!canEditTerms && <p className={fieldError}>{t('organizations.termsHadOnly')}</p>}
          <FileField
            id="org-contract-file"
            label={t('organizations.fields.contractFile')}
            hint={t('organizations.fileHint', { mb: MAX_MB })}
            types={CONTRACT_FILE_TYPES}
            current={org?.contractFileName ?? org?.contractFile ?? null}
            onChoose={choose('contract')}
            error={fileErrors.contract ?? errors.contractFile}
          />
          <FileField
            id="org-logo"
            label={t('organizations.fields.logo')}
            hint={t('organizations.logoHint', { mb: MAX_MB })}
            types={LOGO_FILE_TYPES}
            current={org?.logoImageName ?? null}
            onChoose={choose('logo')}
            error={fileErrors.logo ?? errors.logoImageName}
          />
          <FormActions
            onCancel={onClose}
            busy={busy}
            disabled={Boolean(fileError)}
            submitTestId="org-save"
            submitLabel={busy ? t('organizations.saving') : t('organizations.save')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
