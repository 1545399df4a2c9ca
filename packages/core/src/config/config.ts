/**
 * Load `site.config.ts`, validate it and fill defaults. A wrong type or an unknown key fails with
 * the key path, the file, and (where the key can be found in the source) its line.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FolioError } from '../errors.ts';
import { importSiteModule, locateSiteModuleError, SiteModuleError, SiteModuleSyntaxError } from './site-module.ts';
import { closestMatches } from '../client/closest.ts';
import { checkBaseUrl, checkSiteUrl, type UrlCheck } from './url-checks.ts';
import type { Plugin } from '../plugins/api.ts';

export const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

const brokenPolicy = z.enum(['throw', 'warn', 'ignore']);

/** A zod transform from a check of url-checks.ts: its value, or its message as the issue. */
function checked(check: (value: string) => UrlCheck) {
  return (value: string, ctx: z.core.$RefinementCtx<string>): string => {
    const result = check(value);
    if (result.ok) return result.value;
    ctx.issues.push({ code: 'custom', message: result.message, input: value });
    return z.NEVER;
  };
}
const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', {
  message: 'expected a function',
});

const pluginSchema = z.strictObject({
  name: z.string().min(1),
  load: fn.optional(),
  routes: fn.optional(),
  globalData: fn.optional(),
  watch: fn.optional(),
  mdx: z
    .strictObject({ remarkPlugins: z.array(z.unknown()).optional(), rehypePlugins: z.array(z.unknown()).optional() })
    .optional(),
  vite: z.array(z.unknown()).optional(),
  themeComponents: z.record(z.string(), z.string()).optional(),
  commands: z.record(z.string(), fn).optional(),
  postBuild: fn.optional(),
  csp: z.union([z.record(z.string(), z.array(z.string())), fn]).optional(),
});

const configSchema = z.strictObject({
  title: z.string(),
  tagline: z.string().optional(),
  url: z.string().transform(checked(checkSiteUrl)),
  baseUrl: z.string().transform(checked(checkBaseUrl)).optional(),
  trailingSlash: z.boolean().optional(),
  favicon: z.string().optional(),
  noIndex: z.boolean().optional(),
  titleDelimiter: z.string().optional(),
  i18n: z
    .strictObject({
      defaultLocale: z.string(),
      locales: z.array(z.string()).min(1),
      localeConfigs: z
        .record(
          z.string(),
          z.strictObject({
            label: z.string().optional(),
            htmlLang: z.string().optional(),
            direction: z.enum(['ltr', 'rtl']).optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  onBrokenLinks: brokenPolicy.optional(),
  onBrokenMarkdownLinks: brokenPolicy.optional(),
  onBrokenAnchors: brokenPolicy.optional(),
  markdown: z
    .strictObject({
      format: z.enum(['mdx', 'md', 'detect']).optional(),
      remarkPlugins: z.array(z.unknown()).optional(),
      rehypePlugins: z.array(z.unknown()).optional(),
      toc: z
        .strictObject({ minHeadingLevel: z.int().min(2).max(6), maxHeadingLevel: z.int().min(2).max(6) })
        .partial()
        .optional(),
    })
    .optional(),
  plugins: z.array(pluginSchema).optional(),
  theme: z.string().optional(),
  themeConfig: z.record(z.string(), z.unknown()).optional(),
  staticDirectories: z.array(z.string()).optional(),
  /** Folders outside the site that pages, assets and static files may come from (symbolic links into them are followed). */
  allowedOutsidePaths: z.array(z.string()).optional(),
  outDir: z.string().optional(),
  headers: z
    .strictObject({
      /** true: Folio's policy (see host-files.ts); an object: extra sources per directive. */
      csp: z.union([z.boolean(), z.record(z.string(), z.array(z.string()))]).optional(),
    })
    .optional(),
  robots: z
    .strictObject({ allow: z.array(z.string()).optional(), disallow: z.array(z.string()).optional(), sitemap: z.boolean().optional() })
    .optional(),
  redirects: z
    .array(z.strictObject({ from: z.string().startsWith('/'), to: z.string(), status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).optional() }))
    .optional(),
});

export type SiteConfigInput = z.input<typeof configSchema> & { plugins?: Plugin<any>[] };

export interface LocaleConfig {
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
}

export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean | undefined;
  favicon: string | undefined;
  noIndex: boolean;
  titleDelimiter: string;
  i18n: { defaultLocale: string; locales: string[]; localeConfigs: Record<string, LocaleConfig> };
  onBrokenLinks: 'throw' | 'warn' | 'ignore';
  onBrokenMarkdownLinks: 'throw' | 'warn' | 'ignore';
  onBrokenAnchors: 'throw' | 'warn' | 'ignore';
  markdown: {
    format: 'mdx' | 'md' | 'detect';
    remarkPlugins: unknown[];
    rehypePlugins: unknown[];
    toc: { minHeadingLevel: number; maxHeadingLevel: number };
  };
  plugins: Plugin<any>[];
  theme: string;
  themeConfig: Record<string, unknown>;
  staticDirectories: string[];
  /** Folders outside the site (absolute, or relative to it) that files may come from; every other outside file is refused (site-files.ts). */
  allowedOutsidePaths: string[];
  outDir: string;
  /** `_headers` is written when set; `csp` adds a Content-Security-Policy. */
  headers: { csp?: boolean | Record<string, string[]> } | undefined;
  /** `robots.txt` is generated when set. */
  robots: { allow?: string[]; disallow?: string[]; sitemap?: boolean } | undefined;
  /** `_redirects` is generated when set. */
  redirects: Array<{ from: string; to: string; status?: number }> | undefined;
  /** Absolute path of the file the config came from. */
  configFile: string;
}

/** Identity helper that gives `site.config.ts` its types. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

export function findConfigFile(siteDir: string): string {
  for (const name of CONFIG_FILES) {
    const file = path.join(siteDir, name);
    if (existsSync(file)) return file;
  }
  throw new FolioError(`no site config found in ${siteDir}`, {
    hint: `create ${CONFIG_FILES[0]} exporting defineConfig({ title, url, ... })`,
  });
}

/**
 * Import and validate the config of the site in `siteDir`. As in Docusaurus, the default export may
 * be the config, a function returning it (or a promise of it), or a promise of it.
 */
export async function loadConfig(siteDir: string): Promise<SiteConfig> {
  const file = findConfigFile(siteDir);
  let exported: unknown;
  try {
    exported = (await importSiteModule(file)).default;
  } catch (error) {
    throw configImportError(error, file);
  }
  try {
    exported = await resolveConfigExport(exported);
  } catch (error) {
    const what = typeof exported === 'function' ? 'the config function failed' : 'the config promise was rejected';
    throw configImportError(locateSiteModuleError(error, file), file, what);
  }
  return validateConfig(exported, file, readFileSync(file, 'utf8'));
}

/** The config a default export stands for: called if a function, awaited if a promise. */
export async function resolveConfigExport(exported: unknown): Promise<unknown> {
  let value = exported;
  if (typeof value === 'function') value = (value as () => unknown)();
  if (value !== null && (typeof value === 'object' || typeof value === 'function') && typeof (value as { then?: unknown }).then === 'function') {
    value = await value;
  }
  return value;
}

/** Validate a config object; `source` (the file's text) lets errors point at a line. */
export function validateConfig(input: unknown, file: string, source?: string): SiteConfig {
  if (input === undefined || input === null || typeof input !== 'object') {
    const got = input === undefined ? 'nothing' : input === null ? 'null' : typeof input === 'string' ? `a string ${JSON.stringify(input)}` : `a ${typeof input}`;
    throw new FolioError(`the config file must \`export default defineConfig({...})\` (or a function or promise giving it); it gave ${got}`, {
      file,
    });
  }
  // A plugin named by a string (as in a Docusaurus config) rather than created by its function.
  const given = (input as { plugins?: unknown }).plugins;
  if (Array.isArray(given)) {
    const index = given.findIndex((plugin) => typeof plugin === 'string');
    if (index !== -1) {
      const name = given[index] as string;
      const position = source ? findKeyPosition(source, 'plugins') : undefined;
      throw new FolioError(`\`plugins[${index}]\`: "${name}" is not a plugin Folio knows; a plugin is added by calling its function`, {
        file,
        line: position?.line,
        column: position?.column,
        source,
        hint: "for example `import { docs } from '@folio/plugin-docs'` and `plugins: [docs()]`; Folio's plugins are @folio/plugin-docs, @folio/plugin-openapi (a docs source) and @folio/search",
      });
    }
  }
  const result = configSchema.safeParse(input, { reportInput: true });
  if (!result.success) throw configIssueError(result.error.issues, file, source);
  const plugins = (result.data.plugins ?? []) as Plugin[];
  const seen = new Set<string>();
  for (const [index, plugin] of plugins.entries()) {
    if (seen.has(plugin.name)) {
      throw new FolioError(`plugins[${index}]: two plugins are named "${plugin.name}"; plugin names must be unique`, { file });
    }
    seen.add(plugin.name);
  }
  return fillDefaults(result.data, plugins, file);
}

function fillDefaults(data: z.output<typeof configSchema>, plugins: Plugin[], file: string): SiteConfig {
  const defaultLocale = data.i18n?.defaultLocale ?? 'en';
  const locales = data.i18n?.locales ?? [defaultLocale];
  const localeConfigs: Record<string, LocaleConfig> = {};
  for (const locale of locales) {
    const given = data.i18n?.localeConfigs?.[locale] ?? {};
    localeConfigs[locale] = {
      label: given.label ?? locale,
      htmlLang: given.htmlLang ?? locale,
      direction: given.direction ?? 'ltr',
    };
  }
  return {
    title: data.title,
    tagline: data.tagline ?? '',
    url: data.url,
    baseUrl: data.baseUrl ?? '/',
    trailingSlash: data.trailingSlash,
    favicon: data.favicon,
    noIndex: data.noIndex ?? false,
    titleDelimiter: data.titleDelimiter ?? '|',
    i18n: { defaultLocale, locales, localeConfigs },
    onBrokenLinks: data.onBrokenLinks ?? 'throw',
    onBrokenMarkdownLinks: data.onBrokenMarkdownLinks ?? 'warn',
    onBrokenAnchors: data.onBrokenAnchors ?? 'warn',
    markdown: {
      format: data.markdown?.format ?? 'mdx',
      remarkPlugins: data.markdown?.remarkPlugins ?? [],
      rehypePlugins: data.markdown?.rehypePlugins ?? [],
      toc: {
        minHeadingLevel: data.markdown?.toc?.minHeadingLevel ?? 2,
        maxHeadingLevel: data.markdown?.toc?.maxHeadingLevel ?? 3,
      },
    },
    plugins,
    theme: data.theme ?? '@folio/theme',
    themeConfig: data.themeConfig ?? {},
    staticDirectories: data.staticDirectories ?? ['static'],
    allowedOutsidePaths: data.allowedOutsidePaths ?? [],
    outDir: data.outDir ?? 'build',
    headers: data.headers,
    robots: data.robots,
    redirects: data.redirects,
    configFile: file,
  };
}

/** `themeConfig.navbar.items[0].label` */
export function formatKeyPath(keys: readonly PropertyKey[]): string {
  let out = '';
  for (const key of keys) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out || '(root)';
}

const KNOWN_KEYS: Record<string, string[]> = {
  '': Object.keys(configSchema.shape),
  i18n: ['defaultLocale', 'locales', 'localeConfigs'],
  markdown: ['format', 'remarkPlugins', 'rehypePlugins', 'toc'],
};

function configIssueError(issues: readonly z.core.$ZodIssue[], file: string, source?: string): FolioError {
  const lines = issues.slice(0, 10).map((issue) => describeIssue(issue));
  const first = issues[0]!;
  const lastKey = issue0Key(first);
  const position = source && lastKey ? findKeyPosition(source, lastKey) : undefined;
  const message = lines.length === 1 ? `invalid config: ${lines[0]}` : `invalid config:\n  - ${lines.join('\n  - ')}`;
  return new FolioError(message, { file, line: position?.line, column: position?.column, source });
}

function issue0Key(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'unrecognized_keys') return issue.keys[0];
  const last = [...issue.path].reverse().find((key) => typeof key === 'string');
  return last === undefined ? undefined : String(last);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const where = formatKeyPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const parent = issue.path.filter((k) => typeof k === 'string').join('.');
    return issue.keys
      .map((key) => {
        const full = issue.path.length ? `${where}.${key}` : key;
        const known = KNOWN_KEYS[parent] ?? [];
        const suggestion = closestMatches(key, known, 1)[0];
        return `\`${full}\` is not a known key${suggestion ? ` (did you mean \`${suggestion}\`?)` : ''}`;
      })
      .join('; ');
  }
  if (issue.code === 'invalid_type') {
    const received = describeReceived((issue as { input?: unknown }).input);
    return `\`${where}\`: expected ${issue.expected}, received ${received}`;
  }
  return `\`${where}\`: ${issue.message}`;
}

function describeReceived(value: unknown): string {
  if (value === undefined) return 'nothing (the key is required)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? `string ${JSON.stringify(value)}` : `${typeof value} ${String(value)}`;
}

/** Best effort: the first `key:` property in the config's source text. */
export function findKeyPosition(source: string, key: string): { line: number; column: number } | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(^|[\\s{,])(['"]?)${escaped}\\2\\s*:`, 'm');
  const match = pattern.exec(source);
  if (!match) return undefined;
  const offset = match.index + match[1]!.length;
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

function configImportError(error: unknown, file: string, what = 'the config file failed to load'): FolioError {
  const message = error instanceof Error ? error.message : String(error);
  const source = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const sourceOf = (where: string) => (where === file ? source : existsSync(where) ? readFileSync(where, 'utf8') : undefined);
  // A syntax error (in the config or a file it imports) says where; so does anything thrown while
  // importing it, at the first line of the site's own files in its stack.
  if (error instanceof SiteModuleSyntaxError) {
    const other = error.file !== file;
    return new FolioError(`syntax error in ${other ? 'a file the config imports' : 'the config file'}: ${error.reason}`, {
      file: error.file,
      line: error.line,
      column: error.column,
      source: sourceOf(error.file),
      cause: error,
    });
  }
  if (error instanceof SiteModuleError) {
    return new FolioError(`${what}: ${error.reason}`, {
      file: error.file,
      line: error.line,
      column: error.column,
      source: error.line === undefined ? undefined : sourceOf(error.file),
      cause: error,
    });
  }
  return new FolioError(`${what}: ${message}`, { file, cause: error });
}
