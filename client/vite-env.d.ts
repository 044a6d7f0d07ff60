/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Identifies one production build (set in vite.config.ts). */
  readonly VITE_BUILD_ID?: string;
}

/** The message catalogue's texts in one language (scripts/vite-message-texts.ts). */
declare module 'virtual:message-texts/*' {
  // domain/messages/format.ts's LanguageTexts, spelt out: an ambient module cannot import it.
  const texts: Record<string, string | { count: string; forms: { one: string; other: string } }>;
  export default texts;
}
