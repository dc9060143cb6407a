import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle, Field } from '../../ui/field';
import type { PasswordResetActor } from './account-flows';
import { card, fieldset, heading, page, subtitle } from './auth-styles';

export function ResetPasswordPage({ actor }: { actor: PasswordResetActor }) {
  const { t } = useTranslation();
  const saving = useSelector(actor, (s) => s.matches('saving') || s.matches('done'));
  const { error, fieldErrors } = useSelector(actor, (s) => s.context);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SAVE', password, confirm });
  };

  return (
    <main className={page}>
      <form className={card} onSubmit={onSubmit} noValidate aria-labelledby="reset-title">
        <h1 id="reset-title" className={heading}>
          {t('reset.title')}
        </h1>
        <p className={subtitle}>{t('reset.subtitle')}</p>
        <fieldset className={fieldset} disabled={saving}>
          {error && (
            <p role="alert" className={alertStyle} data-testid="reset-error">
              {translateMessage(error)}
            </p>
          )}
          <Field
            id="reset-password"
            label={t('reset.password')}
            type="password"
            autoComplete="new-password"
            required
            autoFocus
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
            hint={t('signup.passwordHint')}
          />
          <Field
            id="reset-confirm"
            label={t('reset.confirm')}
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={setConfirm}
            error={fieldErrors.confirm}
          />
          <button
            type="submit"
            className={button({ variant: 'primary' })}
            aria-busy={saving}
            data-testid="reset-submit"
          >
            {saving ? t('reset.submitting') : t('reset.submit')}
          </button>
        </fieldset>
      </form>
    </main>
  );
}
