// A Vite plugin: the client ships the message catalogue one language at a time. `virtual:message-texts/es` and
// `/en` are the catalogue's texts in one language (built from domain/messages at build time), and every import of
// domain/messages from the client resolves to client/lib/messages.ts, which translates with them: Spanish in the
// first load, English in the chunk that loads when English is chosen.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type * as Catalogue from '../domain/messages/index.ts';
import type * as Format from '../domain/messages/format.ts';

type CatalogueModules = [typeof Catalogue, typeof Format];

const PREFIX = 'virtual:message-texts/';
const catalogueModule = path.resolve('domain/messages/index.ts');
const formatModule = path.resolve('domain/messages/format.ts');
const clientModule = path.resolve('client/lib/messages.ts');

export function messageTexts(): Plugin {
  // Loaded by tsx when a build first asks for the texts, not bundled into the Vite config.
  let catalogue: Promise<CatalogueModules> | undefined;
  return {
    name: 'prospera-message-texts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(PREFIX)) return `\0${source}`;
      if (!importer || path.resolve(importer) === clientModule || !/[\\/]messages(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === catalogueModule ? clientModule : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      catalogue ??= Promise.all([tsImport(catalogueModule, import.meta.url), tsImport(formatModule, import.meta.url)]) as Promise<CatalogueModules>;
      const [{ messages }, { languageTexts }] = await catalogue;
      const lang = id.slice(PREFIX.length + 1) === 'en' ? 'en' : 'es';
      return `export default ${JSON.stringify(languageTexts(messages, lang))};`;
    },
  };
}
