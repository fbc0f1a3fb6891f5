import { DynamicModule, Global, Module } from '@nestjs/common';
import { MailerModule } from '@nestjs-modules/mailer';
import type { AppConfig } from '../../config/app-config.js';
import { Mailer } from './mailer.js';

/**
 * Sends e-mail through SMTP_URL when it is set; otherwise nodemailer renders each message to
 * RFC 822 and the Mailer keeps it as an .eml file in DATA_DIR/outbox, so nothing is lost and
 * every message can be opened in a mail program.
 */
@Global()
@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: MailModule,
      imports: [
        MailerModule.forRoot({
          transport: config.smtpUrl ?? { streamTransport: true, buffer: true, newline: 'unix' },
          defaults: { from: config.mailFrom },
        }),
      ],
      providers: [Mailer],
      exports: [Mailer],
    };
  }
}
