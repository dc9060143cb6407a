import type { Sound } from '../../../contract/sounds';
import { mediaUrl } from '../../platform/media-upload';
import type { SoundRow } from './store';

export const presentSound = (row: SoundRow): Sound => ({
  id: row.id,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  kind: row.kind,
  fileName: row.fileName,
  url: mediaUrl(row.fileName),
  contentType: row.contentType,
  bytes: row.bytes,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});
