/**
 * PURE: every string the theme shows a reader goes through `translate(id, message, values)`, as in
 * Docusaurus's theme (its ids where one exists, `theme.docs.paginator.next`...). The message at the
 * call site is the English text, the same as the `en` table's (translate.test.ts checks both ways);
 * `{name}` placeholders take `values`. In another locale the build gives the locale's strings
 * (core's load/code-translations.ts: the translations Docusaurus ships for the ids Folio shares
 * with its theme, then the site's `code.json`), which win over `en`.
 */
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { en, type TranslationId } from './en';

export type { TranslationId };

/** The locale's strings (the build's `virtual:folio/code-translations`), over the `en` table. */
let messages: Record<string, string> = {};

/** Called once, before the first render, with the locale's strings (runtime/App.tsx). */
export function setCodeTranslations(table: Record<string, string>): void {
  messages = table;
}

/**
 * A theme id, or a site's own (`translate('homepage.tagline', 'Keep everything')` in a page of a
 * Folio site): its message comes from the locale's code.json, which `folio write-translations`
 * fills from such calls, else the message given.
 */
export function translate(id: TranslationId | (string & {}), message: string, values?: Record<string, string | number>): string {
  const text: string = messages[id] ?? en[id as TranslationId] ?? message;
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
}

/**
 * PURE: a translated message whose `{name}` placeholders take nodes (a link, a date, text that
 * stays its own text node), as Docusaurus's `<Translate values>`: the text between placeholders
 * and each value become separate children, so `interpolate(translate(id, 'Last updated{atDate}'),
 * { atDate })` renders as `Last updated` followed by `atDate`, as JSX would. Elements get a key.
 */
export function interpolate(text: string, values: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined || !(name in values)) return part;
      const value = values[name];
      return isValidElement(value) ? cloneElement(value, { key: index }) : value;
    });
}
