import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Database, type Row, type Tx } from '../../../platform/database/database.js';

export type UserAccount = {
  id: string;
  email: string;
  passwordHash: string;
  name: string | null;
  avatar: string | null;
};

const toAccount = (row: Row): UserAccount => ({
  id: String(row.id),
  email: String(row.email),
  passwordHash: String(row.password_hash),
  name: (row.name as string | null) ?? null,
  avatar: (row.avatar as string | null) ?? null,
});

/** Raised when an address already has an account. */
export class EmailTakenError extends Error {}

/** The `users` table: personal data, kept out of events so that it can be erased. */
@Injectable()
export class UserAccounts {
  constructor(private readonly db: Database) {}

  async findByEmail(email: string): Promise<UserAccount | null> {
    const [row] = await this.db.query('select * from users where email = ?', [email]);
    return row ? toAccount(row) : null;
  }

  async findById(id: string): Promise<UserAccount | null> {
    const [row] = await this.db.query('select * from users where id = ?', [id]);
    return row ? toAccount(row) : null;
  }

  async insert(
    tx: Tx,
    account: Pick<UserAccount, 'id' | 'email' | 'passwordHash'>,
    now: Date,
  ): Promise<void> {
    try {
      await tx.execute(
        'insert into users (id, email, password_hash, created_at, password_changed_at) values (?, ?, ?, ?, ?)',
        [account.id, account.email, account.passwordHash, now, now],
      );
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new EmailTakenError();
      throw error;
    }
  }

  async changePassword(tx: Tx, userId: string, passwordHash: string, now: Date): Promise<void> {
    await tx.execute('update users set password_hash = ?, password_changed_at = ? where id = ?', [
      passwordHash,
      now,
      userId,
    ]);
  }
}
