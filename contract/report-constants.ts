/**
 * The reports' constants without their schemas (reports.ts re-exports them): the reports screen
 * needs the paths and the home screen the default range, neither loads zod for them.
 */

export const REPORTS_PATHS = {
  /** `GET`: the organisation's achievement overview (totals, by topic, by class, by day). */
  reports: 'v1/reports',
  /** `POST`: each learner's achievement, paged (the spec's `measure_achievements`). */
  measureAchievements: 'v1/reports/measure_achievements',
} as const;

/** The days an overview covers when no range is given: the last 30, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** The longest range an overview's days may span. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  rangeReversed: 'The start day cannot be after the end day.',
  rangeTooLong: `A report covers at most ${REPORT_MAX_DAYS} days.`,
  noActiveOrganization: 'Reports are of your active organization: choose one first.',
} as const;
