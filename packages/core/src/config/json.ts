/**
 * JSON with errors an author can act on: the file, the line and column of the first problem.
 * JSON.parse does the work; only when it fails does jsonc-parser find where (Node 20's messages
 * often carry no position).
 */
import { parse as parseLoose, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { FolioError } from '../errors.ts';

export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

const READABLE: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected a colon',
  CommaExpected: 'expected a comma',
  CloseBraceExpected: 'expected }',
  CloseBracketExpected: 'expected ]',
  EndOfFileExpected: 'expected the end of the file',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unexpected end of comment',
  UnexpectedEndOfString: 'unexpected end of string',
  UnexpectedEndOfNumber: 'unexpected end of number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character',
};

/** Parse JSON text or throw a FolioError naming `file` with the line and column of the problem. */
export function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const errors: ParseError[] = [];
    parseLoose(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
    const first = errors[0];
    if (!first) throw new FolioError(`invalid JSON: ${(error as Error).message}`, { file });
    const code = printParseErrorCode(first.error);
    const { line, column } = lineColumnAt(text, first.offset);
    const trailing = code === 'PropertyNameExpected' || code === 'ValueExpected' ? trailingCommaBefore(text, first.offset) : undefined;
    return failAt(trailing === undefined ? READABLE[code] ?? code : 'trailing comma', file, text, trailing ?? { line, column });
  }
}

function trailingCommaBefore(text: string, offset: number): { line: number; column: number } | undefined {
  let index = offset - 1;
  while (index >= 0 && /\s/.test(text[index]!)) index--;
  if (text[index] === ',' && /[\]}]/.test(text[offset] ?? '')) return lineColumnAt(text, index);
  return undefined;
}

function failAt(reason: string, file: string, source: string, at: { line: number; column: number }): never {
  throw new FolioError(`invalid JSON: ${reason}`, { file, line: at.line, column: at.column, source });
}
