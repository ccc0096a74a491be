import { errorStatus, isNetworkError } from '@folio/http';
import { useCallback, useRef } from 'react';

interface Attempt {
  key: string;
  /** The request the key was made for (its JSON): a changed request is a new attempt. */
  request: string;
  /** No final answer yet (sent, or failed in a way a retry may fix). */
  open: boolean;
}

/**
 * Whether a failed call leaves the attempt open: it may have reached the server (no answer, a 5xx,
 * a 429), so the retry must carry the same key for the server to answer it as the same attempt.
 */
export function leavesAttemptOpen(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  const status = errorStatus(error);
  return status === undefined || status >= 500 || status === 429 || status === 408;
}

export interface AttemptKeys {
  /** The Idempotency-Key for sending `request`: the open attempt's when it is the same request, else a new UUID. */
  keyFor(request: unknown): string;
  /** The call answered: a success or a refusal closes the attempt; an answer-less failure keeps it open. */
  settle(error?: unknown): void;
}

/**
 * One Idempotency-Key per attempt of a money-moving call (issue 12): a new UUID for a new attempt,
 * the same one when the attempt is retried after it got no final answer.
 */
export function useAttemptKeys(): AttemptKeys {
  const attempt = useRef<Attempt | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const body = JSON.stringify(request ?? null);
    const last = attempt.current;
    if (last && last.open && last.request === body) return last.key;
    const key = crypto.randomUUID();
    attempt.current = { key, request: body, open: true };
    return key;
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (attempt.current && (error === undefined || !leavesAttemptOpen(error))) attempt.current.open = false;
  }, []);
  return { keyFor, settle };
}
