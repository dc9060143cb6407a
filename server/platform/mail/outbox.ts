import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import type { MailContent } from './templates';

/** Queues a message; call it inside the transaction of the action that causes it. */
export async function enqueueMail(db: Db, to: string, content: MailContent): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to, ...content })
    .returning({
      id: mailOutbox.id,
    });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}
