/**
 * Where a module imports a specifier: the line and column (1-based) of the quote that opens it in
 * an `import ... from '...'`, `import '...'`, `export ... from '...'`, `import('...')` or
 * `require('...')`. Used to point at the import that could not be resolved: the bundlers report
 * the importer, but only a position in the compiled code, or none.
 *
 * In Markdown and MDX, fenced code blocks are skipped: an `import` shown in a code example is not
 * the one the page runs.
 */
export interface SourcePosition {
  line: number;
  column: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Blank out fenced code blocks (``` and ~~~), keeping every offset and line break. */
export function maskCodeFences(source: string): string {
  const lines = source.split('\n');
  let fence: { char: string; length: number } | undefined;
  return lines
    .map((line) => {
      const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (!fence) {
        if (open) {
          fence = { char: open[1]![0]!, length: open[1]!.length };
          return ' '.repeat(line.length);
        }
        return line;
      }
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length) fence = undefined;
      return ' '.repeat(line.length);
    })
    .join('\n');
}

function positionAt(source: string, index: number): SourcePosition {
  const before = source.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/**
 * The position of `specifier` as imported by `source`, or undefined. `markdown` skips code fences.
 * A quoted occurrence outside an import statement is the fallback, unless `statementsOnly`.
 */
export function findImportPosition(
  source: string,
  specifier: string,
  options: { markdown?: boolean; statementsOnly?: boolean } = {},
): SourcePosition | undefined {
  const text = options.markdown ? maskCodeFences(source) : source;
  const quoted = `(['"])${escape(specifier)}\\1`;
  const statement = new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*\\(?\\s*|\\brequire\\s*\\(\\s*)${quoted}`, 'g');
  const match = statement.exec(text);
  if (match) return positionAt(text, match.index + match[0].length - specifier.length - 2);
  if (options.statementsOnly) return undefined;
  const any = new RegExp(quoted).exec(text);
  return any ? positionAt(text, any.index) : undefined;
}
