import { SignJWT } from 'jose';
import { MEETING_ROLES } from '../../../../contract/meetings';

/**
 * Zoom wants `exp` at least 1800 s and at most 48 h after `iat`: two hours covers the longest
 * class (240 minutes begins well inside it) and a late join, as Zoom's own sample does.
 */
export const SIGNATURE_LIFETIME_SECONDS = 2 * 60 * 60;
/** `iat` a little in the past, so a client whose clock runs behind does not see it as future. */
const CLOCK_SKEW_SECONDS = 30;

export type MeetingRole = (typeof MEETING_ROLES)[keyof typeof MEETING_ROLES];

export interface SignatureInput {
  sdkKey: string;
  sdkSecret: string;
  /** The meeting number (digits). */
  meetingNumber: string;
  role: MeetingRole;
  now: Date;
}

/**
 * A Meeting SDK signature as Zoom documents it: an HS256 JWT (`typ: JWT`) signed with the SDK
 * secret, with `appKey` and `sdkKey` (the SDK key), `mn` (the meeting number, digits kept as
 * text so no number is rounded), `role` (0 or 1), and `iat`, `exp` and `tokenExp` as integer
 * epoch seconds.
 */
export async function signMeeting({
  sdkKey,
  sdkSecret,
  meetingNumber,
  role,
  now,
}: SignatureInput): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000) - CLOCK_SKEW_SECONDS;
  const exp = iat + SIGNATURE_LIFETIME_SECONDS;
  return new SignJWT({
    appKey: sdkKey,
    sdkKey,
    mn: meetingNumber,
    role,
    iat,
    exp,
    tokenExp: exp,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(sdkSecret));
}
