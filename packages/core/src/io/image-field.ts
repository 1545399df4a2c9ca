/**
 * An image a page names in a field rather than its text: front matter `image`, an author's
 * `image_url`. It follows the rule of an image in the text: a path must name a file a static folder
 * publishes (`img/x.png` and `/img/x.png` alike are site paths, as og:image and Docusaurus read
 * them); a missing file, a folder or a link out fails with the reason. URLs (http(s), data:, ...)
 * are not checked.
 */
import path from 'node:path';
import type { Context } from '../plugin-api.ts';
import { assetSitePath } from '../client/asset-path.ts';
import { checkStaticReference } from './asset-references.ts';
import { siteGuard, siteScopeOf, type SiteGuard } from './site-files.ts';

export interface ImageProblem {
  reason: string;
  hint?: string;
}

/** Checks a field's image for one site; undefined when it is fine or a URL. */
export type ImageCheck = (value: string) => ImageProblem | undefined;

export function siteImageCheck(ctx: Pick<Context, 'siteDir' | 'config'>): ImageCheck {
  const dirs = ctx.config.staticDirectories.map((dir) => path.resolve(ctx.siteDir, dir));
  let guard: SiteGuard | undefined;
  return (value) => {
    if (value.trim() === '' || /^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//')) return undefined;
    guard ??= siteGuard(siteScopeOf(ctx));
    const result = checkStaticReference(guard, dirs, ctx.config.baseUrl, assetSitePath(value));
    return result.reason === undefined ? undefined : { reason: result.reason, hint: result.hint };
  };
}
