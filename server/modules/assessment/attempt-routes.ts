import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_PATHS,
  attemptBodySchema,
  attemptSchema,
  type AnyActivityKind,
} from '../../../contract/assessment';
import { MESSAGES } from '../../../contract/messages';
import { envelope } from '../../../contract/wire';
import { MEMBER_WRITES } from '../../platform/access';
import { badRequest, notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { gradableElements, insertAttempt, takeableActivity } from './attempts-store';
import { learnerOf } from './caller';
import { gradeAttempt, percentOf } from './grade';

/**
 * `POST v1/learner/attempts`: the learner app's call (not this console's). A student of the
 * active organisation submits their answers to an activity open to them; the server grades it
 * and stores the attempt and its answers in one transaction, and answers the score.
 */
export async function attemptRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.post(
    `/${ASSESSMENT_PATHS.attempts}`,
    {
      config: MEMBER_WRITES,
      schema: { body: attemptBodySchema, response: { 201: envelope(attemptSchema) } },
    },
    async (request, reply) => {
      const learner = learnerOf(request);
      const { body } = request;
      const startedAt = body.startedAt ? new Date(body.startedAt) : null;
      if (startedAt && startedAt.getTime() > Date.now()) {
        throw badRequest(MESSAGES.badRequest, { startedAt: ASSESSMENT_MESSAGES.startedLater });
      }
      const data = await withTenant(db, learner.scope, async (tx) => {
        const activity = await takeableActivity(tx, body.activityId, learner.userId);
        if (!activity) throw notFound(ASSESSMENT_MESSAGES.notAvailable);
        const elements = await gradableElements(tx, activity.id);
        const known = new Set(elements.map((element) => element.id));
        const strangers = body.answers.flatMap((answer, i) =>
          known.has(answer.elementId) ? [] : [[`answers.${i}.elementId`, '']],
        );
        if (strangers.length > 0) {
          throw badRequest(
            MESSAGES.badRequest,
            Object.fromEntries(
              strangers.map(([path]) => [path, ASSESSMENT_MESSAGES.notOfActivity]),
            ),
          );
        }
        const { grades, score, maxScore } = gradeAttempt(elements, body.answers);
        const row = await insertAttempt(tx, {
          organizationId: learner.organizationId,
          userId: learner.userId,
          activityId: activity.id,
          classRoomId: activity.classRoomId,
          startedAt,
          score,
          maxScore,
          grades,
          answers: body.answers,
        });
        return {
          id: row.id,
          activityId: activity.id,
          kind: activity.kind as AnyActivityKind,
          classRoomId: row.classRoomId,
          startedAt: row.startedAt?.toISOString() ?? null,
          submittedAt: row.submittedAt.toISOString(),
          score,
          maxScore,
          percent: percentOf(score, maxScore),
          answers: grades,
        };
      });
      reply.code(201);
      return { data, message: ASSESSMENT_MESSAGES.submitted };
    },
  );
}
