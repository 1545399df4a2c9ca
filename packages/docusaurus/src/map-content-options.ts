/**
 * PURE: the shape Docusaurus's content plugins share (blog, pages): `path` made site-relative,
 * options Folio takes under the same name passed on, remark/rehype plugins collected for the
 * site's Markdown, every other key noticed. Each plugin's mapping says only what differs.
 */
import { sitePath } from './map-docs.ts';

export interface MappedContentOptions<Options> {
  options: Options;
  /** Remark and rehype plugins the plugin named: Folio applies them to every page. */
  remarkPlugins: unknown[];
  rehypePlugins: unknown[];
}

export interface ContentOptionRules {
  /** Options Folio's plugin takes with Docusaurus's name and meaning. */
  same: readonly string[];
  /** A key this plugin maps its own way: true when it took it (it may write `options` and notices). */
  special?(key: string, value: unknown, options: Record<string, unknown>, notices: string[]): boolean;
  /** The notice for any other key. */
  ignored(key: string): string;
}

/** `where` names the options in notices (`presets[0].blog`). */
export function mapContentOptions<Options>(given: Record<string, unknown>, where: string, siteDir: string, notices: string[], rules: ContentOptionRules): MappedContentOptions<Options> {
  const options: Record<string, unknown> = {};
  const remarkPlugins: unknown[] = [];
  const rehypePlugins: unknown[] = [];
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (key === 'path') options.path = sitePath(value, siteDir);
    else if (rules.same.includes(key)) options[key] = value;
    else if (key === 'remarkPlugins' || key === 'beforeDefaultRemarkPlugins') remarkPlugins.push(...[value].flat());
    else if (key === 'rehypePlugins' || key === 'beforeDefaultRehypePlugins') rehypePlugins.push(...[value].flat());
    else if (!rules.special?.(key, value, options, notices)) notices.push(`\`${where}.${key}\`: ${rules.ignored(key)}`);
  }
  return { options: options as Options, remarkPlugins, rehypePlugins };
}
