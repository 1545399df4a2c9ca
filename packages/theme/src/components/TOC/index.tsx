/**
 * Table of contents (h2–h3 by default). The desktop one highlights the heading being read;
 * the collapsible one ("On this page") is for narrow screens.
 */
import { useEffect, useState } from 'react';
import type { TocItem } from '../../runtime/types';
import { translate } from '../../runtime/translate';

function nest(toc: TocItem[]): Array<TocItem & { children: TocItem[] }> {
  const out: Array<TocItem & { children: TocItem[] }> = [];
  const minLevel = Math.min(...toc.map((item) => item.level));
  for (const item of toc) {
    if (item.level === minLevel || out.length === 0) out.push({ ...item, children: [] });
    else out[out.length - 1]!.children.push(item);
  }
  return out;
}

function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (ids.length === 0) return;
    const update = () => {
      // The heading being read: the first one in the top half of the window; else the last one
      // above the window; at the very bottom of the page, the last heading on screen.
      const tops = ids
        .map((id) => ({ id, top: document.getElementById(id)?.getBoundingClientRect().top }))
        .filter((heading): heading is { id: string; top: number } => heading.top !== undefined);
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const onScreen = tops.filter(({ top }) => top >= 0 && top < window.innerHeight);
      const inTopHalf = tops.find(({ top }) => top >= 0 && top < window.innerHeight / 2);
      const above = tops.filter(({ top }) => top < 0).at(-1);
      setActive((atBottom ? onScreen.at(-1) : undefined)?.id ?? inTopHalf?.id ?? above?.id ?? tops[0]?.id);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids.join(' ')]);
  return active;
}

/** A level of the TOC; as in Docusaurus, only the outer list has the class (Infima pads it). */
function List({ items, active, nested }: { items: Array<TocItem & { children?: TocItem[] }>; active?: string; nested?: boolean }) {
  return (
    <ul className={nested ? undefined : 'table-of-contents'}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={`table-of-contents__link${item.id === active ? ' table-of-contents__link--active' : ''}`}>
            {item.value}
          </a>
          {item.children?.length ? <List items={item.children} active={active} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function TOC({ toc, collapsible }: { toc: TocItem[]; collapsible?: boolean }) {
  const active = useActiveHeading(collapsible ? [] : toc.map((item) => item.id));
  const nested = nest(toc);
  if (collapsible) {
    return (
      // A tap on an entry closes the list, as Docusaurus's does: the reader goes on to the heading.
      <details
        className="toc-collapsible"
        onClick={(event) => {
          if ((event.target as Element).closest('a')) event.currentTarget.open = false;
        }}
      >
        <summary>{translate('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}</summary>
        <List items={nested} />
      </details>
    );
  }
  return (
    <nav className="toc" aria-label={translate('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}>
      <List items={nested} active={active} />
    </nav>
  );
}
