import { AuthMessages } from '@folio/auth-contract';
import { describe, expect, it } from 'vitest';
import { answerProblems, isHumanMessage, leaksIn, stringsIn } from './response-leaks.js';

describe('leaksIn', () => {
  it.each([
    ['stack frame', '{"message":"boom","stack":"Error: boom\\n    at handler (/srv/app/dist/main.js:10:5)"}'],
    ['source location', '{"message":"failed in session.service.ts:42"}'],
    ['runtime error', '{"message":"TypeError: Cannot read properties of undefined (reading \'id\')"}'],
    ['SQL', '{"message":"Failed query: select \\"id\\", \\"email\\" from \\"users\\" where \\"email\\" = $1"}'],
    ['SQL', '{"message":"insert into \\"sessions\\" (\\"id\\") values ($1)"}'],
    ['database error', '{"message":"duplicate key value violates unique constraint \\"users_email_unique\\""}'],
    ['database error', '{"message":"syntax error at or near \\"drop\\""}'],
    ['database error', '{"message":"invalid byte sequence for encoding \\"UTF8\\": 0x00"}'],
    ['server path', '{"message":"ENOENT: no such file or directory, open \'/work/main/.data/x\'"}'],
    ['server path', '{"message":"in node_modules/hono/dist/hono-base.js"}'],
  ])('catches a %s', (rule, body) => {
    expect(leaksIn(body)).toContain(rule);
  });

  it.each([
    AuthMessages.emailInvalid,
    AuthMessages.failed,
    'Please select a country from the list.',
    'The route /api/user/addresses/x could not be found.',
    'Sign-in with Google is not available at the moment.',
  ])('lets a message a person wrote through: %s', (message) => {
    expect(leaksIn(JSON.stringify({ message, code: 'x' }))).toEqual([]);
  });

  it("does not count the caller's own input quoted back as a leak, and still finds a leak around it", () => {
    const sent = ['/work/secret', "'; select * from users; --"];
    const echo = JSON.stringify({
      message: `Invalid type: Expected boolean but received "${sent[0]}" and "${sent[1]}"`,
    });
    expect(leaksIn(echo)).toEqual(['SQL', 'server path']);
    expect(leaksIn(echo, sent)).toEqual([]);
    const real = JSON.stringify({ message: `syntax error at or near "${sent[1]}"` });
    expect(leaksIn(real, sent)).toEqual(['database error']);
  });
});

describe('isHumanMessage', () => {
  it.each([
    'Unauthenticated.',
    'CSRF token mismatch.',
    AuthMessages.required('email'),
    'Too many attempts, try again in 5 seconds',
  ])('accepts %s', (message) => {
    expect(isHumanMessage(message)).toBe(true);
  });

  it.each([undefined, 42, '', '   ', 'validation_failed', 'undefined', 'Error: [object Object]'])(
    'refuses %s',
    (message) => {
      expect(isHumanMessage(message)).toBe(false);
    },
  );

  it('judges the words around a quote of the input, not the quote', () => {
    expect(isHumanMessage('[object Object] could not be found.', ['[object Object]'])).toBe(true);
    expect(isHumanMessage('hello_world', ['hello_world'])).toBe(false);
  });
});

describe('stringsIn', () => {
  it('collects every string and key of a JSON value', () => {
    expect(stringsIn({ a: ['x', { b: 'y' }], c: 1 }).sort()).toEqual(['a', 'b', 'c', 'x', 'y']);
  });
});

describe('answerProblems', () => {
  const answer = (status: number, json: unknown, type = 'application/json') => ({
    status,
    headers: new Headers({ 'content-type': type }),
    text: JSON.stringify(json),
    json,
  });

  it('passes a clean 422 and a 2xx for accepted input', () => {
    expect(
      answerProblems(answer(422, { message: 'The email field is required.', code: 'validation_failed' }), {
        sent: [],
        accepted: false,
      }),
    ).toEqual([]);
    expect(answerProblems(answer(201, { id: 'x' }), { sent: [], accepted: true })).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(
      answerProblems(answer(500, { message: 'Server Error', code: 'internal_error' }), { sent: [], accepted: true }),
    ).toEqual(['answered 500']);
    expect(answerProblems(answer(400, { error: 'bad' }), { sent: [], accepted: false })).toEqual([
      'a 400 without a readable message: undefined',
      'a 400 without a code: undefined',
    ]);
    expect(answerProblems(answer(404, 'Not Found', 'text/plain'), { sent: [], accepted: false })[0]).toBe(
      'a 404 without a JSON body',
    );
    expect(answerProblems(answer(200, { ok: true }), { sent: [], accepted: false })).toEqual([
      'a 200 for input the contract refuses',
    ]);
    expect(
      answerProblems(answer(422, { message: 'at /work/main/x.ts:3', code: 'x' }), { sent: [], accepted: false }),
    ).toEqual(['the body leaks a source location', 'the body leaks a server path']);
  });
});
