#!/usr/bin/env node
/**
 * The blog corpus of the benchmark: N posts on the blog of the fictional product of
 * bench/generate.mjs, written by the same writer as its docs pages (h2 and h3 sections, code
 * blocks, tables, lists, admonitions, links between posts, some with a `#heading` anchor), next to
 * a docs folder of one page (the intro at `/`), so that a blog of N posts can be compared with N
 * docs pages in each tool.
 *
 *   createBlog({ posts, seed })        PURE: the posts, authors.yml and tags.yml as data
 *   createBlogCorpus({ posts, seed })  PURE: a one-page docs corpus (createCorpus) with `blog` set; the
 *                                      config writers of generate.mjs then add the blog plugin (Folio)
 *                                      or the classic preset's `blog` (Docusaurus) with BLOG_OPTIONS
 *   withBlog({ dir, corpus }, written) writes blog/ into a site written by writeFolioSite or
 *                                      writeDocusaurusSite; returns the figures of both together
 *
 * A post is `blog/YYYY-MM-DD-<slug>-<n>.md` (route /blog/YYYY/MM/DD/<slug>-<n>), dated over six
 * years (2019 to 2024, in file order), with front matter title, date, authors (keys of authors.yml:
 * 5 authors, each with an author page), tags (keys of tags.yml: 30 tags) and description, and a
 * `<!-- truncate -->` marker after its first paragraph. Same options, byte-identical files.
 *
 * CLI: node bench/blog.mjs --posts 1000 --out bench/.work/blog-n1000 [--seed folio-bench] [--flavour folio|docusaurus|docusaurus-faster]
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ADJECTIVES, DEFAULT_SEED, NOUNS, PRODUCT, capitalize, createCorpus, createRng, createWriter, pageBlocks, planHeadings,
  renderMarkdown, siteWriter, titleToSlug,
} from './generate.mjs';

/** The blog's options, the same object in both tools' config files (Docusaurus's names and defaults). */
export const BLOG_OPTIONS = { routeBasePath: 'blog', showReadingTime: true, postsPerPage: 10, blogSidebarCount: 5, feedOptions: { type: ['rss', 'atom'] } };

const FIRST_DAY = Date.UTC(2019, 0, 1);
const SPAN_DAYS = 6 * 365;
const DAY_MS = 24 * 60 * 60 * 1000;

const AUTHORS = [
  { key: 'mara', name: 'Mara Lindqvist', title: 'Maintainer' },
  { key: 'tomas', name: 'Tomás Ferreira', title: 'Backend engineer' },
  { key: 'ines', name: 'Ines Okafor', title: 'Developer advocate' },
  { key: 'kofi', name: 'Kofi Mensah', title: 'Release manager' },
  { key: 'yuki', name: 'Yuki Tanaka', title: 'Designer' },
];

const TAGS = [
  'release', 'performance', 'security', 'search', 'storage', 'backups', 'api', 'cli', 'docker',
  'kubernetes', 'webhooks', 'authentication', 'monitoring', 'plugins', 'migration', 'community',
  'roadmap', 'design', 'testing', 'accessibility', 'mobile', 'browser-extension', 'imports',
  'exports', 'email', 'scaling', 'caching', 'logging', 'localization', 'engineering',
];

const OPENERS = [
  'Announcing', 'A closer look at', 'Rethinking', 'What we learned from', 'Behind the scenes of',
  'Introducing', 'Speeding up', 'Notes on', 'How we test', 'A year of', 'Simplifying', 'Redesigning',
];

/** `YYYY-MM-DD` of post `index` of `count`: evenly over SPAN_DAYS in file order, a few days of jitter. */
function postDay(index, count, rng) {
  const gap = Math.max(1, Math.floor(SPAN_DAYS / count));
  const day = Math.floor((index * SPAN_DAYS) / count) + rng.int(0, gap - 1);
  return new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10);
}

/** PURE: the blog. Posts are { index, docPath, dir, file, route, title, h2, h3, frontMatter, body }. */
export function createBlog({ posts: count, seed = DEFAULT_SEED }) {
  if (!Number.isInteger(count) || count < 1) throw new Error(`posts must be a whole number ≥ 1, not ${count}`);
  const posts = Array.from({ length: count }, (_, index) => {
    const rng = createRng(seed, 'blog-post', index);
    const date = postDay(index, count, rng);
    const noun = rng.pick(NOUNS);
    const title = `${rng.pick(OPENERS)} ${noun}`;
    const slug = `${titleToSlug(title)}-${index + 1}`;
    const frontMatter = {
      title,
      date,
      authors: rng.sample(AUTHORS, rng.chance(0.25) ? 2 : 1).map((author) => author.key),
      tags: rng.sample(TAGS, rng.int(1, 3)),
      description: rng.pick([
        `What changed in ${noun} and why.`,
        `${capitalize(noun)} on ${rng.pick(ADJECTIVES)} instances: what we measured.`,
        `${title}, from the ${PRODUCT} team.`,
      ]),
    };
    // dir '' and docPath: what createWriter needs to link posts to each other (./<file>.md).
    const docPath = `${date}-${slug}`;
    const route = `/${BLOG_OPTIONS.routeBasePath}/${date.replaceAll('-', '/')}/${slug}`;
    return { index, docPath, dir: '', file: `${docPath}.md`, route, title, frontMatter, ...planHeadings(createRng(seed, 'blog-headings', index)) };
  });
  const plan = { pages: posts };
  for (const post of posts) {
    const rng = createRng(seed, 'blog-body', post.index);
    const blocks = pageBlocks(post, rng, createWriter(rng, { plan, self: post }));
    blocks.splice(1, 0, '<!-- truncate -->'); // the list pages show the first paragraph
    post.body = `${blocks.join('\n\n')}\n`;
  }
  return { posts, deepPost: posts[Math.floor(count / 2)], authorsYaml: authorsYaml(), tagsYaml: tagsYaml(), options: BLOG_OPTIONS };
}

const quoted = (text) => JSON.stringify(text); // a JSON string is a valid YAML double-quoted string

function authorsYaml() {
  return AUTHORS.map((a) =>
    [`${a.key}:`, `  name: ${quoted(a.name)}`, `  title: ${quoted(a.title)}`, `  url: ${quoted(`https://example.com/team/${a.key}`)}`, '  page: true', '  socials:', `    github: ${a.key}-quarry`].join('\n'),
  ).join('\n').concat('\n');
}

function tagsYaml() {
  return TAGS.map((key) => {
    const label = capitalize(key.replace(/-/g, ' '));
    return [`${key}:`, `  label: ${quoted(label)}`, `  permalink: /${key}`, `  description: ${quoted(`Posts about ${label.toLowerCase()} in ${PRODUCT}.`)}`].join('\n');
  }).join('\n').concat('\n');
}

/** PURE: the blog corpus: the docs corpus of one page (the intro at `/`) and `blog`. */
export function createBlogCorpus({ posts, seed = DEFAULT_SEED }) {
  return { ...createCorpus({ pages: 1, seed }), blog: createBlog({ posts, seed }) };
}

/**
 * Write `corpus.blog` into `dir/blog/` (replacing it) after a site writer wrote the rest; `written`
 * is that writer's result. Returns it with the posts added to the files and bytes, and the middle
 * post as the deep page (the one the comparison edits and opens). A corpus without a blog: `written`.
 */
export function withBlog({ dir, corpus }, written) {
  if (!corpus.blog) return written;
  const folder = path.join(written.dir, 'blog');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'authors.yml'), corpus.blog.authorsYaml);
  writeFileSync(path.join(folder, 'tags.yml'), corpus.blog.tagsYaml);
  let bytes = 0;
  for (const post of corpus.blog.posts) {
    const text = renderMarkdown(post);
    writeFileSync(path.join(folder, post.file), text);
    bytes += Buffer.byteLength(text);
  }
  const deep = corpus.blog.deepPost;
  const deepPage = { route: deep.route, file: path.join(folder, deep.file) };
  const manifestFile = path.join(path.resolve(dir), 'corpus.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.blog = { posts: corpus.blog.posts.length, bytes, options: corpus.blog.options, deepPage: { route: deep.route, file: path.relative(written.dir, deepPage.file) } };
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  const posts = corpus.blog.posts.length;
  return { ...written, files: written.files + posts, bytes: written.bytes + bytes, distinctSources: written.distinctSources + posts, deepPage };
}

function main() {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string', default: '250' },
      seed: { type: 'string', default: DEFAULT_SEED },
      flavour: { type: 'string', default: 'folio' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.out) {
    console.log('usage: node bench/blog.mjs --posts 250 [--seed folio-bench] [--flavour folio|docusaurus|docusaurus-faster] --out bench/.work/blog-n250');
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const write = siteWriter(values.flavour);
  const options = { dir: values.out, corpus: createBlogCorpus({ posts: Number(values.posts), seed: values.seed }) };
  const result = withBlog(options, write(options));
  console.log(`wrote ${result.files} Markdown files (${(result.bytes / 1024 / 1024).toFixed(1)} MB) to ${path.relative(process.cwd(), result.dir) || '.'}; deep page: ${result.deepPage.route}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
