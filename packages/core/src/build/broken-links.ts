/**
 * Build step "check links": the link checker (check-links.ts) on the emitted pages, after
 * postBuild (files that plugins write, such as Markdown twins and llms.txt, may be linked to),
 * with the config's onBrokenLinks / onBrokenAnchors applied.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/config.ts';
import { FolioError } from '../errors.ts';
import { log } from '../log.ts';
import { checkLinks, formatBroken } from './check-links.ts';
import type { PrerenderedPage } from './prerender.ts';

export function reportBrokenLinks(pages: PrerenderedPage[], outDir: string, config: SiteConfig): void {
  const { brokenLinks, brokenAnchors } = checkLinks({
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
  });
  const problems: string[] = [];
  for (const [kind, broken, policy] of [
    ['link', brokenLinks, config.onBrokenLinks],
    ['anchor', brokenAnchors, config.onBrokenAnchors],
  ] as const) {
    if (broken.length === 0 || policy === 'ignore') continue;
    const text = `${broken.length} broken ${kind}${broken.length === 1 ? '' : 's'} found:\n${formatBroken(kind, broken)}`;
    if (policy === 'throw') problems.push(text);
    else log.warn(text);
  }
  if (problems.length) {
    throw new FolioError(problems.join('\n'), {
      hint: 'fix the links, or set onBrokenLinks / onBrokenAnchors to "warn" in the site config',
    });
  }
}
