/**
 * The summary bench/compare.mjs prints and keeps: per corpus, the median over rounds of every
 * figure for each tool with Folio / other-tool ratios; and, for each size measured both as docs
 * and as a blog, the two corpora side by side within each tool (blog / docs ratios), per page and
 * per route, since a blog of N posts has more routes than N (list, tag, archive and author pages).
 */
import { markdownTable, pick, ratio } from './figures.mjs';
import { median, round } from './stats.mjs';

const FIGURES = [
  { key: 'cold.wallS', title: 'cold build s' },
  { key: 'cold.peakRssMB', title: 'cold peak RSS MB' },
  { key: 'cold.routes', title: 'routes (HTML files)' },
  { key: 'cold.sPer1000Pages', title: 'cold s per 1000 source pages' },
  { key: 'cold.sPer1000Routes', title: 'cold s per 1000 routes' },
  { key: 'warm.wallS', title: 'warm build s' },
  { key: 'warm.peakRssMB', title: 'warm peak RSS MB' },
  { key: 'js.js.gzipKB', title: 'first-load JS gzip KB' },
  { key: 'js.js.rawKB', title: 'first-load JS raw KB' },
  { key: 'js.js.requests', title: 'first-load JS requests' },
  { key: 'js.css.gzipKB', title: 'first-load CSS gzip KB' },
  { key: 'js.jsUntilIdle.gzipKB', title: 'JS until idle gzip KB' },
  { key: 'js.lcpMs', title: 'LCP ms' },
  { key: 'dev.startS', title: 'dev start → 200 s' },
  { key: 'dev.startToRenderS', title: 'dev start → rendered s' },
  { key: 'dev.hotReloadMedianMs', title: 'hot reload median ms' },
];

/** The figures of the blog-against-docs table (the build figures, which are what a blog changes). */
const BLOG_VS_DOCS = ['cold.routes', 'cold.wallS', 'cold.sPer1000Pages', 'cold.sPer1000Routes', 'cold.peakRssMB', 'warm.wallS', 'warm.peakRssMB'];

/** Median over rounds of one figure of one tool on one corpus. */
function summary(results, corpus, tool, key) {
  const values = (results.runs[corpus]?.[tool] ?? []).map((run) => pick(run, key)).filter((v) => typeof v === 'number');
  return values.length ? round(median(values), 2) : undefined;
}

function corpusTable(results, corpus, tools) {
  const others = tools.filter((t) => t.name !== 'folio');
  const header = ['figure', ...tools.map((t) => t.label), ...others.map((t) => `Folio / ${t.label}`)];
  const rows = [];
  for (const figure of FIGURES) {
    const values = tools.map((t) => summary(results, corpus, t.name, figure.key));
    if (values.every((v) => v === undefined)) continue;
    const folio = summary(results, corpus, 'folio', figure.key);
    rows.push([figure.title, ...values, ...others.map((t) => ratio(folio, summary(results, corpus, t.name, figure.key)))]);
  }
  return markdownTable(header, rows);
}

/** Each tool's docs and blog figures at one size, and blog / docs. */
function blogVsDocsTable(results, docs, blog, tools) {
  const header = ['figure', ...tools.flatMap((t) => [`${t.label} docs`, `${t.label} blog`, `${t.label} blog / docs`])];
  const sources = ['source pages (Markdown files)', ...tools.flatMap(() => [results.corpora[docs].files, results.corpora[blog].files, ratio(results.corpora[blog].files, results.corpora[docs].files)])];
  const rows = BLOG_VS_DOCS.map((key) => [
    FIGURES.find((figure) => figure.key === key).title,
    ...tools.flatMap((t) => {
      const [d, b] = [summary(results, docs, t.name, key), summary(results, blog, t.name, key)];
      return [d, b, ratio(b, d)];
    }),
  ]);
  return markdownTable(header, [sources, ...rows]);
}

/** The summary as Markdown (printed, and kept in results.json by the caller). */
export function printSummary(results, tools) {
  const lines = [];
  for (const corpus of Object.keys(results.runs)) {
    lines.push(`\n### ${corpus} (${results.corpora[corpus].description})\n`, corpusTable(results, corpus, tools));
  }
  for (const [blog, info] of Object.entries(results.corpora)) {
    const docs = info.kind === 'blog' && Object.keys(results.corpora).find((name) => results.corpora[name].kind === 'docs' && results.corpora[name].size === info.size);
    if (!docs || !results.runs[docs]) continue;
    lines.push(`\n### ${info.size} docs pages against ${info.size} blog posts, within each tool (${docs}, ${blog})\n`, blogVsDocsTable(results, docs, blog, tools));
  }
  const text = lines.join('\n');
  console.log(text);
  return text;
}
