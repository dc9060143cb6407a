import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { describeValue, eventLabel } from './describe-value';
import { code, muted, panelTitle, row, stack } from './machines-styles';
import type { PathEntry, SandboxStep } from './sandbox';

const list = css({ paddingInlineStart: '6', display: 'grid', gap: '2', listStyle: 'decimal' });

function useStepText() {
  const { t } = useTranslation();
  return (step: SandboxStep): string => {
    switch (step.kind) {
      case 'start':
        return t('machines.sandbox.step.start', { input: describeValue(step.input, 60) });
      case 'event':
        return t('machines.sandbox.step.event', { event: eventLabel(step.event) });
      case 'resolve':
      case 'reject':
        return t(`machines.sandbox.step.${step.kind}`, {
          src: step.src,
          payload: describeValue(step.payload, 60),
        });
      case 'time':
        return t('machines.sandbox.step.time', { ms: step.ms });
      case 'context':
        return step.keys.length
          ? t('machines.sandbox.step.context', { keys: step.keys.join(', ') })
          : t('machines.sandbox.step.contextNone');
    }
  };
}

export interface SandboxPathProps {
  path: readonly PathEntry[];
  disabled: boolean;
  onReset: () => void;
}

/** What the tester did, step by step, with the states each step left the copy in. */
export function SandboxPath({ path, disabled, onReset }: SandboxPathProps) {
  const { t } = useTranslation();
  const stepText = useStepText();
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
            <span dir="auto">{stepText(entry.step)}</span> {t('machines.sandbox.leadsTo')}{' '}
            <code className={code} dir="ltr">
              {entry.states.join(', ')}
            </code>
            {entry.actions.length > 0 && (
              <span className={muted}>
                {' '}
                ({t('machines.sandbox.actions', { actions: entry.actions.join(', ') })})
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
