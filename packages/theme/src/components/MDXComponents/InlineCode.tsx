/**
 * Markdown's inline code. Long identifiers and paths (`ASSET_STORE_S3_SECRET_ACCESS_KEY`,
 * `/bookmarks/{bookmarkId}/assets`) get a <wbr> after each `_`, `.`, `/` or `-` run, so a narrow
 * table column or phone screen wraps them there and never inside a word; <wbr> adds no text, so
 * copying the code copies it unchanged. Fenced code never reaches here (CodeBlock renders it).
 */
import { Fragment, type ComponentProps, type ReactNode } from 'react';

/** A break may follow a run of separators that ends a word part and precedes another. */
const BREAK_AFTER = /(?<=[^_./-][_./-]+)(?=[^_./-])/;

/** PURE: the text cut where a line may break. */
export function breakPoints(text: string): string[] {
  return text.split(BREAK_AFTER);
}

function withBreaks(children: ReactNode): ReactNode {
  if (typeof children !== 'string') return children;
  const parts = breakPoints(children);
  if (parts.length === 1) return children;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

export default function InlineCode({ children, ...props }: ComponentProps<'code'>) {
  return <code {...props}>{withBreaks(children)}</code>;
}
