import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { permissionsUnder } from '../../../machines/contract.machine';
import type { SessionOrg } from '../../../machines/session.machine';
import { mayViewAs, type Preview } from '../../../machines/view-as.machine';
import { notify } from '../../ui/toast';
import { PATHS } from '../paths';
import { useAppActors } from './actors-context';

/**
 * The viewer's active membership with the previewed role in place of theirs: the sidebar,
 * screens and buttons follow that role's rights (under the organisation's contract, as a member
 * of it would have them), while the data is still the viewer's own reads.
 */
export function previewOf(org: SessionOrg, preview: Preview): SessionOrg {
  const { permissions } = preview.role;
  return {
    ...org,
    granted: permissions,
    role: {
      ...preview.role,
      permissions: permissionsUnder(org.group.contract.standing, permissions),
    },
  };
}

/** Whom the console is viewed as, or null for the viewer's own. */
export function usePreview(): Preview | null {
  return useSelector(useAppActors().viewAs, (s) => s.context.preview);
}

/** The active membership every screen checks: the viewer's, or the one previewed. */
export function useActiveOrg(): SessionOrg | null {
  const real = useSelector(useAppActors().session, (s) => s.context.activeOrg);
  const preview = usePreview();
  return useMemo(() => (real && preview ? previewOf(real, preview) : real), [real, preview]);
}

/**
 * The memberships the screens see: while previewing, only the previewed one (the person shown
 * would not have the viewer's other organisations, and switching is a write).
 */
export function useOrgs(): readonly SessionOrg[] {
  const orgs = useSelector(useAppActors().session, (s) => s.context.orgs);
  const active = useActiveOrg();
  const preview = usePreview();
  return useMemo(() => (preview && active ? [active] : orgs), [orgs, active, preview]);
}

/**
 * Starts viewing the console as someone, when the viewer may (machines/view-as.machine.ts):
 * their home screen opens as that role would see it. Undefined when the viewer may not, and
 * while a preview is on (one returns first, so whose rights decide is never in doubt).
 */
export function useStartViewAs(): ((preview: Preview) => void) | undefined {
  const { session, viewAs } = useAppActors();
  const viewer = useSelector(session, (s) => s.context.activeOrg?.role ?? null);
  const previewing = usePreview() !== null;
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (previewing || !mayViewAs(viewer)) return undefined;
  return (preview) => {
    viewAs.send({ type: 'VIEW_AS', viewer, preview });
    notify('success', t('viewAs.started', { name: preview.name }));
    void navigate(PATHS.home);
  };
}
