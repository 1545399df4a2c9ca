/** "This is unreleased documentation…" / "…no longer actively maintained." with a link to the latest. */
import Link from '@theme/Link';
import { useSiteData } from '../../runtime/site';
import { savePreferredVersion } from '../../hooks/docs';
import type { DocPageData } from '@folio/plugin-docs/contract';
import { interpolate, translate } from '../../runtime/translate';

export type DocVersionBannerProps = Pick<DocPageData, 'version' | 'latestVersionLink'>;

export default function DocVersionBanner({ version, latestVersionLink }: DocVersionBannerProps) {
  const site = useSiteData();
  if (version.banner === 'none') return null;
  const text =
    version.banner === 'unreleased'
      ? translate('theme.docs.versions.unreleasedVersionLabel', 'This is unreleased documentation for {siteTitle} {versionLabel} version.', { siteTitle: site.title, versionLabel: version.label })
      : translate('theme.docs.versions.unmaintainedVersionLabel', 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.', { siteTitle: site.title, versionLabel: version.label });
  return (
    <div className={`version-banner version-banner--${version.banner}`} role="alert">
      <p>{text}</p>
      {latestVersionLink ? (
        <p>
          {interpolate(translate('theme.docs.versions.latestVersionSuggestionLabel', 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'), {
            latestVersionLink: (
              <b>
                <Link to={latestVersionLink.path} onClick={() => savePreferredVersion(latestVersionLink.name)}>
                  {translate('theme.docs.versions.latestVersionLinkLabel', 'latest version')}
                </Link>
              </b>
            ),
            versionLabel: latestVersionLink.label,
          })}
        </p>
      ) : null}
    </div>
  );
}
