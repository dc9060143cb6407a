import { useTranslation } from 'react-i18next';
import type { ContentStatus } from '../../../../contract/curriculum-constants';
import { StatusBadge, type BadgeTone } from '../../../ui/status-badge';

const TONE: Record<ContentStatus, BadgeTone> = {
  published: 'success',
  unpublished: 'warning',
  archived: 'neutral',
};

export function ContentStatusBadge({ status, testId }: { status: ContentStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONE[status]} data-testid={testId}>
      {t(`curriculumContent.status.${status}`)}
    </StatusBadge>
  );
}
