/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_PORTAL_DOMAIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
