import { SERVICE_PREFIX } from '../../contract/paths';

/** Base URLs of the three services and the video storage, fixed at build time. */
export const API_BASE = {
  users: import.meta.env.VITE_USERS_API || SERVICE_PREFIX.users,
  levels: import.meta.env.VITE_LEVELS_API || SERVICE_PREFIX.levels,
  settings: import.meta.env.VITE_SETTINGS_API || SERVICE_PREFIX.settings,
  video: import.meta.env.VITE_VIDEO_BASE || SERVICE_PREFIX.media,
} as const;
