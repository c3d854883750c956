import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { fixedHeadersOf, securityHeaders } from './security';

describe("pages' security headers", () => {
  it("are helmet's own, set from a copy made once", async () => {
    const options = { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'http://learn.example'] } } };
    const ok = (_req: express.Request, res: express.Response) => { res.send('ok'); };
    const byHelmet = await request(express().get('/', helmet(options), ok)).get('/');
    const copied = await request(express().get('/', fixedHeadersOf(helmet(options)), ok)).get('/');
    const headersOf = (res: request.Response) => Object.fromEntries(Object.entries(res.headers).filter(([name]) => !['date', 'etag', 'content-length', 'connection', 'keep-alive'].includes(name)));
    expect(headersOf(copied)).toEqual(headersOf(byHelmet));
    expect(copied.headers['x-powered-by']).toBeUndefined();
  });

  it('name the remotes as the only other script origins', async () => {
    const res = await request(express().use(securityHeaders(['http://hub.example'])).get('/', (_req, r) => { r.send('ok'); })).get('/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self' http://hub.example");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline\' http');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
