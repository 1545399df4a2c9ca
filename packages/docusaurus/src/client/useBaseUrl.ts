/** `@docusaurus/useBaseUrl`: a path of the site as the browser must request it (see base-url.ts). */
import { useCallback } from 'react';
import { useSiteData } from '@folio/theme';
import { addBaseUrl, type BaseUrlOptions } from './base-url.ts';

export type { BaseUrlOptions };

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const { url, baseUrl } = useSiteData();
  const withBaseUrl = useCallback((path: string, options?: BaseUrlOptions) => addBaseUrl(url, baseUrl, path, options), [url, baseUrl]);
  return { withBaseUrl };
}

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
