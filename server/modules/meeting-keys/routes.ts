import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HAD_ORG_NAME } from '../../../contract/constants';
import {
  MEETING_KEYS_PATH,
  MEETING_MESSAGES,
  meetingKeysBodySchema,
  meetingKeysStatusSchema,
  type MeetingKeyName,
} from '../../../contract/meetings';
import { envelope } from '../../../contract/wire';
import { needs, requireAuth } from '../../platform/access';
import type { AuthContext } from '../../platform/auth-context';
import { forbidden } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { meetingKeysBox, meetingKeysStatus, writeMeetingKeys } from './store';

/** The keys are the platform's: only HAD's configuration writers and readers. */
function requireHad(auth: AuthContext) {
  if (auth.organizationName !== HAD_ORG_NAME) throw forbidden(MEETING_MESSAGES.hadOnly);
}

/** Names only: the operator learns which key to write again, never a value. */
export const warnUnreadable = (log: FastifyBaseLogger) => (name: MeetingKeyName) =>
  log.warn(
    { meetingKey: name },
    'a stored meeting key does not open with this SECRETS_KEY; write it again',
  );

/**
 * `PUT v1/settings/meeting-keys` writes the platform's meeting keys (sealed at rest); `GET` and
 * the PUT's answer say only which keys are set. No route ever answers a key's value.
 */
export async function meetingKeysRoutes(
  instance: FastifyInstance,
  { db, secretsKey }: ServiceDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const box = meetingKeysBox(secretsKey);
  const status = { 200: envelope(meetingKeysStatusSchema) };

  app.put(
    `/${MEETING_KEYS_PATH}`,
    {
      config: needs('Configurations', 'update'),
      schema: { body: meetingKeysBodySchema, response: status },
    },
    async (request) => {
      const auth = requireAuth(request);
      requireHad(auth);
      const { body } = request;
      const data = await withTenant(db, scopeOf(auth), async (tx) => {
        await writeMeetingKeys(tx, box, body, auth.userId);
        return meetingKeysStatus(tx, box, warnUnreadable(request.log));
      });
      request.log.info(
        { written: Object.keys(body).filter((name) => body[name as MeetingKeyName] !== undefined) },
        'meeting keys written',
      );
      return { data, message: MEETING_MESSAGES.keysSaved };
    },
  );

  app.get(
    `/${MEETING_KEYS_PATH}`,
    { config: needs('Configurations', 'read'), schema: { response: status } },
    async (request) => {
      const auth = requireAuth(request);
      requireHad(auth);
      const data = await withTenant(db, scopeOf(auth), (tx) =>
        meetingKeysStatus(tx, box, warnUnreadable(request.log)),
      );
      return { data };
    },
  );
}
