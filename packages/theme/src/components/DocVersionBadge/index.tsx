/** "Version: v0.26.0" above the title, when the site has several versions. */
import { translate } from '../../runtime/translate';

export default function DocVersionBadge({ version }: { version: { label: string; badge: boolean } }) {
  if (!version.badge) return null;
  return <span className="version-badge">{translate('theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: version.label })}</span>;
}
