/**
 * @docusaurus/plugin-ideal-image on Vite (packages/docusaurus/src/official/ideal-image-vite.ts):
 * tests/fixtures/docusaurus-ideal-image, laid out beside the Docusaurus install
 * (tests/docusaurus-theme-site.ts), has a doc requiring a JPEG into `<Image>` (MDX) and a page
 * importing a PNG (JSX), under a base URL, with `min`/`max`/`steps`/`quality`. Built twice with
 * Folio: the resized images are emitted under assets/ideal-img/ at the widths asked for (none wider
 * than the original), the HTML has @theme/IdealImage's markup with its LQIP placeholder, a Markdown
 * image and a stylesheet's image stay plain, and the second build encodes nothing and writes the
 * same bytes.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md4Hex } from '../packages/docusaurus/src/official/ideal-image.ts';
import { layOutSite } from './docusaurus-theme-site.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const FIXTURE = path.join(ROOT, 'tests/fixtures/docusaurus-ideal-image');
const siteDir = path.join(ROOT, 'tests/.tmp', `docusaurus-ideal-image-${process.pid}`);
const out = path.join(siteDir, 'build');
const cache = path.join(siteDir, 'node_modules/.cache/folio/ideal-image');
// The sharp @folio/docusaurus depends on, to measure what the build wrote.
const sharp = createRequire(path.join(ROOT, 'packages/docusaurus/package.json'))('sharp') as (file: string) => { metadata(): Promise<{ width?: number; height?: number; format?: string }> };

const build = () => run(process.execPath, [CLI, 'build', siteDir], { cwd: ROOT, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');

/** Every file of the output (the build marker aside) and its bytes. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name !== '.folio-build') files.set(path.relative(out, file), readFileSync(file).toString('base64'));
    }
  };
  walk(out);
  return files;
}

const cacheTimes = () => Object.fromEntries(readdirSync(cache).map((name) => [name, statSync(path.join(cache, name)).mtimeMs]));

let first: { stdout: string; stderr: string };
let firstFiles: Map<string, string>;

beforeAll(async () => {
  await layOutSite(FIXTURE, siteDir);
  first = await build();
  firstFiles = snapshot();
}, 600_000);

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const idealImages = () => readdirSync(path.join(out, 'assets/ideal-img')).sort();

describe('@docusaurus/plugin-ideal-image on Vite', () => {
  it('emits each image at the widths asked for (min 16, max 40, 3 steps), none wider than the original', async () => {
    const files = idealImages();
    expect(files.map((file) => file.replace(/\.[0-9a-f]{7}\./, '.#.')).sort()).toEqual(['badge.#.16.png', 'badge.#.24.png', 'lake.#.16.jpg', 'lake.#.28.jpg', 'lake.#.40.jpg']);
    for (const file of files) {
      const metadata = await sharp(path.join(out, 'assets/ideal-img', file)).metadata();
      expect([file, metadata.width, metadata.format]).toEqual([file, Number(file.split('.').at(-2)), file.endsWith('.png') ? 'png' : 'jpeg']);
    }
    // Named by MD4 of their bytes, as webpack's loader-utils names them: Docusaurus's names.
    for (const file of files) expect(file.split('.').at(-3)).toBe(md4Hex(readFileSync(path.join(out, 'assets/ideal-img', file))).slice(0, 7));
    // The original JPEG is 60 by 40: heights follow.
    expect((await sharp(path.join(out, 'assets/ideal-img', files.find((file) => file.endsWith('.40.jpg'))!)).metadata()).height).toBe(27);
  });

  it('renders @theme/IdealImage for a require() in MDX, with the LQIP placeholder and the srcset', () => {
    const html = page('docs/photos');
    const [lake16, lake28, lake40] = idealImages().filter((file) => file.startsWith('lake'));
    // Sorted by hash: order them by width.
    const byWidth = [lake16, lake28, lake40].sort((a, b) => Number(a!.split('.').at(-2)) - Number(b!.split('.').at(-2)));
    expect(html).toMatch(/<div style="[^"]*background-image:url\(&quot;data:image\/jpeg;base64,[A-Za-z0-9+/=]+&quot;\)"><svg [^>]*width="16" height="11"><\/svg><noscript><img /);
    expect(html).toContain(`src="/gallery/assets/ideal-img/${byWidth[0]}" srcSet="/gallery/assets/ideal-img/${byWidth[0]} 16w,/gallery/assets/ideal-img/${byWidth[1]} 28w,/gallery/assets/ideal-img/${byWidth[2]} 40w" alt="A lake"`);
  });

  it('gives an import in a page the responsive image object', () => {
    const html = page('');
    expect(html).toMatch(/background-image:url\(&quot;data:image\/png;base64,[A-Za-z0-9+/=]+&quot;\)/);
    expect(html).toContain('<p class="badge-widths">16 24</p>');
    expect(html).toMatch(/<p class="badge-string">\/gallery\/assets\/ideal-img\/badge\.[0-9a-f]{7}\.16\.png<\/p>/);
    expect(html).toMatch(/alt="A badge" width="16" height="16"\/>/);
  });

  it('leaves Markdown images and stylesheet images plain, as Docusaurus does', () => {
    const html = page('docs/photos');
    const plain = /<img [^>]*src="([^"]+)"[^>]*alt="A plain lake"/.exec(html) ?? /<img [^>]*alt="A plain lake"[^>]*src="([^"]+)"/.exec(html);
    expect(plain?.[1]).toBeDefined();
    expect(plain![1]).not.toContain('ideal-img');
    const css = readdirSync(path.join(out, 'assets')).filter((file) => file.endsWith('.css')).map((file) => readFileSync(path.join(out, 'assets', file), 'utf8')).join('\n');
    expect(css).toMatch(/\.hero-banner\{background-image:url\((?!\/gallery\/assets\/ideal-img)[^)]+\)\}/);
  });

  it("says nothing of the plugin's configureWebpack: Folio does its work", () => {
    expect(`${first.stdout}\n${first.stderr}`).not.toMatch(/ideal-image[^\n]*configureWebpack/);
  });

  it('rebuilds from the cache, encoding nothing, into the same bytes', async () => {
    const before = cacheTimes();
    const rootBefore = readdirSync(ROOT).sort();
    const second = await build();
    expect(cacheTimes()).toEqual(before);
    // The image modules are made by a plugin whose load hook writes the cache: the bundle memo does
    // not call it again to check the last bundles (it wrote blobs into the working folder when it did).
    expect(second.stdout).toContain('bundle client+server');
    expect(second.stdout).not.toContain("bundles: the last build's");
    expect(readdirSync(ROOT).sort()).toEqual(rootBefore);
    const files = snapshot();
    expect([...files.keys()].sort()).toEqual([...firstFiles.keys()].sort());
    for (const [file, bytes] of firstFiles) expect([file, files.get(file) === bytes]).toEqual([file, true]);
  }, 300_000);
});
