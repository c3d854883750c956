import { canRegister, registerServiceWorker, serviceWorkerUrl } from './register-service-worker';

const remotes = {
  remotes: [
    { name: 'learn', entry: 'http://localhost:3001/remoteEntry.js' },
    { name: 'hub', entry: 'http://localhost:3002/remoteEntry.js' },
    { name: 'talk', entry: 'http://localhost:3003/remoteEntry.js' },
  ],
};

describe('serviceWorkerUrl', () => {
  it('names only the remotes that work offline', () => {
    const url = new URL(serviceWorkerUrl(remotes), 'http://localhost:8080');
    expect(url.pathname).toBe('/sw.js');
    expect(url.searchParams.getAll('remote')).toEqual(['http://localhost:3001/remoteEntry.js']);
  });
});

describe('canRegister', () => {
  const withInlineList = () => {
    const doc = document.implementation.createHTMLDocument();
    const data = doc.createElement('script');
    data.id = 'gg-remotes';
    doc.head.append(data);
    return doc;
  };
  const env = (overrides: Partial<Parameters<typeof canRegister>[0]> = {}) => ({
    production: true,
    navigator: { serviceWorker: {} } as unknown as Navigator,
    location: { protocol: 'https:' } as Location,
    document: withInlineList(),
    ...overrides,
  });

  it('registers a production build served over http(s) by the gateway', () => {
    expect(canRegister(env())).toBe(true);
    expect(canRegister(env({ location: { protocol: 'http:' } as Location }))).toBe(true);
  });
  it('not in a development build, without service worker support, off http(s), or away from the gateway', () => {
    expect(canRegister(env({ production: false }))).toBe(false);
    expect(canRegister(env({ navigator: {} as Navigator }))).toBe(false);
    expect(canRegister(env({ location: { protocol: 'file:' } as Location }))).toBe(false);
    expect(canRegister(env({ document: document.implementation.createHTMLDocument() }))).toBe(false);
  });
});

describe('registerServiceWorker', () => {
  it('does nothing outside a production build (tests, development)', () => {
    const register = jest.fn();
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    try {
      registerServiceWorker(remotes);
      window.dispatchEvent(new Event('load'));
      expect(register).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
