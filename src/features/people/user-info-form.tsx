import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  updateUsersInfoBodySchema,
  type Person,
  type UpdateUsersInfoBody,
} from '../../../contract/people';
import { css } from '../../../styled-system/css';
import { toApiFailure, type ApiFailure } from '../../api/api-failure';
import { useUpdateUserInfo } from '../../api/people';
import { translateMessage } from '../../i18n/i18n';
import { checkBody } from '../../ui/contract-resolver';
import { alertStyle, Field } from '../../ui/field';
import { focusFirstErrorSoon } from '../../ui/first-error-focus';
import { notify } from '../../ui/toast';
import { SaveButton } from '../../ui/save-button';

const form = css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none' });
const actions = css({ display: 'flex', justifyContent: 'flex-end' });

/** Only what changed is sent (an unchanged e-mail is not checked again). */
function changesOf(person: Person, values: UpdateUsersInfoBody): UpdateUsersInfoBody {
  const body: UpdateUsersInfoBody = {};
  for (const key of ['firstName', 'lastName', 'email'] as const) {
    const value = values[key]?.trim() ?? '';
    if (value !== person[key]) body[key] = value;
  }
  return body;
}

/** A user's names and e-mail; the server's field errors show on their fields. */
export function UserInfoForm({ person }: { person: Person }) {
  const { t } = useTranslation();
  const save = useUpdateUserInfo();
  const [values, setValues] = useState({
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
  });
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors = { ...failure?.fieldErrors, ...checked };
  const formRef = useRef<HTMLFormElement>(null);
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const changes = changesOf(person, values);
    if (Object.keys(changes).length === 0) return;
    setFailure(null);
    const { data: body, errors: broken } = checkBody(updateUsersInfoBodySchema, changes);
    setChecked(broken ?? {});
    if (!body) return void focusFirstErrorSoon(formRef.current);
    try {
      await save.mutateAsync({ id: person.id, body });
      notify('success', 'userDrawer.updated');
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      setFailure(apiFailure);
      focusFirstErrorSoon(formRef.current);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t('userDrawer.info')}
    >
      <fieldset className={form} disabled={save.isPending}>
        {failure && !failure.fieldErrors && (
          <p role="alert" className={alertStyle} data-testid="user-info-error">
            {translateMessage(failure.message)}
          </p>
        )}
        <Field
          id="user-first-name"
          label={t('userDrawer.firstName')}
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <Field
          id="user-last-name"
          label={t('userDrawer.lastName')}
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
        <Field
          id="user-email"
          type="email"
          label={t('userDrawer.email')}
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <div className={actions}>
          <SaveButton
            label={save.isPending ? t('userDrawer.saving') : t('userDrawer.save')}
            testId="user-info-save"
            busy={save.isPending}
          />
        </div>
      </fieldset>
    </form>
  );
}
