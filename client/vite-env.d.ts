/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Identifies one production build (set in vite.config.ts). */
  readonly VITE_BUILD_ID?: string;
}
