import { z } from 'zod';
import { MEDIA_KINDS } from './element-constants';

export * from './media-constants';

/** The answer to a curriculum media upload. */
export const mediaUploadSchema = z.object({
  /** Stored name (`<uuid>.<ext>`), what an element's content and answers keep. */
  fileName: z.string(),
  /** Where it is served: the video base joined with the name. */
  url: z.string(),
  kind: z.enum(MEDIA_KINDS),
  contentType: z.string(),
  bytes: z.number().int(),
});
export type MediaUpload = z.infer<typeof mediaUploadSchema>;
