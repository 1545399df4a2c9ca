/**
 * A collapsible section: <details> with a <summary>. As Docusaurus's Details: the summary is the
 * `summary` prop (text or an element) or else a `<summary>` child (what MDX's `<details>` gives),
 * and the element carries Infima's `alert alert--info` for a site's CSS.
 */
import { Children, isValidElement, type DetailsHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { translate } from '../../runtime/translate';

export interface DetailsProps extends DetailsHTMLAttributes<HTMLElement> {
  summary?: ReactNode;
}

const isSummary = (node: ReactNode): node is ReactElement =>
  isValidElement(node) && (node.type === 'summary' || (node.props as { mdxType?: string }).mdxType === 'summary');

export default function Details({ summary, children, className, ...rest }: DetailsProps) {
  const items = Children.toArray(children);
  const child = items.find(isSummary);
  const body = items.filter((item) => item !== child);
  const given = summary === undefined || summary === null ? undefined : isSummary(summary) ? summary : <summary>{summary}</summary>;
  return (
    <details className={['details', 'alert', 'alert--info', className].filter(Boolean).join(' ')} {...rest}>
      {given ?? child ?? <summary>{translate('theme.Details.summary', 'Details')}</summary>}
      <div className="details__content">{body}</div>
    </details>
  );
}
