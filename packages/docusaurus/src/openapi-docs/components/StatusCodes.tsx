/** `@theme/StatusCodes`: each response with its description, headers and body schemas. */
import ApiParameters from '@theme/ApiParameters';
import Heading from '@theme/Heading';
import type { ResponsesData } from '../data.ts';
import { Description, MediaList, NotRendered, readFolio } from './shared.tsx';

export default function StatusCodes({ folio, responses }: { folio?: string; responses?: unknown }) {
  const data = readFolio<ResponsesData>(folio);
  if (!data) return responses === undefined ? null : <NotRendered name="StatusCodes" />;
  if (data.length === 0) return null;
  return (
    <div className="openapi-responses">
      <Heading as="h2" id="responses">
        Responses
      </Heading>
      {data.map((response) => (
        <section key={response.status} className="openapi-response">
          <Heading as="h3" id={`response-${response.status}`}>
            {response.status} {response.text}
          </Heading>
          <Description html={response.description} />
          {response.headers.length ? (
            <>
              <p>Response headers</p>
              <ApiParameters id={`response-${response.status}-headers`} parameters={response.headers} />
            </>
          ) : null}
          <MediaList content={response.content} />
        </section>
      ))}
    </div>
  );
}
