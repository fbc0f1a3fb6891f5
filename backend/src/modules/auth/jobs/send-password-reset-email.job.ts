import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/app-config.js';
import { defineJob } from '../../../platform/jobs/job-definition.js';
import { HandlesJob, type JobHandler } from '../../../platform/jobs/job-handler.js';
import { Mailer } from '../../../platform/mail/mailer.js';
import { ResetTokens, resetTokenLifetimeMs } from '../security/reset-tokens.js';
import { UserAccounts } from '../security/user-accounts.js';
import { passwordResetEmail } from './password-reset-email.js';

export const sendPasswordResetEmailJob = defineJob({
  name: 'auth.send-password-reset-email',
  version: 1,
  schema: z.object({ userId: z.string().uuid() }),
  maxAttempts: 6,
  backoff: { initialMs: 5_000, maxMs: 5 * 60_000 },
});

/**
 * Issues the reset token and e-mails the link. The token is made here, not when the request was
 * recorded, so it is never stored in plain text, not even in the job table.
 */
@HandlesJob()
@Injectable()
export class SendPasswordResetEmailHandler implements JobHandler<{ userId: string }> {
  readonly definition = sendPasswordResetEmailJob;

  constructor(
    private readonly accounts: UserAccounts,
    private readonly tokens: ResetTokens,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run({ userId }: { userId: string }): Promise<void> {
    const account = await this.accounts.findById(userId);
    if (!account) return;
    const token = await this.tokens.issue(userId);
    const link = `${this.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: account.email,
      ...passwordResetEmail({
        link,
        validForMinutes: resetTokenLifetimeMs / 60_000,
        supportEmail: this.config.supportEmail,
      }),
    });
  }
}
