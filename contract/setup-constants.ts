/**
 * A new organisation's first steps, as its manager's checklist on /home shows them (setup.ts
 * re-exports these for the schemas). The services tick each step from the data itself.
 */
export const SETUP_STEPS = ['class', 'teacher', 'students', 'assignment', 'liveClass'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/**
 * A new customer organisation's set-up by a platform admin (HAD), in this order: it exists, its
 * seats are set, its manager is invited, a plan is given, its contract is activated. The
 * services compute each from the data; nothing is stored for it.
 */
export const CUSTOMER_SETUP_STEPS = [
  'organisation',
  'contract',
  'manager',
  'plan',
  'activation',
] as const;
export type CustomerSetupStep = (typeof CUSTOMER_SETUP_STEPS)[number];

/** A customer whose last step was this many days ago, with steps left, is stuck (HAD's view). */
export const SETUP_STUCK_DAYS = 7;

/** How many customers still setting up the platform's dashboard names (the total is given). */
export const SETUP_LISTED = 10;

export const SETUP_PATHS = {
  /** `GET`: the active organisation's checklist (r GroupsManager). */
  checklist: 'v1/organization/setup',
  /** `PUT { dismissed }`: dismiss a step or bring it back (u GroupsManager). */
  step: (step: SetupStep) => `v1/organization/setup/${step}`,
  /** `GET`: every customer's progress, the longest stuck first (HAD, r GroupsManager). */
  customers: 'v1/organization/setup/customers',
  /** `GET`: customers still pending, each with its set-up, newest first (HAD, r GroupsManager). */
  customerSetups: 'v1/organization/customer-setup',
  /** `GET`: one customer's set-up, whatever its status (HAD, r GroupsManager). */
  customerSetup: (id: string) => `v1/organization/customer-setup/${id}`,
} as const;

export const SETUP_MESSAGES = {
  dismissed: 'Step dismissed.',
  restored: 'Step brought back.',
  hadOnly: "Only the HAD organization sees its customers' set-up.",
} as const;
