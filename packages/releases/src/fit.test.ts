import { fitProblems } from './fit';
import { remoteManifest, shellManifest } from './test/builds';

describe('whether a release fits the shell', () => {
  it('takes a build that shares what the shell shares, in versions both accept', () => {
    expect(fitProblems('hub', remoteManifest('hub'), shellManifest())).toEqual([]);
    expect(fitProblems('learn', remoteManifest('learn'), shellManifest())).toEqual([]);
  });

  it('refuses a build that pins another React major, saying both ways it does not fit', () => {
    const release = remoteManifest('hub', (m) => {
      for (const s of m.shared) if (s.name === 'react' || s.name === 'react-dom') Object.assign(s, { version: '18.3.1', requiredVersion: '^18.3.1' });
    });
    const problems = fitProblems('hub', release, shellManifest());
    expect(problems).toEqual(expect.arrayContaining([
      'react: the build asks for ^18.3.1, the shell gives 19.3.1',
      'react: the build brings 18.3.1, the shell accepts ^19.2.3',
      'react-dom: the build asks for ^18.3.1, the shell gives 19.3.1',
    ]));
  });

  it('refuses a newer major of a singleton too: it would take the shell\'s place on the page', () => {
    const release = remoteManifest('talk', (m) => { Object.assign(m.shared.find((s) => s.name === '@gg/router')!, { version: '2.0.0', requiredVersion: '^2.0.0' }); });
    expect(fitProblems('talk', release, shellManifest())).toEqual([
      '@gg/router: the build asks for ^2.0.0, the shell gives 1.0.0',
      '@gg/router: the build brings 2.0.0, the shell accepts ^1.0.0',
    ]);
  });

  it('refuses a build that drops a page the catalog routes to', () => {
    const release = remoteManifest('hub', (m) => { m.exposes = m.exposes.filter((e) => e.name !== 'standings-page'); });
    expect(fitProblems('hub', release, shellManifest())).toEqual(['the build does not expose standings-page (the remote catalog routes to it)']);
  });

  it('refuses a build that would bundle its own copy of the UI kit, or share React as more than one copy', () => {
    const release = remoteManifest('learn', (m) => {
      m.shared = m.shared.filter((s) => s.name !== '@gg/ui');
      m.shared.find((s) => s.name === 'react')!.singleton = false;
    });
    expect(fitProblems('learn', release, shellManifest())).toEqual([
      '@gg/ui: the build does not share it, so it would bring its own copy',
      'react: the shell shares it as one copy (singleton), the build does not',
    ]);
  });

  // written out, not read from SHARED_WITH_THE_SHELL: a module dropped from that list must fail here
  it.each(['react', 'react-dom', '@gg/router', '@gg/data', '@gg/ui'])('refuses a build that does not share %s with the shell', (name) => {
    const release = remoteManifest('hub', (m) => { m.shared = m.shared.filter((s) => s.name !== name); });
    expect(fitProblems('hub', release, shellManifest())).toEqual([`${name}: the build does not share it, so it would bring its own copy`]);
  });

  it('refuses another remote\'s build', () => {
    expect(fitProblems('hub', remoteManifest('talk'), shellManifest())[0]).toBe('the build is the container "talk", not "hub"');
  });

  it('leaves modules only the release shares to the release', () => {
    const release = remoteManifest('hub', (m) => { m.shared.push({ name: 'date-fns', version: '4.1.0', singleton: false, requiredVersion: '^4.1.0' }); });
    expect(fitProblems('hub', release, shellManifest())).toEqual([]);
  });
});
