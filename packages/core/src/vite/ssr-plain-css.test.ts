import { describe, expect, it } from 'vitest';
import { isPlainStylesheet } from './ssr-plain-css.ts';

describe('isPlainStylesheet (loaded empty by the server build)', () => {
  it.each([
    ['/site/src/css/custom.css', true],
    ['/site/src/css/custom.scss', true],
    ['/site/node_modules/infima/dist/css/default/default.css', true],
    ['/site/src/components/Card.module.css', false],
    ['/site/src/components/Card.module.scss', false],
    ['/site/src/css/custom.css?inline', false],
    ['/site/src/css/custom.css?raw', false],
    ['\0virtual:folio/prism.css', false],
    ['/site/src/pages/index.tsx', false],
  ])('%s → %s', (id, expected) => {
    expect(isPlainStylesheet(id)).toBe(expected);
  });
});
