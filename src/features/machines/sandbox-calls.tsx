import { useTranslation } from 'react-i18next';
import type { EventObject } from 'xstate';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { describeValue } from './describe-value';
import { muted, panelTitle, row, stack } from './machines-styles';
import type { Sandbox } from './sandbox';

const list = css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '3' });

/** The model's sample results of call `id`: outputs to resolve with, errors to reject with. */
function payloadsOf(samples: readonly EventObject[], id: string, outcome: 'done' | 'error') {
  const key = outcome === 'done' ? 'output' : 'error';
  return samples
    .filter((event) => event.type === `xstate.${outcome}.actor.${id}`)
    .map((event) => (event as EventObject & Record<string, unknown>)[key]);
}

export interface SandboxCallsProps {
  sandbox: Sandbox;
  calls: readonly { id: string; src: string }[];
  samples: readonly EventObject[];
  disabled: boolean;
}

/** Invoked actors held in flight: each waits until the tester resolves or rejects it. */
export function SandboxCalls({ sandbox, calls, samples, disabled }: SandboxCallsProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sandbox-calls-title" className={stack}>
      <h3 id="sandbox-calls-title" className={panelTitle}>
        {t('machines.sandbox.calls')}
      </h3>
      {calls.length === 0 ? (
        <p className={muted}>{t('machines.sandbox.noCalls')}</p>
      ) : (
        <ul className={list} data-testid="sandbox-calls">
          {calls.map(({ id, src }) => {
            const outputs = payloadsOf(samples, id, 'done');
            const errors = payloadsOf(samples, id, 'error');
            const fallbackError = { message: t('machines.sandbox.rejected') };
            return (
              <li key={id} className={stack}>
                <span>{t('machines.sandbox.callWaiting', { src })}</span>
                <div className={cx(row)}>
                  {(outputs.length ? outputs : [undefined]).map((payload, index) => (
                    <button
                      key={`done-${index}`}
                      type="button"
                      className={button({ variant: 'primary' })}
                      disabled={disabled}
                      onClick={() => void sandbox.settle(id, 'resolve', payload)}
                    >
                      <span>
                        {t('machines.sandbox.resolveWith')}{' '}
                        <bdi dir="ltr">{describeValue(payload, 50)}</bdi>
                      </span>
                    </button>
                  ))}
                  {(errors.length ? errors : [fallbackError]).map((payload, index) => (
                    <button
                      key={`error-${index}`}
                      type="button"
                      className={button({ variant: 'secondary' })}
                      disabled={disabled}
                      onClick={() => void sandbox.settle(id, 'reject', payload)}
                    >
                      <span>
                        {t('machines.sandbox.rejectWith')}{' '}
                        <bdi dir="ltr">{describeValue(payload, 50)}</bdi>
                      </span>
                    </button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
