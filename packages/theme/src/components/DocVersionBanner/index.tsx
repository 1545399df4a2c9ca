/** "This is unreleased documentation…" / "…no longer actively maintained." with a link to the latest. */
import Link from '@theme/Link';
import { useSiteData } from '../../runtime/site';
import { savePreferredVersion } from '../../hooks/docs';
import type { DocPageData } from '@folio/plugin-docs/contract';

export type DocVersionBannerProps = Pick<DocPageData, 'version' | 'latestVersionLink'>;

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
