import { API_BASE } from './env';

/** Where a stored media file (an element's picture, audio or video) is served. */
export const mediaUrl = (fileName: string) =>
  `${API_BASE.video.replace(/\/+$/, '')}/${encodeURIComponent(fileName)}`;
