import {
  CUSTOMER_SETUP_STEPS,
  SETUP_LISTED,
  SETUP_STEPS,
  SETUP_STUCK_DAYS,
  type CustomerSetup,
  type CustomerSetupList,
  type CustomerSetupProgress,
  type CustomerSetupStep,
  type CustomersSetup,
  type SetupChecklist,
  type SetupStep,
} from '../../../contract/setup';
import type { CustomerSetupRow } from './customer-setup-store';
import type { SetupRow } from './store';

const DAY_MS = 86_400_000;

const settledSteps = (row: SetupRow) =>
  SETUP_STEPS.filter((step) => row.doneAt[step] !== null || row.dismissed.has(step));

export function presentChecklist(row: SetupRow): SetupChecklist {
  return {
    organizationId: row.id,
    steps: SETUP_STEPS.map((step) => ({
      step,
      doneAt: row.doneAt[step]?.toISOString() ?? null,
      dismissed: row.dismissed.has(step),
    })),
    settled: settledSteps(row).length,
  };
}

/** The last time anything moved: the latest step done, or the organisation's creation. */
const lastMove = (row: SetupRow) =>
  Math.max(row.createdAt.getTime(), ...SETUP_STEPS.map((step) => row.doneAt[step]?.getTime() ?? 0));

function customerOf(row: SetupRow, now: Date): CustomerSetup | null {
  const settled = settledSteps(row);
  const nextStep = SETUP_STEPS.find((step: SetupStep) => !settled.includes(step));
  if (!nextStep) return null;
  const since = lastMove(row);
  return {
    id: row.id,
    name: row.name,
    settled: settled.length,
    nextStep,
    since: new Date(since).toISOString(),
    stuck: now.getTime() - since >= SETUP_STUCK_DAYS * DAY_MS,
  };
}

/** Customers still setting up, the longest idle first; those done are only counted. */
export function presentCustomers(rows: SetupRow[], now: Date): CustomersSetup {
  const open = rows
    .map((row) => customerOf(row, now))
    .filter((customer) => customer !== null)
    .sort((a, b) => a.since.localeCompare(b.since) || a.name.localeCompare(b.name));
  return {
    complete: rows.length - open.length,
    total: open.length,
    stuck: open.filter((customer) => customer.stuck).length,
    result: open.slice(0, SETUP_LISTED),
  };
}

/** Whether each of HAD's set-up steps for a customer is done, from its row. */
const customerStepsDone = (row: CustomerSetupRow): Record<CustomerSetupStep, boolean> => ({
  organisation: true,
  contract: row.seats,
  manager: row.manager,
  plan: row.plan,
  activation: row.contractStatus !== 'pending',
});

/** A customer's set-up by HAD: every step in order, how many are done, and the first not. */
export function presentCustomerSetup(row: CustomerSetupRow): CustomerSetupProgress {
  const done = customerStepsDone(row);
  return {
    organizationId: row.id,
    name: row.name,
    contractStatus: row.contractStatus,
    steps: CUSTOMER_SETUP_STEPS.map((step) => ({ step, done: done[step] })),
    done: CUSTOMER_SETUP_STEPS.filter((step) => done[step]).length,
    next: CUSTOMER_SETUP_STEPS.find((step) => !done[step]) ?? null,
  };
}

export const presentCustomerSetups = (rows: CustomerSetupRow[]): CustomerSetupList => ({
  result: rows.map(presentCustomerSetup),
});
