import { useSearchParams } from 'react-router-dom';

/**
 * Where the screen is: a topic, a unit of it, an activity of that unit, an element of that; or
 * one of the topic's exams (which close the topic outside its units) and an element of the exam.
 */
export interface ContentSelection {
  level: string | null;
  unit: string | null;
  activity: string | null;
  element: string | null;
  exam: string | null;
}

const KEYS = ['level', 'unit', 'activity', 'exam', 'element'] as const;

export function readSelection(params: URLSearchParams): ContentSelection {
  const [level, unit, activity, exam, element] = KEYS.map((key) => params.get(key) || null);
  // A child without its parent means nothing: the chain stops at the first gap. An exam has
  // no unit, so a unit in the address wins over an exam.
  const inUnit = Boolean(level && unit);
  const examId = level && !inUnit ? (exam ?? null) : null;
  const parent = (inUnit && activity) || examId;
  return {
    level: level ?? null,
    unit: level ? (unit ?? null) : null,
    activity: inUnit ? (activity ?? null) : null,
    exam: examId,
    element: parent ? (element ?? null) : null,
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
      // The exam branch skips the unit and activity; the unit branch has no exam.
      if (key === 'exam' && next.unit) continue;
      if ((key === 'unit' || key === 'activity') && next.exam && !value) continue;
      if (!value) break;
      out.set(key, value);
    }
    setParams(out);
  };
  return { selection, select };
}
