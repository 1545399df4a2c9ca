/**
 * `@docusaurus/Translate` and `translate`: Folio reads no code translations (`i18n/<locale>/code.json`),
 * so a message is shown as written (its `id` when it has no message), placeholders filled.
 */
import { interpolate, type InterpolateValues } from './Interpolate.tsx';

export interface TranslateParam {
  message: string;
  id?: string;
  description?: string;
}

export function translate(param: TranslateParam | { id: string; message?: string; description?: string }, values?: Record<string, string | number>): string {
  return interpolate(param.message ?? param.id ?? '', values);
}

export interface TranslateProps {
  children?: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}

export default function Translate({ children, id, values }: TranslateProps) {
  return <>{interpolate(children ?? id ?? '', values)}</>;
}
