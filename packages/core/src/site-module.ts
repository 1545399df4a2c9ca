/**
 * Import a module the site provides as code: its config, a sidebars file. JavaScript is imported as
 * it is. TypeScript is bundled first, as Vite bundles its own config: rolldown compiles the file and
 * the relative files it imports (TypeScript, JSON) into one ES module, leaving every package import
 * to Node, so `@folio/core` in a config is the same module the CLI runs. The bundle is written
 * beside the file (packages resolve from there, as from the file itself), imported, and removed.
 *
 * Each call gives a fresh module instance, so a restarted dev server sees edits.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPESCRIPT = /\.(?:ts|mts|cts|tsx)$/;
const ANSI = /\u001b\[[0-9;]*m/g;

/** A file that does not parse: where, and why (one line, as the parser put it). */
export class SiteModuleSyntaxError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    /** 1-based. */
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}:${column}: ${reason}`);
    this.name = 'SiteModuleSyntaxError';
  }
}

let written = 0;

export async function importSiteModule(file: string): Promise<Record<string, unknown>> {
  if (!TYPESCRIPT.test(file)) return import(`${pathToFileURL(file).href}?t=${Date.now()}`);
  const { rolldown } = await import('rolldown');
  let bundle: Awaited<ReturnType<typeof rolldown>> | undefined;
  let code: string;
  try {
    bundle = await rolldown({
      input: file,
      cwd: path.dirname(file),
      platform: 'node',
      logLevel: 'silent',
      // Packages and Node's modules stay imports; only the site's own files are bundled.
      external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
      plugins: [importMetaOfEachFile()],
    });
    const { output } = await bundle.generate({ format: 'esm', sourcemap: 'inline', dir: path.dirname(file) });
    code = output[0].code;
  } catch (error) {
    throw syntaxErrorOf(error) ?? error;
  } finally {
    await bundle?.close();
  }
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${++written}.mjs`);
  writeFileSync(temporary, code);
  try {
    return await import(pathToFileURL(temporary).href);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** `import.meta.url` (and `dirname`, `filename`) of each bundled file stays that file's own. */
function importMetaOfEachFile() {
  return {
    name: 'folio:import-meta',
    transform(code: string, id: string) {
      if (!code.includes('import.meta')) return undefined;
      return code
        .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(id).href))
        .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(path.dirname(id)))
        .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(id));
    },
  };
}

interface RolldownDiagnostic {
  code?: string;
  message?: string;
  id?: string;
  pos?: number;
  loc?: { line: number; column: number; file?: string };
}

function syntaxErrorOf(error: unknown): SiteModuleSyntaxError | undefined {
  const first = (error as { errors?: RolldownDiagnostic[] }).errors?.find((entry) => entry.code === 'PARSE_ERROR' && entry.loc);
  if (!first?.loc) return undefined;
  const file = first.loc.file ?? first.id ?? '';
  let reason = (first.message ?? 'syntax error').replace(ANSI, '').split('\n')[0]!.replace(/^\[[A-Z_]+\]\s*/, '');
  // "Unexpected token" alone does not say which: name it.
  if (reason === 'Unexpected token' && typeof first.pos === 'number') {
    try {
      const token = readFileSync(file, 'utf8')[first.pos];
      if (token?.trim()) reason += ` ${JSON.stringify(token)}`;
    } catch {
      // the position alone, then
    }
  }
  return new SiteModuleSyntaxError(file, first.loc.line, first.loc.column + 1, reason);
}
