import { useFirstErrorFocus } from '../../ui/first-error-focus';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  APP_INFO_MESSAGE_MAX,
  APP_VERSION_MAX_LENGTH,
  appInfoBodySchema,
  type AppInfo,
  type AppInfoBody,
} from '../../../contract/app-info';
import { toApiFailure } from '../../api/api-failure';
import { useAppInfo, useSaveAppInfo } from './api/app-info';
import { Field, TextAreaField } from '../../ui/field';
import { LoadFailure } from '../../ui/load-failure';
import { mutedStyle, sectionHeadingStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { contractResolver, showFieldErrors } from '../../ui/contract-resolver';
import { cardStyle, fieldsGridStyle, formStyle } from './styles';
import { SwitchField } from '../../ui/switch-field';
import { SaveButton } from '../../ui/save-button';

/**
 * Updating the app version reloads the page (SPEC section 4), once the toast has been seen:
 * a named delay, as the organisation switch's.
 */
export const VERSION_RELOAD_MS = 1500;

const TEXT_FIELDS = ['androidVersion', 'iosVersion', 'messageEn', 'messageAr'] as const;
type AppInfoValues = AppInfoBody;

export function AppVersionSection({
  canUpdate,
  reload,
}: {
  canUpdate: boolean;
  reload: () => void;
}) {
  const { t } = useTranslation();
  const info = useAppInfo(true);
  return (
    <section className={cardStyle} aria-labelledby="settings-version-title">
      <h2 id="settings-version-title" className={sectionHeadingStyle}>
        {t('settings.version.title')}
      </h2>
      <p className={mutedStyle}>{t('settings.version.intro')}</p>
      {info.isPending ? (
        <Spinner />
      ) : info.isError ? (
        <LoadFailure
          error={info.error}
          onRetry={info.refetch}
          retryLabel={t('settings.retry')}
          testId="settings-version-error"
        />
      ) : (
        <AppVersionForm info={info.data} canUpdate={canUpdate} reload={reload} />
      )}
    </section>
  );
}

function AppVersionForm({
  info,
  canUpdate,
  reload,
}: {
  info: AppInfo;
  canUpdate: boolean;
  reload: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAppInfo();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const resolver = useMemo(
    () =>
      contractResolver<AppInfoValues, AppInfoBody>(
        appInfoBodySchema,
        (values) => values,
        (issue) => {
          const field = String(issue.path[0]);
          if (field === 'androidVersion' || field === 'iosVersion')
            return t('settings.version.format');
          return issue.code === 'too_big'
            ? t('settings.version.messageTooLong', { max: APP_INFO_MESSAGE_MAX })
            : t('settings.version.messageRequired');
        },
      ),
    [t],
  );
  const { control, handleSubmit, setError, formState } = useForm<
    AppInfoValues,
    unknown,
    AppInfoBody
  >({
    resolver,
    defaultValues: {
      androidVersion: info.androidVersion,
      iosVersion: info.iosVersion,
      messageEn: info.messageEn,
      messageAr: info.messageAr,
      forceUpdate: info.forceUpdate,
    },
  });
  const formRef = useFirstErrorFocus(formState);
  const busy = formState.isSubmitting || formState.isSubmitSuccessful;

  const onSubmit = async (body: AppInfoBody) => {
    try {
      const { message } = await save.mutateAsync(body);
      notify('success', message || 'settings.version.saved');
      timer.current = setTimeout(reload, VERSION_RELOAD_MS);
    } catch (error) {
      const failure = await toApiFailure(error);
      showFieldErrors(failure.fieldErrors, TEXT_FIELDS, setError);
      notify('error', failure.message);
      throw error;
    }
  };

  const text = (name: (typeof TEXT_FIELDS)[number], wide: boolean) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const props = {
          id: `settings-${name}`,
          label: t(`settings.version.${name}`),
          required: true,
          readOnly: !canUpdate,
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          error: fieldState.error?.message,
        };
        return wide ? (
          <TextAreaField
            {...props}
            rows={3}
            maxLength={APP_INFO_MESSAGE_MAX}
            dir={name === 'messageAr' ? 'rtl' : 'ltr'}
          />
        ) : (
          <Field
            {...props}
            dir="ltr"
            inputMode="decimal"
            maxLength={APP_VERSION_MAX_LENGTH}
            hint={t('settings.version.hint')}
          />
        );
      }}
    />
  );

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void handleSubmit(onSubmit)(event).catch(() => undefined)}
      noValidate
      aria-label={t('settings.version.title')}
      className={formStyle}
      data-testid="settings-version-form"
    >
      <div className={fieldsGridStyle}>
        {text('androidVersion', false)}
        {text('iosVersion', false)}
        {text('messageEn', true)}
        {text('messageAr', true)}
      </div>
      <Controller
        control={control}
        name="forceUpdate"
        render={({ field }) => (
          <SwitchField
            id="settings-forceUpdate"
            label={t('settings.version.forceUpdate')}
            checked={field.value}
            onChange={field.onChange}
            readOnly={!canUpdate}
            size="md"
          />
        )}
      />
      {canUpdate && (
        <div>
          <SaveButton
            label={t('settings.version.save')}
            testId="settings-version-save"
            busy={busy}
            disabled={busy}
          />
        </div>
      )}
    </form>
  );
}
