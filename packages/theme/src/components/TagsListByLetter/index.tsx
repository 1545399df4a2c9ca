/**
 * Tags grouped by their label's first letter, each a chip with its count linking to the tag's page,
 * as Docusaurus's TagsListByLetter: the tags pages of the blog and of the docs.
 */
import Link from '@theme/Link';

export interface TagsListByLetterProps {
  tags: ReadonlyArray<{ label: string; permalink: string; count: number; description?: string | null }>;
}

/** PURE: tags grouped by their label's first letter, letters in order. */
export function groupByLetter<T extends { label: string }>(tags: readonly T[]): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label, 'en'))) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups];
}

export default function TagsListByLetter({ tags }: TagsListByLetterProps) {
  return (
    <>
      {groupByLetter(tags).map(([letter, group]) => (
        <article key={letter} className="margin-vert--lg">
          <h2 id={`letter-${letter}`}>{letter}</h2>
          <ul className="blog-tags padding--none">
            {group.map((tag) => (
              <li key={tag.permalink} className="blog-tags__item">
                <Link to={tag.permalink} className="tag tag--with-count" rel="tag" title={tag.description ?? undefined}>
                  {tag.label} <span className="tag__count">{tag.count}</span>
                </Link>
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </>
  );
}
