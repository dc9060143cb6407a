import { useTranslation } from 'react-i18next';
import type { ContentStatus } from '../../../../contract/curriculum-constants';
import { TableStatusBadge, type ToneTable } from '../../../ui/status-badge';

const TONES: ToneTable<ContentStatus> = {
  published: 'success',
  unpublished: 'warning',
  archived: 'neutral',
};

export function ContentStatusBadge({ status, testId }: { status: ContentStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <TableStatusBadge status={status} tones={TONES} data-testid={testId}>
      {t(`curriculumContent.status.${status}`)}
    </TableStatusBadge>
  );
}
