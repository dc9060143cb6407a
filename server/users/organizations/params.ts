import { z } from 'zod';
import { notFound } from '../../platform/errors';

const idSchema = z.object({ id: z.uuid() });

/** The organisation id of the path; anything that is not a uuid names no organisation (404). */
export function organizationIdOf(params: unknown): string {
  const parsed = idSchema.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}
