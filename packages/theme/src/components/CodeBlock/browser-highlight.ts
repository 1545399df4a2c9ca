/**
 * Highlighting of code known only in the browser (a component passing a computed string to
 * CodeBlock): the build's highlighter (`@folio/core/highlight`, the same grammars and token
 * classes as fenced code) is loaded the first time such a block renders, as its own chunk, so
 * pages without one never fetch it. Until then, and on the server, the block shows plain lines.
 */
import { useEffect, useState, type ReactNode } from 'react';

/** PURE: the code of CodeBlock's children when they are text (a string, or strings side by side, as Docusaurus joins them). */
export function childrenText(children: ReactNode): string | undefined {
  if (typeof children === 'string') return children;
  if (Array.isArray(children) && children.length > 0 && children.every((child) => typeof child === 'string')) return children.join('');
  return undefined;
}

/** The highlighted lines of `code` once the highlighter is loaded; undefined before, or when there is nothing to colour. */
export function useBrowserHighlight(code: string | undefined, language: string, metastring: string | undefined): string | undefined {
  const key = code === undefined || language === 'text' ? undefined : JSON.stringify([language, metastring ?? '', code]);
  const [done, setDone] = useState<{ key: string; html: string }>();
  useEffect(() => {
    if (key === undefined || code === undefined) return;
    let current = true;
    import('@folio/core/highlight').then(
      ({ highlightCode }) => {
        if (current) setDone({ key, html: highlightCode(language, metastring, code.replace(/\n$/, '')) });
      },
      // A chunk that fails to load leaves the plain lines, which are the code all the same.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [key]);
  return done && done.key === key ? done.html : undefined;
}
