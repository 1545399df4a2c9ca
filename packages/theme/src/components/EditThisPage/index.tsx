/** "Edit this page" link to the source repository. */
import { translate } from '../../runtime/translate';

export default function EditThisPage({ editUrl }: { editUrl?: string }) {
  if (!editUrl) return null;
  return (
    <div className="edit-this-page">
      <a href={editUrl} target="_blank" rel="noopener noreferrer">
        {translate('theme.common.editThisPage', 'Edit this page')}
      </a>
    </div>
  );
}
