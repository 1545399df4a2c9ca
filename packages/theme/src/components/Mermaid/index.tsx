/**
 * A Mermaid diagram: the `<mermaid value>` element core's Markdown pipeline makes of a ```mermaid
 * fence when the site sets `markdown.mermaid` (MDXComponents maps it here), or `<Mermaid value>`
 * written in MDX. It is drawn in the browser by the site's own `mermaid` package, imported the
 * first time a diagram shows (its own chunk: core's virtual:folio/mermaid), in the Mermaid theme of
 * the colour mode (`themeConfig.mermaid.theme.light` and `.dark`, 'default' and 'dark' unless set,
 * as Docusaurus's theme-mermaid), with `themeConfig.mermaid.options` given to mermaid.initialize,
 * and drawn again when the mode changes. The server and the hydrating render give the empty
 * container (Docusaurus renders nothing before the diagram is drawn). Without the package
 * installed, the diagram's source shows as a code block with a one-line note; a diagram mermaid
 * cannot read shows its source with mermaid's message.
 */
import { useEffect, useRef, useState } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { installed, loadMermaid, type MermaidApi } from 'virtual:folio/mermaid';
import { useColorMode } from '../../hooks/colorMode';
import { useThemeConfig } from '../../runtime/site';
import { translate } from '../../runtime/translate';
import { mermaidConfig, mermaidSettings } from './settings.ts';

type Drawing = { svg: string; bindFunctions?: (element: Element) => void } | { error: string };

/**
 * Mermaid is one object for the page: its configuration is set by initialize before each drawing.
 * Each drawing gets an id of its own, usable as a CSS selector (React's useId gives `:r0:`, which
 * mermaid refuses): mermaid removes the element of the id it draws, which would take the diagram
 * shown until the new one is ready.
 */
let lastId = 0;

async function draw(mermaid: MermaidApi, text: string, config: Record<string, unknown>): Promise<Drawing> {
  const id = `folio-mermaid-${++lastId}`;
  mermaid.initialize(config);
  try {
    return await mermaid.render(id, text);
  } catch (error) {
    // Mermaid leaves its error drawing in the page (an element `d<id>` in <body>).
    document.getElementById(`d${id}`)?.remove();
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** The diagram drawn for `text` in `config` (a JSON text), once the colour mode is the reader's; undefined until then. */
function useDrawing(text: string, config: string, ready: boolean): Drawing | undefined {
  const [drawing, setDrawing] = useState<Drawing>();
  const key = `${config}\n${text}`;
  useEffect(() => {
    if (!ready || !loadMermaid) return;
    let current = true;
    loadMermaid()
      .then((mermaid) => draw(mermaid, text, JSON.parse(config) as Record<string, unknown>))
      .then(
        (result) => current && setDrawing(result),
        (error: unknown) => current && setDrawing({ error: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      current = false;
    };
  }, [key, ready]);
  // A drawing in another mode stays until the new one is ready (no flash of an empty box).
  return drawing;
}

function Source({ value, note }: { value: string; note: string }) {
  return (
    <div className="docusaurus-mermaid-container folio-mermaid folio-mermaid--source">
      <CodeBlock language="text">{value}</CodeBlock>
      <p className="folio-mermaid__note">{note}</p>
    </div>
  );
}

export default function Mermaid({ value }: { value: string }) {
  const { mode, mounted } = useColorMode();
  const config = JSON.stringify(mermaidConfig(mermaidSettings(useThemeConfig().mermaid), mode));
  const drawing = useDrawing(value, config, mounted);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (drawing && 'svg' in drawing && container.current) drawing.bindFunctions?.(container.current);
  }, [drawing]);
  if (!installed) return <Source value={value} note={translate('theme.Mermaid.notInstalled', 'Install the mermaid package to draw this diagram.')} />;
  if (drawing && 'error' in drawing) return <Source value={value} note={translate('theme.Mermaid.error', 'This diagram could not be drawn: {message}', { message: drawing.error })} />;
  return (
    <div
      ref={container}
      className="docusaurus-mermaid-container folio-mermaid"
      style={{ maxWidth: '100%', overflowX: 'auto' }}
      dangerouslySetInnerHTML={drawing ? { __html: drawing.svg } : undefined}
    />
  );
}
