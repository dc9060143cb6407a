/**
 * An error as the log keeps it: what went wrong and where, never the values of the query.
 * A failed query's message carries its parameters (`params: ...`: a password hash at sign-up, a
 * join code), and PostgreSQL's `detail` quotes the values of a broken constraint; neither is
 * logged. The SQL text, the codes and the names of the constraint, table and column are.
 */
const PARAMS_TAIL = /\nparams: [\s\S]*$/;
const KEPT = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
  'query',
];

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const message = error.message.replace(PARAMS_TAIL, '');
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of KEPT) if (fields[key] !== undefined) logged[key] = fields[key];
  if (error.cause !== undefined && depth < 3) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}
