/**
 * The page finaliser: a compiled page's link and asset markers resolved for the file it came from
 * (or, for a generated page, its absolute images), each file it names checked and measured. Called
 * by the Vite plugin's transform and load hooks and by the bundler-free compile step.
 */
import path from 'node:path';
import { initSync, parse } from 'es-module-lexer';
import { resolveMarkdownLink } from '../mdx/link-candidates.ts';
import { stripBaseUrl } from '../client/paths.ts';
import { FolioError, formatError } from '../errors.ts';
import { log } from '../log.ts';
import { finalizePage, finalizeStaticMarkers, type AssetProblem } from '../mdx/remark-links.ts';
import { addImageDimensions, siteImageMeasure, type ImageLookup } from '../mdx/image-dimensions.ts';
import { checkAssetReference, checkStaticReference } from '../io/asset-references.ts';
import { siteGuard, siteScopeOf, type SiteGuard } from '../io/site-files.ts';
import type { Context } from '../plugin-api.ts';
import type { LoadedSite, PipelineState } from '../load/state.ts';

interface PageFileRoute {
  path: string;
  linkRoot?: string;
}

const pageRoutes = new WeakMap<LoadedSite, Map<string, PageFileRoute>>();

/** Page file → its route path and link root, for resolving relative Markdown links. */
function routeOfFile(site: LoadedSite): Map<string, PageFileRoute> {
  let map = pageRoutes.get(site);
  if (!map) {
    map = new Map();
    for (const route of site.routes) {
      if (typeof route.page === 'string') map.set(path.resolve(route.page), { path: route.path, ...(route.linkRoot ? { linkRoot: route.linkRoot } : {}) });
    }
    pageRoutes.set(site, map);
  }
  return map;
}

const guards = new WeakMap<Context, SiteGuard>();

/** The site's guard (site-files.ts): where the files a page names may come from. */
function guardOf(ctx: Context): SiteGuard {
  let guard = guards.get(ctx);
  if (!guard) {
    guard = siteGuard(siteScopeOf(ctx));
    guards.set(ctx, guard);
  }
  return guard;
}

/** Where a page's images are looked up (for their sizes). */
function imageLookup(ctx: Context, fromDir?: string): ImageLookup {
  return { guard: guardOf(ctx), staticDirs: ctx.config.staticDirectories.map((dir) => path.resolve(ctx.siteDir, dir)), baseUrl: ctx.config.baseUrl, fromDir };
}

/** Checks of absolute image paths: files of the static folders, inside them. */
function staticAssetCheck(ctx: Context): (url: string) => AssetProblem | undefined {
  const dirs = ctx.config.staticDirectories.map((dir) => path.resolve(ctx.siteDir, dir));
  return (url) => {
    const result = checkStaticReference(guardOf(ctx), dirs, ctx.config.baseUrl, url);
    return result.reason === undefined ? undefined : result;
  };
}

/**
 * Resolve a compiled page's link and asset markers for the file it came from. Every file the page
 * shows or links (relative, or an absolute image in the static folders) is checked before the
 * bundler reads it: it exists, is a file, and is inside the site once links are resolved.
 */
export function finalizeForFile(state: PipelineState, code: string, file: string): string {
  const routes = routeOfFile(state.site);
  const policy = state.ctx.config.onBrokenMarkdownLinks;
  const guard = guardOf(state.ctx);
  const fromDir = path.dirname(file);
  return finalizePage(addImageDimensions(code, siteImageMeasure(imageLookup(state.ctx, fromDir))), {
    resolveMarkdownLink(url) {
      const linkRoot = routes.get(path.resolve(file))?.linkRoot;
      const places = { file, contentRoots: linkRoot ? [linkRoot] : [], siteDir: state.ctx.siteDir };
      // A site path: the theme's Link adds the base URL (route paths already have it).
      return resolveMarkdownLink(url, places, (candidate) => {
        const route = routes.get(candidate)?.path;
        return route === undefined ? undefined : stripBaseUrl(route, state.ctx.config.baseUrl);
      });
    },
    checkAsset(url) {
      const result = checkAssetReference(guard, fromDir, url);
      return result.reason === undefined ? undefined : result;
    },
    checkStaticAsset: staticAssetCheck(state.ctx),
    onBadAsset({ line, reason, hint }) {
      throw new FolioError(reason, { file, line, hint });
    },
    onBrokenMarkdownLink({ line, url }) {
      if (policy === 'ignore') return;
      const problem = new FolioError(`the Markdown link "${url}" points to no page of this site`, { file, line });
      if (policy === 'throw') throw problem;
      state.reported ??= new Set();
      const key = `${file}:${line}:${url}`;
      if (!state.reported.has(key)) {
        state.reported.add(key);
        log.warn(formatError(problem));
      }
    },
  });
}

/**
 * A generated page (no file of its own): only its absolute images are resolved, checked against
 * the static folders; an error names the file the page was generated from.
 */
export function finalizeGenerated(state: PipelineState, code: string, source: string): string {
  return finalizeStaticMarkers(addImageDimensions(code, siteImageMeasure(imageLookup(state.ctx))), {
    checkStaticAsset: staticAssetCheck(state.ctx),
    onBadAsset({ reason, hint }) {
      throw new FolioError(`${reason} (in a page generated from this file)`, { file: source, hint });
    },
  });
}

/**
 * A generated page whose text is a file's own (GeneratedPage.textOf): finalised as that file's page
 * would be, then its relative imports (`./shot.png?url`, which the file's own module resolves from
 * its folder) made absolute, as the generated module has no folder of its own.
 */
export function finalizeTextOf(state: PipelineState, code: string, source: string): string {
  const finalized = finalizeForFile(state, code, source);
  initSync();
  const [imports] = parse(finalized);
  let out = '';
  let at = 0;
  for (const { n: specifier, s: start, e: end } of imports) {
    if (specifier === undefined || !/^\.\.?\//.test(specifier)) continue;
    const quoted = finalized.slice(start, end);
    // A static import's [s, e) is the specifier without its quotes.
    if (quoted !== specifier) continue;
    out += finalized.slice(at, start) + path.resolve(path.dirname(source), specifier).split(path.sep).join('/');
    at = end;
  }
  return out + finalized.slice(at);
}
