/**
 * Markdown images get their intrinsic `width` and `height` at build time, so the browser reserves
 * their box before the file arrives (no layout shift). Done per file after the compile cache, beside
 * remark-links' markers: the compiled page is the same wherever it lives, but the image a marker
 * names depends on the page's folder, and the file may change without the page changing. Remote
 * images are left as written (they cannot be measured at build time).
 */
import { readFileSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';
import { checkAssetReference, checkStaticReference } from '../io/asset-references.ts';
import type { SiteGuard } from '../io/site-files.ts';
import { FileMemo } from '../io/file-memo.ts';

export interface ImageDimensions {
  width: number;
  height: number;
}

/** Which marker an image URL carries: a file of the static folders, or one relative to the page. */
export type ImageMarkerKind = 'static' | 'asset';

/**
 * PURE: every Markdown image whose `src` is a remark-links marker (both compilers print
 * `src: "<marker>"` in the element's props) gains `width` and `height` props when `measure` knows
 * the file. The marker stays, for finalizePage to resolve.
 */
export function addImageDimensions(code: string, measure: (kind: ImageMarkerKind, url: string) => ImageDimensions | undefined): string {
  if (!code.includes('@@folio-')) return code;
  return code.replace(/\bsrc: ("@@folio-(static|asset)@@L\d+:([^"]*)")/g, (whole, literal: string, kind: ImageMarkerKind, url: string) => {
    const size = measure(kind, url.split('#')[0]!);
    return size ? `src: ${literal}, width: ${size.width}, height: ${size.height}` : whole;
  });
}

/** Images measured, by file and modification time (bounded: a site has fewer images than this). */
const measured = new FileMemo<ImageDimensions | undefined>(50_000);

/**
 * The displayed size of an image file (EXIF rotation applied), or undefined when it is not an
 * image image-size reads, or gives no size (an SVG with neither width/height nor viewBox).
 * Remembered per file until its modification time changes (a dev server measures again).
 */
export function measureImage(file: string): ImageDimensions | undefined {
  const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return undefined;
  const known = measured.get(file, String(mtimeMs));
  if (known) return known.value;
  let size: ImageDimensions | undefined;
  try {
    const { width, height, orientation } = imageSize(readFileSync(file));
    // EXIF orientations 5-8 turn the picture a quarter: the browser shows it height × width.
    if (width > 0 && height > 0) size = orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    size = undefined;
  }
  measured.set(file, String(mtimeMs), size);
  return size;
}

export interface ImageLookup {
  guard: SiteGuard;
  /** The static folders, absolute. */
  staticDirs: readonly string[];
  baseUrl: string;
  /** The page's folder; unset for a generated page, whose relative images are not looked up. */
  fromDir?: string;
}

/** addImageDimensions' `measure` for one page: only files the asset checks let through are read. */
export function siteImageMeasure({ guard, staticDirs, baseUrl, fromDir }: ImageLookup): (kind: ImageMarkerKind, url: string) => ImageDimensions | undefined {
  return (kind, url) => {
    if (kind === 'asset' && fromDir === undefined) return undefined;
    const found = kind === 'static' ? checkStaticReference(guard, staticDirs, baseUrl, url) : checkAssetReference(guard, fromDir!, url);
    return found.file === undefined ? undefined : measureImage(found.file);
  };
}
