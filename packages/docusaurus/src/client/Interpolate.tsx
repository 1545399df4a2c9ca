/**
 * `@docusaurus/Interpolate`: `{name}` placeholders of a message filled from `values`. All values
 * text: a string. Any element among them: React nodes. A placeholder without a value stays.
 */
import { Fragment, isValidElement, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

const PLACEHOLDER = /\{(\w+)\}/g;

export function interpolate(text: string, values?: Record<string, string | number>): string;
export function interpolate(text: string, values?: InterpolateValues): ReactNode;
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  if (!values) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const value = Object.hasOwn(values, match[1]!) ? values[match[1]!] : match[0];
    parts.push(text.slice(last, match.index), value);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  if (parts.every((part) => !isValidElement(part))) return parts.map((part) => (part === null || part === undefined || typeof part === 'boolean' ? '' : String(part))).join('');
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  return <>{interpolate(children, values)}</>;
}
