import { UploadSheetButton } from '../../features/live-classes/bulk/upload-sheet-button';
import { LiveClassesManagerPage } from '../../features/live-classes/manager/manager-page';
import { useAppActors } from '../actors/actors-context';
import { recordMachinePath } from '../paths';
import { check, isAdmin } from '../permissions';
import { explain } from '../why-not';
import { useActiveOrg } from '../actors/active-org';

/**
 * /live-classes/manager: r LiveClassesApprove or r LiveClassesObserver to see; w
 * LiveClassesApprove to create (one or a sheet) and delete, u LiveClassesApprove to approve,
 * assign a teacher, validate and edit, as the service allows. An observer (or a reader without
 * write or update) sees everything and changes nothing; like a manager, an observer
 * may enter a Live class to watch it (as the service allows).
 *
 * `toolbar`: more header buttons, composed here so features stay apart (the bulk upload's
 * "Upload a sheet" goes here, for `canWrite`).
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
      createRefusal={explain(activeOrg, { resource: 'LiveClassesApprove', op: 'write' })}
      machinePath={
        isAdmin(activeOrg?.role) ? (id) => recordMachinePath('liveClass', id) : undefined
      }
    />
  );
}

export { texts } from '../../features/live-classes/texts';
