/**
 * The server bundle's render function, as prerender, the render cache and the render worker see
 * it. A module of its own so that a worker loads it without the rest of prerender.
 */
import { pathToFileURL } from 'node:url';

export interface RenderOutput {
  html: string;
  head: string;
  htmlAttributes: string;
  /** `<body>` attributes a page's head asked for (Docusaurus's Head `bodyAttributes`), printed as given; none when empty or absent. */
  bodyAttributes?: string;
  status: number;
  /** The theme's inline scripts in `head` (hashed into the Content-Security-Policy). */
  inlineScripts?: string[];
}

export type RenderFn = (url: string) => Promise<RenderOutput>;

/** Import the built server entry and return its render function. */
export async function loadRenderer(serverEntry: string): Promise<RenderFn> {
  const mod = (await import(pathToFileURL(serverEntry).href)) as { render: RenderFn };
  return mod.render;
}
