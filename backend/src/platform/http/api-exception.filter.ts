import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ConcurrencyConflictError } from '../event-store/concurrency-conflict.error.js';
import { currentRequestId } from './request-context.js';

/**
 * Every error answer: `error` is the sentence to show the person (the spec's clients read it),
 * `message` repeats it for tools that expect Nest's shape.
 */
type ErrorBody = { statusCode: number; error: string; message: string } & Record<string, unknown>;

/** Errors thrown by Express's body parsers carry an http-errors status and type. */
type ParserError = { status: number; type?: string };

const isParserError = (value: unknown): value is ParserError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { status?: unknown }).status === 'number' &&
  (value as ParserError).status >= 400 &&
  (value as ParserError).status < 500;

const body = (
  statusCode: number,
  text: string,
  extra: Record<string, unknown> = {},
): ErrorBody => ({
  ...extra,
  statusCode,
  error: text,
  message: text,
});

/** The human sentence in an HttpException's payload, whichever shape the thrower used. */
const sentenceOf = (payload: unknown, fallback: string): string => {
  if (typeof payload === 'string') return payload;
  if (typeof payload !== 'object' || payload === null) return fallback;
  const { message, error } = payload as { message?: unknown; error?: unknown };
  if (Array.isArray(message)) return message.map(String).join(' ');
  if (typeof message === 'string') return message;
  if (typeof error === 'string') return error;
  return fallback;
};

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
    const answer = this.toBody(exception, request);
    if (answer.statusCode >= 500) {
      this.logger.error(
        { requestId: currentRequestId(), path: request.originalUrl, error: String(exception) },
        exception instanceof Error ? exception.stack : undefined,
      );
    }
    if (response.headersSent) return;
    // A throttled caller learns when to come back (RFC 9110 Retry-After).
    if (typeof answer.retryAfterSeconds === 'number') {
      response.setHeader('Retry-After', String(answer.retryAfterSeconds));
    }
    response.status(answer.statusCode).json(answer);
  }

  private toBody(exception: unknown, request: Request): ErrorBody {
    if (exception instanceof ConcurrencyConflictError) {
      return body(
        409,
        'This was changed somewhere else at the same time. Reload the page to see the latest version, then try again.',
      );
    }
    // Nest wraps body-parser errors in an HttpException; their own type says more.
    if (exception instanceof HttpException && isParserError(exception.cause)) {
      return this.toBody(exception.cause, request);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      if (status === 404 && exception.message.startsWith('Cannot ')) {
        return body(
          404,
          `No API route matches ${request.method} ${request.path}. Check the address and method.`,
        );
      }
      const extra = typeof payload === 'object' && payload !== null ? { ...payload } : {};
      return body(status, sentenceOf(payload, exception.message), extra);
    }
    if (isParserError(exception)) {
      const text =
        exception.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON. Send a JSON object.'
          : exception.type === 'entity.too.large'
            ? 'The request body is too large: at most 1 MB is accepted.'
            : 'The request could not be read.';
      return body(exception.status, text);
    }
    return body(
      500,
      `Something went wrong on our side. Please try again in a moment; if it keeps happening, contact support and quote request id ${currentRequestId() ?? 'unknown'}.`,
    );
  }
}
