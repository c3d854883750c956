// The glossary page as the gateway draws it and a fan's browser takes it over.
import type { GlossaryTerm } from '@gg/contracts';
import { QueryClientProvider, createQueryClient, type QueryClient } from '@gg/data';
import { MemoryRouter } from '@gg/router';
import { ThemeRoot } from '@gg/ui';
import { mockFetch } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { glossaryHeadQuery } from '../features/glossary/api/get-glossary-terms';
import GlossaryPage, { pageData } from './glossary-page';

const glossary: GlossaryTerm[] = Array.from({ length: 30 }, (_, i) => ({
  id: `term-${i + 1}`, term: `Term ${i + 1}`, definition: `Meaning ${i + 1}.`, category: 'Basics', relatedTerms: [],
}));
const head = { total: glossary.length, terms: glossary.slice(0, 12) };

const page = (client: QueryClient) => (
  <ThemeRoot>
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/glossary']}>
        <GlossaryPage />
      </MemoryRouter>
    </QueryClientProvider>
  </ThemeRoot>
);

describe('the glossary page from the server to the browser', () => {
  it('declares the first terms and their count, not the whole glossary', async () => {
    const keys = async (search: string) => (await pageData({ pathname: '/glossary', params: {}, searchParams: new URLSearchParams(search) }, { load: async () => undefined as never })).map((q) => q.queryKey);
    expect(await keys('')).toEqual([glossaryHeadQuery(12).queryKey]);
    expect(await keys('tab=penalties')).toEqual([['/api/penalties']]);
  });

  it('draws 12 cards and the whole count from the head, hydrates them as they are, then shows every term', async () => {
    const { calls } = mockFetch({ '/api/glossary': glossary, '/api/penalties': [] });
    const server = createQueryClient();
    server.setQueryData(glossaryHeadQuery(12).queryKey, head);
    const html = renderToString(page(server));
    expect(html.match(/<article/g)).toHaveLength(12);
    expect(html).toContain('>30<!-- --> <!-- -->terms<');
    expect(html).not.toContain('Term 13');
    expect(calls).toEqual([]); // the server read nothing the page did not declare

    const browser = createQueryClient();
    browser.setQueryData(glossaryHeadQuery(12).queryKey, head);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => { hydrateRoot(container, page(browser), { onRecoverableError: (error) => mismatches.push(error) }); });
    expect(mismatches).toEqual([]);
    // the whole glossary (and the closed tab's penalties) now; the head the HTML came with, not again
    expect(calls).toContain('/api/glossary');
    expect(calls).not.toContain('/api/glossary-head?limit=12');
    expect(await screen.findByRole('heading', { level: 3, name: 'Term 30' })).toBeInTheDocument();
    expect(screen.getByText('30 terms')).toBeInTheDocument();
    expect(container.querySelectorAll('article')).toHaveLength(30);
    container.remove();
  });

  it('shows the error with a retry when the whole glossary cannot be read after the first screen', async () => {
    const { calls } = mockFetch({ '/api/glossary': () => new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    const client = createQueryClient();
    client.setQueryData(glossaryHeadQuery(12).queryKey, head);
    const html = renderToString(page(client));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => { hydrateRoot(container, page(client)); });
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
    expect(calls[0]).toBe('/api/glossary');
    container.remove();
  });
});
