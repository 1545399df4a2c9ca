/**
 * PURE: every string the theme shows a reader goes through `translate(id, message, values)`, as in
 * Docusaurus's theme (its ids where one exists, `theme.docs.paginator.next`...). The message at the
 * call site is the English text, the same as the `en` table's (translate.test.ts checks both ways);
 * `{name}` placeholders take `values`. The table is the home a locale's strings grow into: a new
 * locale is a table beside `en` with the same ids, chosen here.
 */
import { en, type TranslationId } from './en';

export type { TranslationId };

export function translate(id: TranslationId, message: string, values?: Record<string, string | number>): string {
  const text: string = en[id] ?? message;
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
}
