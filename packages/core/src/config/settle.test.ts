import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatError } from '../errors.ts';
import { configureSiteModuleTimeout, DEFAULT_SITE_MODULE_TIMEOUT_MS, settleWithin, UnsettledError } from './settle.ts';

afterEach(() => configureSiteModuleTimeout({}));

describe('settleWithin', () => {
  it('gives what a promise settles to within the limit, values as they are, and rejections as they were', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.integer({ min: 0, max: 20 }), fc.boolean(), async (value, delay, rejects) => {
        const settled = new Promise((resolve, reject) => setTimeout(() => (rejects ? reject(value) : resolve(value)), delay));
        const result = settleWithin(settled, { file: '/site/a.js', what: 'x', timeoutMs: 500 });
        if (rejects) await expect(result).rejects.toBe(value);
        else expect(await result).toBe(value);
        if (typeof value !== 'object' || value === null || typeof (value as { then?: unknown }).then !== 'function') {
          expect(await settleWithin(value, { file: '/site/a.js', what: 'x', timeoutMs: 1 })).toBe(value);
        }
      }),
      { numRuns: 40 },
    );
  });

  it.each([
    ['a pending promise', () => new Promise(() => {})],
    ['a thenable that never calls back', () => ({ then() {} })],
  ])('refuses %s naming the file, and keeps the process alive until then', async (_, make) => {
    const error = await settleWithin(make(), { file: '/site/docusaurus.config.js', what: 'the promise the config exports', timeoutMs: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsettledError);
    expect(formatError(error)).toMatch(/^\/site\/docusaurus\.config\.js - the promise the config exports did not settle within 0\.03 s/);
  });

  it('takes its limit from the settings, 30 s by default', async () => {
    expect(DEFAULT_SITE_MODULE_TIMEOUT_MS).toBe(30_000);
    configureSiteModuleTimeout({ siteModuleTimeoutMs: 20 });
    const started = performance.now();
    await expect(settleWithin(new Promise(() => {}), { file: 'f', what: 'w' })).rejects.toThrow('did not settle within 0.02 s');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
