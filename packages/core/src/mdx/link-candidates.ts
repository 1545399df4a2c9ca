import path from 'node:path';

/**
 * PURE: the files a Markdown link may name, in Docusaurus's order: a link that does not start with
 * `./` or `../` is tried from the page's content folder and the site folder first; one that does
 * not start with `/` from the page's own folder (last).
 */
export function markdownLinkCandidates(link: string, file: string, roots: string[]): string[] {
  const out: string[] = [];
  if (!/^\.\.?\//.test(link)) for (const root of roots) out.push(path.join(root, link));
  if (!link.startsWith('/')) out.push(path.resolve(path.dirname(file), link));
  return out;
}
