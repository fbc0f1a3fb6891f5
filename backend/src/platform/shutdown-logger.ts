import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';

/** Says when the process has finished its work and closed its connections, for operators. */
@Injectable()
export class ShutdownLogger implements OnApplicationShutdown {
  onApplicationShutdown(signal?: string): void {
    new Logger('Shutdown').log(`Stopped cleanly${signal ? ` after ${signal}` : ''}.`);
  }
}
