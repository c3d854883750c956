import { sharedModules, sharedSingletons } from './shared';

describe('shared modules', () => {
  it('keeps one React, router, React Query and Emotion on the page', () => {
    for (const name of ['react', 'react-dom', '@gg/router', '@gg/query', '@emotion/react', '@emotion/styled']) {
      expect(sharedSingletons[name as keyof typeof sharedSingletons]).toMatchObject({ singleton: true });
    }
  });

  it('shares the router and React Query facades, never react-router or React Query themselves (a shared module ships whole)', () => {
    expect(Object.keys(sharedModules('^1.1.0')).filter((name) => name.startsWith('react-router') || name.startsWith('@tanstack/'))).toEqual([]);
  });

  it('shares the UI kit by each app\'s own range, so a remote built against a newer kit brings its own copy', () => {
    const shared = sharedModules('^2.0.0');
    expect(shared['@gg/ui']).toMatchObject({ singleton: false, requiredVersion: '^2.0.0' });
    expect(shared['@gg/ui/']).toMatchObject({ singleton: false, requiredVersion: '^2.0.0' });
  });

  it('leaves the named time zones (Intl, used by the shell alone) out of the share scope', () => {
    const { exclude } = sharedModules('^3.0.0')['@gg/ui/'];
    expect(exclude.request.test('named-time-zones')).toBe(true);
    expect(exclude.request.test('time-zone-cookie')).toBe(true);
    expect(exclude.request.test('viewing-settings')).toBe(false);
  });

  it('keeps one toast queue for the whole page', () => {
    expect(sharedModules('^1.1.0')['@gg/ui/toast']).toMatchObject({ singleton: true });
  });
});
