/**
 * PURE: the files a site config names for the theme: `favicon`, the navbar logo
 * (`themeConfig.navbar.logo.src` / `srcDark`) and the social card (`themeConfig.image`). As in
 * Docusaurus, a relative path (`img/logo.svg`) names a file of the static folders served under
 * baseUrl; the config turns it into the site path `/img/logo.svg` once, so the theme adds baseUrl
 * exactly once on every page, and og:image becomes `url + baseUrl + img/...`. URLs stay.
 */
import { assetSitePath } from '../client/asset-path.ts';

/** A local file the config names, with the key naming it (for the link checker's report). */
export interface ConfigAsset {
  key: string;
  /** A site path (`/img/logo.svg`): served at baseUrl + path. */
  path: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mapString(value: unknown): unknown {
  return typeof value === 'string' ? assetSitePath(value) : value;
}

/** themeConfig with its asset paths (`image`, `navbar.logo.src` / `srcDark`) as site paths. */
export function withAssetSitePaths(themeConfig: Record<string, unknown>): Record<string, unknown> {
  const out = { ...themeConfig };
  if ('image' in out) out.image = mapString(out.image);
  const navbar = out.navbar;
  if (isRecord(navbar) && isRecord(navbar.logo)) {
    const logo = { ...navbar.logo, src: mapString(navbar.logo.src) };
    if ('srcDark' in logo) logo.srcDark = mapString(logo.srcDark);
    out.navbar = { ...navbar, logo };
  }
  return out;
}

/** The local files a loaded config names (site paths; URLs and `//host` left out), by key. */
export function configAssets(config: { favicon: string | undefined; themeConfig: Record<string, unknown> }): ConfigAsset[] {
  const { favicon, themeConfig } = config;
  const navbar = isRecord(themeConfig.navbar) ? themeConfig.navbar : {};
  const logo = isRecord(navbar.logo) ? navbar.logo : {};
  const candidates: [string, unknown][] = [
    ['favicon', favicon],
    ['themeConfig.navbar.logo.src', logo.src],
    ['themeConfig.navbar.logo.srcDark', logo.srcDark],
    ['themeConfig.image', themeConfig.image],
  ];
  return candidates
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].startsWith('/') && !entry[1].startsWith('//'))
    .map(([key, path]) => ({ key, path }));
}
