import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useClassRoomOptions } from '../../api/classes';
import { button } from '../../ui/buttons';
import { inputStyle, SelectField } from '../../ui/field';
import type { BulkInviteActor } from './bulk-invite-logic';
import { FailureAlert } from './failure-alert';
import type { Audience } from './invitations-page';
import { RolePicker } from './role-picker';
import { typedRows } from './typed-rows';
import { footer, hint, stack } from '../../ui/wizard/styles';
import { WriteButton } from '../../ui/viewing-as';

const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });

/** What was typed; kept by the wizard across the report and back. `choice` null: not set yet. */
export interface TypedDraft {
  text: string;
  choice: string | null;
}

export interface TypedStepProps {
  actor: BulkInviteActor;
  audience: Audience;
  draft: TypedDraft;
  onDraft: (draft: TypedDraft) => void;
  /** The role number the role picker starts on when offered. */
  preferRoleNumber?: number | undefined;
}

/** Step 2 (typed): one e-mail per line, with a class (students) or a role (staff). */
export function TypedStep({ actor, audience, draft, onDraft, preferRoleNumber }: TypedStepProps) {
  const { t } = useTranslation();
  const { kind, error } = useSelector(actor, (s) => s.context);
  const rows = typedRows(kind, draft.text, draft.choice ?? '');
  // A staff invitation needs its role, picked from the roles the service offers.
  const ready = rows.length > 0 && (kind === 'user' || Boolean(draft.choice));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'DRY_RUN_TYPED', rows });
  };
  return (
    <form className={stack} onSubmit={submit} noValidate>
      <div className={field}>
        <label htmlFor="invite-emails" className={label}>
          {t('invitations.wizard.emails')}
        </label>
        <textarea
          id="invite-emails"
          className={inputStyle}
          rows={6}
          dir="ltr"
          value={draft.text}
          onChange={(e) => onDraft({ ...draft, text: e.target.value })}
          aria-describedby="invite-emails-hint"
        />
        <span id="invite-emails-hint" className={hint}>
          {t('invitations.wizard.emailsHint', { count: rows.length })}
        </span>
      </div>
      {kind === 'user' ? (
        <ClassChoice
          value={draft.choice ?? ''}
          onChange={(c) => onDraft({ ...draft, choice: c })}
        />
      ) : (
        <RolePicker
          teachers={audience === 'teachers'}
          preferNumber={preferRoleNumber}
          value={draft.choice}
          onChange={(c) => onDraft({ ...draft, choice: c })}
        />
      )}
      {error && <FailureAlert failure={error} />}
      <div className={footer}>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => actor.send({ type: 'BACK' })}
        >
          {t('invitations.wizard.back')}
        </button>
        <WriteButton label={t('invitations.wizard.check')} testId="wizard-dry-run">
          <button
            type="submit"
            className={button({ variant: 'primary' })}
            disabled={!ready}
            data-testid="wizard-dry-run"
          >
            {t('invitations.wizard.check')}
          </button>
        </WriteButton>
      </div>
    </form>
  );
}

function ClassChoice({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const classes = useClassRoomOptions();
  const options = [
    { value: '', label: t('invitations.wizard.noClass') },
    ...(classes.data ?? []).map((c) => ({ value: c.name, label: c.name })),
  ];
  return (
    <SelectField
      id="invite-class"
      label={t('invitations.wizard.class')}
      value={value}
      onChange={onChange}
      options={options}
      hint={classes.isError ? t('invitations.wizard.classesFailed') : undefined}
    />
  );
}
