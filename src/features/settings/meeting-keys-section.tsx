import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MEETING_KEY_MAX,
  MEETING_KEY_NAMES,
  type MeetingKeyName,
  type MeetingKeysBody,
} from '../../../contract/meetings';
import { toApiFailure } from '../../api/api-failure';
import { useMeetingKeys, useSaveMeetingKeys } from './api/meeting-keys';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { Field } from '../../ui/field';
import { LoadFailure } from '../../ui/load-failure';
import { mutedStyle, sectionHeadingStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { actionsStyle, badgeStyle, cardStyle, keyFormStyle, keyRowStyle } from './styles';
import { SaveButton } from '../../ui/save-button';

/**
 * The platform's meeting keys. The service answers which keys are set and the last four
 * characters of each long enough to keep the rest hidden, never a value: a key is written here,
 * and its being set (and how it ends) is all that is shown.
 */
export function MeetingKeysSection({
  canUpdate,
  confirmation,
}: {
  canUpdate: boolean;
  confirmation: ConfirmationActor;
}) {
  const { t } = useTranslation();
  const status = useMeetingKeys(true);
  return (
    <section className={cardStyle} aria-labelledby="settings-keys-title">
      <h2 id="settings-keys-title" className={sectionHeadingStyle}>
        {t('settings.keys.title')}
      </h2>
      <p className={mutedStyle}>{t('settings.keys.intro')}</p>
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <LoadFailure
          error={status.error}
          onRetry={status.refetch}
          retryLabel={t('settings.retry')}
          testId="settings-keys-error"
        />
      ) : (
        <>
          <p
            className={badgeStyle}
            data-set={status.data.configured}
            data-testid="settings-keys-configured"
          >
            {t(status.data.configured ? 'settings.keys.configured' : 'settings.keys.notConfigured')}
          </p>
          <ul>
            {MEETING_KEY_NAMES.map((name) => (
              <KeyRow
                key={name}
                name={name}
                set={status.data.keys[name]}
                lastFour={status.data.lastFour[name]}
                canUpdate={canUpdate}
                confirmation={confirmation}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function KeyRow({
  name,
  set,
  lastFour,
  canUpdate,
  confirmation,
}: {
  name: MeetingKeyName;
  set: boolean;
  lastFour: string | null;
  canUpdate: boolean;
  confirmation: ConfirmationActor;
}) {
  const { t } = useTranslation();
  const save = useSaveMeetingKeys();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const label = t(`settings.keys.names.${name}`);
  const id = `settings-key-${name}`;

  const write = async (body: MeetingKeysBody) => {
    try {
      const { message } = await save.mutateAsync(body);
      notify('success', message || 'settings.keys.saved');
      setValue('');
      setError(undefined);
    } catch (failed) {
      const failure = await toApiFailure(failed);
      setError(failure.fieldErrors?.[name]);
      notify('error', failure.message);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const key = value.trim();
    if (!key) return setError('settings.keys.required');
    if (key.length > MEETING_KEY_MAX) return setError('settings.keys.tooLong');
    void write({ [name]: key });
  };

  const clear = () =>
    confirmation.send({
      type: 'OPEN',
      title: t('settings.keys.clearTitle'),
      message: t('settings.keys.clearConfirm', { name: label }),
      buttons: { confirm: { title: t('settings.keys.clear'), danger: true } },
      action: () => write({ [name]: null }),
    });

  return (
    <li className={keyRowStyle} data-testid={id}>
      <div className={actionsStyle}>
        <strong>{label}</strong>
        <span className={badgeStyle} data-set={set} data-testid={`${id}-status`}>
          {!set
            ? t('settings.keys.notSet')
            : lastFour
              ? t('settings.keys.setEnding', { last: lastFour })
              : t('settings.keys.set')}
        </span>
      </div>
      {canUpdate && (
        <form
          className={keyFormStyle}
          onSubmit={onSubmit}
          noValidate
          aria-label={t('settings.keys.formLabel', { name: label })}
        >
          <Field
            id={`${id}-input`}
            label={t(set ? 'settings.keys.replace' : 'settings.keys.enter', { name: label })}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            dir="ltr"
            maxLength={MEETING_KEY_MAX}
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(undefined);
            }}
            error={error}
          />
          <div className={actionsStyle}>
            <SaveButton
              label={t('settings.keys.save')}
              testId={`${id}-save`}
              busy={save.isPending}
              disabled={save.isPending}
            />
            {set && (
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                onClick={clear}
                disabled={save.isPending}
                data-testid={`${id}-clear`}
              >
                {t('settings.keys.clear')}
              </button>
            )}
          </div>
        </form>
      )}
    </li>
  );
}
