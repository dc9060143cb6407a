import { useSearchParams } from 'react-router-dom';

/** Where the screen is: a topic, a unit of it, an activity of that unit, an element of that. */
export interface ContentSelection {
  level: string | null;
  unit: string | null;
  activity: string | null;
  element: string | null;
}

const KEYS = ['level', 'unit', 'activity', 'element'] as const;

export function readSelection(params: URLSearchParams): ContentSelection {
  const [level, unit, activity, element] = KEYS.map((key) => params.get(key) || null);
  // A child without its parent means nothing: the chain stops at the first gap.
  return {
    level: level ?? null,
    unit: level ? (unit ?? null) : null,
    activity: level && unit ? (activity ?? null) : null,
    element: level && unit && activity ? (element ?? null) : null,
  };
}

/** The address keeps the selection, so a reload or a shared link lands in the same place. */
export function useContentSelection() {
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  const select = (next: Partial<ContentSelection>) => {
    const out = new URLSearchParams();
    for (const key of KEYS) {
      const value = next[key];
      if (!value) break;
      out.set(key, value);
    }
    setParams(out);
  };
  return { selection, select };
}
