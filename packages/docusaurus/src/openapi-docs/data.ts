/**
 * What the components standing in for docusaurus-theme-openapi-docs receive: the build turns the
 * OpenAPI objects a generated page passes (`parameters`, `body`, `responses`, `schema`) into
 * Folio's schema trees once (remark.ts), and hands them over as one `folio` prop of JSON text.
 * TYPES ONLY: shared by the remark step (node) and the components (browser).
 */
import type { SchemaNode } from '@folio/plugin-openapi/contract';

/** One media type of a body: its schema tree and an example the spec gives, as JSON text. */
export type MediaData = { mediaType: string; tree?: SchemaNode; example?: string };

/** `<ParamsDetails>`: the parameters of each location that has any. */
export type ParamsData = Array<{ id: string; title: string; parameters: SchemaNode[] }>;

/** `<RequestSchema>`: the request body. `description` is HTML. */
export type BodyData = { title: string; required: boolean; description?: string; content: MediaData[] };

/** `<StatusCodes>`: one entry per status code. `description` is HTML. */
export type ResponsesData = Array<{ status: string; text: string; description?: string; headers: SchemaNode[]; content: MediaData[] }>;

/** `<MethodEndpoint>`: the server URLs of the page's `api` front matter, and whether the operation is deprecated. */
export type EndpointData = { servers: string[]; deprecated?: true };

/** `<Schema>` (a schema page): the schema's tree. */
export type SchemaData = { tree: SchemaNode };
