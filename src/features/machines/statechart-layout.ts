import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { Statechart, StatechartNode } from '../../../machines/statechart';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutNode extends Box {
  id: string;
  key: string;
  compound: boolean;
  initial: boolean;
  final: boolean;
  tags: string[];
  depth: number;
}

export interface LaidOutEdge {
  id: string;
  label: string;
  points: { x: number; y: number }[];
  labelBox: Box | null;
}

export interface LaidOutChart {
  width: number;
  height: number;
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
}

const CHAR_WIDTH = 7;
const LABEL_HEIGHT = 16;
const ATOMIC_HEIGHT = 38;
const HEADER = 30;
const PADDING = 14;

const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH) + 4;

export const edgeText = (label: string, guard: string | null) =>
  guard ? `${label} [${guard}]` : label;

function toElkNode(
  node: StatechartNode,
  childrenOf: Map<string | null, StatechartNode[]>,
): ElkNode {
  const children = childrenOf.get(node.id) ?? [];
  const label = { text: node.key, width: textWidth(node.key), height: LABEL_HEIGHT };
  if (children.length === 0) {
    // A tag (e.g. systemLoader) goes on a second line inside the state.
    const tagWidth = node.tags.length ? textWidth(node.tags.join(' ')) : 0;
    return {
      id: node.id,
      width: Math.max(90, label.width + 28, tagWidth + 20),
      height: node.tags.length ? ATOMIC_HEIGHT + 12 : ATOMIC_HEIGHT,
    };
  }
  return {
    id: node.id,
    labels: [label],
    layoutOptions: {
      'elk.padding': `[top=${HEADER},left=${PADDING},bottom=${PADDING},right=${PADDING}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE NODE_LABELS',
      'elk.nodeSize.minimum': `(${label.width + 2 * PADDING}, ${HEADER + PADDING})`,
      'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
    },
    children: children.map((child) => toElkNode(child, childrenOf)),
  };
}

const elk = new ELK();

/** Positions for every state (compound states enclose their children) and route for every edge. */
export async function layoutStatechart(chart: Statechart): Promise<LaidOutChart> {
  const childrenOf = new Map<string | null, StatechartNode[]>();
  for (const node of chart.nodes) {
    childrenOf.set(node.parentId, [...(childrenOf.get(node.parentId) ?? []), node]);
  }
  const roots = childrenOf.get(null) ?? [];
  const edges: ElkExtendedEdge[] = chart.edges.map((edge) => {
    const text = edgeText(edge.label, edge.guard);
    return {
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
      labels: [{ text, width: textWidth(text), height: LABEL_HEIGHT }],
    };
  });
  const graph: ElkNode = {
    id: '__root__',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'POLYLINE',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '36',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: roots.map((node) => toElkNode(node, childrenOf)),
    edges,
  };
  const result = await elk.layout(graph);

  const byId = new Map(chart.nodes.map((node) => [node.id, node]));
  const nodes: LaidOutNode[] = [];
  const visit = (elkNode: ElkNode, depth: number) => {
    const source = byId.get(elkNode.id);
    if (source) {
      nodes.push({
        id: source.id,
        key: source.key,
        compound: (elkNode.children?.length ?? 0) > 0,
        initial: source.initial && source.parentId !== null,
        final: source.type === 'final',
        tags: source.tags,
        depth,
        x: elkNode.x ?? 0,
        y: elkNode.y ?? 0,
        width: elkNode.width ?? 0,
        height: elkNode.height ?? 0,
      });
    }
    elkNode.children?.forEach((child) => visit(child, depth + 1));
  };
  result.children?.forEach((child) => visit(child, 0));

  const laidOutEdges: LaidOutEdge[] = (result.edges ?? []).map((edge) => {
    const section = edge.sections?.[0];
    const points = section
      ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
      : [];
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      label: label?.text ?? '',
      points,
      labelBox: label
        ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 }
        : null,
    };
  });

  return { width: result.width ?? 0, height: result.height ?? 0, nodes, edges: laidOutEdges };
}
