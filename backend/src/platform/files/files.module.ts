import { Global, Module } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { FileStore } from './file-store.js';
import { ImageController } from './image.controller.js';
import { ImageVariants } from './image-variants.js';
import { LocalFileStore } from './local-file-store.js';

/** The file store (a folder under DATA_DIR for now) and the image endpoint built on it. */
@Global()
@Module({
  controllers: [ImageController],
  providers: [
    {
      provide: FileStore,
      useFactory: (config: AppConfig) => new LocalFileStore(join(config.dataDir, 'files')),
      inject: [APP_CONFIG],
    },
    {
      provide: ImageVariants,
      useFactory: (config: AppConfig, files: FileStore) =>
        new ImageVariants(files, join(config.dataDir, 'cache', 'img')),
      inject: [APP_CONFIG, FileStore],
    },
  ],
  exports: [FileStore],
})
export class FilesModule {}
