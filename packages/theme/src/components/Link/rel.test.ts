import { describe, expect, it } from 'vitest';
import { newTabRel } from './rel';

describe('newTabRel', () => {
  it('adds noopener and noreferrer once, whatever the caller passed', () => {
    expect(newTabRel(undefined)).toBe('noopener noreferrer');
    expect(newTabRel('noopener noreferrer')).toBe('noopener noreferrer');
    expect(newTabRel('nofollow  noopener')).toBe('nofollow noopener noreferrer');
  });
});
