import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef, StateValue } from 'xstate';
import { MACHINES, type RegisteredMachine } from '../../../machines/registry';
import { css, cx } from '../../../styled-system/css';
import { activeLeaves } from './active-states';
import { MachineChart } from './machine-chart';
import { useMachineTitle } from './machine-title';
import { card, code, sectionTitle } from './machines-styles';
import { RecordSection } from './record-section';
import { SandboxSection } from './sandbox-section';

const page = css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: 0 });
const liveCard = cx(card, css({ overflowX: 'auto' }));
const cardTitle = css({ fontSize: 'lg', fontWeight: 'semibold' });
const current = css({ fontSize: 'sm', color: 'gray.700', marginBlock: '2' });

function ChartView({ entry, value }: { entry: RegisteredMachine; value: StateValue | null }) {
  const { t } = useTranslation();
  const title = useMachineTitle()(entry);
  return (
    <section
      className={liveCard}
      data-testid={`machine-${entry.id}`}
      aria-labelledby={`machine-${entry.id}-title`}
    >
      <h3 id={`machine-${entry.id}-title`} className={cardTitle}>
        {title}
      </h3>
      <p className={current} aria-live="polite">
        {value !== null ? (
          <>
            {t('machines.current')}:{' '}
            <code className={code} data-testid={`machine-${entry.id}-current`}>
              {activeLeaves(value).join(', ')}
            </code>
          </>
        ) : (
          t('machines.notRunning')
        )}
      </p>
      <MachineChart title={title} machine={entry.machine} value={value} />
    </section>
  );
}

function LiveChartView({ entry, actor }: { entry: RegisteredMachine; actor: AnyActorRef }) {
  const value = useSelector(actor, (snapshot: { value?: StateValue }) => snapshot.value ?? null);
  return <ChartView entry={entry} value={value} />;
}

export interface MachinesPageProps {
  /** Running actors keyed by their machine's id (session, orgSwitch, confirmation). */
  live: Record<string, AnyActorRef>;
  /** The signed-in user: a record's guards ask whether the caller is, e.g., its teacher. */
  callerId: string;
}

/**
 * The QA page: a stored record's machine, a sandbox to step a copy of any machine, then every machine in
 * machines/registry.ts with the running actors' states lit (read only).
 */
export function MachinesPage({ live, callerId }: MachinesPageProps) {
  const { t } = useTranslation();
  return (
    <div className={page} data-testid="machines-page">
      <header>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{t('machines.title')}</h1>
        <p className={css({ color: 'gray.600' })}>{t('machines.subtitle')}</p>
      </header>
      <RecordSection callerId={callerId} />
      <SandboxSection />
      <section aria-labelledby="machines-live-title" className={page}>
        <div>
          <h2 id="machines-live-title" className={sectionTitle}>
            {t('machines.liveTitle')}
          </h2>
          <p className={css({ color: 'gray.600', fontSize: 'sm' })}>{t('machines.legend')}</p>
        </div>
        {MACHINES.map((entry) => {
          const actor = live[entry.id];
          return actor ? (
            <LiveChartView key={entry.id} entry={entry} actor={actor} />
          ) : (
            <ChartView key={entry.id} entry={entry} value={null} />
          );
        })}
      </section>
    </div>
  );
}
