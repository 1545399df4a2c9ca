/**
 * `pages()`: standalone pages, as Docusaurus's plugin-content-pages makes them. Every React
 * component (`.js/.jsx/.ts/.tsx`, its default export) and Markdown file (`.md/.mdx`) under
 * `src/pages` is a page at its path (permalink.ts). Markdown pages render in `@theme/MDXPage`
 * (the layout, a title, the content and its table of contents); a component page renders as it
 * is, wrapping itself in `@theme/Layout` when it wants the navbar and footer.
 */
import { fileURLToPath } from 'node:url';
import type { GeneratedPage, Plugin, Route } from '@folio/core';
import { jsxInJs } from './jsx-in-js.ts';
import { loadPages, type PageFile } from './load.ts';
import { resolveOptions, type PagesOptions } from './options.ts';

export type { PagesOptions };
export { DEFAULT_EXCLUDE, DEFAULT_INCLUDE, pageKind, pagePermalink } from './permalink.ts';

// The TypeScript sources, which the bundler compiles: from src/ or dist/ alike.
const component = (name: string) => fileURLToPath(new URL(`../src/client/${name}.tsx`, import.meta.url));

/**
 * A component page as a generated MDX page that renders the site's module with the route's props:
 * the route table, dev updates and prerender (its chunks and CSS) then treat it as any page.
 */
export function componentPage(page: PageFile, pluginId: string): GeneratedPage {
  return { id: `pages/${pluginId}/${page.relativePath}`, mdx: `import Page from ${JSON.stringify(page.file)};\n\n<Page {...props} />\n`, source: page.file };
}

export function pages(input: PagesOptions = {}): Plugin<PageFile[]> {
  const options = resolveOptions(input);
  return {
    name: options.id === 'default' ? 'pages' : `pages-${options.id}`,
    themeComponents: { ComponentPage: component('ComponentPage') },
    load: (ctx) => loadPages(ctx, options),
    routes(files, ctx) {
      return files.flatMap((page): Route[] => {
        if (page.kind === 'component') {
          return [{ path: page.routePath, component: '@theme/ComponentPage', page: componentPage(page, options.id), source: page.file }];
        }
        const frontMatter = page.frontMatter ?? {};
        // Drafts show in the dev server only, as in Docusaurus.
        if (frontMatter.draft === true && ctx.command !== 'dev') return [];
        return [{ path: page.routePath, component: '@theme/MDXPage', page: page.file, noIndex: frontMatter.unlisted === true, source: page.file }];
      });
    },
    watch: () => [`${options.path}/**/*`],
    vite: [jsxInJs(options.path)],
  };
}
