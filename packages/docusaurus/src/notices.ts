/**
 * Which of the mapping's notices a command prints by default, and what each printed one tells the
 * reader to do. Pure: the notices come from map-*.ts, plan.ts and classic/theme-chain.ts, each
 * naming the option in backquotes (`presets[0].blog.feedOptions.xslt`) or the file (src/theme/X).
 *
 * THE RULE: a notice is printed by default when the option, as the config gives it, makes the
 * built site differ from what `docusaurus build` makes of it — its pages, its other files (feeds,
 * sitemap, scripts) or its URLs: what a reader sees or gets. A notice about an option that only
 * steers deploying (`docusaurus deploy`), what the build does about a problem it finds (the `on…`
 * policies: onBrokenLinks, onDuplicateRoutes, onUntruncatedBlogPosts, markdown.hooks.*), the
 * bundler (webpack), development tools (the debug plugin) or Docusaurus's own internals (the
 * `future` flags) changes nothing of the built site: it is said with `--verbose` only. A notice no
 * rule below names is printed, unknown options included (Docusaurus refuses an unknown key).
 */
import { isRecord } from './entries.ts';

/** A notice and whether it is printed by default (core's log says it once per change of the config). */
export interface ConfigNotice {
  text: string;
  shows: boolean;
}

interface QuietRule {
  /** The option's path as notices write it. */
  path: RegExp;
  /** Why the built site does not change. */
  why: string;
  /** The option, as given, changes the built site after all (its value read from the config). */
  unless?: (value: unknown) => boolean;
}

export const QUIET: readonly QuietRule[] = [
  { path: /^(?:organizationName|projectName|deploymentBranch|githubHost|githubPort)$/, why: 'deploying only' },
  { path: /^baseUrlIssueBanner$/, why: 'shown only when a host serves the site under another base URL' },
  // experimental_router: 'hash' gives every page a /#/ URL, which Folio's do not have.
  { path: /^future$/, why: "Docusaurus's own build and runtime", unless: (value) => isRecord(value) && value.experimental_router === 'hash' },
  { path: /(?:^|\.)on[A-Z]\w*$/, why: 'what the build does about a problem it finds' },
  { path: /^webpack$/, why: 'the bundler' },
  { path: /^presets\[\d+\]\.debug$/, why: 'a development tool' },
  // Docusaurus writes no stylesheet unless xslt is set (its default is false).
  { path: /\.feedOptions\.xslt$/, why: 'no stylesheet asked for', unless: (value) => value !== false && value !== undefined },
];

/** What to do about a printed notice, by what it says (the first that matches); none for a notice that says it already. */
const ACTIONS: ReadonlyArray<[RegExp, string | undefined]> = [
  [/override (?:them|it) in src\/theme\//, undefined],
  [/not read by Folio's theme; plugins/, "if Docusaurus's theme showed it, override the component that shows it in src/theme/<Name>/index.tsx"],
  [/not read by Folio's (?:theme|navbar|footer)/, 'to have it, override the theme component that shows it in src/theme/<Name>/index.tsx; else remove the option'],
  [/a Docusaurus 2 theme component/, 'delete it, or move what it changes into DocRoot, DocVersionRoot or DocsRoot'],
  [/Folio does not regenerate them from the spec/, 'run `docusaurus gen-api-docs` again when the spec changes'],
  [/not a Docusaurus option Folio knows/, "check its name: Docusaurus refuses a key it does not know; a value of the site's own belongs in customFields"],
  [/^`ssrTemplate`/, "put what the template adds into the config's `headTags`, `scripts` or `stylesheets`"],
  [/\.feedOptions\.xslt`/, 'browsers show the feeds as plain XML, feed readers as before; remove `xslt` once that suits the site'],
  [/\(less `exclude`\)/, 'list the files to leave out in `exclude`'],
  [/highlight-next-line and highlight-start\/end comments/, 'write those comments in the code blocks'],
  [/; skipped$/, 'what it adds is missing from the built site: remove the entry, or write a Folio plugin for it'],
  [/which Folio's Vite build does not (?:run|use)$/, 'what it changes in the bundle is missing; the rest of the plugin runs'],
  [/./, "Folio's output differs here: remove the option once that suits the site"],
];

/** The option a notice names (`presets[0].blog.feedOptions.xslt`), or undefined for a notice about a file. */
export function noticePath(notice: string): string | undefined {
  return /^`([^`]+)`/.exec(notice)?.[1];
}

/**
 * The value at a notice's path in the config: `presets[0].blog` is the blog options of the first
 * preset entry's options (`presets[0][1].blog`), `plugins[2].x` the third plugin's option x.
 */
export function valueAt(config: Record<string, unknown>, written: string): unknown {
  const entry = /^(presets|plugins|themes)\[(\d+)\]\.?(.*)$/.exec(written);
  let value: unknown = config;
  let rest = written;
  if (entry) {
    const list = config[entry[1]!];
    const item = Array.isArray(list) ? list[Number(entry[2])] : undefined;
    value = Array.isArray(item) ? item[1] : undefined;
    rest = entry[3]!;
  }
  for (const key of rest.split('.').filter(Boolean)) value = isRecord(value) ? value[key] : undefined;
  return value;
}

/** The quiet rule a notice falls under (it is said with `--verbose` only), or undefined when it is printed. */
export function quietRuleOf(notice: string, config: Record<string, unknown>): QuietRule | undefined {
  const at = noticePath(notice);
  if (at === undefined) return undefined;
  return QUIET.find((rule) => rule.path.test(at) && !rule.unless?.(valueAt(config, at)));
}

/** The notices of a mapped `config`, each classified; a printed one ends with what to do. */
export function classifyNotices(notices: readonly string[], config: Record<string, unknown>): ConfigNotice[] {
  return notices.map((text) => {
    const quiet = quietRuleOf(text, config);
    if (quiet) return { text: `${text} (no effect on the built site: ${quiet.why})`, shows: false };
    const action = ACTIONS.find(([pattern]) => pattern.test(text))?.[1];
    return { text: action ? `${text} (${action})` : text, shows: true };
  });
}

/**
 * Notices about what Folio's own theme leaves out of themeConfig (a custom navbar item type, a
 * footer key): a site rendered by Docusaurus's theme gets its themeConfig whole, so they are not said.
 */
const FOLIO_THEME_ONLY = /Folio's navbar renders|not read by Folio's (?:navbar|footer|theme)/;

/** PURE: the mapping's notices that hold for a site rendered by Docusaurus's theme. */
export function docusaurusThemeNotices(notices: string[]): string[] {
  return notices.filter((notice) => !FOLIO_THEME_ONLY.test(notice));
}
