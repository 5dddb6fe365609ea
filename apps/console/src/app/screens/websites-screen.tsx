import { BulkEditDialog } from '../../features/move/components/bulk-edit-dialog';
import { CopyDialog } from '../../features/move/components/copy-dialog';
import { type WebsiteDialogs, WebsitesPage } from '../../features/websites/components/websites-page';

const dialogs: WebsiteDialogs = { BulkEditDialog, CopyDialog };

/** The websites table with the move feature's dialogs: features never import each other (decision 123). */
export function WebsitesScreen() {
  return <WebsitesPage dialogs={dialogs} />;
}
