/**
 * Translation staleness with Folio's CLI (packages/core/src/commands/translations-status.ts) on
 * tests/fixtures/write-translations, whose fr locale translates three docs of four: keepers.md
 * records a wrong revision in its front matter (stale), lamps.md and guide/night.md record none
 * (unrecorded), guide/storm.md is not translated (missing). `mark` records the sources' revisions
 * (in the front matter that has the key, else in i18n/fr/translations.lock.json); editing a source
 * afterwards makes its translation stale, which `status --check` fails on, naming the file.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const siteDir = path.join(ROOT, 'tests/.tmp', `translations-status-${process.pid}`);
const LOCK = path.join(siteDir, 'i18n/fr/translations.lock.json');

async function folio(args: string[]): Promise<{ code: number; stdout: string; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { cwd: siteDir, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : 1, stdout: failed.stdout ?? '', output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

interface Report {
  locales: Array<{ locale: string; translated: string[]; stale: string[]; unrecorded: string[]; missing: string[] }>;
}
async function report(): Promise<Report['locales'][number]> {
  const result = await folio(['translations', 'status', '--json']);
  expect(result.code, result.output).toBe(0);
  const parsed = JSON.parse(result.stdout) as Report;
  return parsed.locales.find((locale) => locale.locale === 'fr')!;
}
const docs = (name: string) => `i18n/fr/docs/current/${name}`;

beforeAll(() => {
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'tests/fixtures/write-translations'), siteDir, { recursive: true });
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('folio translations status and mark', () => {
  it('prints a per-locale table: stale, unrecorded, missing', async () => {
    const result = await folio(['translations', 'status']);
    expect(result.code, result.output).toBe(0);
    expect(result.stdout).toMatch(/locale\s+translated\s+stale\s+unrecorded\s+missing\s+total\nfr\s+0\s+1\s+2\s+\d+\s+\d+/);
    const fr = await report();
    expect(fr.stale).toEqual([docs('keepers.md')]);
    expect(fr.unrecorded).toEqual([docs('guide/night.md'), docs('lamps.md')]);
    expect(fr.missing).toContain(docs('guide/storm.md'));
  }, 120_000);

  it('--check exits 1 naming the stale and missing files', async () => {
    const result = await folio(['translations', 'status', '--check']);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`${docs('keepers.md')} (fr, stale)`);
    expect(result.output).toContain(`${docs('guide/storm.md')} (fr, missing)`);
    expect(result.output).not.toMatch(/\n\s+at /); // no stack
  }, 120_000);

  it('mark records every translated file: front matter where it has the key, else the lock file', async () => {
    const result = await folio(['translations', 'mark']);
    expect(result.code, result.output).toBe(0);
    expect(readFileSync(path.join(siteDir, docs('keepers.md')), 'utf8')).toMatch(/^---\nsidebar_position: 1\ntranslated_from: [0-9a-f]{16}\n---\n/);
    const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
    expect(lock.version).toBe(1);
    expect(Object.keys(lock.files)).toEqual(['docs/current/guide/night.md', 'docs/current/lamps.md']);
    expect(lock.files['docs/current/lamps.md']).toEqual({ source: 'docs/lamps.md', hash: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const fr = await report();
    expect(fr.translated).toEqual([docs('guide/night.md'), docs('keepers.md'), docs('lamps.md')]);
    expect(fr.stale).toEqual([]);
    expect(fr.unrecorded).toEqual([]);
  }, 120_000);

  it('an edited source makes its translation stale; --check fails on it', async () => {
    appendFileSync(path.join(siteDir, 'docs/lamps.md'), '\nThen LEDs.\n');
    const fr = await report();
    expect(fr.stale).toEqual([docs('lamps.md')]);
    const result = await folio(['translations', 'status', '--check']);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`${docs('lamps.md')} (fr, stale)`);
  }, 120_000);

  it('mark of one named file records it alone; with every file translated and recorded, --check passes', async () => {
    writeFileSync(path.join(siteDir, docs('guide/storm.md')), '# Tempêtes\n');
    const before = readFileSync(LOCK, 'utf8');
    const marked = await folio(['translations', 'mark', docs('lamps.md')]);
    expect(marked.code, marked.output).toBe(0);
    const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
    expect(lock.files['docs/current/lamps.md'].hash).not.toBe(JSON.parse(before).files['docs/current/lamps.md'].hash);
    expect(lock.files['docs/current/guide/storm.md']).toBeUndefined();
    expect((await folio(['translations', 'mark', docs('guide/storm.md')])).code).toBe(0);
    // Whatever is still missing is translated and marked (component pages are not counted: their text goes through code.json).
    const fr = await report();
    for (const file of fr.missing) {
      const target = path.join(siteDir, file);
      cpSync(path.join(siteDir, file.replace(/^i18n\/fr\/pages\//, 'src/pages/')), target);
      expect((await folio(['translations', 'mark', file])).code).toBe(0);
    }
    const result = await folio(['translations', 'status', '--check']);
    expect(result.code, result.output).toBe(0);
  }, 300_000);

  it('a bad lock file: exit 1, naming the file and the JSON pointer, no stack', async () => {
    const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
    lock.files['docs/current/lamps.md'].hash = 'not-a-hash';
    writeFileSync(LOCK, JSON.stringify(lock));
    const result = await folio(['translations', 'status']);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`${LOCK}#/files/docs~1current~1lamps.md/hash`);
    expect(result.output).not.toMatch(/\n\s+at /);
  }, 120_000);
});
