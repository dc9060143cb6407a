import { useRef, useState } from 'react';
import type { LoginResponse } from '../../../contract/auth';
import { ApiFailure, toApiFailure } from '../../api/api-failure';

export interface LoginForm {
  pending: boolean;
  failure: ApiFailure | null;
  submit: (email: string, password: string) => Promise<LoginResponse | null>;
}

/** The sign-in call with its pending flag and failure; a second submit while pending is ignored. */
export function useLoginForm(): LoginForm {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  // A ref, not the state: two submits within one render must still send one request.
  const inFlight = useRef(false);
  const submit = async (email: string, password: string) => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    setFailure(null);
    try {
      // The HTTP client loads with the first submit: the form shows and takes input without it
      // (a submit loads what follows a sign-in meanwhile anyway).
      const { login } = await import('../../api/auth');
      return await login({ email: email.trim(), password });
    } catch (error) {
      setFailure(await toApiFailure(error));
      return null;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  return { pending, failure, submit };
}
