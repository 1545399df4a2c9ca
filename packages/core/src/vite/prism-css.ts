/**
 * A prism-react-renderer theme (`{ plain, styles: [{ types, style, languages? }] }`, the shape of
 * Docusaurus's `themeConfig.prism.theme`) as CSS for Folio's highlighter, which highlights at build
 * time and marks tokens with Prism's classes (`span.token.<type>`, see mdx/rehype-code.ts). Pure:
 * the build writes the string as a stylesheet; no highlighter or theme object reaches the browser.
 */
import type { PrismTheme, PrismThemes } from '../prism-themes.ts';

/**
 * Scopes, each `html` plus classes, so that they outrank the theme's own token rules
 * (`.token.comment`) and its `[data-theme='dark']` code colours whatever the stylesheet order.
 * Docusaurus shows `theme` in dark mode too when no `darkTheme` is given.
 */
const EVERY_MODE = 'html:root';
const LIGHT = "html:not([data-theme='dark'])";
const DARK = "html[data-theme='dark']";

/** The stylesheet for the given themes; empty when there are none. */
export function prismThemesCss({ theme, darkTheme }: PrismThemes): string {
  const blocks: string[] = [];
  if (theme) blocks.push(themeCss(theme, darkTheme ? LIGHT : EVERY_MODE));
  if (darkTheme) blocks.push(themeCss(darkTheme, DARK));
  return blocks.join('');
}

/** One theme under one scope: its plain colours as the code block's, then a rule per style entry. */
export function themeCss(theme: PrismTheme, scope: string): string {
  const { color, backgroundColor, ...plainRest } = theme.plain;
  const rules = [
    rule(scope, { '--code-fg': color, '--code-bg': backgroundColor }),
    rule(`${scope} .code-block`, plainRest),
    // A token shows only what the theme gives it (as prism-react-renderer's inline styles do), not the theme's defaults.
    `${scope} .token{color:inherit;font-style:inherit;font-weight:inherit}`,
  ];
  for (const { types, style, languages } of theme.styles) {
    const tokens = types.filter(isClassName).map((type) => `.token.${type}`);
    const within = (languages ?? []).filter(isClassName).map((language) => `.language-${language} `);
    const selectors = (within.length ? within : ['']).flatMap((prefix) => tokens.map((token) => `${scope} ${prefix}${token}`));
    if (selectors.length) rules.push(rule(selectors.join(','), style));
  }
  return rules.join('');
}

/** `selector{prop:value;...}` for the declarations that are safe to write; empty when none is. */
function rule(selector: string, style: Record<string, unknown>): string {
  const declarations = Object.entries(style).flatMap(([key, value]) => {
    const written = cssValue(value);
    return written === undefined || !/^(--)?[A-Za-z][\w-]*$/.test(key) ? [] : [`${key.startsWith('--') ? key : kebab(key)}:${written}`];
  });
  return declarations.length ? `${selector}{${declarations.join(';')}}` : '';
}

/** A string or number; anything that could end the declaration or the rule is left out. */
function cssValue(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.trim() === '' || /[;{}<>\\]/.test(value)) return undefined;
  return value.trim();
}

/** React's style names as CSS properties: `fontStyle` → `font-style`. */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function isClassName(name: string): boolean {
  return /^[A-Za-z_][\w-]*$/.test(name);
}
