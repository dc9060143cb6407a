import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ORGANIZATION_MESSAGES,
  organizationBodySchema,
  organizationListQuerySchema,
  organizationPageSchema,
  organizationSchema,
  type Organization,
  type OrganizationBody,
} from '../../../contract/organizations';
import { idParamsSchema } from '../../../contract/ids';
import { envelope } from '../../../contract/wire';
import { isPlatformContract } from '../../../machines/contract.machine';
import { needs } from '../../platform/access';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { MESSAGES } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { isUploadOf } from '../../platform/upload-ownership';
import { codeRoutes } from './code-routes';
import { contractRoutes } from './contract-routes';
import { presentOrganization } from './present';
import { answerVersion, checkVersion } from '../../platform/versions';
import { callerOf, listScope, platformCallerOf, targetScope } from './scope';
import {
  belongsToAnother,
  createOrganization,
  findOrganization,
  listOrganizations,
  NameTaken,
  updateOrganization,
} from './store';

async function withNameCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NameTaken) throw conflict(ORGANIZATION_MESSAGES.nameTaken);
    throw error;
  }
}

const CONTRACT_TERMS = [
  'contractType',
  'startsAt',
  'endsAt',
  'curriculum',
  'contractFile',
  'maxStudents',
  'maxTeachers',
  'maxClassrooms',
] as const;

/** The files an organisation names, and the kinds of upload each accepts. */
const FILE_FIELDS = {
  logoImageName: ['picture'],
  contractFile: ['document', 'picture'],
} as const;
type FileField = keyof typeof FILE_FIELDS;

const namedFiles = (body: OrganizationBody) =>
  (Object.keys(FILE_FIELDS) as FileField[]).flatMap((field) => {
    const fileName = body[field];
    return fileName ? [{ field, fileName }] : [];
  });

/**
 * The body's files that `userId` uploaded themself. Read in the caller's own scope (where
 * their uploads are): HAD's admin uploads a customer's logo from HAD, then names it there.
 */
async function uploadedBy(tx: Db, userId: string, body: OrganizationBody) {
  const own = new Set<string>();
  for (const { field, fileName } of namedFiles(body)) {
    const claim = { fileName, purpose: 'organization', kinds: FILE_FIELDS[field] } as const;
    if (await isUploadOf(tx, { ...claim, owner: { userId } })) own.add(fileName);
  }
  return own;
}

/**
 * 400 unless each file the body newly names was uploaded by this organisation or by the caller,
 * and no other organisation names it: naming a file makes it readable to the organisation's
 * members, so a stored name alone (another organisation's unused upload, an old logo awaiting
 * the sweep) attaches nothing. A file the organisation already names stays.
 */
async function checkFilesAreOwn(
  tx: Db,
  current: Pick<Organization, 'id' | FileField> | null,
  body: OrganizationBody,
  callerUploads: Set<string>,
) {
  for (const { field, fileName } of namedFiles(body)) {
    if (current?.[field] === fileName) continue;
    const kinds = FILE_FIELDS[field];
    const uploadedHere = async (organizationId: string) =>
      isUploadOf(tx, { fileName, purpose: 'organization', kinds, owner: { organizationId } });
    const own =
      callerUploads.has(fileName) || (current !== null && (await uploadedHere(current.id)));
    if (!own || (await belongsToAnother(tx, current?.id ?? null, fileName))) {
      throw badRequest(MESSAGES.badRequest, { [field]: ORGANIZATION_MESSAGES.fileNotYours });
    }
  }
}

function changesContractTerms(current: Organization, body: OrganizationBody): boolean {
  const renamesFile =
    body.contractFileName !== undefined &&
    (body.contractFileName || null) !== current.contractFileName;
  return renamesFile || CONTRACT_TERMS.some((term) => (body[term] ?? null) !== current[term]);
}

/**
 * Organisations and their contracts (/organizations: r GroupsManager to see, w to change).
 * A caller active in HAD manages every organisation; anyone else only their active one.
 */
export async function organizationRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const read = needs('GroupsManager', 'read');
  const write = needs('GroupsManager', 'write');
  const update = needs('GroupsManager', 'update');

  const one = envelope(organizationSchema);
  const byId = { params: idParamsSchema };

  app.get(
    '/v1/organization',
    {
      config: read,
      schema: {
        querystring: organizationListQuerySchema,
        response: { 200: envelope(organizationPageSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { query } = request;
      const { rows, total } = await withTenant(db, listScope(caller), (tx) =>
        listOrganizations(tx, {
          onlyId: caller.isHad ? null : caller.auth.organizationId,
          search: query.search || undefined,
          contractStatus: query.contractStatus,
          ...pageWindow(query.pageNumber, query.pageSize),
        }),
      );
      return {
        data: toPage(rows.map(presentOrganization), total, query.pageNumber, query.pageSize),
      };
    },
  );

  // Creating a customer organisation is the platform owner's act.
  app.post(
    '/v1/organization',
    { config: write, schema: { body: organizationBodySchema, response: { 201: one } } },
    async (request, reply) => {
      const caller = await platformCallerOf(request, db);
      if (!caller.isHad) throw forbidden(ORGANIZATION_MESSAGES.hadOnly);
      const { body } = request;
      const callerUploads = await withTenant(db, scopeOf(caller.auth), (tx) =>
        uploadedBy(tx, caller.auth.userId, body),
      );
      const row = await withNameCheck(() =>
        withTenant(db, listScope(caller), async (tx) => {
          await checkFilesAreOwn(tx, null, body, callerUploads);
          return createOrganization(tx, body);
        }),
      );
      reply.code(201);
      return { data: presentOrganization(row), message: ORGANIZATION_MESSAGES.created };
    },
  );

  app.get(
    '/v1/organization/:id',
    { config: read, schema: { ...byId, response: { 200: one } } },
    async (request, reply) => {
      const { id } = request.params;
      const row = await withTenant(db, targetScope(callerOf(request), id), (tx) =>
        findOrganization(tx, id),
      );
      if (!row) throw notFound();
      answerVersion(reply, row.version);
      return { data: presentOrganization(row) };
    },
  );

  app.put(
    '/v1/organization/:id',
    { config: update, schema: { ...byId, body: organizationBodySchema, response: { 200: one } } },
    async (request, reply) => {
      const { id } = request.params;
      const caller = callerOf(request);
      const scope = targetScope(caller, id);
      const { body } = request;
      const callerUploads = await withTenant(db, scopeOf(caller.auth), (tx) =>
        uploadedBy(tx, caller.auth.userId, body),
      );
      const row = await withNameCheck(() =>
        withTenant(db, scope, async (tx) => {
          const current = await findOrganization(tx, id, { lock: true });
          if (!current) return null;
          await checkVersion(tx, request, {
            table: 'organizations',
            id,
            version: current.version,
            present: async () => presentOrganization(current),
          });
          if (isPlatformContract(current.name) && body.name !== current.name) {
            throw badRequest(MESSAGES.badRequest, { name: ORGANIZATION_MESSAGES.platformName });
          }
          // A customer's manager keeps its name, location and logo current; the contract's terms
          // are the platform owner's to change.
          if (!caller.isHad && changesContractTerms(presentOrganization(current), body)) {
            throw forbidden(ORGANIZATION_MESSAGES.contractTermsHadOnly);
          }
          await checkFilesAreOwn(tx, current, body, callerUploads);
          return updateOrganization(tx, current, body);
        }),
      );
      if (!row) throw notFound();
      answerVersion(reply, row.version);
      return { data: presentOrganization(row), message: ORGANIZATION_MESSAGES.updated };
    },
  );

  await app.register(contractRoutes, deps);
  await app.register(codeRoutes, deps);
}
