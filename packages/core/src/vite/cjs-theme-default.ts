/**
 * A theme component in CommonJS as Babel writes it (`exports.__esModule`, `exports.default`), as
 * Docusaurus themes ship theirs (docusaurus-theme-openapi-docs' Tabs), imported from an ES module
 * of a `"type": "module"` package (Folio's theme, @folio/docusaurus): the bundler then reads the
 * import as Node does, its default being the whole `exports` object, where webpack (Docusaurus)
 * takes `exports.default`; React refuses the object ("Element type is invalid … got: object").
 * Such a file is reached through a module of its own that re-exports it: being no package's, it
 * imports the file as webpack does.
 */
import { readFileSync } from 'node:fs';

const PREFIX = '\0folio-cjs-default:';
/** `exports.__esModule = true` or `Object.defineProperty(exports, "__esModule", …)`. */
const ES_MODULE_FLAG = /\bexports\.__esModule\s*=|Object\.defineProperty\(\s*(?:module\.)?exports\s*,\s*["']__esModule["']/;
const SCRIPT = /\.c?js$/;

const flagged = new Map<string, boolean>();

/** PURE: whether a script's code is CommonJS that says it was an ES module (Babel's output). */
export function isFlaggedCommonJs(code: string): boolean {
  return ES_MODULE_FLAG.test(code) && !/^\s*(?:import|export)\s/m.test(code);
}

/** The id to import a resolved theme component by: a re-exporting module's for flagged CommonJS, else the file. */
export function themeComponentId(file: string): string {
  if (!SCRIPT.test(file)) return file;
  let isFlagged = flagged.get(file);
  if (isFlagged === undefined) {
    try {
      isFlagged = isFlaggedCommonJs(readFileSync(file, 'utf8'));
    } catch {
      isFlagged = false;
    }
    flagged.set(file, isFlagged);
  }
  return isFlagged ? PREFIX + file : file;
}

/** The re-exporting module of a `themeComponentId` id; undefined for any other id. */
export function cjsDefaultModule(id: string): string | undefined {
  if (!id.startsWith(PREFIX)) return undefined;
  const file = JSON.stringify(id.slice(PREFIX.length));
  return `export * from ${file};\nexport { default } from ${file};\n`;
}

export const CJS_DEFAULT_ID = /^\0folio-cjs-default:/;
