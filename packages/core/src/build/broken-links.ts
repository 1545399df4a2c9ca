/**
 * Build step "check links": the link checker (check-links.ts) on the emitted pages and the files
 * the config names, after postBuild (files that plugins write, such as Markdown twins and
 * llms.txt, may be linked to), with the config's onBrokenLinks / onBrokenAnchors /
 * onBrokenConfigFiles applied.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/config.ts';
import { FolioError } from '../errors.ts';
import { log } from '../log.ts';
import { configAssets } from '../config/config-assets.ts';
import { checkLinks, formatBroken, formatBrokenAssets, type OtherLocale } from './check-links.ts';
import type { PrerenderedPage } from './prerender.ts';

/** What the check reads of a rendered page (kept, for each locale, until every locale is built). */
export type CheckedPage = { route: Pick<PrerenderedPage['route'], 'path' | 'source' | 'catchAll'>; links: PrerenderedPage['links'] };

/** PURE: the part of each page the link check needs, without the route's data. */
export function checkedPages(pages: PrerenderedPage[]): CheckedPage[] {
  return pages.map(({ route: { path, source, catchAll }, links }) => ({ route: { path, source, catchAll }, links }));
}

export function reportBrokenLinks(pages: CheckedPage[], outDir: string, config: SiteConfig, otherLocales: OtherLocale[] = []): void {
  const { brokenLinks, brokenAnchors, brokenAssets } = checkLinks({
    pages: pages.filter((page) => !page.route.catchAll).map((page) => ({
      path: page.route.path,
      html: page.links,
      source: page.route.source ? path.relative(process.cwd(), page.route.source) : undefined,
    })),
    fileExists: (pathname) => {
      if (!pathname.startsWith(config.baseUrl)) return false;
      const file = path.join(outDir, pathname.slice(config.baseUrl.length));
      return file.startsWith(outDir) && existsSync(file) && statSync(file).isFile();
    },
    configAssets: configAssets(config),
    baseUrl: config.baseUrl,
    otherLocales,
  });
  const reports: [string, SiteConfig['onBrokenLinks']][] = [];
  if (brokenAssets.length) {
    const configFile = path.relative(process.cwd(), config.configFile);
    reports.push([`${brokenAssets.length} file${brokenAssets.length === 1 ? '' : 's'} named in the config not found:\n${formatBrokenAssets(brokenAssets, config.baseUrl, configFile)}`, config.onBrokenConfigFiles ?? config.onBrokenLinks]);
  }
  for (const [kind, broken, policy] of [
    ['link', brokenLinks, config.onBrokenLinks],
    ['anchor', brokenAnchors, config.onBrokenAnchors],
  ] as const) {
    if (broken.length) reports.push([`${broken.length} broken ${kind}${broken.length === 1 ? '' : 's'} found:\n${formatBroken(kind, broken)}`, policy]);
  }
  const problems: string[] = [];
  for (const [text, policy] of reports) {
    if (policy === 'throw') problems.push(text);
    else if (policy === 'warn') log.warn(text);
  }
  if (problems.length) {
    throw new FolioError(problems.join('\n'), {
      hint: 'fix the links (a file goes in a static folder), or set onBrokenLinks / onBrokenAnchors / onBrokenConfigFiles to "warn" in the site config',
    });
  }
}
