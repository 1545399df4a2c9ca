/** Parameters of one location (path, query, header, cookie) or response headers, as a property list. */
import ApiSchema from '@theme/ApiSchema';
import type { ApiParametersData, AsWritten, SchemaNode } from '@folio/plugin-openapi/contract';
import './styles.css';

/** The parameters may arrive as JSON text. */
export type ApiParametersProps = AsWritten<ApiParametersData>;

export default function ApiParameters({ id, parameters: parametersProp }: ApiParametersProps) {
  const parameters: SchemaNode[] = typeof parametersProp === 'string' ? JSON.parse(parametersProp) : parametersProp;
  return (
    <div className="api-parameters">
      <ApiSchema bare tree={{ id, type: 'object', children: parameters }} />
    </div>
  );
}
