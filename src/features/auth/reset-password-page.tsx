import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../../ui/buttons';
import { Field } from '../../ui/field';
import type { PasswordResetActor } from './account-flows';
import { GuestForm } from './guest-form';

export function ResetPasswordPage({ actor }: { actor: PasswordResetActor }) {
  const { t } = useTranslation();
  const saving = useSelector(actor, (s) => s.matches('saving') || s.matches('done'));
  const { error, fieldErrors } = useSelector(actor, (s) => s.context);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  return (
    <GuestForm
      id="reset-title"
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      busy={saving}
      error={error}
      errorTestId="reset-error"
      onSubmit={() => actor.send({ type: 'SAVE', password, confirm })}
    >
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
    </GuestForm>
  );
}
