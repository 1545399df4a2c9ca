/** `@theme/RequestSchema`: the request body, its description and the schema of each media type. */
import Heading from '@theme/Heading';
import type { BodyData } from '../data.ts';
import { Description, MediaList, NotRendered, readFolio } from './shared.tsx';

export default function RequestSchema({ folio, body }: { folio?: string; body?: unknown }) {
  const data = readFolio<BodyData>(folio);
  if (!data) return body === undefined ? null : <NotRendered name="RequestSchema" />;
  return (
    <div className="openapi-request-body">
      <Heading as="h3" id="request-body">
        {data.title}
        {data.required ? <span className="api-schema__required">required</span> : null}
      </Heading>
      <Description html={data.description} />
      <MediaList content={data.content} />
    </div>
  );
}
