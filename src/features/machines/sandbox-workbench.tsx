import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineModel, ModelPath } from '../../../machines/model-paths';
import type { RegisteredMachine } from '../../../machines/registry';
import { css } from '../../../styled-system/css';
import { activeLeaves } from './active-states';
import { eventChoices } from './event-choices';
import { MachineChart } from './machine-chart';
import { chartScroller, code, panelTitle, stack } from './machines-styles';
import { useMachineTitle } from './machine-title';
import { ModelPathsList } from './model-paths-list';
import type { ReplayOutcome, StartingState } from './sandbox';
import { SandboxCalls } from './sandbox-calls';
import { SandboxContext, SandboxInput } from './sandbox-forms';
import { SandboxEvents } from './sandbox-events';
import { SandboxPath } from './sandbox-path';
import { SandboxTime } from './sandbox-time';
import { useSandbox } from './use-sandbox';

const columns = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
  alignItems: 'start',
});

export interface SandboxWorkbenchProps {
  entry: RegisteredMachine;
  /** The model its tests walk: the inputs to start from and the sample events. */
  model: MachineModel | null;
  modelFailed: boolean;
  /** Start where a stored record stands now rather than from the model's input. */
  from?: StartingState;
}

/** One machine's sandbox: a copy actor stepped by hand, its chart, its path and the model's. */
export function SandboxWorkbench({ entry, model, modelFailed, from }: SandboxWorkbenchProps) {
  const { t } = useTranslation();
  const title = useMachineTitle()(entry);
  const inputs = model?.inputs.length ? model.inputs : [undefined];
  const samples = model?.samples ?? [];
  const { sandbox, view } = useSandbox(entry.machine, inputs[0], from);
  const [preset, setPreset] = useState(0);
  const [replayed, setReplayed] = useState<ReplayOutcome | null>(null);
  const { snapshot, busy } = view;
  const choices = eventChoices(snapshot, samples, (event) => sandbox.accepts(event));
  const error =
    snapshot.status === 'error'
      ? String((snapshot.error as Error)?.message ?? snapshot.error)
      : null;

  const replay = async (path: ModelPath) => {
    setPreset(path.inputIndex);
    setReplayed(null);
    setReplayed(await sandbox.replay(inputs[path.inputIndex], path.events, path.states));
  };

  return (
    <div className={stack}>
      <div className={columns}>
        <div className={stack}>
          <SandboxInput
            inputs={inputs}
            preset={preset}
            onPreset={setPreset}
            disabled={busy}
            onStart={(input) => {
              setReplayed(null);
              sandbox.start(input);
            }}
          />
          <section aria-labelledby="sandbox-state-title">
            <h3 id="sandbox-state-title" className={panelTitle}>
              {t('machines.sandbox.state')}
            </h3>
            <p aria-live="polite">
              <code className={code} data-testid="sandbox-state">
                {activeLeaves(snapshot.value).join(', ')}
              </code>
              {snapshot.status === 'done' && <> {t('machines.sandbox.status.done')}</>}
              {error !== null && (
                <span role="alert"> {t('machines.sandbox.status.error', { message: error })}</span>
              )}
            </p>
          </section>
          <SandboxEvents sandbox={sandbox} choices={choices} disabled={busy} />
          <SandboxCalls sandbox={sandbox} calls={view.calls} samples={samples} disabled={busy} />
          <SandboxTime
            sandbox={sandbox}
            delays={choices.delays}
            nextDue={view.nextDue}
            disabled={busy || snapshot.status !== 'active'}
          />
          <SandboxContext
            key={view.path.length}
            context={snapshot.context}
            disabled={busy || snapshot.status !== 'active'}
            onSet={(context) => sandbox.setContext(context)}
          />
        </div>
        <div className={stack}>
          <div
            className={chartScroller}
            role="region"
            aria-label={t('machines.chartRegion', { title })}
            tabIndex={0}
            // The chart is drawn left to right in both languages; it scrolls from its left edge.
            dir="ltr"
            data-testid="sandbox-chart"
            data-chart-scroller
          >
            <MachineChart
              title={title}
              machine={entry.machine}
              value={snapshot.value}
              natural
              eager
            />
          </div>
          <SandboxPath
            path={view.path}
            disabled={busy}
            onReset={() => {
              setReplayed(null);
              sandbox.restart();
            }}
          />
        </div>
      </div>
      <ModelPathsList
        model={model}
        failed={modelFailed}
        outcome={replayed}
        disabled={busy}
        onReplay={replay}
      />
    </div>
  );
}
