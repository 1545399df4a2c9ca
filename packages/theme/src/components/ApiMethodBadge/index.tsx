/** An HTTP method as a coloured badge (`GET`, `POST`…), on operation pages and in API lists. */
import './styles.css';
import './sidebar.css';

const SHORT: Record<string, string> = { delete: 'DEL', options: 'OPT' };

export default function ApiMethodBadge({ method }: { method: string }) {
  const name = method.toLowerCase();
  return (
    <span className={`api-method-badge api-method-badge--${name}`} title={method.toUpperCase()}>
      {SHORT[name] ?? name.toUpperCase()}
    </span>
  );
}
