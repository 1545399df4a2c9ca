/**
 * A page's tags in a row, as Docusaurus's TagsListInline: "Tags:" and a chip per tag, each a link
 * to the tag's page. Used by a blog post's footer and a doc's.
 */
import Link from '@theme/Link';
import { translate } from '../../runtime/translate';

export interface TagsListInlineProps {
  tags: ReadonlyArray<{ label: string; permalink: string }>;
}

export default function TagsListInline({ tags }: TagsListInlineProps) {
  return (
    <>
      <b>{translate('theme.tags.tagsListLabel', 'Tags:')}</b>
      <ul className="blog-tags padding--none">
        {tags.map((tag) => (
          <li key={tag.permalink} className="blog-tags__item">
            <Link to={tag.permalink} className="tag tag--regular" rel="tag">
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
