import { describe, expect, it } from 'vitest';
import type { PrismTheme } from '../prism-themes.ts';
import { prismThemesCss, themeCss } from './prism-css.ts';

/** A small theme in prism-react-renderer's shape, written here (not copied from any package). */
const light: PrismTheme = {
  plain: { color: '#111111', backgroundColor: '#fafafa' },
  styles: [
    { types: ['comment', 'prolog'], style: { color: '#777777', fontStyle: 'italic' } },
    { types: ['keyword'], style: { color: '#aa0000', fontWeight: 'bold' } },
    { types: ['selector'], languages: ['css', 'scss'], style: { color: '#005500' } },
    { types: ['bad type!'], style: { color: '#000000' } },
    { types: ['deleted'], style: { color: 'red;} body{display:none', opacity: 0.7, textDecorationLine: 'line-through' } },
  ],
};
const dark: PrismTheme = { plain: { color: '#eeeeee', backgroundColor: '#1a1a1a', fontStyle: 'normal' }, styles: [{ types: ['string'], style: { color: '#99dd99' } }] };

const ALL = 'html:root';
const LIGHT = "html:not([data-theme='dark'])";
const DARK = "html[data-theme='dark']";

describe('themeCss', () => {
  const css = themeCss(light, ALL);
  it.each([
    ['plain colours become the code block variables', `${ALL}{--code-fg:#111111;--code-bg:#fafafa}`],
    ['tokens reset to what the theme gives them', `${ALL} .token{color:inherit;font-style:inherit;font-weight:inherit}`],
    ['one rule per style entry, every type a selector, style names in CSS spelling', `${ALL} .token.comment,${ALL} .token.prolog{color:#777777;font-style:italic}`],
    ['a second entry', `${ALL} .token.keyword{color:#aa0000;font-weight:bold}`],
    ['languages narrow the rule to those code blocks', `${ALL} .language-css .token.selector,${ALL} .language-scss .token.selector{color:#005500}`],
    ['a value that could break out of the rule is left out; numbers are kept', `${ALL} .token.deleted{opacity:0.7;text-decoration-line:line-through}`],
  ])('%s', (_, rule) => expect(css).toContain(rule));

  it('writes no rule for a type that is not a class name', () => expect(css).not.toContain('bad'));
  it('puts plain styles other than the colours on the code block', () => expect(themeCss(dark, DARK)).toContain(`${DARK} .code-block{font-style:normal}`));
});

describe('prismThemesCss', () => {
  it.each<[string, Parameters<typeof prismThemesCss>[0], string[], string[]]>([
    ['nothing without themes', {}, [], ['html']],
    ['a light theme alone applies in both modes (as in Docusaurus)', { theme: light }, [`${ALL}{`], [LIGHT, DARK]],
    ['light and dark themes each under their mode', { theme: light, darkTheme: dark }, [`${LIGHT}{--code-fg:#111111`, `${DARK}{--code-fg:#eeeeee`], [`${ALL}{`]],
    ['a dark theme alone leaves light mode to Folio', { darkTheme: dark }, [`${DARK} .token.string{color:#99dd99}`], [LIGHT, `${ALL}{`]],
  ])('%s', (_, themes, present, absent) => {
    const css = prismThemesCss(themes);
    for (const text of present) expect(css).toContain(text);
    for (const text of absent) expect(css).not.toContain(text);
    if (!present.length) expect(css).toBe('');
  });
});
