/**
 * The situation on a live card comes drawn in the server's HTML (it is the card's largest text:
 * drawn later, it was the page's largest paint, seconds after the rest), and the browser keeps
 * that drawing as it came until the drawing's code is in, even as the game moves meanwhile.
 * The server and the browser each get their own copy of the modules, as they really have: the
 * server has the drawing's code at once, the browser only once the page is idle.
 */
import type { Game } from '@gg/contracts';
import { mockFetch } from '@gg/ui/testing';
import type * as Data from '@gg/data';
import type * as Router from '@gg/router';
import type { ThemeRoot } from '@gg/ui';
import type * as React from 'react';
import type { ReactElement } from 'react';
import type * as DomClient from 'react-dom/client';
import type * as DomStatic from 'react-dom/static';
import type * as Card from '../components/game-card';
import { packersAtFalcons } from '../test-games';

// React's Node renderer schedules with setImmediate, which jsdom leaves out
globalThis.setImmediate ??= ((task: () => void) => setTimeout(task, 0)) as unknown as typeof setImmediate;

const mockIdleTasks: Array<() => void> = [];
// the browser's copy waits for an idle moment the test grants; the server's never waits, and
// draws as the gateway's renderer does (this test runs in jsdom, where a window is always there)
let mockServer = true;
jest.mock('@gg/ui', () => ({
  ...jest.requireActual('@gg/ui'),
  whenIdle: (task: () => void) => (mockServer ? task() : mockIdleTasks.push(task)),
  renderingOnServer: () => mockServer,
}));

const third: Game = packersAtFalcons({
  id: '10', status: 'live', statusDetail: '8:12 - 2nd', period: 2, clock: '8:12', awayScore: 7, homeScore: 3,
  situation: { phase: 'down', down: 3, distance: 4, yardLine: 71, possessionTeamId: '1', homeTimeouts: 2, awayTimeouts: 3 },
});
const fourth: Game = { ...third, situation: { ...third.situation, down: 4, distance: 1, yardLine: 74 } };

type Modules = {
  React: typeof React;
  data: typeof Data;
  router: typeof Router;
  ui: { ThemeRoot: typeof ThemeRoot };
  card: typeof Card;
  dom: { static: typeof DomStatic; client: typeof DomClient };
};

/** A fresh copy of the modules (React too); lazy imports made later resolve in this copy. */
async function load(): Promise<Modules> {
  jest.resetModules();
  return {
    React: await import('react'),
    data: await import('@gg/data'),
    router: await import('@gg/router'),
    ui: await import('@gg/ui'),
    card: await import('../components/game-card'),
    dom: { static: await import('react-dom/static'), client: await import('react-dom/client') },
  };
}

function cardOf({ data, router, ui, card }: Modules, game: Game, queryClient = data.createQueryClient()): ReactElement {
  return (
    <ui.ThemeRoot>
      <data.QueryClientProvider client={queryClient}>
        <router.MemoryRouter>
          <card.GameCard game={game} onViewDetails={() => {}} />
        </router.MemoryRouter>
      </data.QueryClientProvider>
    </ui.ThemeRoot>
  );
}

/** The page as the gateway's renderer writes it: every lazy part waited for. */
async function serverHtml(game: Game): Promise<{ html: string; queryHashes: string[] }> {
  mockServer = true;
  const server = await load();
  const queryClient = server.data.createQueryClient();
  // as the renderer does: every boundary inline, none left for an inline script the CSP refuses
  const { prelude } = await server.dom.static.prerenderToNodeStream(cardOf(server, game, queryClient), { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const queryHashes = queryClient.getQueryCache().getAll().filter((q) => (q.options as { enabled?: unknown }).enabled !== false).map((q) => q.queryHash);
  return { html: Buffer.concat(chunks).toString('utf8'), queryHashes };
}

describe('the situation on a live card, drawn by the server', () => {
  beforeEach(() => { mockFetch({ '/api/glossary': [], '/api/teams': [] }); });

  it('is in the first screen: the down, the field and the sentence, with no glossary read on the server', async () => {
    const { html, queryHashes } = await serverHtml(third);
    expect(html).toContain('3rd &amp; 4 at GB 29');
    expect(html).toContain('data-situation-sentence');
    expect(html).not.toContain('data-situation-room');
    expect(queryHashes).not.toContain('["/api/glossary"]');
  });

  it('hydrates without a mismatch and keeps the server drawing, even through a push, until its code is in', async () => {
    const { html } = await serverHtml(third);
    mockServer = false;
    const browser = await load();
    const { act } = browser.React;
    const { hydrateRoot } = browser.dom.client;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    try {
      const root = await act(async () => hydrateRoot(container, cardOf(browser, third), { onRecoverableError: (error) => errors.push(error) }));
      expect(errors).toEqual([]);
      expect(container).toHaveTextContent('3rd & 4 at GB 29');
      // a play happens before the page is idle: the drawing stays as the server made it, with no error
      await act(async () => root.render(cardOf(browser, fourth)));
      expect(errors).toEqual([]);
      expect(container).toHaveTextContent('3rd & 4 at GB 29');
      // idle: the code comes, the drawing hydrates, then follows the game
      await act(async () => { for (const task of mockIdleTasks.splice(0)) task(); });
      await act(async () => { await new Promise((resolve) => setTimeout(resolve, 50)); });
      expect(errors).toEqual([]);
      expect(container).toHaveTextContent('4th & 1 at GB 26');
      await act(async () => root.unmount());
    } finally {
      container.remove();
      mockServer = true;
    }
  });

  it('keeps the server drawing when something above the card changes before its code is in', async () => {
    const { html } = await serverHtml(third);
    mockServer = false;
    const browser = await load();
    const { act, createContext } = browser.React;
    const { hydrateRoot } = browser.dom.client;
    // as the page's own providers do (the live stream's status, say): no markup, a value that changes
    const Above = createContext('connecting');
    const page = (status: string) => <Above.Provider value={status}>{cardOf(browser, third)}</Above.Provider>;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    try {
      const root = await act(async () => hydrateRoot(container, page('connecting'), { onRecoverableError: (error) => errors.push(error) }));
      await act(async () => root.render(page('open')));
      expect(errors).toEqual([]);
      expect(container.querySelector('[data-situation-room]')).toBeNull();
      expect(container).toHaveTextContent('3rd & 4 at GB 29');
      await act(async () => { for (const task of mockIdleTasks.splice(0)) task(); });
      await act(async () => { await new Promise((resolve) => setTimeout(resolve, 50)); });
      expect(errors).toEqual([]);
      expect(container.querySelector('[data-situation-room]')).toBeNull();
      expect(container).toHaveTextContent('3rd & 4 at GB 29');
      await act(async () => root.unmount());
    } finally {
      container.remove();
      mockServer = true;
    }
  });
});
