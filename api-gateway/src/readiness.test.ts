import request from 'supertest';
import { createGatewayApp } from './app';
import { gatewayReadiness } from './readiness';
import { testConfig } from './test-helpers';

describe('gateway readiness', () => {
  it('is ready with the shell built and its services named by address', async () => {
    const gateway = createGatewayApp(testConfig({}), {});
    try {
      expect((await request(gateway.app).get('/readyz').expect(200)).body).toEqual({ status: 'ready', service: 'gateway' });
    } finally {
      gateway.close();
    }
  });

  it('is not ready without the shell\'s build, or when a service\'s host name does not resolve; asks DNS at most every few seconds', async () => {
    const asked: string[] = [];
    const lookup = async (host: string) => { asked.push(host); if (host === 'talk.internal') throw new Error('ENOTFOUND'); };
    const check = gatewayReadiness(testConfig({ SHELL_DIST: '/nowhere', CONTENT_URL: 'http://content.internal:4001', TALK_URL: 'http://talk.internal:4003', SPORTS_URLS: 'http://10.0.0.7:4002,http://[::1]:4002' }), lookup);
    expect(await check()).toEqual(['the shell is not built (/nowhere/index.html)', 'the service host talk.internal does not resolve']);
    await check();
    expect(asked.sort()).toEqual(['content.internal', 'talk.internal']); // addresses are not looked up; the second probe used the first answer
  });
});
