import { HttpError } from '@gg/data';
import { mockFetch } from '@gg/ui/testing';
import { parseRetryAfter, refreshTalkingPoints, RefreshDeclined } from './refresh-talking-points';

const sportsDown = { error: { status: 503, code: 'sports_unavailable', message: 'Sports data is unavailable' } };
const answer = (status: number, body: string, headers: Record<string, string> = {}) => () => new Response(body, { status, headers });

describe('POST /api/water-cooler-talk/refresh', () => {
  it('sends no body, with a JSON content type, and reads the answer', async () => {
    const { fn } = mockFetch({ '/api/water-cooler-talk/refresh': { generated: 12, stored: 12, updatedAt: '2030-11-22T18:00:00.000Z' } });
    await expect(refreshTalkingPoints()).resolves.toEqual({ generated: 12, stored: 12, updatedAt: '2030-11-22T18:00:00.000Z' });
    expect(fn).toHaveBeenCalledWith('/api/water-cooler-talk/refresh', expect.objectContaining({
      method: 'POST', credentials: 'include', headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
    }));
    expect(fn).toHaveBeenCalledWith('/api/water-cooler-talk/refresh', expect.not.objectContaining({ body: expect.anything() }));
  });

  it('turns a 503 with a JSON reason into a declined refresh, with when to try again', async () => {
    mockFetch({ '/api/water-cooler-talk/refresh': answer(503, JSON.stringify(sportsDown), { 'Retry-After': '120', 'Content-Type': 'application/json' }) });
    const error = await refreshTalkingPoints().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefreshDeclined);
    expect(error).toMatchObject({ code: 'sports_unavailable', reason: 'Sports data is unavailable', retryAfterSeconds: 120 });
  });

  it('keeps a 503 without a JSON reason, and every other failure, an ordinary HTTP error', async () => {
    mockFetch({ '/api/water-cooler-talk/refresh': answer(503, '<html>busy</html>') });
    const busy = await refreshTalkingPoints().catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(HttpError);
    expect(busy).not.toBeInstanceOf(RefreshDeclined);
    mockFetch({ '/api/water-cooler-talk/refresh': answer(500, '{"error":{"message":"boom"}}') });
    await expect(refreshTalkingPoints()).rejects.toThrow('500: {"error":{"message":"boom"}}');
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2030-11-22T18:00:00.000Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Fri, 22 Nov 2030 18:02:00 GMT', now)).toBe(120);
    expect(parseRetryAfter('Fri, 22 Nov 2030 17:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
