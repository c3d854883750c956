import { sharedModules, sharedSingletons } from './shared';

describe('shared modules', () => {
  it('keeps one React, router, data layer (React Query) and Emotion on the page', () => {
    for (const name of ['react', 'react-dom', '@gg/router', '@gg/data', '@emotion/react', '@emotion/styled']) {
      expect(sharedSingletons[name as keyof typeof sharedSingletons]).toMatchObject({ singleton: true });
    }
  });

  it('shares the router and React Query facades, never react-router or React Query themselves (a shared module ships whole)', () => {
    expect(Object.keys(sharedModules({ ui: '^1.1.0' })).filter((name) => name.startsWith('react-router') || name.startsWith('@tanstack/'))).toEqual([]);
  });

  it('shares the UI kit by each app\'s own range, so a remote built against a newer kit brings its own copy', () => {
    const shared = sharedModules({ ui: '^2.0.0' });
    expect(shared['@gg/ui']).toMatchObject({ singleton: false, requiredVersion: '^2.0.0' });
    expect(shared['@gg/ui/']).toMatchObject({ singleton: false, requiredVersion: '^2.0.0' });
  });

  it('leaves the named time zones (Intl, used by the shell alone) out of the share scope', () => {
    const { exclude } = sharedModules({ ui: '^3.0.0' })['@gg/ui/'];
    expect(exclude.request.test('named-time-zones')).toBe(true);
    expect(exclude.request.test('time-zone-cookie')).toBe(true);
    expect(exclude.request.test('dialog')).toBe(false);
  });

  it("shares the fan's preferences by the app's own range, and only with apps that use them", () => {
    expect(sharedModules({ ui: '^3.0.0', preferences: '^1.0.0' })['@gg/preferences']).toMatchObject({ singleton: false, requiredVersion: '^1.0.0' });
    expect(sharedModules({ ui: '^3.0.0', preferences: '^1.0.0' })['@gg/preferences/']).toMatchObject({ singleton: false, requiredVersion: '^1.0.0' });
    expect(Object.keys(sharedModules({ ui: '^3.0.0' })).filter((name) => name.startsWith('@gg/preferences'))).toEqual([]);
  });

  it('shares the data layer but not its query definitions (stateless, bundled by each app)', () => {
    expect(Object.keys(sharedModules({ ui: '^3.0.0', preferences: '^1.0.0' })).filter((name) => name.startsWith('@gg/data'))).toEqual(['@gg/data']);
  });

  it('keeps one toast queue for the whole page', () => {
    expect(sharedModules({ ui: '^1.1.0' })['@gg/ui/toast']).toMatchObject({ singleton: true });
  });
});
