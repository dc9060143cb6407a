import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle, Field } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { SaveButton } from '../../ui/save-button';
import { WriteButton } from '../../ui/viewing-as';
import { dialogActionsStyle, dialogBodyStyle } from './styles';
import { renamed, type RestorePrompt } from './use-restore';

/** The service's longest name (restoreBodySchema in contract/trash.ts). */
const NAME_MAX = 200;

export interface RestoreDialogProps {
  prompt: RestorePrompt;
  busy: boolean;
  onRename: (prompt: RestorePrompt, name: string) => void;
  onParentFirst: (prompt: RestorePrompt & { kind: 'parentFirst' }) => void;
  onClose: () => void;
}

/** What a refused restore asks next: another name, or the parent restored first. */
export function RestoreDialog(props: RestoreDialogProps) {
  const { prompt } = props;
  // A prompt for another item starts afresh (its own name prefilled).
  return prompt.kind === 'rename' ? (
    <RenameDialog key={prompt.target.id} {...props} prompt={prompt} />
  ) : (
    <ParentFirstDialog {...props} prompt={prompt} />
  );
}

function RenameDialog({
  prompt,
  busy,
  onRename,
  onClose,
}: RestoreDialogProps & { prompt: RestorePrompt & { kind: 'rename' } }) {
  const { t } = useTranslation();
  const [name, setName] = useState(() => renamed(prompt.target.name));
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setError('trash.rename.required');
      return;
    }
    setError(undefined);
    onRename(prompt, trimmed);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('trash.rename.title')}
      size="sm"
      closable={!busy}
      testId="trash-rename-dialog"
    >
      <form className={dialogBodyStyle} onSubmit={submit} noValidate>
        <p role="alert" className={alertStyle} data-testid="trash-rename-message">
          {translateMessage(prompt.message)}
        </p>
        <Field
          id="trash-rename-name"
          label={t('trash.rename.name')}
          value={name}
          onChange={setName}
          error={error}
          required
          maxLength={NAME_MAX}
          autoComplete="off"
        />
        <div className={dialogActionsStyle}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={onClose}
            disabled={busy}
          >
            {t('trash.cancel')}
          </button>
          <SaveButton label={t('trash.rename.submit')} testId="trash-rename-submit" busy={busy} />
        </div>
      </form>
    </Modal>
  );
}

function ParentFirstDialog({
  prompt,
  busy,
  onParentFirst,
  onClose,
}: RestoreDialogProps & { prompt: RestorePrompt & { kind: 'parentFirst' } }) {
  const { t } = useTranslation();
  const label = t('trash.parentFirst.submit', { parent: prompt.parent.name });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('trash.parentFirst.title', { name: prompt.target.name })}
      size="sm"
      closable={!busy}
      testId="trash-parent-dialog"
    >
      <div className={dialogBodyStyle}>
        <p data-testid="trash-parent-message">{translateMessage(prompt.message)}</p>
        <div className={dialogActionsStyle}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={onClose}
            disabled={busy}
          >
            {t('trash.cancel')}
          </button>
          <WriteButton label={label} testId="trash-parent-restore">
            <button
              type="button"
              className={button({ variant: 'primary' })}
              disabled={busy}
              aria-busy={busy}
              onClick={() => onParentFirst(prompt)}
              data-testid="trash-parent-restore"
            >
              {label}
            </button>
          </WriteButton>
        </div>
      </div>
    </Modal>
  );
}
