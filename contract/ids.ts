import { z } from 'zod';

/** A path that names one record by its uuid (`v1/class_room/{id}`); anything else is a 404. */
export const idParamsSchema = z.object({ id: z.uuid() });

/** The answer of a deletion: the id of the record that is gone. */
export const deletedSchema = z.object({ id: z.uuid() });
