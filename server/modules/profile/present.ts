import type { SessionUser } from '../../../contract/auth';
import type { UserRow } from './store';

export const presentUser = (row: UserRow): SessionUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
});
