import { Download, FileSpreadsheet, Mail } from 'lucide-react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { INVITATION_FILE } from '../../../contract/invitation-constants';
import { messageText } from './messages';
import { button } from '../../ui/buttons';
import { BulkPickStep } from '../../ui/bulk-upload/pick-step';
import type { BulkInviteActor } from './bulk-invite-logic';
import { FailureAlert } from './failure-alert';
import { RolesAllowedHint } from './role-picker';
import { saveBlob } from '../../ui/save-file';
import { TEMPLATE_FORMATS, templateColumns, templateFile, templateFileName } from './template';
import { hint, row, stack } from '../../ui/wizard/styles';
import { choice, choiceTitle } from './wizard-styles';
import { formatFileSize } from '../../i18n/format-number';

const MAX_MB = INVITATION_FILE.maxBytes / (1024 * 1024);

/** Step 1: typed e-mails or a spreadsheet. */
export function ChooseStep({ actor }: { actor: BulkInviteActor }) {
  const { t } = useTranslation();
  return (
    <div className={stack}>
      <p>{t('invitations.wizard.chooseIntro')}</p>
      <div className={row}>
        <button
          type="button"
          className={choice}
          onClick={() => actor.send({ type: 'CHOOSE_TYPED' })}
          data-testid="wizard-choose-typed"
        >
          <Mail size={20} aria-hidden="true" />
          <span className={choiceTitle}>{t('invitations.wizard.typed')}</span>
          <span className={hint}>{t('invitations.wizard.typedHint')}</span>
        </button>
        <button
          type="button"
          className={choice}
          onClick={() => actor.send({ type: 'CHOOSE_FILE' })}
          data-testid="wizard-choose-file"
        >
          <FileSpreadsheet size={20} aria-hidden="true" />
          <span className={choiceTitle}>{t('invitations.wizard.file')}</span>
          <span className={hint}>{t('invitations.wizard.fileHint')}</span>
        </button>
      </div>
    </div>
  );
}

/** Step 2 (file): the template, the file input, the client's own check and the server's refusals. */
export function FileStep({ actor }: { actor: BulkInviteActor }) {
  const { t, i18n } = useTranslation();
  const { kind, file, fileError, error } = useSelector(actor, (s) => s.context);
  return (
    <BulkPickStep
      idPrefix="invite"
      testIdPrefix="wizard"
      header={
        <>
          <div className={row}>
            <p className={hint}>
              {t('invitations.wizard.columns', { columns: templateColumns(kind).join(', ') })}
            </p>
            {TEMPLATE_FORMATS.map((format) => (
              <button
                key={format}
                type="button"
                className={button({ variant: 'secondary' })}
                onClick={() =>
                  void templateFile(kind, format).then((blob) =>
                    saveBlob(blob, templateFileName(kind, format)),
                  )
                }
                data-testid={`wizard-template-${format}`}
              >
                <Download size={16} aria-hidden="true" />
                {t('invitations.wizard.template')} <bdi dir="ltr">(.{format})</bdi>
              </button>
            ))}
          </div>
          {kind === 'admin' && <RolesAllowedHint />}
        </>
      }
      accept={INVITATION_FILE.extensions.join(',')}
      fileLabel={t('invitations.wizard.fileLabel')}
      chosen={
        file
          ? t('invitations.wizard.chosen', {
              name: file.name,
              size: formatFileSize(file.size, i18n.language),
            })
          : null
      }
      fileRules={t('invitations.wizard.fileRules', {
        formats: INVITATION_FILE.extensions.join(', '),
        mb: MAX_MB,
        rows: INVITATION_FILE.maxRows,
      })}
      checkLabel={t('invitations.wizard.check')}
      fileError={fileError && messageText(fileError)}
      failure={error && <FailureAlert failure={error} />}
      canCheck={Boolean(file)}
      onPick={(picked) => actor.send({ type: 'PICK', file: picked })}
      onDryRun={() => actor.send({ type: 'DRY_RUN' })}
      back={{ label: t('invitations.wizard.back'), onClick: () => actor.send({ type: 'BACK' }) }}
    />
  );
}
