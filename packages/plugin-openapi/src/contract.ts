/**
 * The OpenAPI plugin's data as the browser receives it: the props of the API components that its
 * generated pages use (to-mdx.ts writes them, the theme's Api* components render them). TYPES
 * ONLY (core's test/contract.test.ts checks).
 */

/** A schema as the `ApiSchema` component renders it, computed at build time (schema-tree.ts). */
export type SchemaNode = {
  /** Anchor id of the node (unique on the page). */
  id: string;
  /** Property name; none for a root or an option. */
  name?: string;
  type: string;
  /** Name of the referenced schema, or an option's title. */
  title?: string;
  required?: true;
  nullable?: true;
  deprecated?: true;
  readOnly?: true;
  writeOnly?: true;
  /** HTML from the Markdown description (raw HTML escaped). */
  description?: string;
  constraints?: string[];
  /** Allowed values, each as JSON text. */
  enum?: string[];
  default?: string;
  example?: string;
  /** Properties of the object, or of the array's item objects. */
  children?: SchemaNode[];
  variants?: { kind: 'oneOf' | 'anyOf'; options: SchemaNode[] };
  /** The schema is one of its own ancestors: link to it instead of expanding again. */
  circular?: { target: string; name: string };
  /** Not expanded: too deep, or the page's node budget is spent. */
  truncated?: true;
};

/** The oldest version (in an unbroken run up to the page's) whose spec has the operation. */
export type OperationSince = { label: string; unreleased: boolean };

/** `<ApiOperation>`: the head of an operation page. */
export type ApiOperationData = {
  method: string;
  path: string;
  /** Server URLs (variables replaced by their defaults); the first is shown before the path. */
  servers?: string[];
  deprecated?: boolean;
  since?: OperationSince;
};

/** `<ApiParameters>`: the parameters of one location, or response headers. */
export type ApiParametersData = {
  /** Anchor id of the list. */
  id: string;
  /** One node per parameter: name, type, required mark, description, and its schema's structure. */
  parameters: SchemaNode[];
};

/** `<ApiSchema>`: a request or response body's schema. */
export type ApiSchemaData = {
  tree: SchemaNode;
  mediaType?: string;
  /** Only the property list: no "Schema" header line (parameters use it). */
  bare?: boolean;
};

/**
 * `<ApiVariants>`: the reader's choice of a body's `oneOf`/`anyOf` branch; its children are one
 * `<TabItem>` per branch. Every choice with the same `group` on the page moves together (the
 * body's example and the request samples).
 */
export type ApiVariantsData = {
  group: string;
  /** Label of the select, e.g. `Variant (type)`. */
  label: string;
};

/**
 * Props as a generated page writes them: an object or array value travels as JSON text, which
 * MDX reads several times faster than an object literal (to-mdx.ts' `jsx`).
 */
export type AsWritten<Props> = { [Key in keyof Props]: Props[Key] extends object ? Props[Key] | string : Props[Key] };
