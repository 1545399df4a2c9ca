/** `@theme/Schema` (a generated schema page): the schema as Folio's tree. */
import ApiSchema from '@theme/ApiSchema';
import type { SchemaData } from '../data.ts';
import { NotRendered, readFolio } from './shared.tsx';

export default function Schema({ folio }: { folio?: string }) {
  const data = readFolio<SchemaData>(folio);
  return data ? <ApiSchema tree={data.tree} /> : <NotRendered name="Schema" />;
}
