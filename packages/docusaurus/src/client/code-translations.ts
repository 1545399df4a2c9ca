/**
 * The code translations of the locale built (`i18n/<locale>/code.json`, read by the compat plugin
 * at build time) and Docusaurus's lookup rule: the translation of `id` (or of the message when
 * there is no id), else the message the code gives, else the id.
 */
import globalData from 'virtual:folio/global-data';
import { COMPAT_PLUGIN, type CompatGlobalData } from '../compat/contract.ts';

export const codeTranslations: Readonly<Record<string, string>> = (globalData[COMPAT_PLUGIN] as CompatGlobalData | undefined)?.codeTranslations ?? {};

/** PURE: the message to show for `id` / `message` given `translations`. */
export function translatedMessage(translations: Record<string, string>, id: string | undefined, message: string | undefined): string {
  return translations[id ?? message ?? ''] ?? message ?? id ?? '';
}
