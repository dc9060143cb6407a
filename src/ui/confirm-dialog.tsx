import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { confirmationMachine } from '../../machines/confirmation.machine';
import { translateMessage } from '../i18n/i18n';
import { css } from '../../styled-system/css';
import { button } from './buttons';
import { Modal } from './modal';
import { WriteButton } from './viewing-as';

const nextLine = css({ marginBlockStart: '2' });

export type ConfirmationActor = ActorRefFrom<typeof confirmationMachine>;

/**
 * The one confirmation dialog, driven by the confirmation machine: a caller sends OPEN with the
 * action; Cancel closes, Confirm runs the action once and then closes.
 */
export function ConfirmDialog({ actor }: { actor: ConfirmationActor }) {
  useTranslation();
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const running = useSelector(actor, (s) => s.matches('running'));
  const { title, message, buttons } = useSelector(actor, (s) => s.context);
  return (
    <Modal
      open={open}
      onClose={() => actor.send({ type: 'CANCEL' })}
      title={translateMessage(title)}
      size="sm"
      role="alertdialog"
      closable={!running}
      testId="confirm-dialog"
      footer={
        <>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={running}
            onClick={() => actor.send({ type: 'CANCEL' })}
          >
            {translateMessage(buttons.cancel.title)}
          </button>
          <WriteButton
            label={translateMessage(buttons.confirm.title)}
            testId="confirm-dialog-confirm"
          >
            <button
              type="button"
              className={button({ variant: buttons.confirm.danger ? 'danger' : 'primary' })}
              data-tone={buttons.confirm.danger ? 'danger' : undefined}
              disabled={running}
              aria-busy={running}
              onClick={() => actor.send({ type: 'CONFIRM' })}
            >
              {translateMessage(buttons.confirm.title)}
            </button>
          </WriteButton>
        </>
      }
    >
      {/* A message of several sentences (what an action does, then the question) reads a line each. */}
      {translateMessage(message)
        .split('\n')
        .map((line, index) => (
          <p key={index} className={index > 0 ? nextLine : undefined}>
            {line}
          </p>
        ))}
    </Modal>
  );
}
