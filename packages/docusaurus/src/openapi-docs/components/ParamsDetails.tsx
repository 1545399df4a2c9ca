/** `@theme/ParamsDetails`: the parameters, one list per location (path, query, header, cookie). */
import ApiParameters from '@theme/ApiParameters';
import Heading from '@theme/Heading';
import type { ParamsData } from '../data.ts';
import { NotRendered, readFolio } from './shared.tsx';

export default function ParamsDetails({ folio, parameters }: { folio?: string; parameters?: unknown }) {
  const groups = readFolio<ParamsData>(folio);
  if (!groups) return parameters === undefined ? null : <NotRendered name="ParamsDetails" />;
  return (
    <>
      {groups.map((group) => (
        <div key={group.id} className="openapi-params">
          <Heading as="h3" id={group.id}>
            {group.title}
          </Heading>
          <ApiParameters id={`${group.id}-list`} parameters={group.parameters} />
        </div>
      ))}
    </>
  );
}
