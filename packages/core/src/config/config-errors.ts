/** The errors of a bad config: each wrong key with its path (and the line where it is written), or where importing the config failed. */
import { existsSync, readFileSync } from 'node:fs';
import type { z } from 'zod';
import { FolioError } from '../errors.ts';
import { closestMatches } from '../client/closest.ts';
import { configSchema } from './schema.ts';
import { SiteModuleError, SiteModuleSyntaxError, withoutAnsi } from './site-module.ts';

/** `themeConfig.navbar.items[0].label` */
export function formatKeyPath(keys: readonly PropertyKey[]): string {
  let out = '';
  for (const key of keys) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out || '(root)';
}

const KNOWN_KEYS: Record<string, string[]> = {
  '': Object.keys(configSchema.shape),
  i18n: ['defaultLocale', 'locales', 'path', 'localeConfigs'],
  markdown: ['format', 'remarkPlugins', 'rehypePlugins', 'mermaid', 'toc'],
};

export function configIssueError(issues: readonly z.core.$ZodIssue[], file: string, source?: string): FolioError {
  const lines = issues.slice(0, 10).map((issue) => describeIssue(issue));
  const first = issues[0]!;
  const lastKey = issue0Key(first);
  const position = source && lastKey ? findKeyPosition(source, lastKey) : undefined;
  const message = lines.length === 1 ? `invalid config: ${lines[0]}` : `invalid config:\n  - ${lines.join('\n  - ')}`;
  return new FolioError(message, { file, line: position?.line, column: position?.column, source });
}

function issue0Key(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'unrecognized_keys') return issue.keys[0];
  const last = [...issue.path].reverse().find((key) => typeof key === 'string');
  return last === undefined ? undefined : String(last);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const where = formatKeyPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const parent = issue.path.filter((k) => typeof k === 'string').join('.');
    return issue.keys
      .map((key) => {
        const full = issue.path.length ? `${where}.${key}` : key;
        const known = KNOWN_KEYS[parent] ?? [];
        const suggestion = closestMatches(key, known, 1)[0];
        return `\`${full}\` is not a known key${suggestion ? ` (did you mean \`${suggestion}\`?)` : ''}`;
      })
      .join('; ');
  }
  if (issue.code === 'invalid_type') {
    const received = describeReceived((issue as { input?: unknown }).input);
    return `\`${where}\`: expected ${issue.expected}, received ${received}`;
  }
  return `\`${where}\`: ${issue.message}`;
}

function describeReceived(value: unknown): string {
  if (value === undefined) return 'nothing (the key is required)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? `string ${JSON.stringify(value)}` : `${typeof value} ${String(value)}`;
}

/** Best effort: the first `key:` property in the config's source text. */
export function findKeyPosition(source: string, key: string): { line: number; column: number } | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(^|[\\s{,])(['"]?)${escaped}\\2\\s*:`, 'm');
  const match = pattern.exec(source);
  if (!match) return undefined;
  const offset = match.index + match[1]!.length;
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

export function configImportError(error: unknown, file: string, what = 'the config file failed to load'): FolioError {
  const message = withoutAnsi(error instanceof Error ? error.message : String(error));
  const source = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const sourceOf = (where: string) => (where === file ? source : existsSync(where) ? readFileSync(where, 'utf8') : undefined);
  // A syntax error (in the config or a file it imports) says where; so does anything thrown while
  // importing it, at the first line of the site's own files in its stack.
  if (error instanceof SiteModuleSyntaxError) {
    const other = error.file !== file;
    return new FolioError(`syntax error in ${other ? 'a file the config imports' : 'the config file'}: ${error.reason}`, {
      file: error.file,
      line: error.line,
      column: error.column,
      source: sourceOf(error.file),
      cause: error,
    });
  }
  if (error instanceof SiteModuleError) {
    return new FolioError(`${what}: ${error.reason}`, {
      file: error.file,
      line: error.line,
      column: error.column,
      source: error.line === undefined ? undefined : sourceOf(error.file),
      cause: error,
    });
  }
  return new FolioError(`${what}: ${message}`, { file, cause: error });
}
