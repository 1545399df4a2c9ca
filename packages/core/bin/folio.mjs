#!/usr/bin/env node
// Folio's command line. TypeScript sources (Folio's own and the site's config) run through the
// small loader in ./ts-hooks.mjs. Native-memory settings come first: they must be in the
// environment before the loader (which uses rolldown's transformer) loads any native code.
import './native-memory.mjs';
import './register-ts.mjs';

const { main } = await import('../src/cli.ts');
await main();
