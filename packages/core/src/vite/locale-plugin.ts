/**
 * The Vite plugin of a bundle shared by several locales (build/bundle-locales.ts), in front of
 * folioVitePlugin, which serves everything every locale shares (theme components, styles, client
 * modules) from the first locale's state. This one serves what is each locale's own: its entries
 * and data (`virtual:folio/locale/<name>/…`), the stand-ins of the fixed data ids, and its pages,
 * whose ids carry the locale's query (locale-modules.ts). A page's imports of other Markdown files
 * (partials) carry its query on: they are compiled for its locale too.
 */
import type { Plugin as VitePlugin } from 'vite';
import { jsonModule, VIRTUAL, type RoutesModule } from '../routes/routes-module.ts';
import type { PipelineState } from '../load/state.ts';
import { siteCodeTranslations } from '../load/code-translations.ts';
import { generatedPageModule, markdownModule, siteClientData } from './plugin.ts';
import { splitLocaleQuery, withLocaleQuery } from '../routes/locale-ids.ts';
import { localeEntryModule, localeServerModule, parseLocaleModuleId, standInModule } from './locale-modules.ts';

/** A locale of a shared bundle: its state and the route table its bundle imports (route-shards.ts). */
export interface BundledLocale {
  state: PipelineState;
  routesModule: RoutesModule;
}

const MD_ID = /\.mdx?(?:\?|$)/;

export function localesVitePlugin(locales: Map<string, BundledLocale>, runtimeEntry: string): VitePlugin {
  const localeOf = (name: string, id: string): BundledLocale => {
    const locale = locales.get(name);
    if (!locale) throw new Error(`${id}: no locale "${name}" in this bundle`);
    return locale;
  };
  return {
    name: 'folio:locales',
    enforce: 'pre',
    resolveId: {
      filter: { id: MD_ID },
      async handler(source, importer, options) {
        const locale = importer ? splitLocaleQuery(importer).locale : undefined;
        if (locale === undefined || splitLocaleQuery(source).locale !== undefined) return undefined;
        const resolved = await this.resolve(source, splitLocaleQuery(importer!).id, { ...options, skipSelf: true });
        if (!resolved || resolved.external || !MD_ID.test(resolved.id)) return resolved;
        return { ...resolved, id: withLocaleQuery(resolved.id, locale) };
      },
    },
    load: {
      filter: { id: /^\0virtual:folio\// },
      async handler(rawId) {
        const id = rawId.slice(1);
        const standIn = standInModule(id);
        if (standIn !== undefined) return standIn;
        const own = parseLocaleModuleId(id);
        if (own) {
          const { state, routesModule } = localeOf(own.locale, id);
          switch (own.module) {
            case 'entry':
              return localeEntryModule(own.locale, runtimeEntry);
            case 'server':
              return localeServerModule(own.locale);
            case 'site':
              return jsonModule(siteClientData(state.ctx));
            case 'global-data':
              return jsonModule(state.site.globalData);
            case 'code-translations':
              return jsonModule(await siteCodeTranslations(state.ctx));
            case 'routes':
              return routesModule.code;
          }
        }
        if (id.startsWith(VIRTUAL.props)) {
          const suffix = id.slice(VIRTUAL.props.length);
          for (const { routesModule } of locales.values()) if (routesModule.props.has(suffix)) return jsonModule(routesModule.props.get(suffix));
          return undefined;
        }
        const page = splitLocaleQuery(id);
        if (page.locale === undefined || !page.id.startsWith(VIRTUAL.page)) return undefined;
        return (await generatedPageModule(localeOf(page.locale, id).state, page.id, (message) => this.error(message))) as never;
      },
    },
    transform: {
      filter: { id: { include: MD_ID, exclude: /^\0/ } },
      handler(code, rawId) {
        const page = splitLocaleQuery(rawId);
        if (page.locale === undefined) return undefined;
        return markdownModule(localeOf(page.locale, rawId).state, code, page.id) as never;
      },
    },
  };
}
