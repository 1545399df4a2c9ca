#!/usr/bin/env node
// Folio's command line. TypeScript sources run through tsx's loader (site.config.ts too).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
await main();
