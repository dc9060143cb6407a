import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine, StateValue } from 'xstate';
import { toStatechart, type Statechart } from '../../../machines/statechart';
import { Spinner } from '../../ui/spinner';
import { activeNodeIds } from './active-states';
import { StatechartDiagram } from './statechart-diagram';
import { layoutStatechart, type LaidOutChart } from './statechart-layout';

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

export interface MachineChartProps {
  title: string;
  machine: AnyStateMachine;
  /** The state to light, or null for none. */
  value: StateValue | null;
  /** Drawn at its own size (for a scrolling box) rather than shrunk to the width. */
  natural?: boolean;
}

/** A machine's statechart, laid out, with the states of `value` lit. */
export function MachineChart({ title, machine, value, natural = false }: MachineChartProps) {
  const { t } = useTranslation();
  const statechart = useMemo(() => toStatechart(machine), [machine]);
  const layout = useLayout(statechart);
  const activeIds = useMemo(
    () => (value === null ? new Set<string>() : activeNodeIds(statechart, value)),
    [statechart, value],
  );
  if (layout.status === 'pending') return <Spinner label={t('machines.laidOut')} />;
  if (layout.status === 'failed') return <p role="alert">{t('machines.layoutFailed')}</p>;
  return (
    <StatechartDiagram title={title} chart={layout.chart} activeIds={activeIds} natural={natural} />
  );
}
