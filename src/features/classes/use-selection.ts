import { useState } from 'react';

export interface Selection {
  ids: readonly string[];
  has: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Selects every id of the page, or clears them when they all are selected already. */
  togglePage: (pageIds: readonly string[]) => void;
  clear: () => void;
}

/** Rows chosen by their checkboxes; kept across pages, so a choice can span several. */
export function useSelection(): Selection {
  const [ids, setIds] = useState<readonly string[]>([]);
  const has = (id: string) => ids.includes(id);
  return {
    ids,
    has,
    toggle: (id) =>
      setIds((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id])),
    togglePage: (pageIds) =>
      setIds((now) =>
        pageIds.every((id) => now.includes(id))
          ? now.filter((id) => !pageIds.includes(id))
          : [...now, ...pageIds.filter((id) => !now.includes(id))],
      ),
    clear: () => setIds([]),
  };
}
