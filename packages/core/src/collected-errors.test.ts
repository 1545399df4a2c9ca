/** Several problems, one report (combineErrors). */
import { describe, expect, it } from 'vitest';
import { combineErrors, FolioErrors, throwCollected } from './collected-errors.ts';
import { FolioError } from './errors.ts';

describe('combineErrors', () => {
  const a = new FolioError('first', { file: '/s/docs/a.md', line: 2 });
  const b = new FolioError('second', { file: '/s/docs/b/_category_.json', pointer: '#/lable', hint: 'did you mean label?' });
  const c = new FolioError('third');

  it('none: undefined; one: that error, as it is', () => {
    expect(combineErrors([])).toBeUndefined();
    expect(combineErrors([a])).toBe(a);
    expect(() => throwCollected([])).not.toThrow();
    expect(() => throwCollected([a])).toThrow(a);
  });

  it('several: one FolioError listing each with its location and hint, and no location of its own', () => {
    const combined = combineErrors([a, b, c]) as FolioErrors;
    expect(combined).toBeInstanceOf(FolioErrors);
    expect(combined.name).toBe('FolioError');
    expect(combined.location).toBeUndefined();
    expect(combined.problems).toEqual([a, b, c]);
    expect(combined.message).toBe(
      ['3 problems:', '- /s/docs/a.md:2 - first', '- /s/docs/b/_category_.json#/lable - second', '  hint: did you mean label?', '- third'].join('\n'),
    );
  });

  it('flattens combined errors and lists a problem met twice once', () => {
    const inner = combineErrors([a, b]);
    const again = new FolioError('first', { file: '/s/docs/a.md', line: 2 });
    const combined = combineErrors([inner, c, again]) as FolioErrors;
    expect(combined.problems).toEqual([a, b, c]);
  });

  it('an error that is not a FolioError (a bug) wins, stack and all', () => {
    const bug = new TypeError('x is undefined');
    expect(combineErrors([a, bug, b])).toBe(bug);
  });

  it('lists 20 problems and counts the rest', () => {
    const many = Array.from({ length: 25 }, (_, i) => new FolioError(`problem ${i}`, { file: `/s/${i}.md` }));
    const message = (combineErrors(many) as Error).message.split('\n');
    expect(message[0]).toBe('25 problems:');
    expect(message).toHaveLength(22);
    expect(message.at(-1)).toBe('- and 5 more');
  });
});
