/** Builds small fixture sites with the real CLI and checks what lands in the output folder. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const cli = path.join(repo, 'packages/core/bin/folio.mjs');
const tmpRoot = path.join(repo, 'tests/.tmp');
const created: string[] = [];

function build(fixture: string, env: Record<string, string> = {}): string {
  const outDir = mkdtempSync(path.join(tmpRoot, `out-${fixture}-`));
  created.push(outDir);
  execFileSync(process.execPath, [cli, 'build', path.join(repo, 'tests/fixtures', fixture), '--out-dir', outDir], {
    env: { ...process.env, FOLIO_QUIET: '1', ...env },
    stdio: 'pipe',
  });
  return outDir;
}

function filesOf(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else out.set(rel, readFileSync(path.join(dir, rel), 'utf8'));
    }
  };
  walk('');
  return out;
}

describe('worker pools', () => {
  it('compile and prerender on worker threads give the same output as the main thread', () => {
    // A fresh cache for the pooled build, so its pages really compile in the workers.
    const cache = path.join(repo, 'tests/fixtures/mdx-features/node_modules/.cache/folio/mdx');
    rmSync(cache, { recursive: true, force: true });
    const pooled = filesOf(build('mdx-features', { FOLIO_WORKERS: '2', FOLIO_WORKER_MIN_TASKS: '1' }));
    rmSync(cache, { recursive: true, force: true });
    const single = filesOf(build('mdx-features', { FOLIO_WORKERS: '0' }));
    expect([...pooled.keys()].sort()).toEqual([...single.keys()].sort());
    for (const [file, content] of single) expect(pooled.get(file), file).toBe(content);
  });

  it('a render worker runs page chunks through the chunk loader, as the main thread does, not by import()', () => {
    // An imported chunk stays in the worker's module registry for good: at 10,000 pages, each
    // worker's heap grew past 300 MB (ssr-chunks.ts).
    const envs: Array<Record<string, string>> = [{ FOLIO_WORKERS: '2', FOLIO_WORKER_MIN_TASKS: '1' }, { FOLIO_WORKERS: '0' }];
    for (const env of envs) {
      const out = build('render-worker-chunks', env);
      for (const page of ['index.html', 'second/index.html', 'third/index.html']) {
        const text = readFileSync(path.join(out, page), 'utf8').replaceAll('<!-- -->', '');
        expect(text, `${page} with ${JSON.stringify(env)}`).toContain('was run by the chunk loader.');
      }
    }
  });
});

afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

describe('baseUrl /docs/ with trailingSlash false', () => {
  const out = build('base-url');
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

  it('writes <route>.html files and 404.html', () => {
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'nested/page.html'))).toBe(true);
    expect(existsSync(path.join(out, 'nested/page/index.html'))).toBe(false);
    expect(existsSync(path.join(out, '404.html'))).toBe(true);
  });

  it('prefixes links, assets and canonical URLs with the base URL', () => {
    const html = read('index.html');
    expect(html).toContain('href="/docs/nested/page"');
    expect(html).toMatch(/<script type="module" src="\/docs\/assets\/entry-client-[\w-]+\.js">/);
    expect(html).toContain('<link rel="canonical" href="https://example.com/docs/">');
    expect(read('nested/page.html')).toContain('<link rel="canonical" href="https://example.com/docs/nested/page">');
  });

  it('uses the locale config for html lang and dir', () => {
    expect(read('index.html')).toContain('<html lang="fr-FR" dir="ltr">');
  });

  it('titles a page whose title equals the site title with the site title alone', () => {
    expect(read('nested/page.html')).toContain('<title>Base URL Site</title>');
    expect(read('index.html')).toContain('<title>Accueil | Base URL Site</title>');
  });

  it('lists the routes in the sitemap without the catch-all', () => {
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['https://example.com/docs/', 'https://example.com/docs/nested/page']);
  });
});

describe('basic site output', () => {
  const out = build('basic');
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

  it('gives every route a page chunk of its own with hashed names', () => {
    const assets = readdirSync(path.join(out, 'assets'));
    for (const page of ['first', 'second']) expect(assets.some((file) => new RegExp(`^${page}-[\\w-]{8}\\.js$`).test(file))).toBe(true);
  });

  it('preloads exactly the chunks a route needs', () => {
    const preloads = (html: string) => [...html.matchAll(/rel="modulepreload" href="\/assets\/([^"]+)"/g)].map((m) => m[1]!);
    const first = preloads(read('guides/first/index.html'));
    const second = preloads(read('guides/second/index.html'));
    expect(first.some((file) => file.startsWith('first-'))).toBe(true);
    expect(first.some((file) => file.startsWith('second-'))).toBe(false);
    expect(second.some((file) => file.startsWith('second-'))).toBe(true);
    expect(second.some((file) => file.startsWith('first-'))).toBe(false);
    for (const file of [...first, ...second]) expect(existsSync(path.join(out, 'assets', file))).toBe(true);
  });

  it('copies static files verbatim', () => {
    expect(read('robots.txt')).toBe(readFileSync(path.join(repo, 'tests/fixtures/basic/static/robots.txt'), 'utf8'));
    expect(existsSync(path.join(out, 'img/favicon.svg'))).toBe(true);
  });

  it('renders the full page content into the HTML', () => {
    const html = read('guides/second/index.html');
    expect(html).toMatch(/<h1[^>]*>Second guide<\/h1>/);
    expect(html.replace(/<!-- -->/g, '')).toContain('The answer is 42.');
    expect(html).toContain('<h2 id="details" class="anchor">Details<a href="#details" class="hash-link" aria-label="Direct link to Details" title="Direct link to Details">#</a></h2>');
  });

  it('writes a 404 page with the not-found content and noindex', () => {
    const html = read('404.html');
    expect(html).toContain('Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});
