import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import type { Options } from '@mikro-orm/core';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { buildOrmOptions } from './platform/database/orm-options.js';
import { FilesModule } from './platform/files/files.module.js';
import { AuthModule } from './modules/auth/index.js';
import { BillingModule } from './modules/billing/index.js';
import { CatalogueModule } from './modules/catalogue/index.js';
import { EditingModule } from './modules/editing/index.js';
import { MailModule } from './platform/mail/mail.module.js';
import { PlatformModule } from './platform/platform.module.js';

/** The whole app for one configuration; tests build it with their own database options. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, ormOverrides: Partial<Options> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        MikroOrmModule.forRoot({
          ...buildOrmOptions(config, ormOverrides),
          autoLoadEntities: true,
        }),
        CqrsModule.forRoot(),
        PlatformModule,
        FilesModule,
        MailModule.forRoot(config),
        AuthModule,
        BillingModule,
        CatalogueModule,
        EditingModule,
      ],
    };
  }
}
