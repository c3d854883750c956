/** Test helper: render with the theme, a fresh QueryClient (the app's defaults) and a memory router. */
import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider, createQueryClient } from '@gg/data';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '@gg/router';
import { theme } from './theme/tokens';

export { contrastRatio, tokenOf, type ColorMode } from './theme/contrast';

export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', ...options }: { route?: string; path?: string } & RenderOptions = {}) {
  const queryClient = createQueryClient();
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
    options,
  );
  return { ...result, queryClient };
}

/** Replaces global fetch with a router of path -> JSON answers; anything else is a 404. */
type RouteAnswer = ((url: URL) => Response | Promise<Response>) | object | string | number | boolean | null;

export function mockFetch(routes: Record<string, RouteAnswer>) {
  const calls: string[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const key = url.pathname + url.search;
    calls.push(key);
    const handler = routes[key] ?? routes[url.pathname];
    if (handler === undefined) return new Response('not found', { status: 404, statusText: 'Not Found' });
    if (typeof handler === 'function') return handler(url);
    return new Response(JSON.stringify(handler), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  global.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}
