import { useState, type FormEvent } from 'react';
import { elementPointsBodySchema } from '../../contract/assessment';
import { toApiFailure } from '../api/api-failure';
import { notify } from './toast';

export interface PointsDraftOptions {
  /** The saved points (a refetch may change them while the field is untouched). */
  points: number;
  /** Saves the checked points; answers the service's message, if any. */
  save: (points: number) => Promise<{ message?: string }>;
  /** Shown on the field when the typed value breaks the contract's rule. */
  invalidText: string;
  /** The notice when the service sends no message (an i18n key). */
  savedNotice: string;
}

/**
 * An element's points changed in place (the level test's questions, an exam's elements): checked
 * by the contract's schema, saved with the service's toast; a refusal shows on the field and
 * keeps what was typed.
 */
export function usePointsDraft({ points, save, invalidText, savedNotice }: PointsDraftOptions) {
  // null: untouched, showing the saved points.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const value = draft ?? String(points);

  const onChange = (text: string) => {
    setDraft(text);
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = elementPointsBodySchema.safeParse({
      points: value.trim() === '' ? Number.NaN : Number(value),
    });
    if (!parsed.success) {
      setError(invalidText);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const { message } = await save(parsed.data.points);
      setDraft(null);
      notify('success', message || savedNotice);
    } catch (failure) {
      const refused = await toApiFailure(failure);
      setError(refused.fieldErrors?.points ?? refused.message);
      notify('error', refused.message);
    } finally {
      setPending(false);
    }
  };

  return { value, onChange, error, pending, onSubmit: (event: FormEvent) => void onSubmit(event) };
}
