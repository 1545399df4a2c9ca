/**
 * PURE: output for machines that every content plugin writes the same way (the docs' pages, the
 * blog's posts): the Markdown twin of a page and the file it is written to, the absolute URLs of
 * pages and twins, and an llms.txt entry.
 *
 * A page's Markdown twin, the page as clean Markdown for AI tools and for "Copy page": front
 * matter removed, a `# Title` first, MDX `import`/`export` lines dropped, lines that are only JSX
 * tags (`<Tabs>`, `</TabItem>`) dropped, admonitions turned into block quotes, `{#id}` heading
 * ids removed, and links made absolute (links to other pages point at their own twins).
 *
 * Line by line rather than through a Markdown parser: a parse and re-serialisation with the MDX
 * extensions cost about 5 ms a page (2.2 s for the Karakeep site), this about 0.05 ms. Fenced
 * code is copied as written.
 */
const ADMONITIONS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution', important: 'Important', success: 'Success', secondary: 'Note' };

export interface TwinOptions {
  title: string;
  /** `.md` / `.mdx` links relative to the page: the linked page's site path (no base URL), or undefined. */
  resolveFileLink(url: string): string | undefined;
  /** A route of the site (without baseUrl) → absolute URL of its Markdown twin. */
  twinUrl(route: string): string;
  /** A root-relative path (`/img/x.png`, `/guides/a`) → absolute URL. */
  absoluteUrl(pathname: string): string;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING_ID = /^(#{1,6}[ \t].*?)[ \t]*\\?\{#[^}\s]+\\?\}[ \t]*$/;
const ADMONITION_OPEN = /^(:{3,})([a-z]+)(?:\[(.*)\]|[ \t]+(\S.*))?\s*$/;
const ADMONITION_CLOSE = /^(:{3,})\s*$/;
const ESM = /^(import|export)\s/;
const JSX_ONLY = /^\s*(<\/?[A-Za-z][\w.:-]*(\s+[^<>]*?)?\s*\/?>\s*)+$/;
const SUMMARY = /^\s*<summary>(.*)<\/summary>\s*$/;
const LINK = /(!?\[[^\]]*\]\()([^)\s]+)((?:\s+"[^"]*")?\))/g;

export function markdownTwin(body: string, options: TwinOptions): string {
  const out: string[] = [];
  const quotes: string[] = []; // open admonitions: their colon runs, innermost last
  let fence: string | undefined;
  let sawContent = false;
  const push = (line: string) => {
    const prefix = '> '.repeat(quotes.length);
    if (line === '') {
      // One blank line at a time (inside a quote, one bare `>`).
      if (out.at(-1) !== prefix.trimEnd()) out.push(prefix.trimEnd());
      return;
    }
    out.push(prefix + line);
  };
  /** Code is copied line for line, blank lines included. */
  const pushCode = (line: string) => out.push(('> '.repeat(quotes.length) + line).replace(/^(> )+$/, (quote) => quote.trimEnd()));
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    if (fence) {
      pushCode(line);
      const match = FENCE.exec(line);
      if (match && match[1]![0] === fence[0] && match[1]!.length >= fence.length && line.trim() === match[1]) fence = undefined;
      continue;
    }
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      fence = fenceMatch[1];
      pushCode(line);
      sawContent = true;
      continue;
    }
    if (!sawContent && line.trim() === '') continue;
    if (ESM.test(line)) continue;
    const open = ADMONITION_OPEN.exec(line);
    if (open && ADMONITIONS[open[2]!] !== undefined) {
      const title = open[3] ?? open[4] ?? ADMONITIONS[open[2]!]!;
      if (out.length && out.at(-1) !== '') push('');
      quotes.push(open[1]!);
      push(`**${rewriteLinks(title.trim(), options)}**`);
      push('');
      sawContent = true;
      continue;
    }
    const close = ADMONITION_CLOSE.exec(line);
    if (close && quotes.length) {
      while (out.length && out.at(-1)!.replace(/>/g, '').trim() === '') out.pop();
      quotes.pop();
      push('');
      continue;
    }
    const summary = SUMMARY.exec(line);
    if (summary) {
      push(`**${summary[1]!.trim()}**`);
      continue;
    }
    if (JSX_ONLY.test(line)) continue;
    sawContent = true;
    push(rewriteLinks(line.replace(HEADING_ID, '$1'), options));
  }
  while (out.length && out.at(-1)!.trim() === '') out.pop();
  const text = out.join('\n');
  const hasTitle = /^#[ \t]/.test(text);
  return `${hasTitle ? '' : `# ${options.title}\n\n`}${text}\n`;
}

function rewriteLinks(line: string, options: TwinOptions): string {
  if (!line.includes('](')) return line;
  return line.replace(LINK, (whole, open: string, url: string, close: string) => `${open}${rewriteUrl(url, options, open.startsWith('!'))}${close}`);
}

function rewriteUrl(url: string, options: TwinOptions, asset = false): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#')) return url;
  const [target = '', hash = ''] = url.split('#');
  if (!asset && /\.mdx?$/.test(target)) {
    const route = options.resolveFileLink(target);
    if (route !== undefined) return `${options.twinUrl(route)}${hash ? `#${hash}` : ''}`;
    return url;
  }
  if (url.startsWith('/')) return options.absoluteUrl(url);
  return url;
}

/** The path of a route's twin inside the output folder: `/` → `index.md`, `/a/b/` → `a/b.md`. */
export function twinFile(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return `${trimmed || 'index'}.md`;
}

export interface MachineUrls {
  /** A site path (no base URL) → the absolute URL of its Markdown twin. */
  twinUrl(sitePath: string): string;
  /** A site path (a route's, or a root-relative Markdown link) → its absolute URL. */
  pageUrl(sitePath: string): string;
}

/**
 * PURE: absolute URLs from site paths, the one spelling of paths in data (route table paths are
 * turned into it first): the base URL is added exactly once, even to a site path that starts with
 * its text (`/docs/intro` under base URL `/docs/`).
 */
export function machineUrls(siteUrl: string, baseUrl: string): MachineUrls {
  const origin = siteUrl.replace(/\/$/, '');
  return {
    twinUrl: (sitePath) => `${origin}${baseUrl}${twinFile(sitePath)}`,
    pageUrl: (sitePath) => `${origin}${baseUrl}${sitePath.replace(/^\//, '')}`,
  };
}

/** PURE: one llms.txt entry: the page's title linking `url`, then its description on one line. */
export function llmsLine(title: string, url: string, description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  return `- [${title.replace(/[[\]]/g, '\\$&')}](${url})${text ? `: ${text}` : ''}`;
}
