import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SWITCH_RELOAD_MS } from '../../../contract/constants';
import { css } from '../../../styled-system/css';
import { joinGroup } from '../../api/accounts';
import { toApiFailure } from '../../api/api-failure';
import { fetchMe } from '../../api/me';
import { readStoredUser } from '../../api/storage';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle, Field } from '../../ui/field';
import { notify } from '../../ui/toast';

const form = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  marginBlockStart: '4',
  border: 'none',
});
const row = css({ display: 'flex', justifyContent: 'flex-end', gap: '2' });

export interface JoinOrganizationFormProps {
  onCancel: () => void;
  /**
   * A full reload by default, so every cache and actor starts in the new organisation; after
   * the organisation switch's pause, so the notice is read first.
   */
  reload?: () => void;
}

/**
 * `PUT v1/users/admin/joinGroup/{userId}` with a join code; on success a notice, then the page
 * reloads (the form stays busy meanwhile).
 */
export function JoinOrganizationForm({
  onCancel,
  reload = () => window.setTimeout(() => window.location.reload(), SWITCH_RELOAD_MS),
}: JoinOrganizationFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    setFieldError(undefined);
    try {
      const userId = readStoredUser()?.id ?? (await fetchMe()).id;
      const message = await joinGroup(userId, code.trim());
      notify('success', message || 'join.joined');
      reload();
    } catch (failure) {
      const { message, fieldErrors } = await toApiFailure(failure);
      setError(message);
      setFieldError(fieldErrors?.code);
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('join.title')}>
      <fieldset className={form} disabled={pending}>
        {error && (
          <p role="alert" className={alertStyle} data-testid="join-error">
            {translateMessage(error)}
          </p>
        )}
        <Field
          id="join-code"
          label={t('join.code')}
          autoComplete="off"
          required
          autoFocus
          value={code}
          onChange={setCode}
          error={fieldError}
        />
        <div className={row}>
          <button type="button" className={button({ variant: 'secondary' })} onClick={onCancel}>
            {t('confirm.cancel')}
          </button>
          <button
            type="submit"
            className={button({ variant: 'primary' })}
            disabled={!code.trim()}
            aria-busy={pending}
            data-testid="join-submit"
          >
            {pending ? t('join.submitting') : t('join.submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
