/** The zod schema of `site.config.ts` (plugins checked for shape only: each is a plain object of hooks). */
import { z } from 'zod';
import { checkBaseUrl, checkSiteUrl, type UrlCheck } from './url-checks.ts';
import { isPrismLanguage } from '../mdx/languages.ts';
import { checkThemeConfig, type ValidateThemeConfig } from './theme-config.ts';
import { clientModulesSchema, headTagSchema, scriptSchema, stylesheetSchema } from '../head-schema.ts';
import { CHANGE_FREQUENCIES } from '../sitemap-options.ts';

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
/**
 * `remoteCache`: turbo.json's names for where the shared build cache is and how it is used. The
 * token and the signature key are secrets a config file (committed) must not hold: the environment
 * gives them (TURBO_TOKEN, TURBO_REMOTE_CACHE_SIGNATURE_KEY), and the config refuses them by name.
 */
const remoteCacheOptions = {
  enabled: z.boolean().optional(),
  apiUrl: z.url({ protocol: /^https?$/ }).optional(),
  teamId: z.string().min(1).optional(),
  teamSlug: z.string().min(1).optional(),
  readOnly: z.boolean().optional(),
  timeout: z.number().positive().optional(),
  uploadTimeout: z.number().positive().optional(),
};
const remoteCacheSchema = z
  .object(remoteCacheOptions)
  .catchall(z.unknown())
  .superRefine((value, ctx) => {
    const known = Object.keys(remoteCacheOptions);
    for (const key of Object.keys(value)) {
      if (known.includes(key)) continue;
      const secret = /token|key|secret/i.test(key);
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: secret ? 'a secret has no place in a config file: set TURBO_TOKEN and TURBO_REMOTE_CACHE_SIGNATURE_KEY in the environment' : `not an option of remoteCache (${known.join(', ')})`,
        input: value,
      });
    }
  });

/** An entry of `allowedSecretFiles`: a file of the site, named by its path relative to the site folder. */
function checkSiteRelativeFile(value: string, ctx: z.core.$RefinementCtx<string>): void {
  const names = value.split('/');
  const bad =
    value === '' || value.startsWith('/') || /^[A-Za-z]:/.test(value)
      ? 'is not a path relative to the site folder'
      : value.includes('\\')
        ? 'contains a backslash; use /'
        : names.includes('..')
          ? 'leads out of the site folder (..)'
          : names.every((name) => name === '' || name === '.')
            ? 'names no file'
            : undefined;
  if (bad) ctx.issues.push({ code: 'custom', message: `${JSON.stringify(value)} ${bad}: name a file by its path from the site folder, e.g. static/.well-known/pgp-key.asc`, input: value });
}
/** `sitemap.filename`: a file of the output folder, by its path in it. */
function checkOutputFile(value: string, ctx: z.core.$RefinementCtx<string>): void {
  const names = value.split(/[\\/]/);
  if (value === '' || value.startsWith('/') || /^[A-Za-z]:/.test(value) || names.includes('..') || names.at(-1) === '') {
    ctx.issues.push({ code: 'custom', message: `${JSON.stringify(value)} is not a file path inside the output folder: name it relative to it, e.g. sitemap.xml`, input: value });
  }
}
const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', {
  message: 'expected a function',
});

/** `sitemap`'s options (false, also allowed, writes no sitemap). */
const sitemapOptions = z.strictObject(
  {
    filename: z.string().superRefine(checkOutputFile).optional(),
    lastmod: z.enum(['date', 'datetime']).nullable().optional(),
    changefreq: z.enum(CHANGE_FREQUENCIES).nullable().optional(),
    priority: z.number().min(0).max(1).nullable().optional(),
    ignorePatterns: z.array(z.string()).optional(),
    createSitemapItems: fn.optional(),
  },
);

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
  bundlePerLocale: z.boolean().optional(),
  localeWritesDir: z.string().optional(),
  localeWritesSkip: z.array(z.string()).optional(),
  themeComponents: z.record(z.string(), z.string()).optional(),
  themePaths: z.array(z.string()).optional(),
  routeComponents: z.record(z.string(), z.string()).optional(),
  commands: z.record(z.string(), fn).optional(),
  postBuild: fn.optional(),
  postBuildLast: z.boolean().optional(),
  outputFiles: fn.optional(),
  csp: z.union([z.record(z.string(), z.array(z.string())), fn]).optional(),
  htmlTags: fn.optional(),
  translationFiles: fn.optional(),
  translatedSources: fn.optional(),
  defaultCodeTranslations: fn.optional(),
});

/** A prism-react-renderer theme object (`themes.github`, ...): only its shape is checked. */
const prismTheme = z.looseObject({
  plain: z.record(z.string(), z.unknown()),
  styles: z.array(z.looseObject({ types: z.array(z.string()), style: z.record(z.string(), z.unknown()), languages: z.array(z.string()).optional() })),
});

export const configSchema = z.strictObject({
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
      path: z.string().optional(),
      localeConfigs: z
        .record(
          z.string(),
          z.strictObject({
            label: z.string().optional(),
            htmlLang: z.string().optional(),
            direction: z.enum(['ltr', 'rtl']).optional(),
            calendar: z.string().optional(),
            path: z.string().optional(),
            url: z.string().transform(checked(checkSiteUrl)).optional(),
            baseUrl: z.string().optional(),
            translate: z.boolean().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  onBrokenLinks: brokenPolicy.optional(),
  onBrokenMarkdownLinks: brokenPolicy.optional(),
  onBrokenAnchors: brokenPolicy.optional(),
  /** Files the config names (favicon, logos, social card) missing from the output; unset: as onBrokenLinks. */
  onBrokenConfigFiles: brokenPolicy.optional(),
  /** Images named in a field (front matter `image`, an author's `image_url`) missing from the static folders; default 'throw'. */
  onBrokenImageFields: brokenPolicy.optional(),
  /** Two routes with one path: 'throw' (default) stops the build; 'warn' and 'ignore' keep the first, as Docusaurus does. */
  onDuplicateRoutes: brokenPolicy.optional(),
  markdown: z
    .strictObject({
      format: z.enum(['mdx', 'md', 'detect']).optional(),
      remarkPlugins: z.array(z.unknown()).optional(),
      rehypePlugins: z.array(z.unknown()).optional(),
      /** ```mermaid code blocks become `<mermaid value>` elements, which the theme draws (Docusaurus's `markdown.mermaid`); default false. */
      mermaid: z.boolean().optional(),
      toc: z
        .strictObject({ minHeadingLevel: z.int().min(2).max(6), maxHeadingLevel: z.int().min(2).max(6) })
        .partial()
        .optional(),
    })
    .optional(),
  plugins: z.array(pluginSchema).optional(),
  theme: z.string().optional(),
  /** Stylesheets loaded after the theme's (paths relative to the site folder). */
  customCss: z.union([z.string(), z.array(z.string())]).optional(),
  /** Code colours (prism-react-renderer themes, turned into CSS at build time) and grammars beyond Folio's own. */
  prism: z
    .strictObject({
      theme: prismTheme.optional(),
      darkTheme: prismTheme.optional(),
      additionalLanguages: z
        .array(z.string().refine(isPrismLanguage, { error: (issue) => `"${String(issue.input)}" is not a language Prism (refractor) has a grammar for` }))
        .optional(),
    })
    .optional(),
  /** The theme's options: any keys here; the theme's own schema checks them (configSchemaFor). */
  themeConfig: z.record(z.string(), z.unknown()).optional(),
  /** Tags, scripts and stylesheets added to every page's <head> (head-schema.ts). */
  headTags: z.array(headTagSchema).optional(),
  scripts: z.array(scriptSchema).optional(),
  /** Tags at the start of every page's <body> (Docusaurus plugins' preBodyTags: a <noscript> fallback). */
  bodyTags: z.array(headTagSchema).optional(),
  stylesheets: z.array(stylesheetSchema).optional(),
  /** Modules the browser imports before the app renders; their route lifecycles run on navigation. */
  clientModules: clientModulesSchema.optional(),
  staticDirectories: z.array(z.string()).optional(),
  /** Where the browser keeps readers' choices (config/storage.ts): Docusaurus's `storage`. */
  storage: z.strictObject({ type: z.enum(['localStorage', 'sessionStorage', 'none']).optional(), namespace: z.union([z.boolean(), z.string()]).optional() }).optional(),
  /** Folders outside the site that pages, assets and static files may come from (symbolic links into them are followed). */
  allowedOutsidePaths: z.array(z.string()).optional(),
  /** Files that look like secrets (io/secret-files.ts) but are meant to be published: site-relative paths. */
  allowedSecretFiles: z.array(z.string().superRefine(checkSiteRelativeFile)).optional(),
  outDir: z.string().optional(),
  cssCodeSplit: z.boolean().optional(),
  /** The build cache shared by machines, as turbo.json's `remoteCache` gives it (settings.ts remoteCacheFrom); secrets only from the environment. */
  remoteCache: remoteCacheSchema.optional(),
  headers: z
    .strictObject({
      /** true: Folio's policy (see host-files.ts); an object: extra sources per directive. */
      csp: z.union([z.boolean(), z.record(z.string(), z.array(z.string()))]).optional(),
    })
    .optional(),
  /** The sitemap (build/sitemap.ts), with @docusaurus/plugin-sitemap's options; false: none. */
  sitemap: z
    .custom<false | z.input<typeof sitemapOptions>>()
    .superRefine((value, ctx) => {
      // Checked here rather than as a union, so that a bad option is named by its own path.
      if (value === false) return;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return void ctx.addIssue({ code: 'custom', message: 'expected false or an object of sitemap options', input: value });
      for (const issue of sitemapOptions.safeParse(value).error?.issues ?? []) ctx.addIssue({ ...issue, input: value } as never);
    })
    .optional(),
  robots: z
    .strictObject({ allow: z.array(z.string()).optional(), disallow: z.array(z.string()).optional(), sitemap: z.boolean().optional() })
    .optional(),
  redirects: z
    .array(z.strictObject({ from: z.string().startsWith('/'), to: z.string(), status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).optional() }))
    .optional(),
});

/** The config's schema with `themeConfig` checked by the theme's `validateThemeConfig` (theme-config.ts). */
export function configSchemaFor(validateThemeConfig: ValidateThemeConfig | undefined) {
  if (!validateThemeConfig) return configSchema;
  return configSchema.extend({ themeConfig: z.record(z.string(), z.unknown()).superRefine(checkThemeConfig(validateThemeConfig)).optional() });
}
