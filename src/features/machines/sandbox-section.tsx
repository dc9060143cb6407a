import { useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { useTranslation } from 'react-i18next';
import { MACHINES, type RegisteredMachine } from '../../../machines/registry';
import { SelectField } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { card, muted, sectionTitle, stack } from './machines-styles';
import type { StartingState } from './sandbox';
import { SandboxWorkbench } from './sandbox-workbench';
import { useMachineTitle } from './machine-title';
import { useMachineModel } from './use-sandbox';

/** One machine's workbench once its model has loaded; `from` starts it at a record's state. */
export function MachineSandbox({
  entry,
  from,
}: {
  entry: RegisteredMachine;
  from?: StartingState;
}) {
  const { t } = useTranslation();
  const model = useMachineModel(entry.id);
  if (model.status === 'loading') return <Spinner label={t('machines.sandbox.loading')} />;
  return (
    <SandboxWorkbench
      entry={entry}
      model={model.status === 'ready' ? model.model : null}
      modelFailed={model.status === 'failed'}
      from={from}
    />
  );
}

/** The sandbox: choose a machine, then step a copy of it (see SandboxWorkbench). */
export function SandboxSection() {
  const { t } = useTranslation();
  const titleOf = useMachineTitle();
  const [id, setId] = useState(MACHINES[0]?.id ?? '');
  const entry = MACHINES.find((machine) => machine.id === id);
  return (
    <section
      aria-labelledby="sandbox-title"
      className={cx(card, stack, css({ overflowWrap: 'anywhere' }))}
      data-testid="sandbox"
    >
      <div>
        <h2 id="sandbox-title" className={sectionTitle}>
          {t('machines.sandbox.title')}
        </h2>
        <p className={muted}>{t('machines.sandbox.intro')}</p>
      </div>
      <SelectField
        id="sandbox-machine"
        label={t('machines.sandbox.machine')}
        value={id}
        onChange={setId}
        options={MACHINES.map((machine) => ({ value: machine.id, label: titleOf(machine) }))}
      />
      {/* A new machine gets a new sandbox: nothing carries over from the last one. */}
      {entry && <MachineSandbox key={entry.id} entry={entry} />}
    </section>
  );
}
