import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modelPaths, type MachineModel, type ModelPath } from '../../../machines/model-paths';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { Spinner } from '../../ui/spinner';
import { activeLeaves } from './active-states';
import { describeValue, eventLabel } from './describe-value';
import { code, muted, panelTitle, stack } from './machines-styles';
import type { ReplayOutcome } from './sandbox';

const list = css({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '2',
  '& > li': { minWidth: 0, overflowWrap: 'anywhere' },
});
const item = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: '1',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderColor: 'gray.100',
});
const summary = css({ cursor: 'pointer', fontWeight: 'medium', paddingBlock: '1' });

/** The walk takes a moment on the larger machines: done after the first paint. */
function usePaths(model: MachineModel | null): ModelPath[] | null {
  const [paths, setPaths] = useState<ModelPath[] | null>(null);
  useEffect(() => {
    if (!model) return;
    const timer = setTimeout(() => setPaths(modelPaths(model)), 0);
    return () => clearTimeout(timer);
  }, [model]);
  return paths;
}

function OutcomeText({ outcome }: { outcome: ReplayOutcome }) {
  const { t } = useTranslation();
  if (outcome.ok) return <>{t('machines.models.replayed', { count: outcome.count })}</>;
  return (
    <>
      {t('machines.models.replayStopped', {
        step: outcome.step,
        expected: outcome.expected.join(', '),
        reached: outcome.reached.join(', '),
      })}
    </>
  );
}

export interface ModelPathsListProps {
  model: MachineModel | null;
  failed: boolean;
  outcome: ReplayOutcome | null;
  disabled: boolean;
  onReplay: (path: ModelPath) => void;
}

/** The paths the machine's model-based tests walk, grouped by input, each replayable. */
export function ModelPathsList({
  model,
  failed,
  outcome,
  disabled,
  onReplay,
}: ModelPathsListProps) {
  const { t } = useTranslation();
  const paths = usePaths(model);
  const events = (path: ModelPath) => path.events.map(eventLabel).join(' → ');
  return (
    <section aria-labelledby="model-paths-title" className={stack} data-testid="model-paths">
      <div>
        <h3 id="model-paths-title" className={panelTitle}>
          {t('machines.models.title')}
        </h3>
        <p className={muted}>{t('machines.models.intro')}</p>
      </div>
      <p role="status" data-testid="replay-outcome">
        {outcome && <OutcomeText outcome={outcome} />}
      </p>
      {failed && <p role="alert">{t('machines.models.failed')}</p>}
      {!model && !failed && <p className={muted}>{t('machines.models.none')}</p>}
      {model && !paths && <Spinner label={t('machines.models.computing')} />}
      {model &&
        paths &&
        model.inputs.map((input, inputIndex) => {
          const group = paths.filter((path) => path.inputIndex === inputIndex);
          return (
            <details key={inputIndex} open={inputIndex === 0}>
              <summary className={summary}>
                {t('machines.models.input', { number: inputIndex + 1, count: group.length })}{' '}
                <code className={code} dir="ltr">
                  {describeValue(input, 60)}
                </code>
              </summary>
              <ul className={list}>
                {group.map((path, index) => (
                  <li key={index} className={item}>
                    <span>
                      {path.events.length ? (
                        <code className={code} dir="ltr">
                          {events(path)}
                        </code>
                      ) : (
                        <span className={muted}>{t('machines.models.initial')}</span>
                      )}{' '}
                      <span className={muted} dir="ltr">
                        ({activeLeaves(path.target).join(', ')})
                      </span>
                    </span>
                    <button
                      type="button"
                      className={button({ variant: 'secondary' })}
                      disabled={disabled}
                      aria-label={t('machines.models.replayLabel', {
                        events: events(path) || t('machines.models.initial'),
                      })}
                      onClick={() => onReplay(path)}
                    >
                      {t('machines.models.replay')}
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
    </section>
  );
}
