import { describe, expect, it } from 'vitest';
import { configAssets, withAssetSitePaths } from './config-assets.ts';

describe('withAssetSitePaths', () => {
  it('makes image and the navbar and footer logos site paths, keeping everything else', () => {
    const input = {
      image: 'img/card.png',
      navbar: { title: 'T', items: [{ to: 'docs/intro' }], logo: { alt: 'A', src: 'img/logo.svg', srcDark: './img/dark.svg', href: 'docs/' } },
      footer: { logo: { src: 'img/footer.svg' } },
    };
    expect(withAssetSitePaths(input)).toEqual({
      image: '/img/card.png',
      navbar: { title: 'T', items: [{ to: 'docs/intro' }], logo: { alt: 'A', src: '/img/logo.svg', srcDark: '/img/dark.svg', href: 'docs/' } },
      footer: { logo: { src: '/img/footer.svg' } },
    });
    expect(input.navbar.logo.src).toBe('img/logo.svg');
  });

  it('leaves a config without them as it is', () => {
    expect(withAssetSitePaths({ navbar: { items: [] } })).toEqual({ navbar: { items: [] } });
    expect(withAssetSitePaths({})).toEqual({});
  });
});

describe('configAssets', () => {
  it('lists the local files by config key, not URLs', () => {
    const themeConfig = {
      image: 'https://cdn.example.com/card.png',
      navbar: { logo: { src: '/img/logo.svg', srcDark: '//cdn.example.com/d.svg' } },
      footer: { logo: { src: 'https://example.com/f.svg', srcDark: '/img/footer-dark.svg' } },
    };
    expect(configAssets({ favicon: '/img/favicon.ico', themeConfig })).toEqual([
      { key: 'favicon', path: '/img/favicon.ico' },
      { key: 'themeConfig.navbar.logo.src', path: '/img/logo.svg' },
      { key: 'themeConfig.footer.logo.srcDark', path: '/img/footer-dark.svg' },
    ]);
    expect(configAssets({ favicon: undefined, themeConfig: {} })).toEqual([]);
  });
});
