#!/usr/bin/env node
/**
 * Benchmark of the OpenAPI reference: a generated spec (500 operations, about 2 MB of JSON by
 * default) replaces the spec of tests/fixtures/openapi, and the site is built with the real CLI.
 *
 *   node bench/openapi.mjs [--operations 500] [--versions 1] [--runs 2] [--seed folio-openapi]
 *
 * --versions 2 also gives the released version (v0.26.0) a generated spec of its own (a variant:
 * some operations removed, some fields changed), so "available since" and the changelog work on
 * full-size specs too. Each run is `folio clear` + `folio build` (cold), then `folio build` again
 * (warm: the MDX cache is kept). Prints the stage timings the CLI reports; the site and the CLI
 * output stay in bench/.work/openapi/ (git-ignored). Nothing is asserted: it is a measurement.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'packages/core/bin/folio.mjs');
const FIXTURE = path.join(ROOT, 'tests/fixtures/openapi');
const WORK = path.join(ROOT, 'bench/.work/openapi');

// ---- seeded randomness (mulberry32 on an FNV-1a seed) --------------------------------------------

function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function rng(seed) {
  let state = hash(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n), pick: (list) => list[Math.floor(next() * list.length)] };
}

const NOUNS = ['bookmark', 'list', 'tag', 'highlight', 'asset', 'feed', 'rule', 'webhook', 'backup', 'user', 'session', 'invite', 'prompt', 'import', 'export', 'note', 'folder', 'label', 'device', 'token', 'report', 'quota', 'event', 'comment', 'share'];
const ADJECTIVES = ['archived', 'shared', 'pinned', 'recent', 'public', 'private', 'smart', 'manual', 'nested', 'scheduled'];
const WORDS = 'the server stores every item with its owner and a time stamp so that clients can sync changes incrementally and resolve conflicts by the most recent write while keeping history for audit'.split(' ');

const sentence = (r, min = 10, max = 30) => {
  const words = Array.from({ length: min + r.int(max - min) }, () => r.pick(WORDS));
  return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
};
const title = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const pascal = (text) => text.split(/[^a-z]/i).map(title).join('');

// ---- the spec (pure) -----------------------------------------------------------------------------

/**
 * PURE: an OpenAPI 3.1 document with `operations` operations over `operations / 10` resources, one
 * tag each. Every resource has a schema (nested objects, arrays, enums, nullable fields, an allOf
 * base, a oneOf `content` and a recursive `parent`), and each operation has parameters, a body for
 * writes and three responses. `variant` (0 or 1) makes the released version's spec differ.
 */
export function createSpec({ operations = 500, seed = 'folio-openapi', variant = 0 } = {}) {
  const r = rng(`${seed}/${variant}`);
  const resources = Math.max(1, Math.ceil(operations / 10));
  const schemas = {
    Id: { type: 'string', example: 'ieidlxygmwj87oxz5hxttoc8', description: 'An opaque identifier.' },
    Cursor: { type: 'string', description: 'A cursor from `nextCursor`.' },
    Error: { type: 'object', properties: { code: { type: 'string', enum: ['BAD_REQUEST', 'NOT_FOUND', 'CONFLICT'] }, message: { type: 'string' }, details: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, issue: { type: 'string' } } } } }, required: ['code', 'message'] },
    Base: { type: 'object', properties: { id: { $ref: '#/components/schemas/Id', readOnly: true }, createdAt: { type: 'string', format: 'date-time', readOnly: true }, modifiedAt: { type: ['string', 'null'], format: 'date-time' } }, required: ['id', 'createdAt'] },
  };
  const tags = [];
  const paths = {};
  let made = 0;
  for (let i = 0; i < resources && made < operations; i++) {
    const noun = `${NOUNS[i % NOUNS.length]}${i >= NOUNS.length ? `-${Math.floor(i / NOUNS.length)}` : ''}`;
    const Name = pascal(noun);
    const fields = {};
    const fieldCount = 18 + r.int(12) - (variant && i % 3 === 0 ? 2 : 0);
    for (let f = 0; f < fieldCount; f++) {
      const kind = r.int(7);
      const name = `${r.pick(ADJECTIVES)}${title(r.pick(NOUNS).replace(/-/g, ''))}${f}`;
      fields[name] =
        kind === 0 ? { type: 'string', description: sentence(r), maxLength: 100 + r.int(900), example: sentence(r, 2, 4) }
        : kind === 1 ? { type: variant && f === 1 ? 'string' : 'integer', minimum: 0, maximum: 1000, description: sentence(r) }
        : kind === 2 ? { type: ['string', 'null'], enum: [...ADJECTIVES.slice(0, 3 + r.int(5)), null], description: sentence(r) }
        : kind === 3 ? { type: 'boolean', default: r.next() > 0.5, description: sentence(r) }
        : kind === 4 ? { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, weight: { type: 'number', format: 'float' } }, required: ['id'] }, description: sentence(r) }
        : kind === 5 ? { type: 'object', description: sentence(r), properties: { url: { type: 'string', format: 'uri' }, size: { type: 'integer', format: 'int64' }, meta: { type: 'object', additionalProperties: { type: 'string' } } } }
        : { type: 'string', format: r.pick(['date-time', 'email', 'uuid', 'uri']), description: sentence(r) };
    }
    fields.content = {
      oneOf: [
        { type: 'object', title: 'Link', properties: { type: { const: 'link' }, url: { type: 'string', format: 'uri' }, title: { type: ['string', 'null'] } }, required: ['type', 'url'] },
        { type: 'object', title: 'Text', properties: { type: { const: 'text' }, text: { type: 'string', minLength: 1 } }, required: ['type', 'text'] },
      ],
      discriminator: { propertyName: 'type' },
    };
    fields.parent = { $ref: `#/components/schemas/${Name}`, description: `The parent ${noun}, if any.` };
    const required = Object.keys(fields).filter((_, index) => index % 4 === 0);
    schemas[Name] = { allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', description: `A ${noun}. ${sentence(r)}`, properties: fields, required }] };
    schemas[`New${Name}`] = { type: 'object', properties: Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'parent').slice(0, 10)), required: required.filter((key) => key !== 'parent').slice(0, 3) };
    tags.push({ name: title(noun.replace(/-/g, ' ')), description: sentence(r, 10, 25) });
    const tag = tags.at(-1).name;
    const id = `${noun.replace(/-/g, '')}Id`;
    const one = { $ref: `#/components/schemas/${Name}` };
    const headers = {
      'X-RateLimit-Limit': { description: `Requests allowed per window. ${sentence(r)}`, schema: { type: 'integer', minimum: 1 } },
      'X-RateLimit-Remaining': { description: `Requests left in this window. ${sentence(r)}`, schema: { type: 'integer', minimum: 0 } },
    };
    const ok = (description, schema) => ({ description, headers, content: { 'application/json': { schema } } });
    const error = (description, code) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { code, message: sentence(r, 4, 10), details: [{ path: 'body', issue: sentence(r, 4, 8) }] } } } });
    const errors = { '400': error('The request is invalid.', 'BAD_REQUEST'), '404': error(`No such ${noun}.`, 'NOT_FOUND') };
    const idParam = { name: id, in: 'path', required: true, schema: { $ref: '#/components/schemas/Id' } };
    const list = { type: 'object', properties: { items: { type: 'array', items: one }, nextCursor: { type: ['string', 'null'] } }, required: ['items', 'nextCursor'] };
    const ops = [
      ['get', `/${noun}s`, `Get all ${noun}s`, { parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } }, { name: 'cursor', in: 'query', schema: { $ref: '#/components/schemas/Cursor' } }, { name: 'archived', in: 'query', schema: { type: 'boolean' } }], responses: { '200': ok(`A page of ${noun}s.`, list), ...errors } }],
      ['post', `/${noun}s`, `Create a new ${noun}`, { requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/New${Name}` } } } }, responses: { '201': ok(`The new ${noun}.`, one), ...errors } }],
      ['get', `/${noun}s/{${id}}`, `Get a single ${noun}`, { parameters: [idParam], responses: { '200': ok(`The ${noun}.`, one), ...errors } }],
      ['patch', `/${noun}s/{${id}}`, `Update a ${noun}`, { parameters: [idParam], requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/New${Name}` } } } }, responses: { '200': ok(`The updated ${noun}.`, one), ...errors } }],
      ['delete', `/${noun}s/{${id}}`, `Delete a ${noun}`, { parameters: [idParam], responses: { '204': { description: 'Deleted.' }, ...errors } }],
      ['get', `/${noun}s/{${id}}/children`, `Get the children of a ${noun}`, { parameters: [idParam], responses: { '200': ok('The children.', list), ...errors } }],
      ['post', `/${noun}s/{${id}}/archive`, `Archive a ${noun}`, { parameters: [idParam], responses: { '200': ok(`The archived ${noun}.`, one), ...errors } }],
      ['post', `/${noun}s/{${id}}/restore`, `Restore a ${noun}`, { parameters: [idParam], deprecated: i % 5 === 0, responses: { '200': ok(`The restored ${noun}.`, one), ...errors } }],
      ['get', `/${noun}s/{${id}}/history`, `Get the history of a ${noun}`, { parameters: [idParam, { name: 'since', in: 'query', schema: { type: 'string', format: 'date-time' } }], responses: { '200': ok('The history.', { type: 'array', items: { type: 'object', properties: { at: { type: 'string', format: 'date-time' }, change: { type: 'string' }, by: { $ref: '#/components/schemas/Id' } } } }), ...errors } }],
      ['post', `/${noun}s/{${id}}/share`, `Share a ${noun}`, { parameters: [idParam], requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { with: { type: 'array', items: { type: 'string', format: 'email' } }, role: { type: 'string', enum: ['viewer', 'editor'] } }, required: ['with'] } } } }, responses: { '200': ok('Shared.', { type: 'object', properties: { shared: { type: 'integer' } } }), ...errors } }],
    ];
    for (const [method, route, summary, rest] of ops) {
      if (made >= operations) break;
      // The released variant lacks some operations (they are "added" in the current version).
      if (variant && (made % 17 === 5)) {
        made++;
        continue;
      }
      paths[route] ??= {};
      paths[route][method] = { summary, description: `${sentence(r, 20, 40)}\n\n${sentence(r, 20, 40)} Use \`${method.toUpperCase()} ${route}\` with care.\n\n- ${sentence(r)}\n- ${sentence(r)}`, tags: [tag], ...rest };
      made++;
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Karakeep API', version: variant ? '1.0.0' : '1.1.0', description: `The API for the Karakeep app. ${sentence(r, 20, 40)}` },
    servers: [{ url: '{address}/api/v1', variables: { address: { default: 'https://try.karakeep.app' } } }],
    security: [{ bearerAuth: [] }],
    tags,
    paths,
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas },
  };
}

// ---- the site and the runs -----------------------------------------------------------------------

function writeSite({ operations, versions, seed }) {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(path.dirname(WORK), { recursive: true });
  cpSync(FIXTURE, WORK, { recursive: true, filter: (src) => !/[\\/](build|node_modules)([\\/]|$)/.test(path.relative(FIXTURE, src)) });
  const specFile = path.join(WORK, 'openapi/karakeep-openapi-spec.json');
  writeFileSync(specFile, JSON.stringify(createSpec({ operations, seed }), null, 2));
  if (versions >= 2) {
    writeFileSync(path.join(WORK, 'versioned_openapi/version-v0.26.0.json'), JSON.stringify(createSpec({ operations, seed, variant: 1 }), null, 2));
  } else {
    for (const name of ['versions.json', 'versioned_docs', 'versioned_sidebars', 'versioned_openapi']) rmSync(path.join(WORK, name), { recursive: true, force: true });
  }
  return { specBytes: statSync(specFile).size };
}

function run(args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      if (code !== 0) reject(new Error(`folio ${args.join(' ')} exited with ${code}:\n${output}`));
      else resolve({ output, wallMs });
    });
  });
}

function stages(output) {
  const out = {};
  for (const match of output.matchAll(/^\[folio\] (\S.*?)\s+(\d+) ms$/gm)) out[match[1]] = Number(match[2]);
  const built = /built (\d+) pages .* in ([\d.]+) s/.exec(output);
  return { ...out, pages: built ? Number(built[1]) : undefined };
}

async function main() {
  const { values } = parseArgs({
    options: { operations: { type: 'string', default: '500' }, versions: { type: 'string', default: '1' }, runs: { type: 'string', default: '2' }, seed: { type: 'string', default: 'folio-openapi' } },
  });
  const operations = Number(values.operations);
  const versions = Number(values.versions);
  const { specBytes } = writeSite({ operations, versions, seed: values.seed });
  console.log(`spec: ${operations} operations, ${(specBytes / 1024 / 1024).toFixed(2)} MB (${specBytes} bytes); versions with a generated spec: ${versions}`);
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${os.loadavg()[0].toFixed(2)}`);
  mkdirSync(path.join(WORK, 'logs'), { recursive: true });
  const rows = [];
  for (let i = 0; i < Number(values.runs); i++) {
    await run(['clear', WORK]);
    for (const kind of ['cold', 'warm']) {
      const result = await run(['build', WORK]);
      writeFileSync(path.join(WORK, 'logs', `build-${i + 1}-${kind}.log`), result.output);
      rows.push({ run: `${i + 1} ${kind}`, wallS: (result.wallMs / 1000).toFixed(2), ...stages(result.output) });
    }
  }
  const columns = ['run', 'wallS', 'pages', 'config', 'load content', 'compile pages', 'bundle client+server', 'prerender', 'check links'];
  console.log(`\n${columns.map((c) => c.padEnd(12)).join(' ')}`);
  for (const row of rows) console.log(columns.map((c) => String(row[c] ?? '').padEnd(12)).join(' '));
  writeFileSync(path.join(WORK, 'results.json'), `${JSON.stringify({ operations, versions, specBytes, rows }, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
