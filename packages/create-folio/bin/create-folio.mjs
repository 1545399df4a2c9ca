#!/usr/bin/env node
// `npm create folio [folder]` runs this: the compiled CLI in dist/ (scripts/pack.mjs compiles it
// before packing; in a checkout, `node packages/core/bin/precompile.mjs` brings it up to date).
// Questions are asked only when a person is at the terminal; otherwise the defaults are taken.
import { createInterface } from 'node:readline/promises';
import { main } from '../dist/index.js';

async function ask(question, fallback) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(`${question} (${fallback}): `)).trim() || fallback;
  } finally {
    prompt.close();
  }
}

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  ask: process.stdin.isTTY && process.stdout.isTTY ? ask : undefined,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
