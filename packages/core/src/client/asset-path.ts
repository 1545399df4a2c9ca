/**
 * PURE: an asset path as Docusaurus reads it in the config and in front matter (`image`): a
 * relative path (`img/card.png`) names a file of the static folders served under baseUrl, the
 * site path `/img/card.png`; site paths, `//host/...` and URLs are kept.
 */
export function assetSitePath(value: string): string {
  if (value === '' || value.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(value)) return value;
  return `/${value.replace(/^(\.\/)+/, '')}`;
}
