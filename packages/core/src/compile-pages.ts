/**
 * Build step: compile every page the route table names before bundling, so the bundler's
 * transforms only read the cache and MDX errors surface as clean FolioErrors with file:line:col.
 */
import { readFile } from 'node:fs/promises';
import { FolioError } from './errors.ts';
import { formatOf } from './mdx.ts';
import type { FolioState } from './vite-plugin.ts';

export interface CompileSummary {
  pages: number;
  distinct: number;
  compiled: number;
  cached: number;
}

export async function compilePages(state: FolioState): Promise<CompileSummary> {
  const { compiler } = state;
  const before = { ...compiler.stats };
  const jobs: Promise<unknown>[] = [];
  const seen = new Set<string>();
  for (const route of state.site.routes) {
    const page = route.page;
    if (!page) continue;
    const id = typeof page === 'string' ? page : page.id;
    if (seen.has(id)) continue;
    seen.add(id);
    jobs.push(
      typeof page === 'string'
        ? readFile(page, 'utf8').then(
            (source) => compiler.compile(source, page, formatOf(page, state.ctx.config.markdown.format)),
            (error: NodeJS.ErrnoException) => {
              throw new FolioError(`cannot read the page: ${error.code ?? error.message}`, { file: page });
            },
          )
        : compiler.compile(page.mdx, page.source ?? page.id, 'mdx'),
    );
  }
  const results = await Promise.allSettled(jobs);
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  const compiled = compiler.stats.compiled - before.compiled;
  const cached = compiler.stats.diskHits - before.diskHits;
  return { pages: seen.size, distinct: compiled + cached, compiled, cached };
}
