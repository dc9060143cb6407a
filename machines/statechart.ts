import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface StatechartNode {
  id: string;
  key: string;
  parentId: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Whether this is its parent's initial state (the root counts as initial). */
  initial: boolean;
  tags: string[];
}

export interface StatechartEdge {
  id: string;
  source: string;
  target: string;
  label: string;
  /** The guard's name, so two edges for one event (e.g. found / not found) can be told apart. */
  guard: string | null;
}

export interface Statechart {
  id: string;
  nodes: StatechartNode[];
  edges: StatechartEdge[];
}

type AnyTransition = NonNullable<AnyStateNode['always']>[number];
type Delay = AnyStateNode['after'][number]['delay'];

function guardName(transition: AnyTransition): string | null {
  const { guard } = transition;
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline';
  return guard.type;
}

// A named delay is shown in milliseconds when it is a constant; a computed one keeps its name.
function delayLabel(machine: AnyStateMachine, delay: Delay): string {
  if (typeof delay === 'function') return 'after (computed)';
  const value = typeof delay === 'string' ? machine.implementations.delays[delay] : delay;
  return typeof value === 'number' ? `after ${value}ms` : `after ${delay}`;
}

// XState gives delayed and invoke-result transitions internal event names; show what they mean.
function edgeLabel(machine: AnyStateMachine, node: AnyStateNode, eventType: string): string {
  const delayed = node.after.find((t) => t.eventType === eventType);
  if (delayed) return delayLabel(machine, delayed.delay);
  for (const [prefix, outcome] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
  ] as const) {
    if (!eventType.startsWith(prefix)) continue;
    const invokeId = eventType.slice(prefix.length);
    const invoked = node.invoke.find((i) => i.id === invokeId);
    const src = typeof invoked?.src === 'string' ? invoked.src : invokeId;
    return `${outcome}: ${src}`;
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function isInitial(node: AnyStateNode): boolean {
  if (!node.parent) return true;
  return node.parent.initial.target.some((target) => target === node);
}

/** Plain, serialisable nodes and edges of a machine, for the QA page to lay out and draw. */
export function toStatechart(machine: AnyStateMachine): Statechart {
  const nodes: StatechartNode[] = [];
  const edges: StatechartEdge[] = [];

  const addEdges = (node: AnyStateNode, label: string, transitions: AnyTransition[]) => {
    for (const transition of transitions) {
      // A transition without a target (an action only) is drawn as a loop on its own state.
      const targets = transition.target?.length ? transition.target : [node];
      for (const target of targets) {
        edges.push({
          id: `${node.id}#${edges.length}`,
          source: node.id,
          target: target.id,
          label,
          guard: guardName(transition),
        });
      }
    }
  };

  const visit = (node: AnyStateNode) => {
    nodes.push({
      id: node.id,
      key: node.key,
      parentId: node.parent?.id ?? null,
      type: node.type,
      initial: isInitial(node),
      tags: [...node.tags],
    });
    for (const [eventType, transitions] of node.transitions) {
      addEdges(node, edgeLabel(machine, node, eventType), transitions);
    }
    addEdges(node, 'always', node.always ?? []);
    Object.values(node.states).forEach(visit);
  };

  visit(machine.root);
  return { id: machine.id, nodes, edges };
}
