import { FUNNEL_PATH, type SellerFunnel } from '@folio/analytics-contract';
import { api } from '@folio/testing';
import { HttpResponse } from 'msw';

/**
 * msw handlers for `GET /api/analytics/funnel`: `answer` for the period asked (`from`/`to`, null
 * for the default 30 days), or an error status with its `{message, code}` body.
 */
export function funnelHandlers(
  answer: SellerFunnel | ((period: { from: string | null; to: string | null }) => SellerFunnel) | { status: number },
) {
  return [
    api.get(FUNNEL_PATH, ({ request }) => {
      if ('status' in answer)
        return HttpResponse.json({ message: 'Server Error', code: 'internal_error' }, { status: answer.status });
      const params = new URL(request.url).searchParams;
      const body = typeof answer === 'function' ? answer({ from: params.get('from'), to: params.get('to') }) : answer;
      return HttpResponse.json(body);
    }),
  ];
}
