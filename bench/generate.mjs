#!/usr/bin/env node
/**
 * Deterministic generator of a synthetic documentation corpus for the benchmark.
 *
 * The work is split in two so that another writer (for instance a Docusaurus-flavoured copy of the
 * same corpus) can reuse the content unchanged:
 *
 *   createCorpus({ pages, versions, seed })  PURE: returns every page as { file, route, frontMatter, body }
 *   renderMarkdown(page)                     PURE: front matter + body as the text of a .md file
 *   writeFolioSite({ dir, corpus })          writes site.config.ts and the Markdown files for Folio
 *   generate({ dir, pages, versions })       createCorpus + writeFolioSite
 *
 * Everything random comes from a seeded PRNG (never Math.random), so the same options always give
 * byte-identical files. Each page has its own PRNG stream, seeded from (seed, version, page index).
 *
 * Layout of one version (N pages):
 *   intro.md                          slug "/" (the home page)
 *   <section>/overview.md             one per section, route /<section>/overview
 *   <section>/<sub>/<slug>-<n>.md     everything else, route /<section>/<sub>/<slug>-<n>
 * Older versions (versions > 1) repeat the same tree with slightly different text, under
 * routeBase /<version>/; their links point inside their own version.
 *
 * The text is MDX-safe (no braces or angle brackets outside code), because Folio, like Docusaurus 3,
 * compiles .md files as MDX by default. Admonitions use Docusaurus' `:::note` ... `:::` syntax.
 *
 * CLI: node bench/generate.mjs --pages 250 [--versions 1] [--seed folio-bench] --out bench/.work/n250
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createSpec } from './openapi.mjs';

export const DEFAULT_SEED = 'folio-bench';
/** Share of an older version's pages whose text differs from the current version's. */
export const DEFAULT_REWRITE_RATE = 0.2;

// ---------------------------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------------------------

/** 32-bit FNV-1a hash of a string, used to turn seeds and keys into PRNG states. */
function hashString(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast, good-enough PRNG. Returns helpers bound to one stream. */
export function createRng(...keys) {
  let state = hashString(keys.join('\u0000'));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  /** `count` distinct items of `list` (order random). */
  const sample = (list, count) => {
    const copy = [...list];
    const out = [];
    while (out.length < count && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  return { next, int, pick, chance, sample };
}

// ---------------------------------------------------------------------------------------------
// Vocabulary (a fictional self-hosted product, "Quarry")
// ---------------------------------------------------------------------------------------------

export const PRODUCT = 'Quarry';

const SECTIONS = [
  'getting-started', 'installation', 'configuration', 'guides', 'integrations', 'api',
  'administration', 'deployment', 'security', 'troubleshooting', 'reference', 'contributing',
];

const SUBSECTIONS = [
  'basics', 'advanced', 'storage', 'networking', 'authentication', 'backups', 'monitoring',
  'plugins', 'cli', 'webhooks', 'search', 'performance', 'migration', 'logging', 'caching',
  'scaling', 'users', 'permissions', 'queues', 'workers', 'email', 'imports', 'exports',
  'localization', 'themes', 'billing', 'tokens', 'sessions', 'databases', 'containers',
  'kubernetes', 'proxies', 'certificates', 'updates', 'telemetry', 'testing',
];

const VERBS = [
  'Configure', 'Install', 'Enable', 'Disable', 'Migrate', 'Troubleshoot', 'Tune', 'Secure',
  'Monitor', 'Back up', 'Restore', 'Rotate', 'Deploy', 'Scale', 'Debug', 'Customize', 'Automate',
  'Upgrade', 'Export', 'Import', 'Index', 'Schedule', 'Inspect', 'Validate', 'Integrate',
];

export const NOUNS = [
  'background workers', 'the search index', 'API tokens', 'single sign-on', 'object storage',
  'the reverse proxy', 'TLS certificates', 'rate limits', 'webhooks', 'the job queue',
  'database connections', 'user roles', 'audit logs', 'email delivery', 'the crawler',
  'feature flags', 'health checks', 'metrics export', 'cache eviction', 'bulk imports',
  'browser extensions', 'mobile clients', 'retention policies', 'the admin console',
  'environment variables', 'Docker volumes', 'Helm charts', 'OpenID Connect', 'full-text search',
  'asset thumbnails', 'link previews', 'content tagging', 'RSS feeds', 'the plugin registry',
  'session cookies', 'the scheduler', 'replica sets', 'log shipping', 'snapshot backups',
  'read-only mode',
];

export const ADJECTIVES = [
  'small', 'large', 'self-hosted', 'multi-tenant', 'air-gapped', 'high-availability', 'default',
  'production', 'staging', 'local', 'shared', 'dedicated', 'managed', 'legacy', 'new',
];

const SUBJECTS = [
  `${PRODUCT}`, 'The server', 'Each worker', 'The scheduler', 'The CLI', 'The web interface',
  'Your reverse proxy', 'The importer', 'The API', 'An administrator', 'The background queue',
  'The indexer', 'Every request', 'The container', 'The health check',
];

const PREDICATES = [
  'reads its settings from the environment before it starts',
  'retries a failed job three times with exponential back-off',
  'keeps a copy of every change in the audit log',
  'refuses to start when a required variable is missing',
  'stores uploaded assets in the configured bucket',
  'rebuilds the index in the background without blocking readers',
  'rotates its logs once they grow past the configured size',
  'validates the configuration and reports every problem at once',
  'exposes Prometheus metrics on a separate port',
  'drops idle connections after the timeout expires',
  'caches responses for the duration set in the settings file',
  'signs every outgoing webhook with the shared secret',
  'falls back to the default value when the key is empty',
  'runs database migrations automatically on start-up',
  'writes a snapshot before applying a destructive change',
  'limits concurrent crawls to keep memory use predictable',
  'batches writes to reduce the load on the database',
  'checks for updates once a day unless telemetry is disabled',
];

const CONNECTIVES = ['In most set-ups', 'By default', 'On a fresh install', 'In production', 'When in doubt', 'For larger teams', 'After an upgrade', 'During a migration'];

const ADVICE = [
  'keep the default and change it only when you measure a problem',
  'set the value explicitly so that upgrades cannot change it under you',
  'restart the workers after changing this setting',
  'test the change on a staging instance first',
  'make a backup before you continue',
  'check the logs for warnings after the next restart',
  'document the value you chose next to your deployment files',
  'prefer environment variables over the settings file in containers',
];

const ENV_VARS = ['QUARRY_DATA_DIR', 'QUARRY_PORT', 'QUARRY_LOG_LEVEL', 'QUARRY_DB_URL', 'QUARRY_SECRET', 'QUARRY_WORKERS', 'QUARRY_CACHE_TTL', 'QUARRY_S3_BUCKET', 'QUARRY_SMTP_HOST', 'QUARRY_OIDC_ISSUER', 'QUARRY_MAX_UPLOAD_MB', 'QUARRY_DISABLE_SIGNUPS'];

const OPTIONS = ['dataDir', 'port', 'logLevel', 'maxWorkers', 'cacheTtl', 'retryLimit', 'timeoutMs', 'bucket', 'region', 'issuerUrl', 'clientId', 'batchSize', 'crawlDepth', 'maxUploadMb', 'readOnly', 'signups', 'thumbnailWidth', 'indexLanguage'];

const TYPES = ['string', 'number', 'boolean', 'duration', 'URL', 'path', 'list of strings'];

const H2_TOPICS = [
  'Overview', 'Before you begin', 'Prerequisites', 'Quick start', 'How it works', 'Configuration',
  'Options', 'Environment variables', 'Step by step', 'Verify the result', 'Common problems',
  'Performance', 'Security considerations', 'Limitations', 'Upgrading', 'Examples',
  'Command reference', 'Monitoring', 'Rolling back', 'Frequently asked questions',
];

const H3_TOPICS = [
  'Using Docker', 'Using the CLI', 'From source', 'On Kubernetes', 'With a reverse proxy',
  'Default values', 'Checking the logs', 'Restarting the service', 'Local development',
  'Large instances', 'Small instances', 'Example output', 'Error messages', 'Cleaning up',
];

const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'];

const CODE_LANGUAGES = ['bash', 'yaml', 'json', 'ts', 'python', 'dockerfile'];

// ---------------------------------------------------------------------------------------------
// Corpus structure
// ---------------------------------------------------------------------------------------------

/** github-slugger's rule for plain ASCII headings (what rehype-slug gives the heading ids). */
export function headingSlug(text) {
  return text.toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-');
}

export function titleToSlug(title) {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The page tree of one version, identical for every version: paths, titles, positions, headings.
 * `plan.pages[i]` holds what other pages need to link to page i.
 */
function planTree(pageCount, seed) {
  if (!Number.isInteger(pageCount) || pageCount < 1) throw new Error(`pages must be a whole number ≥ 1, not ${pageCount}`);
  const rng = createRng(seed, 'tree');
  // Sections grow with the corpus (4 to 12), sub-folders hold about 15 pages each.
  const sectionCount = Math.min(SECTIONS.length, pageCount - 1, Math.max(4, Math.round(pageCount / 80)));
  const sections = SECTIONS.slice(0, sectionCount);
  const rest = pageCount - 1 - sections.length; // pages after the intro and the section overviews
  const subsPerSection = rest > 0 ? Math.min(SUBSECTIONS.length, Math.ceil(rest / sections.length / 15)) : 0;

  const pages = [];
  const addPage = (dir, name, title, position, extra = {}) => {
    const relative = dir ? `${dir}/${name}` : name;
    pages.push({ index: pages.length, docPath: relative, dir, title, position, ...extra });
  };
  addPage('', 'intro', `Welcome to ${PRODUCT}`, 1, { slug: '/' });
  sections.forEach((section, s) => {
    addPage(section, 'overview', `${capitalize(section.replace(/-/g, ' '))} overview`, s + 2);
  });
  // Every section gets its own random choice of sub-folder names.
  const subsBySection = sections.map(() => rng.sample(SUBSECTIONS, subsPerSection));
  const slots = sections.length * subsPerSection;
  const perSlot = new Array(slots).fill(0);
  for (let i = 0; i < rest; i++) {
    const slot = i % slots; // round-robin keeps folders balanced and contiguous positions per folder
    const s = Math.floor(slot / subsPerSection);
    const sub = subsBySection[s][slot % subsPerSection];
    const title = `${rng.pick(VERBS)} ${rng.pick(NOUNS)}`;
    const n = pages.length; // the page number makes every file name unique
    perSlot[slot] += 1;
    addPage(`${sections[s]}/${sub}`, `${titleToSlug(title)}-${n}`, title, perSlot[slot]);
  }
  // Headings are planned up front so that links to `page#heading` always resolve.
  for (const page of pages) Object.assign(page, planHeadings(createRng(seed, 'headings', page.index)));
  return { sections, subsPerSection, pages };
}

/** A page's h2s (3 to 5) and, under each, none or one or two h3s: `{ h2: [...], h3: [[...], ...] }`. */
export function planHeadings(rng) {
  const h2 = rng.sample(H2_TOPICS, rng.int(3, 5));
  return { h2, h3: h2.map(() => (rng.chance(0.4) ? rng.sample(H3_TOPICS, rng.int(1, 2)) : [])) };
}

/** Route of a doc path inside a version: `a/b/c` → `/1.0/a/b/c`, or the slug when it is absolute. */
function routeOf(planned, routeBase) {
  const own = planned.slug ?? `/${planned.docPath}`;
  return (routeBase.replace(/\/$/, '') + own).replace(/\/{2,}/g, '/') || '/';
}

// ---------------------------------------------------------------------------------------------
// Text generation
// ---------------------------------------------------------------------------------------------

/**
 * Helpers that write Markdown for one page of one version. `ctx.plan.pages` are the link targets
 * ({ index, docPath, dir, title, h2 }), `ctx.self` the page being written (the blog corpus,
 * bench/blog.mjs, passes its posts).
 */
export function createWriter(rng, ctx) {
  const { plan, self } = ctx;
  const others = () => {
    let target = rng.pick(plan.pages);
    if (target === self && plan.pages.length > 1) target = plan.pages[(target.index + 1) % plan.pages.length];
    return target;
  };
  // Relative links to the target's Markdown file, as authors write them: both tools resolve them to
  // the target's route in the same version, so a page nobody rewrote is byte-identical in every
  // version (as in real versioned docs, where old versions repeat most pages).
  const link = () => {
    const target = others();
    let file = path.posix.relative(self.dir, `${target.docPath}.md`);
    if (!file.startsWith('.')) file = `./${file}`;
    const anchor = rng.chance(0.3) ? `#${headingSlug(rng.pick(target.h2))}` : '';
    const text = rng.chance(0.5) ? target.title.toLowerCase() : rng.pick(['this guide', 'the reference', 'the related page', target.title]);
    return `[${text}](${file}${anchor})`;
  };
  const inline = () =>
    rng.pick([
      () => `\`${rng.pick(ENV_VARS)}\``,
      () => `\`${rng.pick(OPTIONS)}\``,
      () => `**${rng.pick(NOUNS)}**`,
      () => link(),
      () => `\`quarry ${rng.pick(['start', 'migrate', 'doctor', 'reindex', 'backup', 'restore'])}\``,
    ])();
  const sentence = () => {
    const parts = [];
    if (rng.chance(0.35)) parts.push(`${rng.pick(CONNECTIVES)}, `);
    const subject = rng.pick(SUBJECTS);
    // After a connective the subject is lower-cased, except the product name.
    parts.push(`${parts.length && subject !== PRODUCT ? subject.charAt(0).toLowerCase() + subject.slice(1) : subject} ${rng.pick(PREDICATES)}`);
    if (rng.chance(0.5)) parts.push(`; see ${inline()} for details`);
    else if (rng.chance(0.4)) parts.push(`, so ${rng.pick(ADVICE)}`);
    return `${parts.join('')}.`;
  };
  const paragraph = () => {
    const sentences = Array.from({ length: rng.int(2, 4) }, sentence);
    if (rng.chance(0.6)) sentences.splice(rng.int(0, sentences.length), 0, `Set \`${rng.pick(rng.chance(0.5) ? ENV_VARS : OPTIONS)}\` to change this behaviour.`);
    return sentences.join(' ');
  };
  const list = () => {
    const ordered = rng.chance(0.4);
    return Array.from({ length: rng.int(3, 6) }, (_, i) => `${ordered ? `${i + 1}.` : '-'} ${capitalize(rng.pick(ADVICE))}${rng.chance(0.4) ? ` (${inline()})` : ''}.`).join('\n');
  };
  const table = () => {
    const rows = rng.sample(OPTIONS, rng.int(3, 7)).map(
      (option) => `| \`${option}\` | ${rng.pick(TYPES)} | \`${rng.pick(['true', 'false', '30s', '8', '0', 'info', '/data', 'none'])}\` | ${capitalize(rng.pick(PREDICATES))}. |`,
    );
    return ['| Option | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows].join('\n');
  };
  const admonition = () => {
    const kind = rng.pick(ADMONITIONS);
    const title = rng.chance(0.25) ? `[${rng.pick(['Heads up', 'Good to know', 'Before you upgrade', 'Pro tip'])}]` : '';
    return `:::${kind}${title}\n\n${paragraph()}\n\n:::`;
  };
  const code = () => {
    const language = rng.pick(CODE_LANGUAGES);
    const { title, lines } = codeSample(language, rng);
    return `\`\`\`${language} title="${title}"\n${lines.join('\n')}\n\`\`\``;
  };
  return { paragraph, list, table, admonition, code, sentence, link };
}

/** A plausible code sample in `language`, with its file title. */
function codeSample(language, rng) {
  const port = rng.pick([3000, 8080, 8443, 9000, 5432]);
  const workers = rng.int(1, 16);
  const option = rng.pick(OPTIONS);
  switch (language) {
    case 'bash':
      return {
        title: rng.pick(['Terminal', 'install.sh', 'backup.sh']),
        lines: [
          `export QUARRY_PORT=${port}`,
          `docker compose pull && docker compose up -d`,
          `quarry ${rng.pick(['doctor', 'migrate', 'reindex --all', 'backup --output /backups'])} --workers ${workers}`,
          `curl -fsS http://localhost:${port}/api/health | jq .status`,
        ],
      };
    case 'yaml':
      return {
        title: rng.pick(['docker-compose.yml', 'quarry.yaml', 'values.yaml']),
        lines: [
          'services:',
          '  quarry:',
          `    image: ghcr.io/example/quarry:${rng.int(1, 3)}.${rng.int(0, 20)}.${rng.int(0, 9)}`,
          '    restart: unless-stopped',
          '    ports:',
          `      - "${port}:3000"`,
          '    environment:',
          `      QUARRY_WORKERS: "${workers}"`,
          `      QUARRY_LOG_LEVEL: ${rng.pick(['debug', 'info', 'warn'])}`,
          '    volumes:',
          '      - data:/data',
          'volumes:',
          '  data: {}',
        ],
      };
    case 'json':
      return {
        title: rng.pick(['quarry.json', 'settings.json', 'response.json']),
        lines: [
          '{',
          `  "${option}": ${rng.chance(0.5) ? workers : `"${rng.pick(['auto', 'none', 'strict'])}"`},`,
          `  "port": ${port},`,
          `  "features": ["${rng.pick(['search', 'webhooks', 'oidc'])}", "${rng.pick(['backups', 'metrics', 'tags'])}"],`,
          `  "limits": { "maxUploadMb": ${rng.int(5, 500)}, "requestsPerMinute": ${rng.int(60, 6000)} }`,
          '}',
        ],
      };
    case 'ts':
      return {
        title: rng.pick(['client.ts', 'scripts/sync.ts', 'webhook-handler.ts']),
        lines: [
          "import { createClient } from '@quarry/sdk';",
          '',
          `const client = createClient({ baseUrl: 'http://localhost:${port}', token: process.env.QUARRY_TOKEN! });`,
          '',
          `export async function sync(limit = ${workers * 10}): Promise<number> {`,
          `  const items = await client.items.list({ limit, ${option}: true });`,
          '  for (const item of items) await client.items.reindex(item.id);',
          '  return items.length;',
          '}',
        ],
      };
    case 'python':
      return {
        title: rng.pick(['export.py', 'client.py', 'migrate.py']),
        lines: [
          'import os',
          'import requests',
          '',
          `BASE_URL = os.environ.get("QUARRY_URL", "http://localhost:${port}")`,
          '',
          'def fetch_items(limit: int = 100) -> list[dict]:',
          '    response = requests.get(f"{BASE_URL}/api/items", params={"limit": limit}, timeout=10)',
          '    response.raise_for_status()',
          '    return response.json()["items"]',
          '',
          'if __name__ == "__main__":',
          `    print(len(fetch_items(${workers * 25})))`,
        ],
      };
    case 'dockerfile':
    default:
      return {
        title: 'Dockerfile',
        lines: [
          `FROM node:${rng.pick(['20', '22'])}-alpine AS build`,
          'WORKDIR /app',
          'COPY package.json pnpm-lock.yaml ./',
          'RUN corepack enable && pnpm install --frozen-lockfile',
          'COPY . .',
          'RUN pnpm build',
          '',
          `FROM node:${rng.pick(['20', '22'])}-alpine`,
          'COPY --from=build /app/dist /app',
          `ENV QUARRY_PORT=${port} QUARRY_WORKERS=${workers}`,
          `EXPOSE ${port}`,
          'CMD ["node", "/app/server.js"]',
        ],
      };
  }
}

/** A one-line summary of a page for its front matter. */
function describe(planned, rng) {
  if (planned.slug === '/') return `Start here: what ${PRODUCT} is and how this documentation is organised.`;
  const title = planned.title.charAt(0).toLowerCase() + planned.title.slice(1);
  return rng.pick([
    `Learn how to ${title} in ${PRODUCT}.`,
    `${planned.title} on ${rng.pick(ADJECTIVES)} instances, step by step.`,
    `${planned.title}: options, examples and common problems.`,
  ]);
}

/** The Markdown body (no front matter, no h1) of one planned page in one version. */
function pageBody(planned, ctx) {
  const rng = createRng(ctx.seed, 'body', ctx.versionKey, planned.index);
  return `${pageBlocks(planned, rng, createWriter(rng, { ...ctx, self: planned })).join('\n\n')}\n`;
}

/**
 * The blocks of a page's body, in order: one or two paragraphs, then the planned h2 sections (text,
 * code, tables, admonitions, lists, h3s), then "See also" links. `w` is `createWriter(rng, …)`.
 */
export function pageBlocks(planned, rng, w) {
  const blocks = [w.paragraph()];
  if (rng.chance(0.5)) blocks.push(w.paragraph());
  let codeBlocks = 0;
  planned.h2.forEach((heading, h) => {
    blocks.push(`## ${heading}`, w.paragraph());
    if (rng.chance(0.55)) {
      blocks.push(w.code());
      codeBlocks++;
    }
    if (rng.chance(0.3)) blocks.push(w.table());
    if (rng.chance(0.3)) blocks.push(w.admonition());
    if (rng.chance(0.35)) blocks.push(w.list());
    if (rng.chance(0.25)) blocks.push(w.paragraph());
    for (const sub of planned.h3[h]) {
      blocks.push(`### ${sub}`, w.paragraph());
      if (rng.chance(0.5)) {
        blocks.push(w.code());
        codeBlocks++;
      }
    }
  });
  // Every page has at least one code block and a few cross-links.
  if (codeBlocks === 0) blocks.splice(3, 0, w.code());
  blocks.push('## See also', Array.from({ length: rng.int(2, 4) }, () => `- ${w.link()}`).join('\n'));
  return blocks;
}

/**
 * PURE: the whole corpus. `versions` ≥ 1: the current version plus `versions - 1` older ones
 * (named "<versions-1>.0" … "1.0", newest first), each with the same `pages` pages.
 *
 * Returns { seed, pageCount, versions: [{ name, current, routeBase, pages }], deepPage } where each
 * page is { docPath, file, route, frontMatter, body } and `file` is relative to the version folder.
 */
export function createCorpus({ pages, versions = 1, seed = DEFAULT_SEED, rewriteRate = DEFAULT_REWRITE_RATE }) {
  if (!Number.isInteger(versions) || versions < 1) throw new Error(`versions must be a whole number ≥ 1, not ${versions}`);
  const plan = planTree(pages, seed);
  const names = ['current', ...Array.from({ length: versions - 1 }, (_, i) => `${versions - 1 - i}.0`)];
  const corpusVersions = names.map((name) => {
    const current = name === 'current';
    const routeBase = current ? '/' : `/${name}/`;
    return {
      name,
      current,
      routeBase,
      pages: plan.pages.map((planned) => {
        // An older version keeps most pages as they are (only its links differ); about one page in
        // five was rewritten since, so its text comes from its own stream.
        const rewritten = !current && createRng(seed, 'rewritten', name, planned.index).chance(rewriteRate);
        const ctx = { plan, routeBase, seed, versionKey: rewritten ? name : 'current' };
        const frontMatter = {
          title: planned.title,
          description: describe(planned, createRng(seed, 'description', ctx.versionKey, planned.index)),
          sidebar_position: planned.position,
          ...(planned.slug ? { slug: planned.slug } : {}),
        };
        return { docPath: planned.docPath, file: `${planned.docPath}.md`, route: routeOf(planned, routeBase), frontMatter, body: pageBody(planned, ctx) };
      }),
    };
  });
  // A page three segments deep (/<section>/<sub>/<page>) from the middle of the current version.
  const deep = corpusVersions[0].pages.filter((page) => page.docPath.split('/').length === 3);
  const deepPage = deep.length ? deep[Math.floor(deep.length / 2)] : corpusVersions[0].pages.at(-1);
  const distinct = new Set(corpusVersions.flatMap((version) => version.pages.map((page) => renderMarkdown(page)))).size;
  return { seed, pageCount: pages, versions: corpusVersions, deepPage, distinctSources: distinct };
}

/** YAML for the front matter values the corpora use: scalars, and lists of strings (blog posts). */
function yamlValue(value) {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return JSON.stringify(value.map(String)); // a JSON array is a YAML flow sequence
  return JSON.stringify(String(value)); // a JSON string is a valid YAML double-quoted string
}

/** PURE: the text of a page's Markdown file. */
export function renderMarkdown(page) {
  const front = Object.entries(page.frontMatter).map(([key, value]) => `${key}: ${yamlValue(value)}`);
  return `---\n${front.join('\n')}\n---\n\n${page.body}`;
}

// ---------------------------------------------------------------------------------------------
// Site writers: one docs layout, two config files
// ---------------------------------------------------------------------------------------------

/**
 * Folder (relative to the site) holding one version's Markdown files. Both tools read Docusaurus'
 * layout: docs/ for the current version, versioned_docs/version-<name>/ for older ones.
 */
export function docsVersionFolder(version) {
  return version.current ? 'docs' : `versioned_docs/version-${version.name}`;
}

const SIDEBAR = { docs: [{ type: 'autogenerated', dirName: '.' }] };

/** Where the corpus's OpenAPI spec goes (when it has an API reference: `corpus.apiOperations`). */
export const API_SPEC = 'openapi/spec.json';

/**
 * What a corpus with a blog (bench/blog.mjs sets `corpus.blog`) adds to both config files: the
 * post count in the header line, the blog's options (one object, the same for both tools), a
 * navbar link, and Docusaurus's HTML-comment compatibility. Empty strings for a docs corpus,
 * whose config files stay as they were.
 */
function blogConfigParts(corpus) {
  if (!corpus.blog) return { header: '', options: '', navItem: '', docusaurusMarkdown: '' };
  return {
    header: ` + ${corpus.blog.posts.length} blog posts`,
    // The posts' `<!-- truncate -->` is an HTML comment, which MDX accepts only through this
    // compatibility option; `future.v4` (the faster flavour) turns it off by default.
    docusaurusMarkdown: `
  markdown: { mdx1Compat: { comments: true } },`,
    options: JSON.stringify(corpus.blog.options),
    navItem: "{ to: '/blog', label: 'Blog', position: 'left' }, ",
  };
}

/**
 * Source of Folio's site.config.ts: the docs plugin at `/`, the current version as the latest;
 * with \`corpus.apiOperations\`, an API reference in the current version from the generated spec.
 */
export function folioConfigSource(corpus) {
  const api = corpus.apiOperations ? `, sources: [openapi({ spec: '${API_SPEC}', changelog: false })]` : '';
  const blog = blogConfigParts(corpus);
  return `// Generated by bench/generate.mjs (${corpus.pageCount} pages × ${corpus.versions.length} version(s)${blog.header}, seed "${corpus.seed}").
import { defineConfig } from '@folio/core';
import { docs } from '@folio/plugin-docs';
${corpus.apiOperations ? "import { openapi } from '@folio/plugin-openapi';\n" : ''}${blog.options ? "import { blog } from '@folio/plugin-blog';\n" : ''}
export default defineConfig({
  title: '${PRODUCT} Docs',
  tagline: 'A synthetic corpus for the Folio benchmark',
  url: 'https://bench.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  plugins: [docs({ routeBasePath: '/', sidebarPath: 'sidebars.json', lastVersion: 'current'${api} })${blog.options ? `, blog(${blog.options})` : ''}],
  themeConfig: {
    navbar: { items: [${blog.navItem}{ type: 'docsVersionDropdown', position: 'right' }] },
    footer: { copyright: 'Synthetic content for benchmarking.' },
  },
});
`;
}

/**
 * Source of Docusaurus' docusaurus.config.mjs: the classic preset with the same settings (docs at
 * \`/\`, the current version as the latest, pages off, the blog off unless the corpus has one).
 * \`faster\` turns on Docusaurus Faster (Rspack, SWC, Lightning CSS, SSG worker threads) through
 * \`future.faster\`.
 */
export function docusaurusConfigSource(corpus, { faster = false } = {}) {
  // The API reference: docusaurus-plugin-openapi-docs writes its pages into docs/api (\`docusaurus
  // gen-api-docs all\`, run by bench/compare.mjs) and its theme renders them. With webpack (the
  // default mode), module concatenation then fails on the theme's modules ("Cannot get final name
  // for export '__esModule'", plugin 5.2.0 with Docusaurus 3.10.2), so it is turned off there.
  const apiPlugins = corpus.apiOperations
    ? `
  plugins: [${faster ? '' : "\n    () => ({ name: 'bench-no-concatenation', configureWebpack: () => ({ optimization: { concatenateModules: false } }) }),"}
    ['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { api: { specPath: '${API_SPEC}', outputDir: 'docs/api', sidebarOptions: { groupPathsBy: 'tag' } } } }],
  ],
  themes: ['docusaurus-theme-openapi-docs'],`
    : '';
  const docItem = corpus.apiOperations ? ", docItemComponent: '@theme/ApiItem'" : '';
  const blog = blogConfigParts(corpus);
  return `// Generated by bench/generate.mjs (${corpus.pageCount} pages × ${corpus.versions.length} version(s)${blog.header}, seed "${corpus.seed}").
export default {
  title: '${PRODUCT} Docs',
  tagline: 'A synthetic corpus for the Folio benchmark',
  url: 'https://bench.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  future: ${faster ? '{ v4: true, faster: true }' : '{}'},
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: '/', sidebarPath: './sidebars.json', lastVersion: 'current'${docItem} },
        blog: ${blog.options || 'false'},
        pages: false,
      },
    ],
  ],${blog.docusaurusMarkdown}${apiPlugins}
  themeConfig: {
    navbar: { items: [${blog.navItem}{ type: 'docsVersionDropdown', position: 'right' }] },
    footer: { copyright: 'Synthetic content for benchmarking.' },
  },
};
`;
}

/**
 * Write the corpus's docs in Docusaurus' layout into \`dir\`: docs/, versioned_docs/,
 * versioned_sidebars/, versions.json and sidebars.json (every version autogenerated), plus
 * corpus.json (a small manifest). Old docs folders are removed first; caches are kept.
 */
export function writeDocsLayout({ dir, corpus }) {
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });
  for (const folder of ['docs', 'versioned_docs', 'versioned_sidebars', 'pages', 'versioned_pages', path.dirname(API_SPEC)]) {
    rmSync(path.join(root, folder), { recursive: true, force: true });
  }
  if (corpus.apiOperations) {
    mkdirSync(path.join(root, path.dirname(API_SPEC)), { recursive: true });
    writeFileSync(path.join(root, API_SPEC), `${JSON.stringify(createSpec({ operations: corpus.apiOperations, seed: corpus.seed }), null, 2)}\n`);
  }
  rmSync(path.join(root, 'versions.json'), { force: true });
  writeFileSync(path.join(root, 'sidebars.json'), `${JSON.stringify(SIDEBAR, null, 2)}\n`);
  const older = corpus.versions.filter((version) => !version.current);
  if (older.length) {
    writeFileSync(path.join(root, 'versions.json'), `${JSON.stringify(older.map((version) => version.name), null, 2)}\n`);
    mkdirSync(path.join(root, 'versioned_sidebars'), { recursive: true });
    for (const version of older) {
      writeFileSync(path.join(root, 'versioned_sidebars', `version-${version.name}-sidebars.json`), `${JSON.stringify(SIDEBAR, null, 2)}\n`);
    }
  }
  let files = 0;
  let bytes = 0;
  const madeDirs = new Set();
  for (const version of corpus.versions) {
    const folder = path.join(root, docsVersionFolder(version));
    for (const page of version.pages) {
      const target = path.join(folder, page.file);
      const parent = path.dirname(target);
      if (!madeDirs.has(parent)) {
        mkdirSync(parent, { recursive: true });
        madeDirs.add(parent);
      }
      const text = renderMarkdown(page);
      writeFileSync(target, text);
      files++;
      bytes += Buffer.byteLength(text);
    }
  }
  const deepPage = {
    route: corpus.deepPage.route,
    file: path.join(root, docsVersionFolder(corpus.versions[0]), corpus.deepPage.file),
  };
  const manifest = {
    generator: 'bench/generate.mjs',
    seed: corpus.seed,
    pages: corpus.pageCount,
    versions: corpus.versions.map((v) => ({ name: v.name, routeBase: v.routeBase, folder: docsVersionFolder(v) })),
    files,
    distinctSources: corpus.distinctSources,
    bytes,
    deepPage: { route: deepPage.route, file: path.relative(root, deepPage.file) },
  };
  writeFileSync(path.join(root, 'corpus.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir: root, files, bytes, distinctSources: corpus.distinctSources, deepPage };
}

/** The corpus as a Folio site in \`dir\`. */
export function writeFolioSite({ dir, corpus }) {
  const result = writeDocsLayout({ dir, corpus });
  writeFileSync(path.join(result.dir, 'site.config.ts'), folioConfigSource(corpus));
  return result;
}

/** The corpus as a Docusaurus 3 site in \`dir\` (\`faster\`: Docusaurus Faster on). */
export function writeDocusaurusSite({ dir, corpus, faster = false }) {
  const result = writeDocsLayout({ dir, corpus });
  writeFileSync(path.join(result.dir, 'docusaurus.config.mjs'), docusaurusConfigSource(corpus, { faster }));
  return result;
}

/** The site writer of a `--flavour`: folio, docusaurus or docusaurus-faster. */
export function siteWriter(flavour) {
  const writers = { folio: writeFolioSite, docusaurus: writeDocusaurusSite, 'docusaurus-faster': (options) => writeDocusaurusSite({ ...options, faster: true }) };
  if (!writers[flavour]) throw new Error(`--flavour must be one of ${Object.keys(writers).join(', ')}`);
  return writers[flavour];
}

/** Generate the corpus and write it as a Folio site. */
export function generate({ dir, pages, versions = 1, seed = DEFAULT_SEED, rewriteRate = DEFAULT_REWRITE_RATE }) {
  return writeFolioSite({ dir, corpus: createCorpus({ pages, versions, seed, rewriteRate }) });
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

function main() {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string', default: '250' },
      versions: { type: 'string', default: '1' },
      seed: { type: 'string', default: DEFAULT_SEED },
      'rewrite-rate': { type: 'string', default: String(DEFAULT_REWRITE_RATE) },
      flavour: { type: 'string', default: 'folio' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.out) {
    console.log('usage: node bench/generate.mjs --pages 250 [--versions 1] [--rewrite-rate 0.2] [--seed folio-bench] [--flavour folio|docusaurus|docusaurus-faster] --out bench/.work/n250');
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const pages = Number(values.pages);
  const corpus = createCorpus({ pages, versions: Number(values.versions), seed: values.seed, rewriteRate: Number(values['rewrite-rate']) });
  const write = siteWriter(values.flavour);
  const result = write({ dir: values.out, corpus });
  console.log(
    `wrote ${result.files} Markdown files (${result.distinctSources} distinct, ${(result.bytes / 1024 / 1024).toFixed(1)} MB) to ${path.relative(process.cwd(), result.dir) || '.'}; deep page: ${result.deepPage.route}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
