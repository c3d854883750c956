import { RemoteListSchema } from '@gg/contracts';
import { parseRemoteList } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

describe('parseRemoteList', () => {
  it('accepts what the contract accepts', () => {
    const list = { remotes: [{ name: 'learn', entry: 'http://localhost:3001/mf-manifest.json' }] };
    expect(parseRemoteList(list)).toEqual(RemoteListSchema.parse(list));
  });
  it.each([null, {}, { remotes: 'x' }, { remotes: [{ name: 'Bad Name', entry: 'http://x' }] }, { remotes: [{ name: 'ok', entry: 'javascript:alert(1)' }] }])(
    'rejects %j', (value) => {
      expect(() => parseRemoteList(value)).toThrow(/remotes.json/);
    },
  );
});
