import type { ArgumentsHost } from '@nestjs/common';
import { BadRequestException, HttpException, Logger, NotFoundException } from '@nestjs/common';
import { ConcurrencyConflictError } from '../event-store/concurrency-conflict.error.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { requestContext } from './request-context.js';

class RecordedResponse {
  headersSent = false;
  statusCode = 0;
  body: unknown;

  status(code: number): this {
    this.statusCode = code;
    return this;
  }

  json(body: unknown): this {
    this.body = body;
    return this;
  }
}

const hostFor = (method = 'GET', path = '/api/thing') => {
  const response = new RecordedResponse();
  const request = { method, path, originalUrl: path };
  const host = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
  } as unknown as ArgumentsHost;
  return { host, response };
};

describe(ApiExceptionFilter.name, () => {
  const sut = new ApiExceptionFilter();

  beforeAll(() => {
    Logger.overrideLogger(false);
  });

  it('answers a concurrent change with 409 and what to do next', () => {
    const { host, response } = hostFor();

    sut.catch(new ConcurrencyConflictError('draft-1', 3, 4), host);

    expect(response.statusCode).toBe(409);
    const sentence =
      'This was changed somewhere else at the same time. Reload the page to see the latest version, then try again.';
    expect(response.body).toEqual({ statusCode: 409, error: sentence, message: sentence });
  });

  it('answers an unknown API route with a JSON 404 naming the method and path', () => {
    const { host, response } = hostFor('DELETE', '/api/nothing');

    sut.catch(new NotFoundException('Cannot DELETE /api/nothing'), host);

    expect(response.statusCode).toBe(404);
    const sentence = 'No API route matches DELETE /api/nothing. Check the address and method.';
    expect(response.body).toEqual({ statusCode: 404, error: sentence, message: sentence });
  });

  it('passes the message of a deliberate HTTP error through', () => {
    const { host, response } = hostFor();

    sut.catch(new BadRequestException('Please enter a valid email address.'), host);

    expect(response.statusCode).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Please enter a valid email address.',
      message: 'Please enter a valid email address.',
    });
  });

  it('answers a body that is not JSON with 400 rather than 500', () => {
    const { host, response } = hostFor('POST');

    sut.catch(
      Object.assign(new SyntaxError('Unexpected token'), {
        status: 400,
        type: 'entity.parse.failed',
      }),
      host,
    );

    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      error: 'The request body is not valid JSON. Send a JSON object.',
    });
  });

  it('answers a body over the size limit with 413 and the limit, also when Nest wrapped it', () => {
    const { host, response } = hostFor('POST');
    const tooLarge = Object.assign(new Error('request entity too large'), {
      status: 413,
      type: 'entity.too.large',
    });

    sut.catch(new HttpException('request entity too large', 413, { cause: tooLarge }), host);

    expect(response.statusCode).toBe(413);
    expect(response.body).toMatchObject({
      error: 'The request body is too large: at most 1 MB is accepted.',
    });
  });

  it('hides the details of an unexpected error and names the request id to quote', () => {
    const { host, response } = hostFor();

    requestContext.run({ requestId: 'req-12345678' }, () =>
      sut.catch(new Error('secret internals'), host),
    );

    expect(response.statusCode).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('secret internals');
    expect(response.body).toMatchObject({
      message: expect.stringContaining('request id req-12345678') as unknown,
    });
  });
});
