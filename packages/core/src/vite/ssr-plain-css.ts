/**
 * The server build's stylesheets. Prerender reads no CSS from the server bundle: the pages' CSS
 * links come from the client build's graph, and a plain stylesheet's import gives the server code
 * no value. Vite still compiles every stylesheet in the server build too (Sass, then the site's
 * PostCSS chain, Docusaurus's postcss-preset-env among it), which doubled the CSS work of a build.
 * Here a plain stylesheet reaches the server build's CSS pipeline empty, as webpack's server build
 * of Docusaurus keeps only CSS modules' class names. What the server code does read is compiled as
 * before: CSS modules (their class names) and a stylesheet asked for with a query (`?inline`,
 * `?raw`, `?url`: their value is the CSS or its address).
 */
import type { Plugin as VitePlugin } from 'vite';

const STYLESHEET = /\.(?:css|pcss|postcss|sss|scss|sass|less|styl|stylus)$/;
const CSS_MODULE = /\.module\.[a-z]+$/;

/** PURE: whether the server build may load `id` as an empty stylesheet. */
export function isPlainStylesheet(id: string): boolean {
  if (id.startsWith('\0') || id.includes('?')) return false;
  return STYLESHEET.test(id) && !CSS_MODULE.test(id);
}

export function ssrPlainCssPlugin(): VitePlugin {
  return {
    name: 'folio:ssr-plain-css',
    enforce: 'pre',
    load: {
      filter: { id: STYLESHEET },
      handler: (id) => (isPlainStylesheet(id) ? '' : undefined),
    },
  };
}
