import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventObject } from 'xstate';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { inputStyle, TextAreaField } from '../../ui/field';
import { eventLabel } from './describe-value';
import { refusalOf } from './guard-reasons';
import type { EventChoices } from './event-choices';
import { code, muted, panelTitle, row, stack } from './machines-styles';
import type { Sandbox } from './sandbox';

const list = cx(row, css({ listStyle: 'none', padding: 0, margin: 0 }));
const mono = css({ fontFamily: 'mono', fontSize: 'sm' });
const refusedList = css({ paddingInlineStart: '5', listStyle: 'disc' });
// A guard reads apart from an event or an action: amber, the colour of "not now".
const guardStyle = css({
  fontFamily: 'mono',
  bg: 'amber.50',
  color: 'amber.900',
  paddingInline: '1',
  borderRadius: 'sm',
  overflowWrap: 'anywhere',
});

function parseEvent(text: string): EventObject | null {
  try {
    const value: unknown = JSON.parse(text);
    const type = (value as { type?: unknown } | null)?.type;
    return typeof type === 'string' && type !== '' ? (value as EventObject) : null;
  } catch {
    return null;
  }
}

/** An event the buttons do not offer (another payload), written as JSON. */
function OtherEvent({ sandbox, disabled }: { sandbox: Sandbox; disabled: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const event = parseEvent(text);
    if (!event) return setError('machines.sandbox.notAnEvent');
    if (!sandbox.send(event)) return setError('machines.sandbox.notAccepted');
    setError(undefined);
  };
  return (
    <form onSubmit={submit} noValidate className={stack}>
      <TextAreaField
        id="sandbox-other-event"
        label={t('machines.sandbox.other')}
        hint={t('machines.sandbox.otherHint')}
        value={text}
        onChange={setText}
        error={error}
        rows={2}
        dir="ltr"
        spellCheck={false}
        className={cx(inputStyle, mono)}
        disabled={disabled}
      />
      <div>
        <button type="submit" className={button({ variant: 'secondary' })} disabled={disabled}>
          {t('machines.sandbox.send')}
        </button>
      </div>
    </form>
  );
}

export interface SandboxEventsProps {
  sandbox: Sandbox;
  choices: EventChoices;
  disabled: boolean;
}

/** The events the copy accepts now, one button each, and those its guards refuse. */
export function SandboxEvents({ sandbox, choices, disabled }: SandboxEventsProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sandbox-events-title" className={stack}>
      <h3 id="sandbox-events-title" className={panelTitle}>
        {t('machines.sandbox.events')}
      </h3>
      {choices.accepted.length ? (
        <ul className={list} data-testid="sandbox-events">
          {choices.accepted.map((event, index) => (
            <li key={`${event.type}-${index}`}>
              <button
                type="button"
                className={button({ variant: 'primary' })}
                disabled={disabled}
                onClick={() => sandbox.send(event)}
              >
                {eventLabel(event)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>{t('machines.sandbox.noEvents')}</p>
      )}
      {choices.refused.length > 0 && (
        <div className={muted} data-testid="sandbox-refused">
          <p>{t('machines.sandbox.refused')}:</p>
          <ul className={refusedList}>
            {choices.refused.map((type) => {
              const guards = refusalOf(sandbox.getView().snapshot, type);
              return (
                <li key={type} data-testid={`sandbox-refused-${type}`}>
                  <code className={code} dir="ltr">
                    {type}
                  </code>
                  {guards.length > 0 && (
                    <>
                      {' '}
                      {t('machines.sandbox.refusedBy')}{' '}
                      <code className={guardStyle} dir="ltr">
                        {guards.join(', ')}
                      </code>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <OtherEvent sandbox={sandbox} disabled={disabled} />
    </section>
  );
}
