import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addImageDimensions, measureImage } from './image-dimensions.ts';

const code = [
  '_jsx(_components.img, {src: "@@folio-static@@L3:/img/a.svg", alt: "A"})',
  '_jsx(_components.img, {src: "@@folio-asset@@L5:./b.png#x", alt: "B"})',
  '_jsx(_components.img, {src: "https://example.com/c.png", alt: "C"})',
  '_jsx(_components.a, {href: "@@folio-asset@@L7:./b.png", children: "a link"})',
].join('\n');

describe('addImageDimensions', () => {
  it('gives marked images the size measured, and leaves remote images, links and unknown files alone', () => {
    const asked: string[] = [];
    const out = addImageDimensions(code, (kind, url) => {
      asked.push(`${kind} ${url}`);
      return url === '/img/a.svg' ? { width: 1200, height: 750 } : undefined;
    });
    expect(asked).toEqual(['static /img/a.svg', 'asset ./b.png']);
    expect(out.split('\n')).toEqual([
      '_jsx(_components.img, {src: "@@folio-static@@L3:/img/a.svg", width: 1200, height: 750, alt: "A"})',
      ...code.split('\n').slice(1),
    ]);
  });
});

describe('measureImage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-image-size-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads an SVG, and gives nothing for a file that is no image or an SVG without a size', () => {
    const svg = path.join(dir, 'a.svg');
    writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 560"></svg>');
    expect(measureImage(svg)).toEqual({ width: 1000, height: 560 });
    writeFileSync(path.join(dir, 'b.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(measureImage(path.join(dir, 'b.svg'))).toBeUndefined();
    writeFileSync(path.join(dir, 'c.png'), 'not a png');
    expect(measureImage(path.join(dir, 'c.png'))).toBeUndefined();
    expect(measureImage(path.join(dir, 'missing.png'))).toBeUndefined();
  });
});
