import { describe, expect, it } from 'vitest';
import { DEFAULT_ORG_NAME, HAD_ORG_NAME } from '../../contract/constants';
import { CONTRACT_ACTIONS, CONTRACT_STATUSES } from '../../contract/organizations';
import type {
  ContractAction,
  ContractStanding,
  ContractStatus,
} from '../../contract/organizations';
import type { Permission } from '../../contract/permissions';
import {
  allowedContractActions,
  contractMachine,
  contractStanding,
  isPlatformContract,
  nextContractStatus,
  permissionsUnder,
} from '../../machines/contract.machine';
import { contractModel, ended, platform, running } from '../../machines/models/contract.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk, type Walk } from './support/graph';

/** ARCHITECTURE "Domain decisions", written out independently of the machine. */
const RULES: Record<ContractStatus, Partial<Record<ContractAction, ContractStatus>>> = {
  pending: { activate: 'active', cancel: 'canceled' },
  active: { pause: 'paused', cancel: 'canceled' },
  paused: { reactivate: 'active', cancel: 'canceled' },
  canceled: { reactivate: 'active' },
};

const [walkRunning, walkEnded, walkPlatform] = contractModel.inputs.map((input) =>
  walk(contractModel.machine, input, contractModel.samples),
) as [Walk, Walk, Walk];

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
    expect(fromCanceled.length).toBeGreaterThan(0);
    expect(fromCanceled.every((s) => s.nextState.matches('canceled'))).toBe(true);
  });

  it("never moves the platform's own contract", () => {
    expect(walkPlatform.steps.length).toBeGreaterThan(0);
    expect(walkPlatform.steps.every((s) => s.nextState.matches('pending'))).toBe(true);
  });

  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(contractMachine, [walkRunning]);
    expect(nodeIds(contractMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(nodeIds(contractMachine)).toHaveLength(4);
    expect(untakenEdges(contractMachine, [walkRunning])).toEqual([]);
  });

  it('tags the paused state read-only and the canceled one closed', () => {
    const tagsOf = (status: ContractStatus) =>
      [...contractMachine.resolveState({ value: status, context: running }).tags].sort();
    expect(CONTRACT_STATUSES.map(tagsOf)).toEqual([[], [], ['readOnly'], ['closed']]);
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

  it('counts the end date itself as over', () => {
    const lastDay = { ...running, endsAt: running.today };
    expect(allowedContractActions('canceled', lastDay)).toEqual([]);
  });

  it('lists the allowed actions in a stable order', () => {
    expect(allowedContractActions('pending', running)).toEqual(['activate', 'cancel']);
    expect(allowedContractActions('active', running)).toEqual(['pause', 'cancel']);
    expect(allowedContractActions('paused', running)).toEqual(['reactivate', 'cancel']);
    expect(allowedContractActions('canceled', running)).toEqual(['reactivate']);
  });

  it.each([HAD_ORG_NAME, DEFAULT_ORG_NAME])('allows no action on %s, from any status', (name) => {
    const context = { ...running, organizationName: name };
    expect(isPlatformContract(name)).toBe(true);
    for (const status of CONTRACT_STATUSES) {
      expect(allowedContractActions(status, context)).toEqual([]);
    }
  });

  it('tells a customer from the platform', () => {
    expect(isPlatformContract('Nour Academy')).toBe(false);
    expect(isPlatformContract('had')).toBe(false);
  });
});

describe('contractStanding: what the contract means for the members today', () => {
  /** Written out by hand: status x (term running, term over). */
  const STANDINGS: Record<ContractStatus, [ContractStanding, ContractStanding]> = {
    pending: ['inForce', 'ended'],
    active: ['inForce', 'ended'],
    paused: ['paused', 'ended'],
    canceled: ['canceled', 'canceled'],
  };

  it.each(CONTRACT_STATUSES)('%s: while the term runs, and once it is over', (status) => {
    expect([contractStanding(status, running), contractStanding(status, ended)]).toEqual(
      STANDINGS[status],
    );
  });

  it('ends on the end date itself, by the day given (the server clock)', () => {
    expect(contractStanding('active', { ...running, endsAt: '2026-11-23' })).toBe('inForce');
    expect(contractStanding('active', { ...running, endsAt: '2026-11-22' })).toBe('ended');
  });

  it.each(CONTRACT_STATUSES)("keeps the platform's own in force (%s, ended)", (status) => {
    expect(contractStanding(status, { ...ended, organizationName: HAD_ORG_NAME })).toBe('inForce');
    expect(contractStanding(status, { ...platform, organizationName: DEFAULT_ORG_NAME })).toBe(
      'inForce',
    );
  });
});

describe('permissionsUnder', () => {
  const ops = (read: boolean, write: boolean, update: boolean) => ({ read, write, update });
  const role: Permission[] = [
    { entity: 'ClassRoomManager', allowedOps: ops(true, true, true) },
    { entity: 'Students', allowedOps: ops(true, false, false) },
    { entity: 'Reports', allowedOps: ops(false, true, false) },
  ];

  it('keeps every right in force', () => {
    expect(permissionsUnder('inForce', role)).toEqual(role);
  });

  it('keeps reading only while paused', () => {
    expect(permissionsUnder('paused', role)).toEqual([
      { entity: 'ClassRoomManager', allowedOps: ops(true, false, false) },
      { entity: 'Students', allowedOps: ops(true, false, false) },
    ]);
  });

  it.each(['canceled', 'ended'] as const)('leaves nothing once %s', (standing) => {
    expect(permissionsUnder(standing, role)).toEqual([]);
  });
});
