import { describe, expect, it } from 'vitest';
import { svgComponentName } from '../src/compat/svg-components.ts';

describe('svgComponentName', () => {
  it.each([
    ['/site/static/img/undraw_docusaurus-tree.svg', 'SvgUndrawDocusaurusTree'],
    ['logo.svg', 'SvgLogo'],
    ['/x/2fa icon.svg', 'Svg2faIcon'],
  ])('%s → %s', (file, name) => {
    expect(svgComponentName(file)).toBe(name);
  });
});
