/**
 * Table of contents (h2–h3 by default). The desktop one highlights the heading being read;
 * the collapsible one ("On this page") is for narrow screens.
 */
import { useEffect, useState } from 'react';
import type { TocItem } from '../../runtime/types';

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
      let current: string | undefined = ids[0];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top < 120) current = id;
      }
      setActive(current);
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

function List({ items, active }: { items: Array<TocItem & { children?: TocItem[] }>; active?: string }) {
  return (
    <ul className="table-of-contents">
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={`table-of-contents__link${item.id === active ? ' table-of-contents__link--active' : ''}`}>
            {item.value}
          </a>
          {item.children?.length ? <List items={item.children} active={active} /> : null}
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
      <details className="toc-collapsible">
        <summary>On this page</summary>
        <List items={nested} />
      </details>
    );
  }
  return (
    <nav className="toc" aria-label="On this page">
      <List items={nested} active={active} />
    </nav>
  );
}
