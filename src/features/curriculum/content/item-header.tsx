import type { ReactNode } from 'react';
import type { ContentStatus } from '../../../../contract/curriculum-constants';
import { css } from '../../../../styled-system/css';
import { ContentStatusBadge } from './content-status';

const header = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const titleRow = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const kindStyle = css({ fontSize: 'xs', color: 'gray.600', textTransform: 'uppercase' });
const heading = css({ fontSize: 'xl', fontWeight: 'bold', overflowWrap: 'anywhere' });

export interface ItemHeaderProps {
  kindLabel: string;
  title: string;
  status: ContentStatus;
  testId: string;
  /** Facts under the title. */
  facts?: ReactNode;
  actions?: ReactNode;
}

/** The selected item: what it is, its title and status, and what may be done with it. */
export function ItemHeader({ kindLabel, title, status, testId, facts, actions }: ItemHeaderProps) {
  return (
    <header className={header} data-testid={testId}>
      <span className={kindStyle}>{kindLabel}</span>
      <div className={titleRow}>
        <h2 className={heading}>{title}</h2>
        <ContentStatusBadge status={status} testId={`${testId}-status`} />
      </div>
      {facts}
      {actions}
    </header>
  );
}
