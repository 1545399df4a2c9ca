/** Parameters of one location (path, query, header, cookie) or response headers, as a property list. */
import ApiSchema from '@theme/ApiSchema';
import type { SchemaNode } from '../ApiSchema';
import './styles.css';

export interface ApiParametersProps {
  /** Anchor id of the list. */
  id: string;
  /** One node per parameter: name, type, required mark, description, and its schema's structure (or their JSON text). */
  parameters: SchemaNode[] | string;
}

export default function ApiParameters({ id, parameters: parametersProp }: ApiParametersProps) {
  const parameters: SchemaNode[] = typeof parametersProp === 'string' ? JSON.parse(parametersProp) : parametersProp;
  return (
    <div className="api-parameters">
      <ApiSchema bare tree={{ id, type: 'object', children: parameters }} />
    </div>
  );
}
