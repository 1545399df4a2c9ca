import { describe, expect, it } from 'vitest';
import { wrapsContentTitle } from './text.ts';

describe('wrapsContentTitle: the MDX loader wraps `# Title` in <header> from Docusaurus 3.5', () => {
  it.each([
    ['3.1.1', false],
    ['3.4.0', false],
    ['3.5.0', true],
    ['3.5.0-beta.1', true],
    ['3.10.2', true],
    ['4.0.0', true],
    ['', false],
  ])('%s → %s', (version, expected) => {
    expect(wrapsContentTitle(version)).toBe(expected);
  });
});
