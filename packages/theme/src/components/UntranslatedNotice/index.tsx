/**
 * The notice on a page of a translated locale that has no translation yet and shows its source's
 * text (the docs and blog plugins mark it `untranslated`). Its text is the theme's string
 * `theme.i18n.untranslatedNotice`, which a locale's `code.json` translates; a page opts out with
 * front matter `untranslated_notice: false`, a plugin with `untranslatedNotice: false`.
 */
import Admonition from '@theme/Admonition';
import { translate } from '../../runtime/translate';

export interface UntranslatedNoticeProps {
  /** The page shows its source's text (nothing is rendered otherwise). */
  untranslated?: boolean;
}

export default function UntranslatedNotice({ untranslated }: UntranslatedNoticeProps) {
  if (!untranslated) return null;
  return (
    <div className="untranslated-notice" role="note">
      <Admonition type="info">{translate('theme.i18n.untranslatedNotice', 'This page is not translated yet.')}</Admonition>
    </div>
  );
}
