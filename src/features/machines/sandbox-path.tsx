import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { describeValue, eventLabel } from './describe-value';
import { actionData, code, inputData, panelTitle, row, stack } from './machines-styles';
import type { PathEntry, SandboxStep } from './sandbox';

const list = css({
  paddingInlineStart: '6',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '2',
  listStyle: 'decimal',
  '& > li': { minWidth: 0 },
});

/** Machine data (JSON, event names) kept left to right inside a sentence of either language. */
function Data({ children }: { children: string }) {
  return (
    <code className={code} dir="ltr">
      {children}
    </code>
  );
}

function StepText({ step }: { step: SandboxStep }) {
  const { t } = useTranslation();
  switch (step.kind) {
    case 'start':
      return (
        <>
          {t('machines.sandbox.step.start')}{' '}
          <code className={inputData} dir="ltr" data-kind="input">
            {describeValue(step.input, 60)}
          </code>
        </>
      );
    case 'event':
      return <Data>{eventLabel(step.event)}</Data>;
    case 'resolve':
    case 'reject':
      return (
        <>
          {t(`machines.sandbox.step.${step.kind}`, { src: step.src })}{' '}
          <Data>{describeValue(step.payload, 60)}</Data>
        </>
      );
    case 'time':
      return <>{t('machines.sandbox.step.time', { ms: step.ms })}</>;
    case 'context':
      return step.keys.length ? (
        <>
          {t('machines.sandbox.step.context')} <Data>{step.keys.join(', ')}</Data>
        </>
      ) : (
        <>{t('machines.sandbox.step.contextNone')}</>
      );
  }
}

export interface SandboxPathProps {
  path: readonly PathEntry[];
  disabled: boolean;
  onReset: () => void;
}

/** What the tester did, step by step, with the states each step left the copy in. */
export function SandboxPath({ path, disabled, onReset }: SandboxPathProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sandbox-path-title" className={stack}>
      <div className={row}>
        <h3 id="sandbox-path-title" className={panelTitle}>
          {t('machines.sandbox.path')}
        </h3>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          disabled={disabled}
          onClick={onReset}
        >
          {t('machines.sandbox.reset')}
        </button>
      </div>
      <ol className={list} data-testid="sandbox-path">
        {path.map((entry, index) => (
          <li key={index}>
            <StepText step={entry.step} /> {t('machines.sandbox.leadsTo')}{' '}
            <Data>{entry.states.join(', ')}</Data>
            {entry.actions.length > 0 && (
              <>
                {' '}
                <span className={actionData} data-kind="actions">
                  ({t('machines.sandbox.actions', { actions: entry.actions.join(', ') })})
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
