/**
 * Map over `items` with at most `limit` calls of `fn` in flight, keeping the input order. Every
 * call is awaited before a failure is reported (the first in input order), so nothing is still
 * writing when the caller cleans up.
 *
 * The build uses it where running everything at once would hold every item's intermediate state
 * in memory at the same time (thousands of pages being minified or rendered).
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  const errors = new Map<number, unknown>();
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index]!, index);
      } catch (error) {
        errors.set(index, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (errors.size) throw errors.get(Math.min(...errors.keys()));
  return results;
}
