import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../../platform/database/database.js';
import { defaultAvatar, displayName, userTypeFor } from '../../domain/account-rules.js';
import { userOwner } from '../../domain/owner.js';
import { GetSessionUserQuery } from './get-session-user.query.js';
import type { SessionView } from './session.view.js';

@QueryHandler(GetSessionUserQuery)
export class GetSessionUserHandler implements IQueryHandler<GetSessionUserQuery> {
  constructor(private readonly db: Database) {}

  async execute({ caller }: GetSessionUserQuery): Promise<SessionView> {
    if (!caller) return { user: null, guest: false, guestSessionId: null };
    if (!caller.userId) return { user: null, guest: true, guestSessionId: caller.guestSessionId };
    // One query: this runs on every page load.
    const [account] = await this.db.query<{
      email: string;
      name: string | null;
      avatar: string | null;
      purchases: number | null;
    }>(
      `select u.email, u.name, u.avatar, c.purchases
       from users u left join account_purchase_counts c on c.owner_id = ?
       where u.id = ?`,
      [userOwner(caller.userId), caller.userId],
    );
    if (!account) return { user: null, guest: true, guestSessionId: caller.guestSessionId };
    return {
      user: {
        email: account.email,
        name: displayName(account.name, account.email),
        avatar: account.avatar ?? defaultAvatar,
        userType: userTypeFor(account.purchases ?? 0),
      },
      guest: false,
      guestSessionId: caller.guestSessionId,
    };
  }
}
