/**
 * PURE: the files a site config names for the theme: `favicon`, the navbar and footer logos
 * (`themeConfig.navbar.logo.src` / `srcDark`, `themeConfig.footer.logo…`) and the social card
 * (`themeConfig.image`). As in
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

/** themeConfig with its asset paths (`image`, the navbar's and footer's `logo.src` / `srcDark`) as site paths. */
export function withAssetSitePaths(themeConfig: Record<string, unknown>): Record<string, unknown> {
  const out = { ...themeConfig };
  if ('image' in out) out.image = mapString(out.image);
  for (const key of ['navbar', 'footer'] as const) {
    const bar = out[key];
    if (!isRecord(bar) || !isRecord(bar.logo)) continue;
    const logo = { ...bar.logo, src: mapString(bar.logo.src) };
    if ('srcDark' in logo) logo.srcDark = mapString(logo.srcDark);
    out[key] = { ...bar, logo };
  }
  return out;
}

/** The local files a loaded config names (site paths; URLs and `//host` left out), by key. */
export function configAssets(config: { favicon: string | undefined; themeConfig: Record<string, unknown> }): ConfigAsset[] {
  const { favicon, themeConfig } = config;
  const logoOf = (key: 'navbar' | 'footer') => {
    const bar = isRecord(themeConfig[key]) ? themeConfig[key] : {};
    return isRecord(bar.logo) ? bar.logo : {};
  };
  const candidates: [string, unknown][] = [
    ['favicon', favicon],
    ['themeConfig.navbar.logo.src', logoOf('navbar').src],
    ['themeConfig.navbar.logo.srcDark', logoOf('navbar').srcDark],
    ['themeConfig.footer.logo.src', logoOf('footer').src],
    ['themeConfig.footer.logo.srcDark', logoOf('footer').srcDark],
    ['themeConfig.image', themeConfig.image],
  ];
  return candidates
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].startsWith('/') && !entry[1].startsWith('//'))
    .map(([key, path]) => ({ key, path }));
}
