/**
 * An image a page names in a field rather than its text: front matter `image`, an author's
 * `image_url`. It follows the rule of an image in the text: a path must name a file a static folder
 * publishes (`img/x.png` and `/img/x.png` alike are site paths, as og:image and Docusaurus read
 * them); a missing file, a folder or a link out fails with the reason. URLs (http(s), data:, ...)
 * are not checked. Under `onBrokenImageFields: 'warn'` (a Docusaurus site: Docusaurus checks no
 * field's image) the reason is a warning naming the file, and the check passes; 'ignore': silent.
 */
import path from 'node:path';
import type { Context } from '../plugin-api.ts';
import { assetSitePath } from '../client/asset-path.ts';
import { checkStaticReference } from './asset-references.ts';
import { siteGuard, siteScopeOf, type SiteGuard } from './site-files.ts';
import { log } from '../log.ts';

export interface ImageProblem {
  reason: string;
  hint?: string;
}

/**
 * Checks a field's image for one site; undefined when it is fine, a URL, or only warned about
 * (`file`, the page or data file naming it, goes in the warning).
 */
export type ImageCheck = (value: string, file?: string) => ImageProblem | undefined;

export function siteImageCheck(ctx: Pick<Context, 'siteDir' | 'config'>): ImageCheck {
  const dirs = ctx.config.staticDirectories.map((dir) => path.resolve(ctx.siteDir, dir));
  let guard: SiteGuard | undefined;
  const policy = ctx.config.onBrokenImageFields ?? 'throw';
  return (value, file) => {
    if (value.trim() === '' || /^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//')) return undefined;
    guard ??= siteGuard(siteScopeOf(ctx));
    const result = checkStaticReference(guard, dirs, ctx.config.baseUrl, assetSitePath(value));
    if (result.reason === undefined) return undefined;
    if (policy === 'throw') return { reason: result.reason, hint: result.hint };
    if (policy === 'warn') log.warn(`${file ? `${path.relative(process.cwd(), file)}: ` : ''}the image "${value}": ${result.reason}`);
    return undefined;
  };
}
