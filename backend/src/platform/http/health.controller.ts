import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { Database } from '../database/database.js';

/** Tells load balancers and people whether this process can serve: its database answers. */
@Controller('api/health')
export class HealthController {
  constructor(private readonly db: Database) {}

  @Get()
  @HttpCode(200)
  async check(): Promise<{ status: 'ok' }> {
    try {
      await this.db.query('select 1');
    } catch {
      throw new ServiceUnavailableException({
        status: 'unavailable',
        message: 'The database is not answering.',
      });
    }
    return { status: 'ok' };
  }
}
