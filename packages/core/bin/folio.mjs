#!/usr/bin/env node
// Folio's command line. Native-memory settings come first: they must be in the environment before
// anything loads native code. Folio's TypeScript runs compiled, from each package's dist/, which
// ./precompile.mjs brings up to date first; with FOLIO_FROM_SOURCE=1 (or when dist/ cannot be
// written) it runs from src/ through the loader in ./ts-hooks.mjs instead.
import './native-memory.mjs';

let entry = new URL('../src/cli.ts', import.meta.url).href;
let fromSource = process.env.FOLIO_FROM_SOURCE === '1';
if (!fromSource) {
  try {
    const { ensureCompiled } = await import('./precompile.mjs');
    await ensureCompiled();
    entry = new URL('../dist/cli.js', import.meta.url).href;
  } catch (error) {
    console.warn(`[folio] warning: running from TypeScript sources, as dist/ could not be brought up to date: ${error.message}`);
    fromSource = true;
  }
}
if (fromSource) await import('./register-ts.mjs');
else process.setSourceMapsEnabled(true);

const { main } = await import(entry);
await main();
