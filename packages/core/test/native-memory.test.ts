/**
 * bin/native-memory.mjs: the CLI turns off transparent huge pages for Rolldown's allocator before
 * any native code loads. The probe loads rolldown's transformer the way the CLI's TypeScript loader
 * does, works it, and sums the huge pages resident in the process.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './helpers.ts';

const CORE = path.join(REPO_ROOT, 'packages/core');
const SETTINGS = path.join(CORE, 'bin/native-memory.mjs');

const PROBE = `
if (process.env.PROBE_SETTINGS) await import(process.env.PROBE_SETTINGS);
const { transformSync } = await import('rolldown/utils');
const source = Array.from({ length: 20000 }, (_, i) => 'export const v' + i + ': number = ' + i + ' * 2;').join('\\n');
for (let i = 0; i < 3; i++) transformSync('big.ts', source, { sourcemap: true });
let hugeKB = 0;
try {
  const smaps = (await import('node:fs')).readFileSync('/proc/self/smaps', 'utf8');
  for (const m of smaps.matchAll(/^AnonHugePages:\\s+(\\d+) kB/gm)) hugeKB += Number(m[1]);
} catch {
  hugeKB = -1;
}
console.log(JSON.stringify({ setting: process.env.MIMALLOC_ALLOW_THP ?? null, purgeDelay: process.env.MIMALLOC_PURGE_DELAY ?? null, hugeKB }));
`;

function probe(env: Record<string, string | undefined>): { setting: string | null; purgeDelay: string | null; hugeKB: number } {
  const clean = { ...process.env };
  delete clean.MIMALLOC_ALLOW_THP;
  delete clean.MIMALLOC_PURGE_DELAY;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', PROBE], {
    cwd: CORE,
    env: { ...clean, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

function thpMode(): string | undefined {
  try {
    return /\[(\w+)\]/.exec(readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

describe('native memory settings', () => {
  it('the CLI imports them before anything else', () => {
    const cli = readFileSync(path.join(CORE, 'bin/folio.mjs'), 'utf8');
    const imports = [...cli.matchAll(/^\s*(?:import\s+'([^']+)'|.*\bimport\(([^)]+)\))/gm)].map((m) => m[1] ?? m[2]);
    expect(imports[0]).toBe('./native-memory.mjs');
    expect(imports.length).toBeGreaterThan(1);
  });

  it('default MIMALLOC_ALLOW_THP and MIMALLOC_PURGE_DELAY to 0 and keep values the caller set', () => {
    expect(probe({ PROBE_SETTINGS: pathToFileURL(SETTINGS).href })).toMatchObject({ setting: '0', purgeDelay: '0' });
    expect(probe({ PROBE_SETTINGS: pathToFileURL(SETTINGS).href, MIMALLOC_ALLOW_THP: '1', MIMALLOC_PURGE_DELAY: '10' })).toMatchObject({
      setting: '1',
      purgeDelay: '10',
    });
  });

  // Only where the kernel hands out huge pages on request; the control run shows that it does.
  it.runIf(thpMode() === 'madvise')('leave no huge pages resident in rolldown’s arena', () => {
    const control = probe({});
    if (control.hugeKB <= 0) return; // this allocator build never asks for them
    expect(probe({ PROBE_SETTINGS: pathToFileURL(SETTINGS).href }).hugeKB).toBe(0);
  });
});
