/**
 * The announcement bar of themeConfig.announcementBar. Its content is trusted HTML from the site
 * config. Dismissal is remembered until the announcement's id changes; the inline init script
 * hides a dismissed bar before first paint.
 */
import { useState } from 'react';
import { ANNOUNCEMENT_DISMISS_KEY, announcementConfig } from '../../runtime/init-scripts';
import { useSiteData } from '../../runtime/site';
import { writeStored } from '../../runtime/storage';
import { translate } from '../../runtime/translate';

export default function AnnouncementBar() {
  const site = useSiteData();
  const config = announcementConfig(site);
  const [closed, setClosed] = useState(false);
  if (!config || closed) return null;
  const dismiss = () => {
    // Storage refused: the bar hides for this page only.
    writeStored(site, ANNOUNCEMENT_DISMISS_KEY, 'true');
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'true');
    setClosed(true);
  };
  return (
    <div className="announcement-bar" role="banner" style={{ backgroundColor: config.backgroundColor, color: config.textColor }}>
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: config.content }} />
      {config.isCloseable ? (
        <button type="button" className="announcement-bar__close" aria-label={translate('theme.AnnouncementBar.closeButtonAriaLabel', 'Close')} title={translate('theme.AnnouncementBar.closeButtonAriaLabel', 'Close')} onClick={dismiss}>
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
