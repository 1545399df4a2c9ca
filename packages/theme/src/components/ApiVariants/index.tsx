/**
 * The reader's choice of a request body's variant (a `oneOf`/`anyOf` branch): a labelled select
 * over one panel per variant (its `<TabItem>` children). Every panel is in the static HTML, the
 * first one shown, so the page reads the same before hydration; after it, choosing a variant moves
 * every ApiVariants of the same `group` on the page (the body's example and the request samples).
 */
import { Children, isValidElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import type { ApiVariantsData } from '@folio/plugin-openapi/contract';
import type { TabItemProps } from '../Tabs';
import './styles.css';

export type ApiVariantsProps = ApiVariantsData & { children?: ReactNode };

const EVENT = 'folio:api-variant';

type Detail = { group: string; value: string };

export default function ApiVariants({ group, label, children }: ApiVariantsProps) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const [selected, setSelected] = useState(items[0]?.props.value ?? '');
  const id = useId();

  useEffect(() => {
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<Detail>).detail;
      if (detail.group === group && items.some((item) => item.props.value === detail.value)) setSelected(detail.value);
    };
    window.addEventListener(EVENT, onChange);
    return () => window.removeEventListener(EVENT, onChange);
    // the variants of a mounted page are fixed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group]);

  const choose = (value: string) => {
    setSelected(value);
    window.dispatchEvent(new CustomEvent<Detail>(EVENT, { detail: { group, value } }));
  };

  return (
    <div className="api-variants">
      <div className="api-variants__choice">
        <label htmlFor={`${id}-select`}>{label}</label>
        <select id={`${id}-select`} value={selected} onChange={(event) => choose(event.target.value)}>
          {items.map((item) => (
            <option key={item.props.value} value={item.props.value}>
              {typeof item.props.label === 'string' ? item.props.label : item.props.value}
            </option>
          ))}
        </select>
      </div>
      {items.map((item) => (
        <div key={item.props.value} className="api-variants__panel" data-variant={item.props.value} hidden={item.props.value !== selected}>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
