/** `@theme/ApiLogo`: the spec's logo (`x-logo`); the dark one is left out (Folio's theme has no themed image yet). */
type Logo = { url?: string; altText?: string };

export default function ApiLogo({ logo }: { logo?: Logo; darkLogo?: Logo }) {
  return logo?.url ? <img src={logo.url} alt={logo.altText ?? ''} className="openapi-logo" /> : null;
}
