/**
 * A full garbage collection, between two locales of a build. V8 sizes its heap to the allocation
 * rate and gives memory back only after a major collection, which a build (never idle) may not
 * get before the next locale allocates again: the peak then grows with every locale. Measured on
 * the bench corpus (bench/i18n-cost.mjs, 10 locales of 100 pages): 494-565 MB peak without,
 * 391-403 MB with, the collection costing about 50 ms a locale.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | undefined;

export function collectGarbage(): void {
  if (!collect) {
    // `gc` exists only with --expose-gc, which a context made after setting the flag gets.
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  collect();
}
