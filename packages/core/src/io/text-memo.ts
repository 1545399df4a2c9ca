/**
 * Values computed from texts, remembered by a sha1 of the text. Not by the text itself: the text
 * is often a slice of a page's source, and as a key it would keep the whole source alive. Values
 * are stored and handed out as copies (structuredClone) for the same reason, the first one too (a
 * front matter title sliced from its page kept the page's whole text alive as long as the title
 * lived: at 2000 pages, 12 MB of sources after prerender), and so that callers may change what
 * they get. The memo empties itself when it passes `limit` entries.
 */
import { createHash } from 'node:crypto';

export class TextMemo<T> {
  private readonly values = new Map<string, T>();

  constructor(private readonly limit: number) {}

  /** A copy of the value for `text`, computed by `compute` the first time (a throw stores nothing). */
  get(text: string, compute: () => T): T {
    const key = createHash('sha1').update(text).digest('base64');
    let value = this.values.get(key);
    if (value === undefined) {
      value = structuredClone(compute());
      if (this.values.size >= this.limit) this.values.clear();
      this.values.set(key, value);
    }
    return structuredClone(value);
  }
}
