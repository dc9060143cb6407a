import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../ui/coming-soon';

export interface ComingSoonRouteProps {
  labelKey: string;
  /** The sidebar entry a sub-item belongs to ("User management · Students"). */
  parentLabelKey?: string | undefined;
}

/** A sidebar screen not built yet: its translated title and a clear "coming soon". */
export function ComingSoonRoute({ labelKey, parentLabelKey }: ComingSoonRouteProps) {
  const { t } = useTranslation();
  const title = parentLabelKey ? `${t(parentLabelKey)} · ${t(labelKey)}` : t(labelKey);
  return <ComingSoonPage title={title} />;
}
