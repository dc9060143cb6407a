import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  myTeacherProfileSchema,
  TEACHER_MESSAGES,
  teacherProfileFieldsSchema,
  teacherProfileSchema,
  teachingTopicSchema,
} from '../../../contract/teachers';
import { envelope } from '../../../contract/wire';
import { AUTHENTICATED, requireAuth } from '../../platform/access';
import { conflict, notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { pgCode, UNIQUE_VIOLATION } from '../../platform/pg-errors';
import { checkTopics, decide, isTeacherRole, presentOne, teacherOf } from './caller';
import { presentRejection } from './present';
import { teacherReviewRoutes } from './review-routes';
import {
  fieldsToValues,
  findProfile,
  insertChange,
  latestChangeStatus,
  listRejections,
  listTeachingTopics,
  writeProfile,
} from './store';

/**
 * Teacher profiles (docs/people.md, "Teacher profiles"): a teacher's own routes (their active
 * role is a teacher's), the topics lookup, and the platform's review routes.
 */
export async function teacherRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const profile = envelope(teacherProfileSchema);

  app.get(
    '/v1/general/teachers/lookups/teaching-topics',
    {
      config: AUTHENTICATED,
      schema: { response: { 200: envelope(z.array(teachingTopicSchema)) } },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { data: await withTenant(db, scopeOf(auth), (tx) => listTeachingTopics(tx)) };
    },
  );

  // What the console reads after login: whether to guide the teacher through the wizard.
  app.get(
    '/v1/teachers/profiles/me',
    { config: AUTHENTICATED, schema: { response: { 200: envelope(myTeacherProfileSchema) } } },
    async (request) => {
      const auth = requireAuth(request);
      if (!isTeacherRole(auth.role.number)) {
        return {
          data: { isTeacher: false, profile: null, lastRejection: null, lastChangeStatus: null },
        };
      }
      return {
        data: await withTenant(db, scopeOf(auth), async (tx) => {
          const [profile, [last], lastChangeStatus] = await Promise.all([
            presentOne(tx, auth.userId),
            listRejections(tx, auth.userId, 1),
            latestChangeStatus(tx, auth.userId),
          ]);
          return {
            isTeacher: true,
            profile,
            lastRejection: last ? presentRejection(last) : null,
            lastChangeStatus,
          };
        }),
      };
    },
  );

  app.post(
    '/v1/teachers/complete-profile',
    {
      config: AUTHENTICATED,
      schema: { body: teacherProfileFieldsSchema, response: { 200: profile } },
    },
    async (request) => {
      const auth = teacherOf(request);
      const fields = request.body;
      const data = await withTenant(db, scopeOf(auth), async (tx) => {
        await checkTopics(tx, fields);
        const profile = await findProfile(tx, auth.userId, { lock: true });
        if (!profile) throw notFound();
        const status = decide(profile.status, 'submit', profile.pendingChangeId !== null);
        await writeProfile(tx, auth.userId, {
          status,
          values: fieldsToValues(fields),
          submitted: true,
        });
        return presentOne(tx, auth.userId);
      });
      return { data, message: TEACHER_MESSAGES.submitted };
    },
  );

  app.post(
    '/v1/teachers/profile-complete/skip',
    { config: AUTHENTICATED, schema: { response: { 200: profile } } },
    async (request) => {
      const auth = teacherOf(request);
      const data = await withTenant(db, scopeOf(auth), async (tx) => {
        const profile = await findProfile(tx, auth.userId, { lock: true });
        if (!profile) throw notFound();
        const status = decide(profile.status, 'skip', profile.pendingChangeId !== null);
        await writeProfile(tx, auth.userId, { status });
        return presentOne(tx, auth.userId);
      });
      return { data, message: TEACHER_MESSAGES.skipped };
    },
  );

  // An accepted teacher proposes new values; they apply when a reviewer approves them.
  app.post(
    '/v1/teachers/profile-changes/submit',
    {
      config: AUTHENTICATED,
      schema: { body: teacherProfileFieldsSchema, response: { 201: profile } },
    },
    async (request, reply) => {
      const auth = teacherOf(request);
      const fields = request.body;
      try {
        const data = await withTenant(db, scopeOf(auth), async (tx) => {
          await checkTopics(tx, fields);
          const profile = await findProfile(tx, auth.userId, { lock: true });
          if (!profile) throw notFound();
          decide(profile.status, 'submitChange', profile.pendingChangeId !== null);
          await insertChange(tx, auth.userId, fieldsToValues(fields));
          return presentOne(tx, auth.userId);
        });
        reply.code(201);
        return { data, message: TEACHER_MESSAGES.changeSubmitted };
      } catch (error) {
        // Two submissions racing: the database's one-pending index lets one through.
        if (pgCode(error) === UNIQUE_VIOLATION) throw conflict(TEACHER_MESSAGES.changePending);
        throw error;
      }
    },
  );

  await app.register(teacherReviewRoutes, deps);
}
