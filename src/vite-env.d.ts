/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_USERS_API?: string;
  readonly VITE_LEVELS_API?: string;
  readonly VITE_SETTINGS_API?: string;
  readonly VITE_VIDEO_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
