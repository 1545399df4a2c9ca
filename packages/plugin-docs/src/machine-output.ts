/**
 * Output for machines, written after the build: a Markdown twin of every doc page at
 * `<route>.md` (core's markdownTwin; API pages bring their own Markdown, rendered from the spec), and
 * the docs' sections of `llms.txt` (https://llmstxt.org, which core writes once with every plugin's
 * sections): every page of the latest version with its description, grouped by sidebar section.
 */
import path from 'node:path';
import { llmsLine, machineUrls, markdownTwin, parseFrontMatter, readPageFile, stripBaseUrl, twinFile, writeChannel, type LlmsTxtSection, type MachineUrls, type PostBuildContext, type ResolvedRoute } from '@folio/core';
import type { DocPageData } from './contract.ts';

export interface MachineOutputOptions {
  pluginName: string;
  markdownTwins: boolean;
  llmsTxt: false | { summary?: string };
}

export async function writeMachineOutput(ctx: PostBuildContext, options: MachineOutputOptions): Promise<void> {
  const { config } = ctx;
  const docRoutes = ctx.routes.filter((route) => route.plugin === options.pluginName && route.component === '@theme/DocItem' && route.page);
  const { twinUrl, pageUrl: absoluteUrl } = machineUrls(config.url, config.baseUrl);
  const sitePath = (route: ResolvedRoute) => stripBaseUrl(route.path, config.baseUrl);
  const routeOfFile = new Map<string, string>();
  for (const route of docRoutes) if (typeof route.page === 'string') routeOfFile.set(path.resolve(route.page), sitePath(route));

  const files = writeChannel();
  if (options.markdownTwins) {
    for (const route of docRoutes) {
      const props = route.props as DocPageData;
      let text: string;
      if (typeof route.page === 'string') {
        const file = route.page;
        const { content } = readPageFile(file);
        text = markdownTwin(content, {
          title: props.title,
          resolveFileLink: (url) => {
            let decoded = url;
            try {
              decoded = decodeURIComponent(url);
            } catch {
              // keep it as written
            }
            return routeOfFile.get(path.resolve(path.dirname(file), decoded));
          },
          twinUrl,
          absoluteUrl,
        });
      } else {
        const page = route.page!;
        text = page.markdown ?? markdownTwin(parseFrontMatter(page.mdx).content, { title: props.title, resolveFileLink: () => undefined, twinUrl, absoluteUrl });
      }
      // Written by the write thread while the next twin is made.
      files.write(path.join(ctx.outDir, twinFile(sitePath(route))), text);
    }
  }

  if (options.llmsTxt) {
    if (options.llmsTxt.summary !== undefined) ctx.llmsTxt.summary = options.llmsTxt.summary;
    ctx.llmsTxt.sections.push(...llmsSections(docRoutes, { baseUrl: config.baseUrl, twinUrl, pageUrl: absoluteUrl, twins: options.markdownTwins }));
  }
  await files.flushOutput('the Markdown output');
}

export interface LlmsTxtOptions extends MachineUrls {
  /** The routes' paths hold it; the URL functions take site paths. */
  baseUrl: string;
  /** Link the Markdown twins (else the HTML pages). */
  twins: boolean;
}

/** PURE: llms.txt sections for the latest version's listed docs, in route-table (sidebar) order. */
export function llmsSections(routes: ResolvedRoute[], options: LlmsTxtOptions): LlmsTxtSection[] {
  const sections = new Map<string, string[]>();
  for (const route of routes) {
    const props = route.props as DocPageData;
    if (!props.version.isLast || props.unlisted || route.noIndex && !props.version.noIndex) continue;
    const section = props.breadcrumbs.length > 1 ? props.breadcrumbs[0]!.label : 'Docs';
    const sitePath = stripBaseUrl(route.path, options.baseUrl);
    const url = options.twins ? options.twinUrl(sitePath) : options.pageUrl(sitePath);
    const line = llmsLine(props.title, url, props.description ?? '');
    let list = sections.get(section);
    if (!list) sections.set(section, (list = []));
    list.push(line);
  }
  return [...sections].map(([title, lines]) => ({ title, lines }));
}
