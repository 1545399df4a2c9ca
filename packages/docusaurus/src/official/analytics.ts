/**
 * Docusaurus's three analytics plugins (@docusaurus/plugin-google-gtag, -google-analytics,
 * -google-tag-manager, also the classic preset's `gtag`, `googleAnalytics` and `googleTagManager`)
 * as what Folio's config has: the tags each plugin's `injectHtmlTags` gives (head tags, and Tag
 * Manager's <noscript> at the start of the body), and its client module, which reports each
 * client-side navigation (`onRouteDidUpdate`, run by Folio's runtime in its own theme and under
 * Docusaurus's theme alike). The mapping checks the options (map-plugins.ts); the plugin
 * `docusaurusAnalytics` adds the tags through core's `htmlTags` hook, and, as Docusaurus, to
 * production builds only (`folio build`, `folio serve --build`), never to the dev server. With
 * `headers.csp`, core allows the inline scripts by their hashes and the script's host by its
 * origin, as for any head tag.
 */
import { fileURLToPath } from 'node:url';
import { FolioError, type Plugin } from '@folio/core';
import { isRecord } from '../entries.ts';

/** A tag as core's `headTags` and `bodyTags` take it. */
export interface HtmlTag {
  tagName: string;
  attributes?: Record<string, string | boolean>;
  innerHTML?: string;
}

/** What the analytics plugins of a config add to the site. */
export interface AnalyticsTags {
  headTags: HtmlTag[];
  bodyTags: HtmlTag[];
  clientModules: string[];
}

export const ANALYTICS_PLUGINS = {
  '@docusaurus/plugin-google-gtag': 'gtag',
  '@docusaurus/plugin-google-analytics': 'googleAnalytics',
  '@docusaurus/plugin-google-tag-manager': 'googleTagManager',
} as const;

export type AnalyticsKind = (typeof ANALYTICS_PLUGINS)[keyof typeof ANALYTICS_PLUGINS];

const clientModule = (name: string) => fileURLToPath(new URL(`../../src/official/${name}.ts`, import.meta.url));

const GA = 'https://www.google-analytics.com';
const GTM = 'https://www.googletagmanager.com';

/** A preconnect link to `href`. */
const preconnect = (href: string): HtmlTag => ({ tagName: 'link', attributes: { rel: 'preconnect', href } });

/**
 * The tags and client module of one analytics plugin given `options` (at `at`, the options' path
 * in the config, named by the error a bad option throws).
 */
export function analyticsTags(kind: AnalyticsKind, options: unknown, at: string): AnalyticsTags {
  if (kind === 'gtag') return gtag(options, at);
  if (kind === 'googleAnalytics') return googleAnalytics(options, at);
  return googleTagManager(options, at);
}

function gtag(options: unknown, at: string): AnalyticsTags {
  const given = checkedOptions(options, at, ['trackingID', 'anonymizeIP']);
  const ids = trackingIds(given.trackingID, `${at}.trackingID`);
  const anonymizeIP = flag(given.anonymizeIP, `${at}.anonymizeIP`);
  const configs = ids.map((id) => `gtag('config', '${id}', { ${anonymizeIP ? "'anonymize_ip': true" : ''} });`).join('\n');
  return {
    headTags: [
      // gtag.js sends to Google Analytics: both hosts are preconnected.
      preconnect(GA),
      preconnect(GTM),
      // One script, for the first ID; each ID has its `config` call (Google's advice for several).
      { tagName: 'script', attributes: { async: true, src: `${GTM}/gtag/js?id=${ids[0]}` } },
      {
        tagName: 'script',
        innerHTML: `
              window.dataLayer = window.dataLayer || [];
              function gtag(){dataLayer.push(arguments);}
              gtag('js', new Date());
              ${configs};
              `,
      },
    ],
    bodyTags: [],
    clientModules: [clientModule('gtag-client')],
  };
}

function googleAnalytics(options: unknown, at: string): AnalyticsTags {
  const given = checkedOptions(options, at, ['trackingID', 'anonymizeIP']);
  const id = idString(given.trackingID, `${at}.trackingID`);
  const anonymizeIP = flag(given.anonymizeIP, `${at}.anonymizeIP`);
  return {
    headTags: [
      preconnect(GA),
      {
        tagName: 'script',
        innerHTML: `
              window.ga=window.ga||function(){(ga.q=ga.q||[]).push(arguments)};ga.l=+new Date;
              ga('create', '${id}', 'auto');
              ${anonymizeIP ? "ga('set', 'anonymizeIp', true);\n" : ''}
              ga('send', 'pageview');
            `,
      },
      { tagName: 'script', attributes: { async: true, src: `${GA}/analytics.js` } },
    ],
    bodyTags: [],
    clientModules: [clientModule('analytics-client')],
  };
}

function googleTagManager(options: unknown, at: string): AnalyticsTags {
  const given = checkedOptions(options, at, ['containerId']);
  const id = idString(given.containerId, `${at}.containerId`);
  return {
    headTags: [
      preconnect(GTM),
      { tagName: 'script', innerHTML: 'window.dataLayer = window.dataLayer || [];' },
      {
        tagName: 'script',
        innerHTML: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'${GTM}/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','${id}');`,
      },
    ],
    // Without JavaScript, Tag Manager's page (Docusaurus's preBodyTags).
    bodyTags: [
      {
        tagName: 'noscript',
        innerHTML: `<iframe src="${GTM}/ns.html?id=${id}" height="0" width="0" style="display:none;visibility:hidden"></iframe>`,
      },
    ],
    clientModules: [],
  };
}

/** The sources Google's tags need in a Content-Security-Policy. */
const GOOGLE_CSP: Record<string, string[]> = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  'frame-src': ['https://www.googletagmanager.com'],
};

/** One analytics plugin of a Docusaurus config: which, its options, and their path in the config. */
export interface AnalyticsUse {
  plugin: AnalyticsKind;
  options: unknown;
  at: string;
}

/** The Folio plugin adding the analytics plugins' tags (in the given order) to a build's pages. */
export function docusaurusAnalytics(uses: AnalyticsUse[]): Plugin {
  const tags = uses.map((use) => analyticsTags(use.plugin, use.options, use.at));
  return {
    name: 'docusaurus-analytics',
    // With `headers.csp`: core hashes the inline snippets (as any head tag's); the hosts their scripts load from and send to (Google's CSP guide).
    csp: uses.length ? GOOGLE_CSP : undefined,
    htmlTags: (ctx) =>
      ctx.command === 'build'
        ? { headTags: tags.flatMap((tag) => tag.headTags), bodyTags: tags.flatMap((tag) => tag.bodyTags), clientModules: tags.flatMap((tag) => tag.clientModules) }
        : undefined,
  };
}

/** The options object, with no key but `known` (Docusaurus's schemas refuse any other). */
function checkedOptions(options: unknown, at: string, known: string[]): Record<string, unknown> {
  if (!isRecord(options)) {
    throw new FolioError(`\`${at}\`: expected an object with ${known.map((key) => `\`${key}\``).join(' and ')}, got ${describe(options)}`, { hint: `give ${known[0]} (see the plugin's Docusaurus documentation)` });
  }
  for (const key of Object.keys(options)) {
    if (!known.includes(key) && options[key] !== undefined) throw new FolioError(`\`${at}.${key}\`: not an option of this plugin (it takes ${known.join(', ')})`, { hint: 'remove it, or check its spelling' });
  }
  return options;
}

/** gtag's `trackingID`: one ID or a non-empty list of them. */
function trackingIds(value: unknown, at: string): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) throw new FolioError(`\`${at}\`: an empty list; give at least one tracking ID`, { hint: "e.g. trackingID: 'G-XXXXXXXXXX'" });
    return value.map((id, index) => idString(id, `${at}[${index}]`));
  }
  return [idString(value, at)];
}

/** An ID written into a script: a non-empty string of letters, digits, `-`, `_` and `.`. */
function idString(value: unknown, at: string): string {
  if (typeof value !== 'string' || value === '') throw new FolioError(`\`${at}\`: expected a non-empty string, got ${describe(value)}`, { hint: "give the ID Google shows, e.g. 'G-XXXXXXXXXX' or 'GTM-XXXXXXX'" });
  if (!/^[\w.-]+$/.test(value)) throw new FolioError(`\`${at}\`: ${JSON.stringify(value)} is not an ID (letters, digits, - and _ only); it would break the script it is written into`, { hint: "give the ID Google shows, e.g. 'G-XXXXXXXXXX'" });
  return value;
}

function flag(value: unknown, at: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw new FolioError(`\`${at}\`: expected true or false, got ${describe(value)}`);
  return value;
}

function describe(value: unknown): string {
  return value === undefined ? 'nothing' : value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'string' ? JSON.stringify(value) : `a ${typeof value}`;
}
