/** A collapsible section: <details> with a <summary>. */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export default function Details({ children, ...rest }: { children?: ReactNode; open?: boolean }) {
  const items = Children.toArray(children);
  const summary = items.find((child): child is ReactElement => isValidElement(child) && (child.type === 'summary' || (child.props as { mdxType?: string }).mdxType === 'summary'));
  const body = items.filter((child) => child !== summary);
  return (
    <details className="details" {...rest}>
      {summary ?? <summary>Details</summary>}
      <div className="details__content">{body}</div>
    </details>
  );
}
