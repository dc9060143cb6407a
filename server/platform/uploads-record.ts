import type { Db } from '../db/client';
import { uploads } from '../db/schema/uploads';

export type NewUpload = Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>;

/** Records who uploaded what (inside the uploader's tenant scope: uploads_tenant). */
export async function recordUpload(tx: Db, upload: NewUpload): Promise<void> {
  await tx.insert(uploads).values(upload);
}
