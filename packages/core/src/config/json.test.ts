import { describe, expect, it } from 'vitest';
import { parseJson } from './json.ts';
import type { FolioError } from '../errors.ts';

function failure(text: string): FolioError {
  try {
    parseJson(text, 'x.json');
  } catch (error) {
    return error as FolioError;
  }
  throw new Error('expected a failure');
}

describe('parseJson', () => {
  it('parses valid JSON', () => expect(parseJson('{"a":[1,2]}', 'x.json')).toEqual({ a: [1, 2] }));

  it.each([
    ['trailing comma', '[\n  "1.0.0",\n]', 'trailing comma', 2, 10],
    ['single quotes', "[\n  'a'\n]", 'unexpected character', 2, 3],
    ['truncated', '{\n  "a": [1,\n', 'expected a value', 3, 1],
    ['missing comma', '{"a": 1\n "b": 2}', 'expected a comma', 2, 2],
  ])('%s names the line and column', (_name, text, reason, line, column) => {
    const error = failure(text);
    expect(error.message).toBe(`invalid JSON: ${reason}`);
    expect([error.file, error.line, error.column]).toEqual(['x.json', line, column]);
  });
});
