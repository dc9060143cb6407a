import { SERVICE_PREFIX, type ServiceName } from '../../contract/paths';
import { grantsOf, type RouteAccess } from './access';

const ERROR = { $ref: '#/components/schemas/ApiError' };

/** The service a route belongs to, from its prefix. */
export function serviceOf(url: string): ServiceName {
  const names = Object.keys(SERVICE_PREFIX) as (keyof typeof SERVICE_PREFIX)[];
  const name = names.find((key) => url.startsWith(`${SERVICE_PREFIX[key]}/`));
  if (!name || name === 'media') throw new Error(`${url} is not a service route`);
  return name;
}

/** Who may call the operation, in words (the route's `config.access`). */
export function describeAccess(access: RouteAccess | undefined): string {
  if (access === 'public') return 'Public: no token.';
  if (access === 'authenticated') return 'Any signed-in user.';
  if (!access) return '';
  const grants = grantsOf(access).map(({ resource, op }) => `${op} ${resource}`);
  return `Needs ${grants.join(' or ')} in the role of the caller's active organisation.`;
}

/**
 * The error answers every operation may give, all in the one error body. Named statuses for
 * the token and the right; the rest by class (400 bad input with fieldErrors, 404 an unknown
 * record or another organisation's, 409 a transition not allowed or a duplicate, 413, 415,
 * 429 with retryAfterSeconds; 502 and 503).
 */
export function errorResponses(access: RouteAccess | undefined) {
  const guarded =
    access === 'public'
      ? {}
      : { 401: { ...ERROR, description: 'No token, or an expired or revoked session.' } };
  const resource =
    access === 'public' || access === 'authenticated'
      ? {}
      : { 403: { ...ERROR, description: 'The role lacks the right this operation needs.' } };
  return {
    ...guarded,
    ...resource,
    '4XX': { ...ERROR, description: 'Refused: bad input, unknown record, conflict, limits.' },
    '5XX': { ...ERROR, description: 'The service or a provider behind it failed.' },
  };
}
