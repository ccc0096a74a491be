import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCode, type ErrorBody } from '@folio/http-contract';
import type { Logger } from '@folio/server-kit';

interface Answer {
  status: number;
  reason: string;
  body: ErrorBody;
}

/** What a request node:http cannot parse gets, by the parser's error code. */
function answerFor(code: string | undefined): Answer {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      body: { message: 'The request headers are too large.', code: ErrorCode.HeadersTooLarge },
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      reason: 'Request Timeout',
      body: { message: 'The request took too long to arrive.', code: ErrorCode.RequestTimeout },
    };
  }
  return {
    status: 400,
    reason: 'Bad Request',
    body: { message: 'The request could not be read.', code: ErrorCode.MalformedRequest },
  };
}

/**
 * Requests that never reach Hono (oversized headers, a broken request line, a timeout) get the same
 * JSON error envelope as every other error, instead of node's bare status line. The connection is
 * closed afterwards, as node does.
 */
export function answerClientErrors(server: Server, logger: Logger): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, reason, body } = answerFor(error.code);
    const json = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        'Content-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        json,
    );
    logger.info({ status, parserCode: error.code }, 'unreadable request');
  });
}
