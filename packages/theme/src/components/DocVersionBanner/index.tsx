/** "This is unreleased documentation…" / "…no longer actively maintained." with a link to the latest. */
import Link from '@theme/Link';
import { useSiteData } from '../../runtime/site';
import { savePreferredVersion } from '../../hooks/docs';

export interface DocVersionBannerProps {
  version: { name: string; label: string; banner: 'none' | 'unreleased' | 'unmaintained' };
  latestVersionLink?: { name: string; label: string; path: string };
}

export default function DocVersionBanner({ version, latestVersionLink }: DocVersionBannerProps) {
  const site = useSiteData();
  if (version.banner === 'none') return null;
  const text =
    version.banner === 'unreleased'
      ? `This is unreleased documentation for ${site.title} ${version.label} version.`
      : `This is documentation for ${site.title} ${version.label}, which is no longer actively maintained.`;
  return (
    <div className={`version-banner version-banner--${version.banner}`} role="alert">
      <p>{text}</p>
      {latestVersionLink ? (
        <p>
          For up-to-date documentation, see the{' '}
          <b>
            <Link to={latestVersionLink.path} onClick={() => savePreferredVersion(latestVersionLink.name)}>
              latest version
            </Link>
          </b>{' '}
          ({latestVersionLink.label}).
        </p>
      ) : null}
    </div>
  );
}
