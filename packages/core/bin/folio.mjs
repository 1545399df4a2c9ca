#!/usr/bin/env node
// Folio's command line. TypeScript sources (Folio's own and the site's config) run through the
// small loader in ./ts-hooks.mjs.
import './register-ts.mjs';

const { main } = await import('../src/cli.ts');
await main();
