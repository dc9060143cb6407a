import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef, StateValue } from 'xstate';
import { MACHINES, type RegisteredMachine } from '../../../machines/registry';
import { toStatechart, type Statechart } from '../../../machines/statechart';
import { css } from '../../../styled-system/css';
import { Spinner } from '../../ui/spinner';
import { activeNodeIds, activePaths } from './active-states';
import { layoutStatechart, type LaidOutChart } from './statechart-layout';
import { StatechartDiagram } from './statechart-diagram';

const page = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const card = css({
  bg: 'white',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  padding: '5',
  overflowX: 'auto',
});
const cardTitle = css({ fontSize: 'lg', fontWeight: 'semibold' });
const current = css({ fontSize: 'sm', color: 'gray.700', marginBlock: '2' });
const code = css({ fontFamily: 'mono', bg: 'brand.50', paddingInline: '1', borderRadius: 'sm' });

type LayoutState =
  { status: 'pending' } | { status: 'done'; chart: LaidOutChart } | { status: 'failed' };

function useLayout(chart: Statechart): LayoutState {
  const [state, setState] = useState<LayoutState>({ status: 'pending' });
  useEffect(() => {
    let cancelled = false;
    layoutStatechart(chart).then(
      (laidOut) => !cancelled && setState({ status: 'done', chart: laidOut }),
      () => !cancelled && setState({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [chart]);
  return state;
}

function ChartView({ entry, value }: { entry: RegisteredMachine; value: StateValue | null }) {
  const { t } = useTranslation();
  const statechart = useMemo(() => toStatechart(entry.machine), [entry.machine]);
  const layout = useLayout(statechart);
  const activeIds = useMemo(
    () => (value === null ? new Set<string>() : activeNodeIds(statechart, value)),
    [statechart, value],
  );
  const deepest =
    value === null ? null : [...activePaths(value)].sort((a, b) => b.length - a.length);
  return (
    <section
      className={card}
      data-testid={`machine-${entry.id}`}
      aria-labelledby={`machine-${entry.id}-title`}
    >
      <h2 id={`machine-${entry.id}-title`} className={cardTitle}>
        {entry.title}
      </h2>
      <p className={current} aria-live="polite">
        {deepest ? (
          <>
            {t('machines.current')}:{' '}
            <code className={code} data-testid={`machine-${entry.id}-current`}>
              {deepest
                .filter((path) => !deepest.some((other) => other.startsWith(`${path}.`)))
                .join(', ')}
            </code>
          </>
        ) : (
          t('machines.notRunning')
        )}
      </p>
      {layout.status === 'pending' && <Spinner label={t('machines.laidOut')} />}
      {layout.status === 'failed' && <p role="alert">{t('machines.layoutFailed')}</p>}
      {layout.status === 'done' && (
        <StatechartDiagram title={entry.title} chart={layout.chart} activeIds={activeIds} />
      )}
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
}

/** The QA page: every machine in machines/registry.ts, with the running actors' states lit. */
export function MachinesPage({ live }: MachinesPageProps) {
  const { t } = useTranslation();
  return (
    <div className={page} data-testid="machines-page">
      <header>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{t('machines.title')}</h1>
        <p className={css({ color: 'gray.600' })}>{t('machines.subtitle')}</p>
        <p className={css({ color: 'gray.600', fontSize: 'sm' })}>{t('machines.legend')}</p>
      </header>
      {MACHINES.map((entry) => {
        const actor = live[entry.id];
        return actor ? (
          <LiveChartView key={entry.id} entry={entry} actor={actor} />
        ) : (
          <ChartView key={entry.id} entry={entry} value={null} />
        );
      })}
    </div>
  );
}
