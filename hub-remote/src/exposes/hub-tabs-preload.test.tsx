/**
 * Opening a hub tab does not wait for its code: the first sign of a tap (a finger down, a pointer
 * over, focus) fetches it. Each tab's code is loaded once per module registry, so this file opens
 * every tab once and nothing else does here.
 */
import { renderWithProviders } from '@gg/ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { serveHubApi } from '../test/hub-api';
import { flush, watchPlaceholder } from '../test/tab-code';
import HubPage from './hub-page';

const renderHub = (route = '/schedule') => renderWithProviders(<HubPage />, { route });

beforeEach(() => { jest.spyOn(window, 'scrollTo').mockImplementation(() => {}); });
afterEach(() => { jest.restoreAllMocks(); });

describe('opening a tab without waiting for its code', () => {

  // The Standings and Injuries tabs showed a placeholder for 340-470 ms on a phone: their code
  // started loading only once the tap had re-rendered the page (and React then holds a placeholder
  // for at least 300 ms). The first sign of the tap (a finger down, focus) now fetches it.
  it.each([
    ['Standings', 'pointer down', (tab: HTMLElement) => fireEvent.pointerDown(tab), /NFL Standings/],
    ['Injuries', 'pointer down', (tab: HTMLElement) => fireEvent.pointerDown(tab), /NFL Injury Report/],
    ['News', 'pointer over', (tab: HTMLElement) => fireEvent.pointerOver(tab), /Latest NFL News/],
    ['Analytics', 'focus', (tab: HTMLElement) => act(() => tab.focus()), /NFL Analytics/],
  ])('%s: its code is fetched on %s, and the tap shows the tab at once', async (label, _how, intent, heading) => {
    serveHubApi();
    renderHub();
    const tab = screen.getByRole('tab', { name: label });
    intent(tab);
    await flush();
    const placeholderSeen = watchPlaceholder();
    fireEvent.click(tab);
    expect(within(screen.getByRole('tabpanel', { name: label })).getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(placeholderSeen()).toBe(false);
  });

  // With its code there, the Standings tab still showed a skeleton until its table arrived (a
  // further 200 ms on a slowed phone): the data was asked for only once the tab had rendered.
  it.each([
    ['Standings', ['/api/standings']],
    ['Injuries', ['/api/injuries?includeGeneric=true']],
    ['News', ['/api/news']],
  ])('%s: the first sign of a tap asks for its data too, once', async (label, paths) => {
    const { calls } = serveHubApi();
    renderHub();
    await flush();
    const tab = screen.getByRole('tab', { name: label });
    for (const path of paths) expect(calls).not.toContain(path);
    fireEvent.pointerOver(tab);
    fireEvent.pointerDown(tab);
    await flush();
    for (const path of paths) expect(calls.filter((c) => c === path)).toHaveLength(1);
  });
});
