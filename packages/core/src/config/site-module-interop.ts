/**
 * The package imports of a bundled site module given the meaning Docusaurus's loader (jiti) gives
 * them, for a module Node could not import as written (site-module.ts): jiti compiles `import` to
 * `require`, so a named import takes any property of a CommonJS package's `module.exports` (Node
 * sees only the names its lexer finds: `Joi` of @docusaurus/utils-validation, exported through a
 * getter, is not one), and a default import of a compiled ES module (`__esModule`) takes its
 * `exports.default` (Node gives the whole `module.exports`).
 *
 * The bundler prints each external import on a line of its own; each is rewritten on that same
 * line (a namespace import and constants), so the bundle's source map still holds.
 */
import { isBuiltin } from 'node:module';

/** `import a, { b, c as d } from "pkg";` and its parts. */
const IMPORT_LINE = /^import\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*("(?:[^"\\]|\\.)*");$/;

/** The helpers, as function declarations (hoisted): appended to the first rewritten line. */
const HELPERS =
  ' function __folioDefault(ns) { const m = ns.default; return m !== null && (typeof m === "object" || typeof m === "function") && m.__esModule && "default" in m ? m.default : m; }' +
  ' function __folioNamed(ns, name) { if (name === "default") return __folioDefault(ns); if (name in ns) return ns[name]; const m = ns.default; return m === null || m === undefined ? undefined : m[name]; }';

/** `code` with every named or default import of a package (not a Node built-in) read as jiti reads it. */
export function withJitiInterop(code: string): string {
  let count = 0;
  const lines = code.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const match = IMPORT_LINE.exec(lines[index]!);
    if (!match) continue;
    const [, defaultName, named, quoted] = match;
    if (defaultName === undefined && named === undefined) continue;
    const specifier = JSON.parse(quoted!) as string;
    if (isBuiltin(specifier)) continue;
    const ns = `__folioNs${count}`;
    const constants = [
      ...(defaultName ? [`${defaultName} = __folioDefault(${ns})`] : []),
      ...(named ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const [imported, local = imported] = part.split(/\s+as\s+/) as [string, string?];
          return `${local} = __folioNamed(${ns}, ${JSON.stringify(unquote(imported))})`;
        }),
    ];
    lines[index] = `import * as ${ns} from ${quoted}; const ${constants.join(', ')};${count === 0 ? HELPERS : ''}`;
    count++;
  }
  return lines.join('\n');
}

/** An imported name as written: `x`, or a string name (`"a-b"`). */
const unquote = (name: string) => (name.startsWith('"') ? (JSON.parse(name) as string) : name);
