/**
 * PURE: a field that holds a URL Folio writes into feeds and pages (an author's `url` and
 * `image_url`): a string that is an http(s) URL or a site path, else an error naming the field.
 */
import { unsafeUrlReason } from '@folio/core/client';
import { stringField, type FieldError } from './yaml-map.ts';

export function urlField(data: Record<string, unknown>, key: string, fail: FieldError): string | undefined {
  const value = stringField(data, key, fail);
  const reason = value === undefined ? undefined : unsafeUrlReason(value);
  if (reason) throw fail(key, `${JSON.stringify(value)} ${reason}`);
  return value;
}
