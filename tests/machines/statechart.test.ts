import { getStateNodes } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines/registry';
import { toStatechart } from '../../machines/statechart';

describe.each(MACHINES)('statechart of $id', ({ id, machine }) => {
  const chart = toStatechart(machine);
  const ids = new Set(chart.nodes.map((node) => node.id));

  it('has every state node once, under its parent, with one initial child per compound', () => {
    expect(chart.id).toBe(machine.id);
    expect(id).toBe(machine.id);
    const expected = [machine.root, ...getStateNodes(machine.root)].map((node) => node.id);
    expect(chart.nodes.map((node) => node.id).sort()).toEqual(expected.sort());
    for (const node of chart.nodes) {
      if (node.parentId !== null) expect(ids.has(node.parentId)).toBe(true);
      if (node.type === 'compound') {
        const initials = chart.nodes.filter((n) => n.parentId === node.id && n.initial);
        expect(initials, node.id).toHaveLength(1);
      }
    }
  });

  it('has edges between existing nodes, with unique ids and readable labels', () => {
    expect(chart.edges.length).toBeGreaterThan(0);
    expect(new Set(chart.edges.map((edge) => edge.id)).size).toBe(chart.edges.length);
    for (const edge of chart.edges) {
      expect(ids.has(edge.source) && ids.has(edge.target), edge.id).toBe(true);
      expect(edge.label).not.toMatch(/^xstate\./);
    }
  });

  it('is plain data', () => {
    expect(JSON.parse(JSON.stringify(chart))).toEqual(chart);
  });
});

function chartOf(id: string) {
  const registered = MACHINES.find((m) => m.id === id);
  if (!registered) throw new Error(`no machine ${id}`);
  return toStatechart(registered.machine);
}

describe('statechart labels', () => {
  const edge = (machineId: string, source: string, label: string) =>
    chartOf(machineId).edges.filter((e) => e.source === source && e.label === label);

  it('labels the named delays with their milliseconds', () => {
    expect(edge('session', 'session.authenticated.loading', 'after 2000ms')).toMatchObject([
      { target: 'session.authenticated.ready' },
    ]);
    expect(edge('orgSwitch', 'orgSwitch.switched', 'after 2500ms')).toMatchObject([
      { target: 'orgSwitch.reloading' },
    ]);
  });

  it('labels invoke results and eventless transitions, with their guards', () => {
    expect(
      edge('session', 'session.authenticated.loading.fetching', 'done: loadMemberships'),
    ).toMatchObject([
      { target: 'session.authenticated.ready', guard: 'hasActiveOrg' },
      { target: 'session.authenticated.loading.waiting', guard: null },
    ]);
    expect(edge('orgSwitch', 'orgSwitch.switching', 'error: switchGroup')).toMatchObject([
      { target: 'orgSwitch.idle' },
    ]);
    expect(edge('session', 'session.checking', 'always')).toMatchObject([
      { target: 'session.authenticated', guard: 'hasToken' },
      { target: 'session.unauthenticated', guard: null },
    ]);
  });

  it('marks the loader tag and the final state', () => {
    const session = chartOf('session');
    const tagged = session.nodes.filter((n) => n.tags.includes('systemLoader')).map((n) => n.key);
    expect(tagged).toEqual(['checking', 'loading']);
    const orgSwitch = chartOf('orgSwitch');
    expect(orgSwitch.nodes.find((n) => n.key === 'reloading')?.type).toBe('final');
  });

  it('draws a targetless transition as a loop on its own state', () => {
    expect(edge('session', 'session.authenticated', 'ORGS_CHANGED')).toMatchObject([
      { target: 'session.authenticated' },
    ]);
  });
});
