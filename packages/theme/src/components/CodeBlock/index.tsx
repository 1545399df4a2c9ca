/**
 * A fenced code block. Highlighting happened at build time (`codeHtml`); this adds the title bar,
 * line numbers and a copy button. Used directly in MDX as Docusaurus's CodeBlock
 * (`<CodeBlock language="js" title="x" showLineNumbers metastring="{2}">{'…'}</CodeBlock>`) it
 * reads the same props, the language from `className="language-x"` too, and highlights lines
 * by the metastring's range and magic comments. Static code there is highlighted at build time
 * too (core's mdx/rehype-code-block-elements.ts gives `codeHtml`); code computed at runtime is
 * coloured once the highlighter loads (./browser-highlight.ts), plain lines until then.
 */
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { applyMagicComments, parseCodeMeta } from '@folio/core/client';
import { childrenText, useBrowserHighlight } from './browser-highlight.ts';
import { translate } from '../../runtime/translate';

export interface CodeBlockProps {
  codeHtml?: string;
  children?: ReactNode;
  className?: string;
  language?: string;
  title?: ReactNode;
  /** Docusaurus: a fence's metastring (`title="x" {1,3-4} showLineNumbers`). */
  metastring?: string;
  /** Docusaurus: true, or the first line's number. */
  showLineNumbers?: boolean | number;
  'data-language'?: string;
  'data-title'?: string;
  'data-line-numbers'?: string;
}

/** PURE: the props of a CodeBlock written in MDX, read as Docusaurus reads them. */
export function directBlock(props: CodeBlockProps) {
  const meta = parseCodeMeta(props.metastring);
  const fromClass = /(?:^|\s)language-(\S+)/.exec(props.className ?? '')?.[1];
  const { showLineNumbers } = props;
  const start = typeof showLineNumbers === 'number' ? showLineNumbers : showLineNumbers ? 1 : meta.lineNumbersStart;
  return { language: props.language ?? fromClass, title: props.title ?? meta.title, lineNumbers: start === undefined ? undefined : String(start), highlight: meta.highlight };
}

function PlainLines({ code, highlight }: { code: string; highlight: Set<number> }) {
  const marked = applyMagicComments(code.replace(/\n$/, ''));
  return marked.code.split('\n').map((line, index) => (
    <span className={highlight.has(index + 1) || marked.highlight.has(index + 1) ? 'code-line code-line--highlighted' : 'code-line'} key={index}>
      {line}
      {'\n'}
    </span>
  ));
}

export default function CodeBlock(props: CodeBlockProps) {
  const { children } = props;
  const direct = directBlock(props);
  const language = props['data-language'] ?? direct.language ?? 'text';
  const text = props.codeHtml === undefined ? childrenText(children) : undefined;
  const inBrowser = useBrowserHighlight(text, language, props.metastring);
  const codeHtml = props.codeHtml ?? inBrowser;
  const title = props['data-title'] ?? direct.title;
  const lineNumbers = props['data-line-numbers'] ?? direct.lineNumbers;
  const codeRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    const text = (codeRef.current?.textContent ?? '').replace(/\n$/, '');
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };

  const style = lineNumbers ? ({ counterReset: `line ${Number(lineNumbers) - 1}` } as CSSProperties) : undefined;
  return (
    <div className={`code-block-container language-${language}`}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        <pre className={`code-block language-${language}${lineNumbers ? ' code-block--numbered' : ''}`} style={style} tabIndex={0}>
          {codeHtml !== undefined ? (
            <code ref={codeRef} className={`language-${language}`} dangerouslySetInnerHTML={{ __html: codeHtml }} />
          ) : text !== undefined ? (
            <code ref={codeRef} className={`language-${language}`}>
              <PlainLines code={text} highlight={direct.highlight} />
            </code>
          ) : (
            <code ref={codeRef}>{children}</code>
          )}
        </pre>
        <button type="button" className="code-block__copy" onClick={copy} aria-label={copied ? translate('theme.CodeBlock.copied', 'Copied') : translate('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard')} title={translate('theme.CodeBlock.copy', 'Copy')}>
          {copied ? translate('theme.CodeBlock.copied', 'Copied') : translate('theme.CodeBlock.copy', 'Copy')}
        </button>
      </div>
    </div>
  );
}
