import { describe, expect, it } from 'vitest';
import { CONTRACT_ACTIONS, CONTRACT_STATUSES } from '../../contract/organizations';
import type { ContractAction, ContractStatus } from '../../contract/organizations';
import {
  allowedContractActions,
  contractMachine,
  nextContractStatus,
} from '../../machines/contract.machine';
import { contractModel, ended, running } from '../../machines/models/contract.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk, type Walk } from './support/graph';

/** ARCHITECTURE "Domain decisions", written out independently of the machine. */
const RULES: Record<ContractStatus, Partial<Record<ContractAction, ContractStatus>>> = {
  pending: { activate: 'active', cancel: 'canceled' },
  active: { pause: 'paused', cancel: 'canceled' },
  paused: { reactivate: 'active', cancel: 'canceled' },
  canceled: { reactivate: 'active' },
};

const [walkRunning, walkEnded] = contractModel.inputs.map((input) =>
  walk(contractModel.machine, input, contractModel.samples),
) as [Walk, Walk];

describe('contract graph', () => {
  it('takes exactly the transitions of the rules while the term runs', () => {
    const taken = walkRunning.steps.map(
      (s) => `${leaf(s.state.value)} ${s.event.type} -> ${leaf(s.nextState.value)}`,
    );
    const expected = Object.entries(RULES).flatMap(([from, moves]) =>
      Object.entries(moves).map(([action, to]) => `${from} ${action.toUpperCase()} -> ${to}`),
    );
    expect(taken.filter((t) => !t.endsWith(`-> ${t.split(' ')[0]}`)).sort()).toEqual(
      expected.sort(),
    );
  });

  it('keeps a canceled contract canceled once its term is over', () => {
    const fromCanceled = walkEnded.steps.filter((s) => s.state.matches('canceled'));
    expect(fromCanceled.every((s) => s.nextState.matches('canceled'))).toBe(true);
  });

  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(contractMachine, [walkRunning]);
    expect(nodeIds(contractMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(nodeIds(contractMachine)).toHaveLength(4);
    expect(untakenEdges(contractMachine, [walkRunning])).toEqual([]);
  });
});

describe('nextContractStatus and allowedContractActions (what the services and console ask)', () => {
  it.each(CONTRACT_STATUSES.flatMap((s) => CONTRACT_ACTIONS.map((a) => [s, a] as const)))(
    '%s + %s follows the rules',
    (status, action) => {
      expect(nextContractStatus(status, action, running)).toBe(RULES[status][action] ?? null);
    },
  );

  it('refuses to reactivate a canceled contract whose term is over', () => {
    expect(nextContractStatus('canceled', 'reactivate', ended)).toBeNull();
    expect(allowedContractActions('canceled', ended)).toEqual([]);
    expect(nextContractStatus('paused', 'reactivate', ended)).toBe('active');
  });

  it('lists the allowed actions in a stable order', () => {
    expect(allowedContractActions('pending', running)).toEqual(['activate', 'cancel']);
    expect(allowedContractActions('active', running)).toEqual(['pause', 'cancel']);
    expect(allowedContractActions('paused', running)).toEqual(['reactivate', 'cancel']);
    expect(allowedContractActions('canceled', running)).toEqual(['reactivate']);
  });
});
