/**
 * PURE: the site's `llms.txt` from the sections plugins added in postBuild (docs, blog…): the
 * site's title, its summary as a quote, then each section. One writer, so every plugin's section
 * stays whatever their order.
 */
import type { LlmsTxtSection } from '../plugin-api.ts';

export function renderLlmsTxt(title: string, summary: string, sections: LlmsTxtSection[]): string {
  const out = [`# ${title}`, '', `> ${summary.replace(/\s+/g, ' ').trim()}`, ''];
  for (const section of sections) out.push(`## ${section.title}`, '', ...section.lines, '');
  return out.join('\n');
}
