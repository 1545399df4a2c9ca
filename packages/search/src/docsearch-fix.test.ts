import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINALLY_IDLE, FINALLY_KEEP_ERROR } from './docsearch-fix.ts';

describe('the DocSearch error-status fix', () => {
  it('finds the exact code it replaces in the installed DocSearch, once', () => {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('@docsearch/react/package.json', { paths: [import.meta.dirname] }));
    const code = readFileSync(path.join(dir, 'dist/esm/index.js'), 'utf8');
    expect(code.split(FINALLY_IDLE).length - 1).toBe(1);
    expect(FINALLY_KEEP_ERROR).toContain('"error"!==c.getState().status&&p("idle")');
  });
});
