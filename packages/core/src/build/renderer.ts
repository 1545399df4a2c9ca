/**
 * The server bundle's render function, as prerender, the render cache and the render worker see
 * it. A module of its own so that a worker loads it without the rest of prerender.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteRow } from '../contract.ts';
import { SERVER_TABLE_GLOBAL } from '../routes/routes-module.ts';

/** Beside a bundle of one locale's server entry: its route table's rows and their base (SERVER_TABLE_GLOBAL). */
export const SERVER_TABLE_FILE = 'folio-rows.json';

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
  // Read by the route table's module as the bundle is first evaluated, which is now.
  const table = path.join(path.dirname(serverEntry), SERVER_TABLE_FILE);
  if (existsSync(table)) globalThis[SERVER_TABLE_GLOBAL] = JSON.parse(readFileSync(table, 'utf8')) as { base: string; rows: RouteRow[] };
  const mod = (await import(pathToFileURL(serverEntry).href)) as { render: RenderFn };
  return mod.render;
}
