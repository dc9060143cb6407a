import { z } from 'zod';
import { contractStatusSchema } from './organizations';
import { CUSTOMER_SETUP_STEPS, SETUP_STEPS } from './setup-constants';

export * from './setup-constants';

export const setupStepSchema = z.enum(SETUP_STEPS);

/** One step of the checklist: done when the data exists (the first record's time), or dismissed. */
export const setupStepStateSchema = z.object({
  step: setupStepSchema,
  doneAt: z.iso.datetime({ offset: true }).nullable(),
  dismissed: z.boolean(),
});
export type SetupStepState = z.infer<typeof setupStepStateSchema>;

/** `GET v1/organization/setup` (ours): the active organisation's first steps. */
export const setupChecklistSchema = z.object({
  organizationId: z.uuid(),
  steps: z.array(setupStepStateSchema),
  /** Steps done or dismissed, of SETUP_STEPS.length. */
  settled: z.number().int().nonnegative(),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;

export const setupStepParamsSchema = z.object({ step: setupStepSchema });
export const setupStepBodySchema = z.strictObject({ dismissed: z.boolean() });

/** One customer's progress on HAD's dashboard. */
export const customerSetupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  settled: z.number().int().nonnegative(),
  /** The first step neither done nor dismissed. */
  nextStep: setupStepSchema,
  /** The last step's time (or the organisation's creation): nothing has moved since. */
  since: z.iso.datetime({ offset: true }),
  stuck: z.boolean(),
});
export type CustomerSetup = z.infer<typeof customerSetupSchema>;

/** `GET v1/organization/setup/customers` (ours): customers still setting up, longest idle first. */
export const customersSetupSchema = z.object({
  /** Customers with every step done or dismissed. */
  complete: z.number().int().nonnegative(),
  /** Customers with steps left; SETUP_LISTED of them are named. */
  total: z.number().int().nonnegative(),
  stuck: z.number().int().nonnegative(),
  result: z.array(customerSetupSchema),
});
export type CustomersSetup = z.infer<typeof customersSetupSchema>;

export const customerSetupStepSchema = z.enum(CUSTOMER_SETUP_STEPS);

/**
 * `GET v1/organization/customer-setup/{id}` (ours): a customer organisation's set-up by HAD,
 * each step computed from its data (not its manager's checklist above).
 */
export const customerSetupProgressSchema = z.object({
  organizationId: z.uuid(),
  name: z.string(),
  contractStatus: contractStatusSchema,
  /** Every step, in CUSTOMER_SETUP_STEPS order. */
  steps: z.array(z.object({ step: customerSetupStepSchema, done: z.boolean() })),
  /** How many steps are done, of CUSTOMER_SETUP_STEPS.length. */
  done: z.number().int().nonnegative(),
  /** The first step not done; null when all are. */
  next: customerSetupStepSchema.nullable(),
});
export type CustomerSetupProgress = z.infer<typeof customerSetupProgressSchema>;

/** `GET v1/organization/customer-setup` (ours): the customers still pending, newest first. */
export const customerSetupListSchema = z.object({
  result: z.array(customerSetupProgressSchema),
});
export type CustomerSetupList = z.infer<typeof customerSetupListSchema>;
