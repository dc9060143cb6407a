import { MEDIA_MESSAGES } from '../../../contract/media';
import { MESSAGES } from '../../../contract/messages';
import { CONTRACT_FILE_TYPES, ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { fileKindsFor } from '../../platform/file-kinds';
import { FILE_PART_MESSAGES } from '../../platform/multipart';

/** An organisation's files (logo, contract). */
export const ORGANIZATION_KINDS = fileKindsFor(CONTRACT_FILE_TYPES);

const labels = (kinds: readonly { label: string }[]) => kinds.map((kind) => kind.label).join(', ');

export const UPLOAD_MESSAGES = {
  ...FILE_PART_MESSAGES,
  tooLarge: ORGANIZATION_MESSAGES.fileTooLarge,
  // The console's own wording of the same refusal (organizations.fileWrongType).
  typeNotAllowed: `${MESSAGES.fileTypeNotAllowed}: ${labels(ORGANIZATION_KINDS)}.`,
} as const;

/** The contract's wording, which the console also shows when it refuses a file first. */
export const MEDIA_UPLOAD_MESSAGES = {
  tooLarge: MEDIA_MESSAGES.tooLarge,
  typeNotAllowed: MEDIA_MESSAGES.typeNotAllowed(),
} as const;
