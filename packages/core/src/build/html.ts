/**
 * PURE: the HTML document around a rendered page. Used by prerender (full content) and by the dev
 * server (empty root, client renders).
 */
import { ROUTE_ROW_ID } from '../client/paths.ts';

export interface DocumentParts {
  htmlAttributes: string;
  bodyAttributes?: string;
  /** Tags the theme rendered for the page: title, meta, link, inline init scripts. */
  head: string;
  /** The site config's own head tags (build/site-head.ts), after the theme's. */
  siteHead?: string;
  /** The site config's tags at the start of the body (`bodyTags`). */
  siteBody?: string;
  /** Rendered page markup (empty in dev). */
  body: string;
  /** Entry module URL. */
  entry: string;
  stylesheets?: string[];
  modulePreloads?: string[];
  /**
   * The page's own row of the client's route table (build/route-shards.ts), read by the runtime
   * before the entry's table, so that the page starts without loading a shard of it.
   */
  routeRow?: unknown[];
}

/** PURE: JSON safe inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * PURE: the document as three strings, joined in order: what comes before the body, the body
 * itself (the very string given), and what comes after it. Prerender writes them as they are, so
 * the main thread does not copy each page's body into a document string of its own.
 */
export function renderDocumentParts(parts: DocumentParts): DocumentText {
  const css = (parts.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`);
  const preloads = (parts.modulePreloads ?? []).map(
    (href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`,
  );
  const before = [
    '<!DOCTYPE html>',
    `<html ${parts.htmlAttributes}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="generator" content="Folio">',
    parts.head,
    parts.siteHead ?? '',
    ...css,
    ...preloads,
    '</head>',
    `<body${parts.bodyAttributes ? ` ${parts.bodyAttributes}` : ''}>`,
    parts.siteBody ?? '',
  ];
  const after = [
    parts.routeRow ? `<script type="application/json" id="${ROUTE_ROW_ID}">${scriptJson(parts.routeRow)}</script>` : '',
    `<script type="module" src="${escapeAttribute(parts.entry)}"></script>`,
    '</body>',
    '</html>',
  ];
  const lines = (list: string[]) => list.filter((line) => line !== '').join('\n');
  return [`${lines(before)}\n${BODY_OPEN}`, parts.body, `${BODY_CLOSE}\n${lines(after)}\n`];
}

/** The document's text in three parts (renderDocumentParts). */
export type DocumentText = readonly [before: string, body: string, after: string];

export const BODY_OPEN = '<div id="__folio">';
const BODY_CLOSE = '</div>';

export function renderDocument(parts: DocumentParts): string {
  return renderDocumentParts(parts).join('');
}
