import { describe, expect, it } from 'vitest';
import { renderInBatches } from './render.ts';
import type { RenderResult } from './workers/render.ts';
import type { RenderOutput } from './renderer.ts';

const outputOf = (url: string): RenderOutput => ({ html: `<p>${url}</p>`, head: '', htmlAttributes: '', status: 200 });

describe('renderInBatches', () => {
  it('sends the URLs asked for in one turn in tasks of the given size, and answers each with its own render', async () => {
    const tasks: string[][] = [];
    const render = renderInBatches(async (urls) => {
      tasks.push(urls);
      return urls.map((url): RenderResult => ({ output: outputOf(url) }));
    }, 4);
    const urls = Array.from({ length: 10 }, (_, index) => `/page-${index}`);
    const outputs = await Promise.all(urls.map((url) => render(url)));
    expect(tasks).toEqual([urls.slice(0, 4), urls.slice(4, 8), urls.slice(8)]);
    expect(outputs.map((output) => output.html)).toEqual(urls.map((url) => `<p>${url}</p>`));
    // A later turn's URLs go in a task of their own.
    await render('/later');
    expect(tasks.at(-1)).toEqual(['/later']);
  });

  it('fails only the URL whose render failed, and every URL of a task that failed whole', async () => {
    const render = renderInBatches(async (urls) => {
      if (urls.includes('/crash')) throw new Error('worker gone');
      return urls.map((url): RenderResult => url === '/bad' ? { error: { message: `cannot render ${url}`, folio: false } } : { output: outputOf(url) });
    }, 2);
    const [good, bad] = await Promise.allSettled([render('/good'), render('/bad')]);
    expect(good.status).toBe('fulfilled');
    expect(bad.status === 'rejected' && String(bad.reason)).toContain('cannot render /bad');
    const crashed = await Promise.allSettled([render('/crash'), render('/other')]);
    expect(crashed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
