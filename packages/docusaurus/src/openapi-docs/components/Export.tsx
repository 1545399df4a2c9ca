/** `@theme/ApiExplorer/Export`: a link to the spec the pages were generated from. */
export default function Export({ url }: { url?: string }) {
  return url ? (
    <p className="openapi-export">
      <a href={url} download>
        Download the OpenAPI spec
      </a>
    </p>
  ) : null;
}
