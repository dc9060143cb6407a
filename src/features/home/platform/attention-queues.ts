/**
 * A queue of work waiting for someone on the platform, counted from its own list's total. The
 * queues themselves (other features' screens and lists) are put together by the app:
 * src/app/routes/attention-queues.ts.
 */
export interface AttentionQueue {
  id: 'teacherProfiles' | 'guests' | 'liveClassesToApprove' | 'liveClassesInvalid';
  /** The screen the queue is worked on; the queue shows only to those who see that screen. */
  screen: string;
  /** The screen with the queue's filter. */
  link: string;
  /** How many wait: the list's total, asked for with a page of one. */
  count: () => Promise<number>;
}
