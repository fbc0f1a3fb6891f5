import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { Clock } from '../clock/clock.js';

/** One e-mail: always both an HTML and a plain-text body, so every mail program shows it well. */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

export type SentMail = { messageId: string; outboxFile: string | null };

/** Where messages go when no SMTP server is configured. */
export const outboxDirectory = (dataDir: string): string => join(dataDir, 'outbox');

@Injectable()
export class Mailer {
  constructor(
    private readonly mailer: MailerService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    const info = (await this.mailer.sendMail(message)) as { messageId: string; message?: unknown };
    if (this.config.smtpUrl) return { messageId: info.messageId, outboxFile: null };
    if (!Buffer.isBuffer(info.message))
      throw new Error('The outbox transport produced no message.');
    return { messageId: info.messageId, outboxFile: await this.keepInOutbox(info.message) };
  }

  /** Writes under a temporary name first, so a reader of the outbox never sees half a message. */
  private async keepInOutbox(raw: Buffer): Promise<string> {
    const dir = outboxDirectory(this.config.dataDir);
    await mkdir(dir, { recursive: true });
    const stamp = this.clock.now().toISOString().replaceAll(':', '-');
    const name = `${stamp}-${randomUUID().slice(0, 8)}.eml`;
    const temporary = join(dir, `.${name}.tmp`);
    await writeFile(temporary, raw);
    await rename(temporary, join(dir, name));
    return join(dir, name);
  }
}
