import { describe, expect, it } from 'vitest';
import { mermaidConfig, mermaidSettings } from './settings.ts';

describe("themeConfig.mermaid, with theme-mermaid's defaults", () => {
  it.each<[string, unknown, ReturnType<typeof mermaidSettings>]>([
    ['unset', undefined, { theme: { light: 'default', dark: 'dark' }, options: {} }],
    ['themes given', { theme: { light: 'neutral', dark: 'forest' } }, { theme: { light: 'neutral', dark: 'forest' }, options: {} }],
    ['one theme given', { theme: { dark: 'base' } }, { theme: { light: 'default', dark: 'base' }, options: {} }],
    ['options given', { options: { fontSize: 20 } }, { theme: { light: 'default', dark: 'dark' }, options: { fontSize: 20 } }],
    ['wrong shapes are ignored', { theme: 'dark', options: [1] }, { theme: { light: 'default', dark: 'dark' }, options: {} }],
  ])('%s', (_name, given, expected) => {
    expect(mermaidSettings(given)).toEqual(expected);
  });
});

describe('what mermaid.initialize gets', () => {
  const settings = mermaidSettings({ theme: { light: 'neutral', dark: 'dark' }, options: { fontSize: 20, theme: 'forest', startOnLoad: true } });
  it.each<['light' | 'dark', Record<string, unknown>]>([
    ['light', { startOnLoad: true, fontSize: 20, theme: 'neutral' }],
    ['dark', { startOnLoad: true, fontSize: 20, theme: 'dark' }],
  ])('%s mode: the mode\'s theme wins over options.theme', (mode, expected) => {
    expect(mermaidConfig(settings, mode)).toEqual(expected);
  });

  it('never draws on load unless the options say so', () => {
    expect(mermaidConfig(mermaidSettings(undefined), 'light')).toEqual({ startOnLoad: false, theme: 'default' });
  });
});
