/** Plural messages, as Docusaurus's `usePluralForm` reads them ("One post|{count} posts"). */
import { translate, type TranslationId } from './translate';

/**
 * PURE: the form of a `|`-separated plural message for `count` in `locale`, as Docusaurus's
 * `usePluralForm` picks it: the forms are the locale's plural categories (Intl.PluralRules) in the
 * order zero, one, two, few, many, other; a message with fewer forms uses its last for the rest,
 * one form is used for every count; a locale Intl does not know counts as English.
 */
export function selectPlural(locale: string, message: string, count: number): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0]!;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const order: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const categories = order.filter((category) => rules.resolvedOptions().pluralCategories.includes(category));
  const index = categories.indexOf(rules.select(count));
  return forms[Math.min(index, forms.length - 1)]!;
}

/**
 * PURE: a plural message of the theme in `locale` (`'One post|{count} posts'`): translated, its
 * `{count}` (and other values) filled, then the form for `count` chosen.
 */
export function translatePlural(locale: string, id: TranslationId, message: string, count: number, values: Record<string, string | number> = {}): string {
  return selectPlural(locale, translate(id, message, { count, ...values }), count);
}
