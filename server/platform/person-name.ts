/** A person's name as the screens show it: first and last, either of which may be missing. */
export const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();
