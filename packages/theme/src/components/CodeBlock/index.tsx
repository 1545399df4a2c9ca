/**
 * A fenced code block. Highlighting happened at build time (`codeHtml`); this adds the title bar,
 * line numbers and a copy button. Used directly in MDX (`<CodeBlock language="js">{'…'}</CodeBlock>`)
 * it shows the code unhighlighted: no highlighter ships to the browser.
 */
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';

export interface CodeBlockProps {
  codeHtml?: string;
  children?: ReactNode;
  className?: string;
  language?: string;
  title?: string;
  'data-language'?: string;
  'data-title'?: string;
  'data-line-numbers'?: string;
}

export default function CodeBlock(props: CodeBlockProps) {
  const { codeHtml, children } = props;
  const language = props['data-language'] ?? props.language ?? 'text';
  const title = props['data-title'] ?? props.title;
  const lineNumbers = props['data-line-numbers'];
  const codeRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    const text = (codeRef.current?.textContent ?? '').replace(/\n$/, '');
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };

  const style = lineNumbers ? ({ counterReset: `line ${Number(lineNumbers) - 1}` } as CSSProperties) : undefined;
  const plain = typeof children === 'string' ? children.replace(/\n$/, '') : undefined;
  return (
    <div className={`code-block-container language-${language}`}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        <pre className={`code-block language-${language}${lineNumbers ? ' code-block--numbered' : ''}`} style={style} tabIndex={0}>
          {codeHtml !== undefined ? (
            <code ref={codeRef} className={`language-${language}`} dangerouslySetInnerHTML={{ __html: codeHtml }} />
          ) : plain !== undefined ? (
            <code ref={codeRef} className={`language-${language}`}>
              {plain.split('\n').map((line, index) => (
                <span className="code-line" key={index}>
                  {line}
                  {'\n'}
                </span>
              ))}
            </code>
          ) : (
            <code ref={codeRef}>{children}</code>
          )}
        </pre>
        <button type="button" className="code-block__copy" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'} title="Copy">
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
