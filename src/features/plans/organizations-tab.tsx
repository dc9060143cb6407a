import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizations } from '../../api/organizations';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { mutedStyle } from '../../ui/page-styles';
import type { OrganizationRef } from './names';
import { OrganizationPackagesList } from './organization-packages-list';
import { OrganizationPicker } from './organization-picker';

/**
 * An organisation's packages. HAD picks any organisation (kept in the address); any other
 * caller sees their own organisation's, read-only, without a picker.
 */
export function OrganizationsTab({
  isHad,
  canWrite,
  chosen,
  onChoose,
  own,
  confirmation,
}: {
  isHad: boolean;
  canWrite: boolean;
  chosen: string | undefined;
  onChoose: (id: string | undefined) => void;
  own: OrganizationRef | null;
  confirmation: ConfirmationActor;
}) {
  return isHad ? (
    <HadOrganizations
      canWrite={canWrite}
      chosen={chosen}
      onChoose={onChoose}
      confirmation={confirmation}
    />
  ) : (
    <OwnPackages own={own} confirmation={confirmation} />
  );
}

function OwnPackages({
  own,
  confirmation,
}: {
  own: OrganizationRef | null;
  confirmation: ConfirmationActor;
}) {
  const { t } = useTranslation();
  if (!own) return null;
  return (
    <>
      <p className={mutedStyle}>{t('packages.orgs.ownIntro', { name: own.name })}</p>
      <OrganizationPackagesList organization={own} canWrite={false} confirmation={confirmation} />
    </>
  );
}

function HadOrganizations({
  canWrite,
  chosen,
  onChoose,
  confirmation,
}: {
  canWrite: boolean;
  chosen: string | undefined;
  onChoose: (id: string | undefined) => void;
  confirmation: ConfirmationActor;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const choices = useOrganizations({ pageNumber: 1, search: search || undefined });
  const name =
    choices.data?.result.find((org) => org.id === chosen)?.name ?? t('packages.orgs.chosen');
  return (
    <>
      <p className={mutedStyle}>{t('packages.orgs.intro')}</p>
      <OrganizationPicker
        search={search}
        onSearch={setSearch}
        choices={choices}
        chosen={chosen}
        onChoose={onChoose}
      />
      {chosen ? (
        <OrganizationPackagesList
          key={chosen}
          organization={{ id: chosen, name }}
          canWrite={canWrite}
          confirmation={confirmation}
        />
      ) : (
        <p className={mutedStyle} data-testid="package-orgs-pick">
          {t('packages.orgs.pickFirst')}
        </p>
      )}
    </>
  );
}
