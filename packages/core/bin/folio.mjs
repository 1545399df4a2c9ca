#!/usr/bin/env node
// Folio's command line. Native-memory settings come first: they must be in the environment before
// anything loads native code. Folio's TypeScript runs compiled, from each package's dist/, which
// ./precompile.mjs brings up to date first in a checkout; an installed package (under node_modules)
// runs the dist/ it was packed with (scripts/pack.mjs), as its folder may be read-only. With
// FOLIO_FROM_SOURCE=1 (or when dist/ cannot be written) it runs from src/ through the loader in
// ./ts-hooks.mjs instead.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import './native-memory.mjs';

let entry = new URL('../src/cli.ts', import.meta.url).href;
let fromSource = process.env.FOLIO_FROM_SOURCE === '1';
if (!fromSource) {
  const compiled = new URL('../dist/cli.js', import.meta.url);
  const installed = fileURLToPath(import.meta.url).split(/[\\/]/).includes('node_modules');
  try {
    if (!installed) await (await import('./precompile.mjs')).ensureCompiled();
    else if (!existsSync(compiled)) throw new Error('the installed package has no dist/');
    entry = compiled.href;
  } catch (error) {
    console.warn(`[folio] warning: running from TypeScript sources, as dist/ could not be brought up to date: ${error.message}`);
    fromSource = true;
  }
}
if (fromSource) await import('./register-ts.mjs');
else process.setSourceMapsEnabled(true);

const { main } = await import(entry);
await main();
