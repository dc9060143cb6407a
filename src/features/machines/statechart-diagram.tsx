import { useId } from 'react';
import { css, cx } from '../../../styled-system/css';
import type { LaidOutChart, LaidOutNode } from './statechart-layout';

const stateBox = css({ fill: 'white', stroke: 'gray.400', strokeWidth: '1.5' });
const compoundBox = css({ fill: 'gray.50', stroke: 'gray.400', strokeWidth: '1.5' });
const activeBox = css({ fill: 'brand.100', stroke: 'brand.600', strokeWidth: '3' });
const stateText = css({ fill: 'gray.900', fontSize: '13px' });
const activeText = css({ fontWeight: 'bold' });
const tagText = css({ fill: 'amber.700', fontSize: '10px' });
const edgeLine = css({ fill: 'none', stroke: 'gray.500', strokeWidth: '1.2' });
const edgeLabel = css({ fill: 'gray.700', fontSize: '11px' });
const edgeLabelBg = css({ fill: 'white', opacity: 0.85 });
const initialDot = css({ fill: 'gray.900' });

const INITIAL_ARROW = 14;

function StateNode({ node, active }: { node: LaidOutNode; active: boolean }) {
  const { x, y, width, height } = node;
  return (
    <g
      data-state-id={node.id}
      data-active={active || undefined}
      data-initial={node.initial || undefined}
    >
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={node.compound ? 10 : 8}
        className={cx(node.compound ? compoundBox : stateBox, active && activeBox)}
      />
      {node.final && (
        <rect
          x={x + 3}
          y={y + 3}
          width={width - 6}
          height={height - 6}
          rx={6}
          className={stateBox}
          fill="none"
        />
      )}
      <text
        x={node.compound ? x + 12 : x + width / 2}
        y={node.compound ? y + 19 : y + (node.tags.length ? 20 : height / 2 + 4)}
        textAnchor={node.compound ? 'start' : 'middle'}
        className={cx(stateText, active && activeText)}
      >
        {node.key}
      </text>
      {node.tags.length > 0 && (
        <text
          x={node.compound ? x + width - 8 : x + width / 2}
          y={node.compound ? y + 14 : y + height - 10}
          textAnchor={node.compound ? 'end' : 'middle'}
          className={tagText}
        >
          {node.tags.join(' ')}
        </text>
      )}
      {node.initial && (
        <g aria-hidden="true">
          <circle cx={x - INITIAL_ARROW} cy={y + 12} r={4} className={initialDot} />
          <line x1={x - INITIAL_ARROW + 4} y1={y + 12} x2={x} y2={y + 12} className={edgeLine} />
        </g>
      )}
    </g>
  );
}

export interface StatechartDiagramProps {
  title: string;
  chart: LaidOutChart;
  activeIds: ReadonlySet<string>;
  /** At its own size, for a box that scrolls, instead of shrunk to the available width. */
  natural?: boolean;
}

/** An SVG statechart: compound states enclose their children, transitions are labelled arrows. */
export function StatechartDiagram({
  title,
  chart,
  activeIds,
  natural = false,
}: StatechartDiagramProps) {
  const markerId = useId();
  const nodes = [...chart.nodes].sort((a, b) => a.depth - b.depth);
  const margin = INITIAL_ARROW + 8;
  return (
    <svg
      role="img"
      aria-label={title}
      direction="ltr"
      width={chart.width + margin}
      height={chart.height}
      viewBox={`${-margin} 0 ${chart.width + margin} ${chart.height}`}
      className={
        natural ? css({ display: 'block' }) : css({ maxInlineSize: 'full', height: 'auto' })
      }
    >
      <defs>
        <marker
          id={markerId}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className={css({ fill: 'gray.500' })} />
        </marker>
      </defs>
      {nodes.map((node) => (
        <StateNode key={node.id} node={node} active={activeIds.has(node.id)} />
      ))}
      {chart.edges.map((edge) => {
        const [first, ...rest] = edge.points;
        if (!first) return null;
        const d = `M ${first.x} ${first.y} ${rest.map((p) => `L ${p.x} ${p.y}`).join(' ')}`;
        return (
          <g key={edge.id} data-edge-id={edge.id}>
            <path d={d} className={edgeLine} markerEnd={`url(#${markerId})`} />
            {edge.labelBox && (
              <>
                <rect {...edge.labelBox} className={edgeLabelBg} />
                <text x={edge.labelBox.x} y={edge.labelBox.y + 12} className={edgeLabel}>
                  {edge.label}
                </text>
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}
