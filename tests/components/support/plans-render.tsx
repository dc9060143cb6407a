import { useLocation } from 'react-router-dom';
import type { UserOrg } from '../../../contract/users';
import { PlansRoute } from '../../../src/app/routes/plans-route';
import { ConfirmDialog } from '../../../src/ui/confirm-dialog';
import { AppToaster } from '../../../src/ui/toast';
import { createTestActors, type TestActors } from './actors';
import { hadAdmin } from './orgs';
import { renderWithApp } from './render';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** /packages/packages as the app composes it, with the dialog, the toasts and the address. */
export function renderPlans(org: UserOrg = hadAdmin, path = '/packages/packages'): TestActors {
  const actors = createTestActors([org]);
  renderWithApp(
    <>
      <PlansRoute />
      <ConfirmDialog actor={actors.confirmation} />
      <AppToaster />
      <Where />
    </>,
    { actors, path },
  );
  return actors;
}
