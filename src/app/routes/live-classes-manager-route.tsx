import { UploadSheetButton } from '../../features/live-classes/bulk/upload-sheet-button';
import { LiveClassesManagerPage } from '../../features/live-classes/manager/manager-page';
import { useAppActors } from '../actors/actors-context';
import { recordMachinePath } from '../paths';
import { check, isAdmin } from '../permissions';
import { explain } from '../why-not';
import { useActiveOrg } from '../actors/active-org';
import { lazyPart } from '../../ui/lazy-part';

// Under the list, loaded after it: the screen shows without waiting for it.
const RecentImports = lazyPart(
  async () => (await import('../../ui/bulk-upload/recent-imports')).RecentImports,
);

/**
 * /live-classes/manager: r LiveClassesApprove or r LiveClassesObserver to see; w
 * LiveClassesApprove to create (one or a sheet) and delete, u LiveClassesApprove to approve,
 * assign a teacher, validate and edit, as the service allows. An observer (or a reader without
 * write or update) sees everything and changes nothing; like a manager, an observer
 * may enter a Live class to watch it (as the service allows).
 *
 * `toolbar`: more header buttons, composed here so features stay apart (the bulk upload's
 * "Upload a sheet" goes here, for `canWrite`); `footer`: the sheet imports, rolled back from here.
 */
export function LiveClassesManagerRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  const approve = check(activeOrg?.role, 'LiveClassesApprove');
  const observer = check(activeOrg?.role, 'LiveClassesObserver');
  return (
    <LiveClassesManagerPage
      canRead={approve.read || observer.read}
      canWrite={approve.write}
      canUpdate={approve.update}
      canEnter={approve.write || observer.read}
      confirmation={confirmation}
      toolbar={approve.write ? <UploadSheetButton /> : undefined}
      footer={
        approve.read ? (
          <RecentImports source={{ of: 'liveClasses' }} canWrite={approve.write} />
        ) : undefined
      }
      createRefusal={explain(activeOrg, { resource: 'LiveClassesApprove', op: 'write' })}
      machinePath={
        isAdmin(activeOrg?.role) ? (id) => recordMachinePath('liveClass', id) : undefined
      }
    />
  );
}

export { texts } from '../../features/live-classes/texts';
