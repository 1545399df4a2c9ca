/** Which installed package a file belongs to, from the package.json files above it. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The name and version in the nearest package.json above `file` that has a name (that has the
 * name `name`, when given: a package's exports may hide its own package.json, and its folders
 * may hold package.json files of their own, such as `{ "type": "module" }`).
 */
export function packageOfFile(file: string, name?: string): { name: string; version: string } | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    let data: { name?: string; version?: string };
    try {
      data = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
    } catch {
      continue; // none here, or not readable
    }
    if (data.name && (name === undefined || data.name === name)) return { name: data.name, version: data.version ?? '0' };
  }
  return undefined;
}

/** The version of the package `name` as the module at `from` (a URL) resolves it, read without importing it; '0' when it is not found. */
export function installedVersion(name: string, from: string): string {
  try {
    return packageOfFile(createRequire(from).resolve(name), name)?.version ?? '0';
  } catch {
    return '0';
  }
}
