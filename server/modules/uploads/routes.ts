import { unlink } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaUploadSchema, UPLOAD_PURPOSES } from '../../../contract/media';
import { CONTRACT_FILE_MAX_BYTES, uploadedFileSchema } from '../../../contract/organizations';
import { logoPath, SERVICE_PREFIX, USERS_PATHS } from '../../../contract/paths';
import { envelope } from '../../../contract/wire';
import { needsAnyOf, requireAuth } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { can } from '../../platform/permissions';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { filePartOf, refusal, UPLOAD_FIELD } from '../../platform/multipart';
import { binaryFile, multipartForm } from '../../platform/route-schemas';
import { storeUpload, UploadRefused } from '../../platform/uploads';
import { recordUpload } from '../../platform/uploads-record';
import { uploadMedia } from './media-upload';
import { ORGANIZATION_KINDS, UPLOAD_MESSAGES } from './messages';

/** Where a stored upload is read back (the authenticated file route, not static /media). */
export const uploadedFileUrl = (fileName: string) =>
  `${SERVICE_PREFIX.users}/${logoPath(fileName)}`;

/** The sent file's own name, without any folder part (some browsers send one), at most 200. */
export function originalNameOf(sent: string | undefined, stored: string): string {
  const name = (sent ?? '').split(/[\\/]/).at(-1)?.trim().slice(0, 200) ?? '';
  return name || stored;
}

const querySchema = z.object({ purpose: z.enum(UPLOAD_PURPOSES).optional() });

/**
 * An organisation's file (logo, contract): PDF, PNG, JPEG or WebP, at most
 * CONTRACT_FILE_MAX_BYTES, stored as `<uuid>.<ext>` under `uploads.files` and recorded in
 * `uploads` in the uploader's organisation. A file becomes visible to others only once an
 * organisation names it (`contractFile`, `logoImageName`); `w GroupsManager` for a new one or
 * `u GroupsManager` for a change.
 */
async function uploadOrganizationFile(request: FastifyRequest, { db, uploads }: ServiceDeps) {
  const auth = requireAuth(request);
  const changes = (['write', 'update'] as const).some((op) =>
    can(auth.role.permissions, 'GroupsManager', op),
  );
  if (!changes || !auth.organizationId) {
    throw forbidden();
  }
  const organizationId = auth.organizationId;
  const part = await filePartOf(request);
  try {
    const stored = await storeUpload({
      stream: part.file,
      declaredType: part.mimetype,
      dir: uploads.files,
      kinds: ORGANIZATION_KINDS,
    });
    await withTenant(db, scopeOf(auth), (tx) =>
      recordUpload(tx, {
        fileName: stored.fileName,
        purpose: 'organization',
        kind: stored.kind.mimeType === 'application/pdf' ? 'document' : 'picture',
        contentType: stored.kind.mimeType,
        bytes: stored.bytes,
        storage: 'disk',
        uploadedBy: auth.userId,
        organizationId,
      }),
    ).catch(async (error: unknown) => {
      // Unrecorded, the sweeper would never find it: take it back.
      await unlink(path.join(uploads.files, stored.fileName)).catch(() => undefined);
      throw error;
    });
    request.log.info(
      { fileName: stored.fileName, type: stored.kind.mimeType, bytes: stored.bytes },
      'file uploaded',
    );
    return {
      data: {
        fileName: stored.fileName,
        url: uploadedFileUrl(stored.fileName),
        originalName: originalNameOf(part.filename, stored.fileName),
      },
    };
  } catch (error) {
    part.file.resume();
    if (error instanceof UploadRefused) throw refusal(error.reason, UPLOAD_MESSAGES);
    throw error;
  }
}

/**
 * `POST v1/general/upload-file`: an organisation's file (no `purpose`, or `organization`), or
 * curriculum media with `?purpose=curriculum` (media-upload.ts). `POST
 * v1/general/aws/s3/upload-file`: always curriculum media, into the media store (S3 when
 * configured). One multipart field `file`; nothing is ever held whole in memory.
 */
export async function uploadRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Registered here only: the multipart parser exists in this plugin's scope and nowhere else.
  // The file size limit is an organisation file's; media uploads raise it per request.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: CONTRACT_FILE_MAX_BYTES,
      files: 1,
      fields: 10,
      parts: 11,
      headerPairs: 100,
    },
  });
  app.post(
    `/${USERS_PATHS.uploadFile}`,
    {
      // Which one the purpose needs is checked in the handler. A file serves a new record
      // (write) or a change to one (update).
      config: needsAnyOf(
        { resource: 'GroupsManager', op: 'write' },
        { resource: 'GroupsManager', op: 'update' },
        { resource: 'Elements', op: 'write' },
        { resource: 'Elements', op: 'update' },
      ),
      schema: {
        querystring: querySchema,
        body: multipartForm({
          [UPLOAD_FIELD]: binaryFile(
            `An organisation's logo or contract (PDF, PNG, JPEG or WebP, at most ` +
              `${CONTRACT_FILE_MAX_BYTES / (1024 * 1024)} MB), or with purpose=curriculum ` +
              'a picture, audio or video.',
          ),
        }),
        response: {
          201: envelope(
            z.union([uploadedFileSchema, mediaUploadSchema]).meta({
              description: "The stored file's name and where it is read back.",
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      const { purpose = 'organization' } = request.query;
      if (purpose === 'curriculum') return uploadMedia(request, reply, deps);
      const answer = await uploadOrganizationFile(request, deps);
      reply.code(201);
      return answer;
    },
  );

  app.post(
    `/${USERS_PATHS.s3UploadFile}`,
    {
      config: needsAnyOf(
        { resource: 'Elements', op: 'write' },
        { resource: 'Elements', op: 'update' },
      ),
      schema: {
        body: multipartForm({ [UPLOAD_FIELD]: binaryFile('A picture, audio or video.') }),
        response: { 201: envelope(mediaUploadSchema) },
      },
    },
    async (request, reply) => uploadMedia(request, reply, deps),
  );
}
