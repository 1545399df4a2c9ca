/**
 * @docusaurus/plugin-client-redirects, as `docusaurus build` runs it: once the pages are written,
 * a small HTML page at each redirect's `from` path sends the browser on to its `to` (a refresh
 * meta, a canonical link and a script that keeps the query and the hash), so a static host serves
 * old addresses with no rule of its own. The redirects come, as in Docusaurus, from
 * `fromExtensions` and `toExtensions` (every page, `/a` ↔ `/a.html`), from `redirects` (`from`
 * one path or a list) and from `createRedirects(path)`, called with every page's path without
 * baseUrl (`/404.html` included). Every `to` follows the site's trailingSlash; a `to` path that
 * names no page, a `from` that is not a plain path, or a page's file already written at a `from`
 * fail the build, as in Docusaurus; a `from` given twice, or that is a page already, is left out
 * with a warning. Only the default locale is built, as Folio builds no other.
 * Pure but for `clientRedirects`'s postBuild, which writes the pages.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FolioError, log, type Plugin, type PostBuildContext } from '@folio/core';
import { isRecord } from './entries.ts';

export interface ClientRedirectsOptions {
  redirects?: Array<{ from: string | string[]; to: string }>;
  createRedirects?: (existingPath: string) => string | string[] | null | undefined;
  fromExtensions?: string[];
  toExtensions?: string[];
  /** Where the options are in the config (`plugins[1]`), for messages. */
  where?: string;
}

export interface ClientRedirect {
  from: string;
  to: string;
}

type TrailingSlash = boolean | undefined;

/** `.ext` for each extension, refused as Docusaurus refuses it (empty, a dot, a slash, URI characters). */
function dotted(extensions: string[] | undefined, key: string, where: string): string[] {
  return (extensions ?? []).map((ext) => {
    if (typeof ext !== 'string' || !ext || ext.includes('.') || ext.includes('/') || encodeURIComponent(ext) !== ext) {
      throw new FolioError(`\`${where}.${key}\`: the extension ${JSON.stringify(ext)} is not a plain name (no dot, slash or characters a URL escapes)`, {
        hint: 'write it as `html`, or create these redirects with `createRedirects`',
      });
    }
    return `.${ext}`;
  });
}

/** `/a` → `/a.html` (`/a/` → `/a.html/`) for every page but the home page and those with an extension already. */
function fromExtensionRedirects(paths: string[], extensions: string[]): ClientRedirect[] {
  return paths.flatMap((to) => {
    if (to === '/' || extensions.some((ext) => to.endsWith(ext))) return [];
    const bare = to.replace(/\/$/, '');
    return extensions.map((ext) => ({ from: to.endsWith('/') ? `${bare}${ext}/` : `${bare}${ext}`, to }));
  });
}

/** `/a.html` → `/a`: a page whose path ends with one of the extensions is also served without it. */
function toExtensionRedirects(paths: string[], extensions: string[]): ClientRedirect[] {
  return paths.flatMap((to) => {
    const ext = extensions.find((candidate) => to.endsWith(candidate));
    return ext ? [{ from: to.slice(0, -ext.length), to }] : [];
  });
}

function optionRedirects(options: ClientRedirectsOptions, paths: string[], where: string): ClientRedirect[] {
  const listed = (options.redirects ?? []).flatMap(({ from, to }) => [from].flat().map((one) => ({ from: one, to })));
  const created = options.createRedirects
    ? paths.flatMap((to) => [options.createRedirects!(to) ?? []].flat().map((from) => ({ from, to })))
    : [];
  for (const { from, to } of [...listed, ...created]) {
    if (typeof from !== 'string' || !isPathname(from) || typeof to !== 'string') {
      throw new FolioError(`\`${where}\`: the redirect ${JSON.stringify({ from, to })} is invalid: \`from\` must be a path such as /old/page (no query or hash), \`to\` a path or URL`);
    }
  }
  return [...listed, ...created];
}

function isPathname(value: string): boolean {
  if (!value.startsWith('/')) return false;
  try {
    const { pathname } = new URL(value, 'https://folio.invalid');
    return pathname === value || pathname === encodeURI(value);
  } catch {
    return false;
  }
}

/** `to` with the site's trailingSlash applied to its path part, as Docusaurus applies it (not to `/` or an anchor). */
export function withTrailingSlash(to: string, trailingSlash: TrailingSlash): string {
  if (trailingSlash === undefined || to.startsWith('#')) return to;
  const pathname = to.split(/[#?]/)[0]!;
  if (pathname === '/') return to;
  const fixed = trailingSlash ? (pathname.endsWith('/') ? pathname : `${pathname}/`) : pathname.replace(/\/$/, '');
  return fixed + to.slice(pathname.length);
}

/**
 * The redirects of one plugin instance over the site's page paths (without baseUrl, `/404.html`
 * included), and what is left out, to warn about. Throws when a `to` path names no page.
 */
export function collectClientRedirects(options: ClientRedirectsOptions, paths: string[], trailingSlash: TrailingSlash): { redirects: ClientRedirect[]; leftOut: string[] } {
  const where = options.where ?? 'client redirects';
  const all = [
    ...fromExtensionRedirects(paths, dotted(options.fromExtensions, 'fromExtensions', where)),
    ...toExtensionRedirects(paths, dotted(options.toExtensions, 'toExtensions', where)),
    ...optionRedirects(options, paths, where),
  ].map(({ from, to }) => ({ from, to: withTrailingSlash(to, trailingSlash) }));
  checkTargets(all, paths, trailingSlash, where);
  const leftOut: string[] = [];
  const byFrom = new Map<string, ClientRedirect>();
  for (const redirect of all) {
    const first = byFrom.get(redirect.from);
    if (first) {
      if (first.to !== redirect.to) leftOut.push(`${redirect.from} is redirected twice, to ${first.to} and to ${redirect.to}: the first is kept`);
    } else byFrom.set(redirect.from, redirect);
  }
  const pages = new Set(paths);
  const redirects = [...byFrom.values()].filter((redirect) => {
    if (pages.has(redirect.from)) leftOut.push(`${redirect.from} is a page; its redirect to ${redirect.to} is left out`);
    return !pages.has(redirect.from);
  });
  return { redirects, leftOut };
}

/** Every `to` that is a path (query and hash aside) must be a page, with the trailing slash the site gives it. */
function checkTargets(redirects: ClientRedirect[], paths: string[], trailingSlash: TrailingSlash, where: string): void {
  const pages = new Set(paths.map(decodePath));
  const missing = new Set<string>();
  for (const { to } of redirects) {
    if (!to.startsWith('/')) continue;
    const target = decodePath(new URL(to, 'https://folio.invalid').pathname);
    if (!pages.has(target)) missing.add(target);
  }
  if (!missing.size) return;
  const lines = [...missing].map((target) => {
    const other = target.endsWith('/') ? target.slice(0, -1) : `${target}/`;
    return pages.has(other) && trailingSlash !== undefined ? `- ${target} (the page is ${other}: trailingSlash is ${trailingSlash})` : `- ${target}`;
  });
  throw new FolioError(`\`${where}\`: redirects to paths that are no page:\n${lines.join('\n')}`, {
    hint: 'point each `to` at a page of the site (without baseUrl), or remove the redirect',
  });
}

function decodePath(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/** The file of a redirect page, relative to the output: `<from>/index.html` (`<from>.html` when trailingSlash is false and `from` ends with .html). */
export function redirectFile(from: string, trailingSlash: TrailingSlash): string {
  const relative = from.replace(/^\/+/, '').replace(/\/+$/, '');
  if (trailingSlash === false && relative.endsWith('.html')) return `${relative}.html`;
  return relative ? `${relative}/index.html` : 'index.html';
}

/** The redirect page: `toUrl` (with baseUrl) in a refresh meta, a canonical link and a script that adds the query and hash when `toUrl` has neither. */
export function redirectPage(toUrl: string): string {
  const url = encodeURI(toUrl);
  const attribute = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const forward = /[?#]/.test(toUrl) ? '' : ' + window.location.search + window.location.hash';
  const script = `window.location.href = ${JSON.stringify(url).replace(/</g, '\\u003c')}${forward};`;
  return [
    '<!DOCTYPE html>',
    '<html>',
    '  <head>',
    '    <meta charset="UTF-8">',
    `    <meta http-equiv="refresh" content="0; url=${attribute}">`,
    `    <link rel="canonical" href="${attribute}" />`,
    '  </head>',
    `  <script>\n    ${script}\n  </script>`,
    '</html>',
    '',
  ].join('\n');
}

/** The site path of a page path with baseUrl (`/docs/a/` under `/docs/` → `/a/`). */
function withoutBaseUrl(routePath: string, baseUrl: string): string {
  if (routePath.startsWith(baseUrl)) return `/${routePath.slice(baseUrl.length)}`;
  return `${routePath}/` === baseUrl ? '/' : routePath;
}

function writeRedirects(ctx: PostBuildContext, instances: ClientRedirectsOptions[]): void {
  const { baseUrl, trailingSlash } = ctx.config;
  const paths = ['/404.html', ...ctx.routes.filter((route) => !route.catchAll).map((route) => withoutBaseUrl(route.path, baseUrl))];
  for (const options of instances) {
    const { redirects, leftOut } = collectClientRedirects(options, paths, trailingSlash);
    for (const line of leftOut) log.warn(`\`${options.where ?? 'client redirects'}\`: ${line}`);
    for (const { from, to } of redirects) {
      const file = path.join(ctx.outDir, redirectFile(from, trailingSlash));
      if (existsSync(file)) {
        throw new FolioError(`\`${options.where ?? 'client redirects'}\`: the redirect from ${from} would overwrite ${path.relative(ctx.siteDir, file)}, which the build wrote`, {
          hint: 'remove the redirect, or the file in a static folder',
        });
      }
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, redirectPage(to.startsWith('/') ? `${baseUrl.replace(/\/$/, '')}${to}` : to));
    }
  }
}

/** The Folio plugin writing the redirect pages of every @docusaurus/plugin-client-redirects instance of the config. */
export function clientRedirects(instances: ClientRedirectsOptions[]): Plugin {
  return {
    name: 'client-redirects',
    postBuild: (ctx) => writeRedirects(ctx, instances),
  };
}

/** The options of one instance as the config gives them, checked for their types; the keys Folio does not know, as notices. */
export function readClientRedirectsOptions(options: Record<string, unknown>, where: string, notices: string[]): ClientRedirectsOptions {
  const out: ClientRedirectsOptions = { where };
  for (const [key, value] of Object.entries(options)) {
    if (key === 'id' || value === undefined) continue;
    if (key === 'redirects' && Array.isArray(value) && value.every((item) => isRecord(item))) out.redirects = value as ClientRedirectsOptions['redirects'];
    else if (key === 'createRedirects' && typeof value === 'function') out.createRedirects = value as ClientRedirectsOptions['createRedirects'];
    else if ((key === 'fromExtensions' || key === 'toExtensions') && Array.isArray(value)) out[key] = value as string[];
    else if (['redirects', 'createRedirects', 'fromExtensions', 'toExtensions'].includes(key)) {
      throw new FolioError(`\`${where}.${key}\`: ${key === 'createRedirects' ? 'must be a function' : key === 'redirects' ? 'must be a list of { from, to }' : 'must be a list of extensions'}`);
    } else notices.push(`\`${where}.${key}\`: not an option of @docusaurus/plugin-client-redirects; ignored`);
  }
  return out;
}
