/**
 * `@docusaurus/Translate` and `translate`: the message of the site's `i18n/<locale>/code.json`
 * for the locale built (code-translations.ts), else the one written in the code; placeholders
 * filled from `values`.
 */
import { interpolate, type InterpolateValues } from './Interpolate.tsx';
import { codeTranslations, translatedMessage } from './code-translations.ts';

export interface TranslateParam {
  message: string;
  id?: string;
  description?: string;
}

export function translate(param: TranslateParam | { id: string; message?: string; description?: string }, values?: Record<string, string | number>): string {
  return interpolate(translatedMessage(codeTranslations, param.id, param.message), values);
}

export interface TranslateProps {
  children?: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}

export default function Translate({ children, id, values }: TranslateProps) {
  return <>{interpolate(translatedMessage(codeTranslations, id, children), values)}</>;
}
