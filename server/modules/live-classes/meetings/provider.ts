/** What a new meeting is made from: the class's title and time. */
export interface MeetingRequest {
  topic: string;
  startsAt: Date;
  durationMinutes: number;
}

/**
 * Where meetings come from; one implementation per kind of provider (Zoom today). Nothing it
 * answers besides the meeting number and the host's key ever leaves the service.
 */
export interface MeetingProvider {
  /** Creates a scheduled meeting; answers its number (digits). */
  createMeeting(request: MeetingRequest): Promise<{ meetingId: string }>;
  /** The host's access key (Zoom's ZAK), with which the teacher starts the meeting. */
  hostKey(): Promise<string>;
}

/** Why a provider call failed: logged for the operator, never shown to the caller. */
export type MeetingFailure = 'unreachable' | 'timeout' | 'status' | 'answer';

export class MeetingProviderFailed extends Error {
  override name = 'MeetingProviderFailed';
  constructor(
    /** Which call: `token`, `createMeeting` or `hostKey`. */
    readonly call: string,
    readonly reason: MeetingFailure,
    /** The provider's status, when it answered. */
    readonly status?: number,
  ) {
    super(`meeting provider failed: ${call} ${reason}${status ? ` (${status})` : ''}`);
  }
}
