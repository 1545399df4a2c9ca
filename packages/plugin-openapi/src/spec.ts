/**
 * Spec loading: the only module of the plugin that reads files. It reads the entry file (JSON or
 * YAML), follows `$ref`s into sibling files, and returns ONE document: the entry, with every
 * other file embedded under `#/x-folio-files/<relative path>` and every `$ref` rewritten to a
 * local pointer. Everything downstream (operations, schemas, samples, changelog) then knows only
 * local pointers, and a version snapshot is that document written out as JSON.
 *
 * Bad input fails here with the file and where: invalid JSON/YAML with line and column; a
 * document that is not OpenAPI 3, a `$ref` that does not resolve, or a `$ref` chain that loops
 * with the file and the JSON pointer.
 */
import { existsSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { FolioError, parseJson } from '@folio/core';
import { FILES_KEY, escapeToken, getAt, isObject, pointer, specError, type JsonObject, type Spec } from './pointer.ts';

/** Parse JSON or YAML text (by extension; other extensions are sniffed) with file:line:column errors. */
export function parseSpecText(text: string, file: string): unknown {
  const yaml = /\.ya?ml$/i.test(file) || (!/\.json$/i.test(file) && !/^\s*[[{]/.test(text));
  if (!yaml) return parseJson(text, file);
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  const problem = doc.errors[0];
  if (problem) {
    const pos = problem.linePos?.[0];
    const reason = problem.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    throw new FolioError(`invalid YAML: ${reason}`, { file, line: pos?.line, column: pos?.col, source: text });
  }
  try {
    return doc.toJS({ maxAliasCount: 1000 });
  } catch (error) {
    throw new FolioError(`invalid YAML: ${(error as Error).message}`, { file });
  }
}

function readSpecFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new FolioError(code === 'ENOENT' ? 'the OpenAPI spec does not exist' : `cannot read the OpenAPI spec: ${code ?? (error as Error).message}`, { file });
  }
  return parseSpecText(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, file);
}

/** PURE: refuse anything but an OpenAPI 3.x document (the pointer names the offending key). */
export function checkOpenApi3(document: unknown, file: string): asserts document is JsonObject {
  const spec = { file };
  if (!isObject(document)) throw specError(spec, 'an OpenAPI spec must be an object', '#');
  if (typeof document.swagger === 'string') {
    throw specError(spec, `this is a Swagger ${document.swagger} document; Folio reads OpenAPI 3.0 and 3.1`, '#/swagger', 'convert it, e.g. with https://converter.swagger.io');
  }
  if (document.openapi === undefined) throw specError(spec, 'not an OpenAPI 3 document: it has no `openapi` version', '#', 'add "openapi": "3.1.0" (or 3.0.x)');
  if (typeof document.openapi !== 'string' || !/^3\.\d+(\.\d+)?(-.+)?$/.test(document.openapi)) {
    throw specError(spec, `not an OpenAPI 3 document: \`openapi\` is ${JSON.stringify(document.openapi)}; Folio reads 3.0 and 3.1`, '#/openapi');
  }
  if (document.info !== undefined && !isObject(document.info)) throw specError(spec, '`info` must be an object', '#/info');
  if (document.paths !== undefined && !isObject(document.paths)) throw specError(spec, '`paths` must be an object of path items', '#/paths');
}

interface RefSite {
  holder: JsonObject;
  /** The `$ref` as written. */
  original: string;
  /** Pointer (in the merged document) of the object holding the `$ref`. */
  at: string;
}

/**
 * Read `file` and every file its `$ref`s reach, and merge them into one document whose `$ref`s
 * are local. Remote (`http:`) references and `$anchor`-style fragments are refused.
 */
export function loadSpec(file: string): Spec {
  const entry = path.resolve(file);
  const document = readSpecFile(entry);
  checkOpenApi3(document, entry);
  const dir = path.dirname(entry);
  const keyOf = (abs: string) => path.relative(dir, abs).split(path.sep).join('/');
  // Files read now are added after the walk (a snapshot has its files embedded already).
  const embedded: JsonObject = {};
  const files = [entry];
  const docs = new Map<string, unknown>([[entry, document]]);
  const prefixOf = (abs: string) => (abs === entry ? '#' : pointer('#', FILES_KEY, keyOf(abs)));
  const sites: RefSite[] = [];
  const rewritten = new WeakSet<object>();
  const queue = [entry];

  while (queue.length) {
    const current = queue.shift()!;
    const root = docs.get(current);
    const stack = new Set<object>();
    const walk = (node: unknown, at: string): void => {
      if (typeof node !== 'object' || node === null) return;
      if (stack.has(node)) throw specError({ file: entry }, 'the document refers to itself through a YAML alias (it would never end)', at);
      if (rewritten.has(node)) return; // shared through a YAML alias: done already
      rewritten.add(node);
      stack.add(node);
      if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${at}/${index}`));
      else {
        const object = node as JsonObject;
        if (typeof object.$ref === 'string') {
          const original = object.$ref;
          const hash = original.indexOf('#');
          const target = hash === -1 ? original : original.slice(0, hash);
          const fragment = hash === -1 ? '' : original.slice(hash + 1);
          if (/^[a-z][a-z0-9+.-]+:/i.test(target)) {
            throw specError({ file: entry }, `remote $ref "${original}" is not supported; download the file next to the spec and refer to it by a relative path`, `${at}/$ref`);
          }
          if (fragment !== '' && !fragment.startsWith('/')) {
            throw specError({ file: entry }, `$ref "${original}" uses an anchor; use a JSON pointer such as "#/components/schemas/Name"`, `${at}/$ref`);
          }
          let targetFile = current;
          if (target !== '') {
            targetFile = path.resolve(path.dirname(current), decodeURIComponent(target));
            if (!docs.has(targetFile)) {
              if (!existsSync(targetFile)) {
                throw specError({ file: entry }, `$ref "${original}" points to ${path.relative(dir, targetFile) || targetFile}, which does not exist`, `${at}/$ref`);
              }
              const loaded = readSpecFile(targetFile);
              docs.set(targetFile, loaded);
              embedded[keyOf(targetFile)] = loaded;
              files.push(targetFile);
              queue.push(targetFile);
            }
          }
          object.$ref = `${prefixOf(targetFile)}${fragment}`;
          sites.push({ holder: object, original, at });
        }
        for (const [key, value] of Object.entries(object)) walk(value, `${at}/${escapeToken(key)}`);
      }
      stack.delete(node);
    };
    walk(root, prefixOf(current));
  }
  if (files.length > 1) document[FILES_KEY] = { ...(isObject(document[FILES_KEY]) ? document[FILES_KEY] : {}), ...embedded };

  const spec: Spec = { file: entry, document, files };
  for (const site of sites) checkRef(spec, site);
  return spec;
}

/** A `$ref` must resolve, and a chain of `$ref`s must end somewhere. */
function checkRef(spec: Spec, site: RefSite): void {
  const seen = new Set<string>();
  let ref = site.holder.$ref as string;
  for (;;) {
    const target = getAt(spec.document, ref);
    if (target === undefined) {
      throw specError(spec, `$ref "${site.original}" does not resolve`, `${site.at}/$ref`, 'check the spelling of the pointer, e.g. "#/components/schemas/Bookmark"');
    }
    if (!isObject(target) || typeof target.$ref !== 'string') return;
    seen.add(ref);
    ref = target.$ref;
    if (seen.has(ref)) throw specError(spec, `$ref "${site.original}" is circular: it refers to itself through other $refs only`, `${site.at}/$ref`);
  }
}

// ---- cache, watch list and snapshots ------------------------------------------------------

interface CacheEntry {
  stamps: Array<[file: string, mtimeMs: number, size: number]>;
  spec: Spec;
}
/** Loaded specs by entry file, oldest first; a long dev session forgets the least recently loaded beyond this many. */
const cache = new Map<string, CacheEntry>();
const CACHED_SPECS = 64;

function stamp(file: string): [string, number, number] | undefined {
  try {
    const stats = statSync(file);
    return [file, stats.mtimeMs, stats.size];
  } catch {
    return undefined;
  }
}

/**
 * `loadSpec`, reused while none of the spec's files changed (every version loads the specs of
 * the others for "available since" and the changelog; dev reloads after an edit).
 */
export function loadSpecCached(file: string): Spec {
  const entry = path.resolve(file);
  const hit = cache.get(entry);
  if (hit && hit.stamps.every(([name, mtime, size]) => {
    const now = stamp(name);
    return now !== undefined && now[1] === mtime && now[2] === size;
  })) {
    return hit.spec;
  }
  cache.delete(entry);
  const before = stamp(entry);
  const spec = loadSpec(entry);
  const stamps = spec.files.map((name) => (name === entry && before ? before : stamp(name))).filter((s): s is [string, number, number] => s !== undefined);
  cache.set(entry, { stamps, spec });
  if (cache.size > CACHED_SPECS) cache.delete(cache.keys().next().value!);
  return spec;
}

/** Files read for the last load of `file` (the entry and its `$ref` targets), for dev's watch list. */
export function specFilesOf(file: string): string[] {
  const entry = path.resolve(file);
  return cache.get(entry)?.spec.files ?? [entry];
}

export function specExists(file: string): boolean {
  return existsSync(file);
}

/** Write a spec as one self-contained JSON file (refused when the file exists). Returns its path. */
export function writeSpecSnapshot(spec: Spec, target: string): string {
  if (existsSync(target)) throw new FolioError(`${target} exists already; remove it or choose another version name`, { file: target });
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(spec.document, null, 2)}\n`);
  return target;
}
