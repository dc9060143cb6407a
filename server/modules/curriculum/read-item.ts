import type { ContentKind } from '../../../contract/curriculum';
import type { ContentItem } from '../../../contract/elements';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { findElement } from './elements-store';
import { findActivity, findUnit } from './items-store';
import { findTopic } from './topics-store';
import { presentActivity, presentElement, presentTopic, presentUnit } from './present';

/** Any item, presented as its kind's wire shape (404 when it does not exist). */
export async function readItem<K extends ContentKind>(
  tx: Db,
  kind: K,
  id: string,
): Promise<ContentItem<K>> {
  return (await presented(tx, kind, id)) as ContentItem<K>;
}

async function presented(tx: Db, kind: ContentKind, id: string) {
  switch (kind) {
    case 'level': {
      const row = await findTopic(tx, id);
      if (row) return presentTopic(row);
      break;
    }
    case 'unit': {
      const row = await findUnit(tx, id);
      if (row) return presentUnit(row);
      break;
    }
    case 'activity': {
      const row = await findActivity(tx, id);
      if (row) return presentActivity(row);
      break;
    }
    case 'element': {
      const found = await findElement(tx, id);
      if (found) return presentElement(found.row, found.answers);
      break;
    }
  }
  throw notFound();
}
