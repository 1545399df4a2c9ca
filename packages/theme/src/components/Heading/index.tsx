/** h2–h6 with a direct-link anchor that appears on hover and focus. */
import { Children, isValidElement, type ReactNode } from 'react';
import { translate } from '../../runtime/translate';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The plain text of rendered children, for the anchor's label. */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return Children.toArray(node).map(textOf).join('');
}

export default function Heading({ as: Tag, id, children, ...rest }: { as: Level; id?: string; children?: ReactNode }) {
  if (Tag === 'h1' || !id) {
    return (
      <Tag id={id} {...rest}>
        {children}
      </Tag>
    );
  }
  const label = translate('theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: textOf(children) });
  return (
    <Tag id={id} className="anchor" {...rest}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={label} title={label}>
        #
      </a>
    </Tag>
  );
}
