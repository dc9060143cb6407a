import { LIVE_PATHS } from '../../../../contract/live-classes-paths';
import type { MediaUpload } from '../../../../contract/media';
import { uploadMedia, type UploadMediaOptions } from '../../../api/media';

/** A class's cover picture, into the media store through `v1/live-class/upload-image`. */
export function uploadLiveClassImage(
  file: File,
  options: Omit<UploadMediaOptions, 'kind' | 'endpoint'> = {},
): Promise<MediaUpload> {
  return uploadMedia(file, {
    ...options,
    kind: 'picture',
    endpoint: { service: 'levels', path: LIVE_PATHS.uploadImage },
  });
}
