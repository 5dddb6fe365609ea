import { ConfigurationPage } from '../../features/configuration/components/configuration-page';
import { WebsiteActions } from '../../features/move/components/website-actions';

export { ConfigurationRedirect } from '../../features/configuration/components/configuration-page';

/** A configuration screen with the move feature's page actions: features never import each other (decision 123). */
export function ConfigurationScreen() {
  return <ConfigurationPage actions={WebsiteActions} />;
}
