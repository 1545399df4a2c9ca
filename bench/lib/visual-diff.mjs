/**
 * Pixel comparison for bench/visual.mjs: two screenshots (PNG buffers) padded to the same size,
 * compared with pixelmatch (anti-aliased pixels detected and not counted, `includeAA: false`), and
 * written side by side as one PNG: Docusaurus | Folio | diff.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** What the shorter (or narrower) image is padded with: a colour no page uses, so padding always differs. */
const PAD = [255, 0, 255, 255];
const GAP = 12;
const GAP_COLOUR = [40, 40, 40, 255];

/** `png` copied onto a `width` × `height` canvas filled with `fill`, top left aligned. */
function padded(png, width, height, fill) {
  const out = new PNG({ width, height });
  for (let i = 0; i < out.data.length; i += 4) out.data.set(fill, i);
  for (let y = 0; y < png.height; y++) {
    png.data.copy(out.data, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  }
  return out;
}

/**
 * Compare two PNG buffers. Returns { width, height, differing, total, percent, pair }: `pair` is the
 * side-by-side PNG (a Buffer). A height difference counts as difference: the padded rows are
 * compared against the other image's pixels.
 */
export function compareScreenshots(left, right, { threshold = 0.1 } = {}) {
  const a = PNG.sync.read(left);
  const b = PNG.sync.read(right);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const pa = padded(a, width, height, PAD);
  const pb = padded(b, width, height, PAD);
  const diff = new PNG({ width, height });
  const differing = pixelmatch(pa.data, pb.data, diff.data, width, height, { threshold, includeAA: false, alpha: 0.2 });
  const total = width * height;
  const pair = padded(new PNG({ width: 0, height: 0 }), width * 3 + GAP * 2, height, GAP_COLOUR);
  [pa, pb, diff].forEach((image, index) => PNG.bitblt(image, pair, 0, 0, width, height, index * (width + GAP), 0));
  return { width, height, differing, total, percent: (differing / total) * 100, pair: PNG.sync.write(pair, { colorType: 2 }) };
}
