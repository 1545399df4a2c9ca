/**
 * Search in `folio dev`: the index of a version is built on request by rendering its pages on
 * the dev server (the same extraction as a build), and rebuilt after any change.
 */
import type { Plugin as VitePlugin } from 'vite';
import { getDevContext, type ResolvedRoute } from '@folio/core';
import { buildIndexFiles, INDEX_DIR, tagOf } from './build-index.ts';
import { createIndexFile } from './index-file.ts';

export function devIndexPlugin(): VitePlugin {
  return {
    name: 'folio:search-dev-index',
    apply: 'serve',
    configureServer(server) {
      let cache: { routes: ResolvedRoute[]; files: Map<string, Promise<string>> } | undefined;
      server.watcher.on('all', () => (cache = undefined));
      server.middlewares.use(async (req, res, next) => {
        const dev = getDevContext(server);
        const base = server.config.base;
        const url = req.url ?? '';
        const prefix = `${base}${INDEX_DIR}/`;
        if (!dev || !url.startsWith(prefix) || !url.endsWith('.json')) return next();
        const tag = decodeURIComponent(url.slice(prefix.length, -'.json'.length));
        try {
          const routes = dev.routes();
          if (!cache || cache.routes !== routes) cache = { routes, files: new Map() };
          let body = cache.files.get(tag);
          if (!body) {
            const { currentLocale: language, localeConfigs } = dev.ctx.config.i18n;
            const htmlLang = localeConfigs[language]?.htmlLang;
            body = buildIndexFiles({
              routes: routes.filter((route) => tagOf(route) === tag),
              language,
              htmlLang,
              html: async (route) => (await dev.render(route.path)).html,
            }).then((files) => JSON.stringify(files.get(tag) ?? createIndexFile([], tag, language, htmlLang)));
            cache.files.set(tag, body);
          }
          res.setHeader('Content-Type', 'application/json');
          res.end(await body);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
