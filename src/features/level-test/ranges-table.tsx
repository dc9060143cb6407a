import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SuccessRange } from '../../../contract/success-ranges';
import { useFormatNumber } from '../../i18n/format-number';
import { button } from '../../ui/buttons';
import {
  cellStyle,
  rowActionsStyle,
  scrollerStyle,
  smallButtonStyle,
  TableHead,
  tableStyle,
} from '../../ui/table';
import { scoreCellStyle } from './styles';
import { useTopicTitle } from './topic-title';

export interface RangesTableProps {
  ranges: readonly SuccessRange[];
  /** Delete (w Elements). */
  canWrite: boolean;
  /** Edit (u Elements). */
  canUpdate: boolean;
  onEdit: (range: SuccessRange) => void;
  onDelete: (range: SuccessRange) => void;
}

/** The score ranges by their lowest score: from, to, the topic, and a writer's buttons. */
export function RangesTable(props: RangesTableProps) {
  const { ranges, canWrite, canUpdate, onEdit, onDelete } = props;
  const acts = canWrite || canUpdate;
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const topicOf = useTopicTitle();
  const ghost = `${button({ variant: 'ghost' })} ${smallButtonStyle}`;
  const labels = ['from', 'to', 'topic'].map((column) => t(`levelTest.ranges.${column}`));
  return (
    <div className={scrollerStyle}>
      <table className={tableStyle} data-testid="level-test-ranges">
        <TableHead labels={labels} {...(acts && { hiddenLabel: t('levelTest.ranges.actions') })} />
        <tbody>
          {ranges.map((range) => {
            const topic = topicOf({ titleEn: range.levelTitleEn, titleAr: range.levelTitleAr });
            const named = { from: range.minScore, to: range.maxScore, topic };
            return (
              <tr key={range.id} data-testid={`level-test-range-${range.id}`}>
                <td className={`${cellStyle} ${scoreCellStyle}`}>{formatNumber(range.minScore)}</td>
                <td className={`${cellStyle} ${scoreCellStyle}`}>{formatNumber(range.maxScore)}</td>
                <th scope="row" className={cellStyle} dir="auto">
                  {topic}
                </th>
                {acts && (
                  <td className={cellStyle}>
                    <div className={rowActionsStyle}>
                      {canUpdate && (
                        <button
                          type="button"
                          className={ghost}
                          onClick={() => onEdit(range)}
                          aria-label={t('levelTest.ranges.editNamed', named)}
                        >
                          <Pencil size={16} aria-hidden="true" />
                        </button>
                      )}
                      {canWrite && (
                        <button
                          type="button"
                          className={ghost}
                          onClick={() => onDelete(range)}
                          aria-label={t('levelTest.ranges.deleteNamed', named)}
                        >
                          <Trash2 size={16} aria-hidden="true" />
                        </button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
