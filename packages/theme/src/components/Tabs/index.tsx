/**
 * Tabs with Docusaurus's behaviour: every panel is in the static HTML (hidden but for the
 * selected one); a `groupId` keeps all tab groups with that id on the page in step and remembers
 * the choice in the site's storage (runtime/storage.ts); `queryString` mirrors the choice in the URL. The stored or URL choice
 * is applied after hydration, so server and client render the same first frame. As Docusaurus's:
 * a TabItem's (or a `values` entry's) `attributes` go on its tab, its `className` on its panel;
 * `block` stretches the tabs over the width.
 */
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useSiteData } from '../../runtime/site';
import { readStored, storageKey, writeStored } from '../../runtime/storage';
import './styles.css';

export interface TabItemProps {
  value: string;
  label?: ReactNode;
  default?: boolean;
  attributes?: TabAttributes;
  className?: string;
  children?: ReactNode;
  hidden?: boolean;
}

type TabAttributes = Record<string, unknown> & { className?: string };

export interface TabsProps {
  groupId?: string;
  queryString?: string | boolean;
  defaultValue?: string | null;
  values?: Array<{ value: string; label?: ReactNode; attributes?: TabAttributes }>;
  className?: string;
  lazy?: boolean;
  block?: boolean;
  children?: ReactNode;
}

const EVENT = 'folio:tab-change';
const tabKey = (groupId: string) => `folio.tab.${groupId}`;

export default function Tabs({ groupId, queryString, defaultValue, values, className, lazy, block, children }: TabsProps) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const tabs = values ?? items.map((item) => ({ value: item.props.value, label: item.props.label, attributes: item.props.attributes }));
  const valid = (value: string | null | undefined): value is string => !!value && tabs.some((tab) => tab.value === value);
  const initial =
    (valid(defaultValue) ? defaultValue : undefined) ??
    items.find((item) => item.props.default)?.props.value ??
    tabs[0]?.value ??
    '';
  const [selected, setSelected] = useState(initial);
  const queryKey = typeof queryString === 'string' ? queryString : queryString ? groupId : undefined;
  const baseId = useId();
  const site = useSiteData();
  const tabRefs = useRef<Array<HTMLLIElement | null>>([]);

  // After hydration: the URL wins, then the remembered group choice.
  useEffect(() => {
    const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
    const fromStorage = groupId ? readStored(site, tabKey(groupId)) : null;
    const choice = [fromQuery, fromStorage].find(valid);
    if (choice) setSelected(choice);
    // tabs are fixed for a mounted Tabs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, queryKey]);

  // Other groups with the same id.
  useEffect(() => {
    if (!groupId) return;
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && valid(detail.value)) setSelected(detail.value);
    };
    // The same group chosen in another window of the site.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey(site, tabKey(groupId)) && valid(event.newValue)) setSelected(event.newValue);
    };
    window.addEventListener(EVENT, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(EVENT, onChange);
      window.removeEventListener('storage', onStorage);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId]);

  const select = useCallback(
    (value: string) => {
      setSelected(value);
      if (groupId) {
        // Storage refused: the choice still applies to this page.
        writeStored(site, tabKey(groupId), value);
        window.dispatchEvent(new CustomEvent(EVENT, { detail: { groupId, value } }));
      }
      if (queryKey) {
        const url = new URL(window.location.href);
        url.searchParams.set(queryKey, value);
        window.history.replaceState(window.history.state, '', url);
      }
    },
    [groupId, queryKey],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    // The arrow keys move the way the tabs are laid out: right to left, the next tab is on the left.
    const step = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const offsets: Record<string, number> = { ArrowRight: step, ArrowLeft: -step };
    let next: number | undefined;
    if (event.key in offsets) next = (index + offsets[event.key]! + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    select(tabs[next]!.value);
  };

  return (
    <div className={`tabs-container${className ? ` ${className}` : ''}`}>
      <ul role="tablist" aria-orientation="horizontal" className={`tabs${block ? ' tabs--block' : ''}`}>
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          const { className: tabClass, ...attributes } = tab.attributes ?? {};
          return (
            <li
              {...attributes}
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-controls={`${baseId}-panel-${index}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={['tabs__item', tabClass, active ? 'tabs__item--active' : undefined].filter(Boolean).join(' ')}
              onClick={() => select(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label ?? tab.value}
            </li>
          );
        })}
      </ul>
      <div className="tabs__panels">
        {items.map((item, index) => {
          const active = item.props.value === selected;
          if (lazy && !active) return null;
          return (
            <div
              key={item.props.value}
              role="tabpanel"
              id={`${baseId}-panel-${index}`}
              aria-labelledby={`${baseId}-tab-${index}`}
              hidden={!active}
              className={`tabs__panel${item.props.className ? ` ${item.props.className}` : ''}`}
            >
              {item.props.children}
            </div>
          );
        })}
      </div>
    </div>
  );
}
