import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

interface SubmitState<Values extends FieldValues> {
  submitCount: number;
  errors: FieldErrors<Values>;
}

/** Moves focus to the form's first field in error, in the order the form shows them. */
export function focusFirstError(form: HTMLFormElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: 'center' });
}

/** Focuses the first field in error once the errors just set are drawn. */
export const focusFirstErrorSoon = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => focusFirstError(form));

/**
 * After a refused save (the browser's check or the service's field errors) focus moves to the
 * first field in error, once per attempt: fixing one field never pulls focus to another. Give
 * the returned ref to the `<form>`; pass react-hook-form's `formState`.
 */
export function useFirstErrorFocus<Values extends FieldValues>(state: SubmitState<Values>) {
  const form = useRef<HTMLFormElement>(null);
  const focusedFor = useRef(0);
  const errorCount = Object.keys(state.errors).length;
  useEffect(() => {
    if (errorCount === 0 || state.submitCount <= focusedFor.current) return;
    focusedFor.current = state.submitCount;
    focusFirstError(form.current);
  }, [state.submitCount, errorCount]);
  return form;
}
