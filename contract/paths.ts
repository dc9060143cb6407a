/** Mount points of the three services and the media base (ARCHITECTURE "Services"). */
export const SERVICE_PREFIX = {
  users: '/api/users',
  levels: '/api/levels',
  settings: '/api/settings',
  media: '/media',
} as const;
export type ServiceName = 'users' | 'levels' | 'settings';

/** Path of a logo served by the users-service file call. */
export const logoPath = (fileName: string) => `v1/files/${encodeURIComponent(fileName)}`;
