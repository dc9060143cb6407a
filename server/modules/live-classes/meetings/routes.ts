import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIVE_CLASS_MESSAGES } from '../../../../contract/live-classes';
import { LIVE_PATHS } from '../../../../contract/live-classes-paths';
import {
  MEETING_MESSAGES,
  meetingSignatureBodySchema,
  meetingSignatureSchema,
  type MeetingSignature,
} from '../../../../contract/meetings';
import { envelope, ERROR_CODES } from '../../../../contract/wire';
import { MEMBER_WRITES, needsAnyOf, requireAuth } from '../../../platform/access';
import type { AuthContext } from '../../../platform/auth-context';
import { HttpError, notFound } from '../../../platform/errors';
import type { ServiceDeps } from '../../../platform/service-deps';
import { scopeOf, withTenant } from '../../../platform/tenant';
import { warnUnreadable } from '../../meeting-keys/public';
import { meetingKeysBox, readMeetingKeys } from '../../meeting-keys/public';
import { studentEntry, teacherEntry, type MeetingEntry } from './decide';
import { MeetingProviderFailed } from './provider';
import { signMeeting } from './signature';
import { displayNameOf, ensureMeeting, findMeetingClass, type MeetingClass } from './store';
import { zoomProvider, type ZoomTokenCache } from './zoom';

/** The class's teacher, or an admin who may enter (the route decides which, see decide.ts). */
const TEACHER_ACCESS = needsAnyOf(
  { resource: 'LiveClasses', op: 'write' },
  { resource: 'LiveClassesApprove', op: 'write' },
  { resource: 'LiveClassesObserver', op: 'read' },
);

const notConfigured = () =>
  new HttpError(503, ERROR_CODES.unavailable, LIVE_CLASS_MESSAGES.meetingsNotConfigured);
const providerFailed = () =>
  new HttpError(502, ERROR_CODES.badGateway, MEETING_MESSAGES.providerFailed);

/**
 * `POST v2/live-classes/teacher/generate-signature` and `student/generate-signature`
 * `{ liveClassId }` -> `{ meetingId, signature, sdkKey, zak?, userName }`: a Meeting SDK
 * signature for a class of the caller's organisation, its meeting created first when it has
 * none. Keys come from the settings service's table (503 while any is missing); the provider's
 * failures are 502 with nothing of its answer passed on. No key but the SDK key, and no host
 * link, is ever answered or logged.
 */
export async function meetingRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, clock, meetings, secretsKey } = deps;
  const box = meetingKeysBox(secretsKey);
  const tokens: ZoomTokenCache = new Map();

  async function sign(
    request: FastifyRequest,
    liveClassId: string,
    auth: AuthContext,
    decide: (liveClass: MeetingClass, now: Date) => MeetingEntry,
  ): Promise<{ data: MeetingSignature }> {
    const organizationId = auth.organizationId;
    if (!organizationId) throw notFound();
    const now = clock();
    try {
      const ready = await withTenant(db, scopeOf(auth), async (tx) => {
        const liveClass = await findMeetingClass(tx, organizationId, liveClassId);
        if (!liveClass) throw notFound();
        const entry = decide(liveClass, now);
        const keys = await readMeetingKeys(tx, box, warnUnreadable(request.log));
        if (!keys) throw notConfigured();
        const provider = zoomProvider(meetings, keys, tokens);
        const meetingId =
          liveClass.meetingId ?? (await ensureMeeting(tx, organizationId, liveClass, provider));
        return { entry, keys, provider, meetingId, userName: await displayNameOf(tx, auth.userId) };
      });
      const { entry, keys, provider, meetingId, userName } = ready;
      const zak = entry.host ? await provider.hostKey() : undefined;
      const signature = await signMeeting({
        sdkKey: keys.sdkKey,
        sdkSecret: keys.sdkSecret,
        meetingNumber: meetingId,
        role: entry.role,
        now,
      });
      const data: MeetingSignature = {
        meetingId,
        signature,
        sdkKey: keys.sdkKey,
        ...(zak ? { zak } : {}),
        userName,
      };
      return { data };
    } catch (error) {
      if (!(error instanceof MeetingProviderFailed)) throw error;
      request.log.warn(
        { call: error.call, reason: error.reason, providerStatus: error.status },
        'meeting provider failed',
      );
      throw providerFailed();
    }
  }

  const schema = {
    body: meetingSignatureBodySchema,
    response: { 200: envelope(meetingSignatureSchema) },
  };

  app.post(
    `/${LIVE_PATHS.teacherSignature}`,
    { config: TEACHER_ACCESS, schema },
    async (request) => {
      const auth = requireAuth(request);
      return sign(request, request.body.liveClassId, auth, (liveClass, now) =>
        teacherEntry(auth, liveClass, now),
      );
    },
  );

  // A student takes part in the organisation's class: not while its contract is paused or over.
  app.post(
    `/${LIVE_PATHS.studentSignature}`,
    { config: MEMBER_WRITES, schema },
    async (request) => {
      const auth = requireAuth(request);
      return sign(request, request.body.liveClassId, auth, studentEntry);
    },
  );
}
