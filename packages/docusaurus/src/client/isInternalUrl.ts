/** `@docusaurus/isInternalUrl`: a URL without a scheme (`https:`, `mailto:`) or `//host` stays on the site. */
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

export default function isInternalUrl(url: string | undefined): boolean {
  return url !== undefined && !hasProtocol(url);
}
