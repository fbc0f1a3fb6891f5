import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { ConcurrencyConflictError } from '../event-store/concurrency-conflict.error.js';
import { currentRequestId } from './request-context.js';

type ErrorBody = { statusCode: number; error: string; message: string | string[] };

/** Errors thrown by Express's body parsers carry an http-errors status and type. */
type ParserError = { status: number; type?: string };

const isParserError = (value: unknown): value is ParserError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { status?: unknown }).status === 'number' &&
  (value as ParserError).status >= 400 &&
  (value as ParserError).status < 500;

const reason = (status: number): string =>
  (HttpStatus[status] ?? 'Error')
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * Turns every error into a JSON answer that tells the caller what to do next: 4xx for what
 * the caller can fix, 409 for a concurrent change, and a 500 that names the request id and
 * logs the cause, never its details.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const body = this.toBody(exception, request);
    if (body.statusCode >= 500) {
      this.logger.error(
        { requestId: currentRequestId(), path: request.originalUrl, error: String(exception) },
        exception instanceof Error ? exception.stack : undefined,
      );
    }
    if (!response.headersSent) response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, request: Request): ErrorBody {
    if (exception instanceof ConcurrencyConflictError) {
      return {
        statusCode: 409,
        error: 'Conflict',
        message:
          'This was changed somewhere else at the same time. Reload the page to see the latest version, then try again.',
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      if (status === 404 && exception.message.startsWith('Cannot ')) {
        return {
          statusCode: 404,
          error: 'Not Found',
          message: `No API route matches ${request.method} ${request.path}. Check the address and method.`,
        };
      }
      if (typeof payload === 'object' && payload !== null && 'message' in payload) {
        return { statusCode: status, error: reason(status), ...(payload as object) } as ErrorBody;
      }
      return { statusCode: status, error: reason(status), message: exception.message };
    }
    if (isParserError(exception)) {
      const message =
        exception.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON. Send a JSON object.'
          : exception.type === 'entity.too.large'
            ? 'The request body is too large.'
            : 'The request could not be read.';
      return { statusCode: exception.status, error: reason(exception.status), message };
    }
    return {
      statusCode: 500,
      error: 'Internal Server Error',
      message: `Something went wrong on our side. Please try again in a moment; if it keeps happening, contact support and quote request id ${currentRequestId() ?? 'unknown'}.`,
    };
  }
}
