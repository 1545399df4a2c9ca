/**
 * A right-to-left locale on Docusaurus's theme, as theme-classic makes it: Infima's right-to-left
 * stylesheet in place of its left-to-right one (vite-classic.ts resolves it so), and RTLCSS, which
 * theme-classic's configurePostCss adds last to the PostCSS plugins, run over every other
 * stylesheet (the theme's CSS modules, the site's custom CSS), mirroring them as Docusaurus does.
 * Here it runs on each stylesheet once Vite's CSS step compiled it (the site's PostCSS config, CSS
 * modules), before it becomes a module: the same place in the chain. RTLCSS is theme-classic's own
 * dependency, loaded from its folder; without it, nothing is mirrored.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin as VitePlugin } from 'vite';
import type { DocusaurusTheme } from './theme-chain.ts';

/** Infima's right-to-left stylesheet, which is right to left already. */
export const INFIMA_RTL = 'infima/dist/css/default/default-rtl.css';

type Rtlcss = { process: (css: string) => string };

const STYLESHEET = /\.(?:css|scss|sass|less|styl|stylus|pcss|postcss)(?:\?|$)/;

/** The Vite plugin of a right-to-left locale (none for a left-to-right one). */
export function rtlPlugins(theme: DocusaurusTheme): VitePlugin[] {
  if (theme.locale?.direction !== 'rtl') return [];
  const require = createRequire(path.join(theme.classicDir, 'package.json'));
  let rtlcss: Rtlcss;
  let infima: string;
  try {
    rtlcss = require('rtlcss') as Rtlcss;
    infima = require.resolve(INFIMA_RTL);
  } catch {
    return [];
  }
  return [
    {
      name: 'folio:docusaurus-rtl',
      transform: {
        filter: { id: STYLESHEET },
        handler(code, id) {
          const file = id.split('?')[0]!;
          // `?inline`, `?url` and the like are not stylesheets Vite compiled into CSS here.
          if (file === infima || /[?&](?:url|raw)\b/.test(id)) return null;
          return { code: rtlcss.process(code), map: null };
        },
      },
    },
  ];
}
