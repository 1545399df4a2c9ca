import { describe, expect, it } from 'vitest';
import { sidebarGroupsByYear } from './options.ts';

describe('themeConfig.blog.sidebar.groupByYear', () => {
  it.each([
    [{}, true],
    [{ blog: {} }, true],
    [{ blog: { sidebar: {} } }, true],
    [{ blog: { sidebar: { groupByYear: true } } }, true],
    [{ blog: { sidebar: { groupByYear: false } } }, false],
  ])('%j → %s', (themeConfig, expected) => {
    expect(sidebarGroupsByYear(themeConfig)).toBe(expected);
  });
});
