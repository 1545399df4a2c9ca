/** PURE: a hit URL as a path of this site when it points at it (hosted indexes store full URLs). */
export function toSitePath(url: string, siteUrl: string): string {
  try {
    const parsed = new URL(url, siteUrl);
    return parsed.origin === new URL(siteUrl).origin ? parsed.pathname + parsed.search + parsed.hash : url;
  } catch {
    return url;
  }
}
