import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine, StateValue } from 'xstate';
import { toStatechart, type Statechart } from '../../../machines/statechart';
import { Spinner } from '../../ui/spinner';
import { activeNodeIds } from './active-states';
import { StatechartDiagram } from './statechart-diagram';
import { layoutStatechart, type LaidOutChart } from './statechart-layout';

type LayoutState =
  { status: 'pending' } | { status: 'done'; chart: LaidOutChart } | { status: 'failed' };

/**
 * Whether the box is on screen or near it: a page of twenty charts lays out only those in view
 * (ELK runs on the main thread; all at once took about 4 s). Without an observer (a test's
 * document), at once.
 */
function useNearView(box: RefObject<HTMLElement | null>, eager: boolean): boolean {
  const [near, setNear] = useState(eager || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: '400px 0px' },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [box, near]);
  return near;
}

function useLayout(chart: Statechart, wanted: boolean): LayoutState {
  const [state, setState] = useState<LayoutState>({ status: 'pending' });
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    layoutStatechart(chart).then(
      (laidOut) => !cancelled && setState({ status: 'done', chart: laidOut }),
      () => !cancelled && setState({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [chart, wanted]);
  return state;
}

/**
 * Keeps the deepest lit state in view of the box that scrolls the chart (`data-chart-scroller`),
 * as it moves; the page itself never scrolls for it.
 */
function useFollowLit(box: RefObject<HTMLElement | null>, key: string, drawn: boolean) {
  useEffect(() => {
    const scroller = box.current?.closest<HTMLElement>('[data-chart-scroller]');
    const lit = box.current?.querySelectorAll<SVGElement>('[data-active]');
    const deepest = lit?.[lit.length - 1];
    if (!drawn || !scroller || !deepest) return;
    const node = deepest.getBoundingClientRect();
    const view = scroller.getBoundingClientRect();
    const margin = 16;
    if (node.left < view.left) scroller.scrollLeft -= view.left - node.left + margin;
    else if (node.right > view.right) scroller.scrollLeft += node.right - view.right + margin;
    if (node.top < view.top) scroller.scrollTop -= view.top - node.top + margin;
    else if (node.bottom > view.bottom) scroller.scrollTop += node.bottom - view.bottom + margin;
  }, [box, key, drawn]);
}

export interface MachineChartProps {
  title: string;
  machine: AnyStateMachine;
  /** The state to light, or null for none. */
  value: StateValue | null;
  /** Drawn at its own size (for a scrolling box) rather than shrunk to the width. */
  natural?: boolean;
  /** Laid out at once, not when scrolled near (the sandbox's one chart). */
  eager?: boolean;
}

/** A machine's statechart, laid out, with the states of `value` lit. */
export function MachineChart({
  title,
  machine,
  value,
  natural = false,
  eager = false,
}: MachineChartProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const statechart = useMemo(() => toStatechart(machine), [machine]);
  const layout = useLayout(statechart, useNearView(box, eager));
  const activeIds = useMemo(
    () => (value === null ? new Set<string>() : activeNodeIds(statechart, value)),
    [statechart, value],
  );
  useFollowLit(box, [...activeIds].join(), layout.status === 'done');
  return (
    <div ref={box} data-testid="machine-chart">
      {layout.status === 'pending' && <Spinner label={t('machines.laidOut')} />}
      {layout.status === 'failed' && <p role="alert">{t('machines.layoutFailed')}</p>}
      {layout.status === 'done' && (
        <StatechartDiagram
          title={title}
          chart={layout.chart}
          activeIds={activeIds}
          natural={natural}
        />
      )}
    </div>
  );
}
