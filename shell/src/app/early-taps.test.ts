import type * as EarlyTapsModule from './early-taps';

type EarlyTaps = typeof EarlyTapsModule;

/** A fresh copy of the module: it keeps its held taps in module state, as the page does. */
let current: EarlyTaps | undefined;
const fresh = (): EarlyTaps => {
  jest.isolateModules(() => { current = jest.requireActual<EarlyTaps>('./early-taps'); });
  return current!;
};

afterEach(() => {
  current?.answerEarlyTaps(); // its listener is on the window, shared by every test
  document.body.replaceChildren();
  jest.useRealTimers();
});

function page() {
  document.body.innerHTML = `
    <div id="root">
      <button id="settings" type="button">Game-day settings</button>
      <label><input id="auto" type="checkbox" checked> Auto-refresh</label>
      <a id="rules" href="#rules"><span>Rules</span></a>
      <div role="tab" id="tab" tabindex="0">Standings</div>
    </div>`;
  const seen: string[] = [];
  // what React attaches to the root once it takes the page over
  document.getElementById('root')!.addEventListener('click', (e) => { seen.push((e.target as HTMLElement).id || (e.target as HTMLElement).tagName); });
  return { seen, el: (id: string) => document.getElementById(id)! };
}

describe('taps before the page can answer them', () => {
  it('are held (nothing below sees them, a checkbox does not flip) and made again, in order, once the page has hydrated', () => {
    const taps = fresh();
    const { seen, el } = page();
    taps.holdEarlyTaps();
    el('settings').click();
    el('tab').click();
    (el('auto') as HTMLInputElement).click();
    expect(seen).toEqual([]);
    expect((el('auto') as HTMLInputElement).checked).toBe(true);
    taps.answerEarlyTaps();
    expect(seen).toEqual(['settings', 'tab', 'auto']);
    expect((el('auto') as HTMLInputElement).checked).toBe(false);
    el('settings').click(); // from now on taps go straight through
    expect(seen).toEqual(['settings', 'tab', 'auto', 'settings']);
  });

  it('leave links alone: they work without script', () => {
    const taps = fresh();
    const { seen, el } = page();
    taps.holdEarlyTaps();
    let followed: boolean | undefined;
    el('rules').addEventListener('click', (e) => { followed = !e.defaultPrevented; });
    el('rules').querySelector('span')!.click();
    expect(seen).toEqual(['SPAN']);
    expect(followed).toBe(true);
  });

  it('keep the first 3 taps', () => {
    const taps = fresh();
    const { seen, el } = page();
    taps.holdEarlyTaps();
    for (const id of ['settings', 'tab', 'tab', 'auto', 'settings']) el(id).click();
    taps.answerEarlyTaps();
    expect(seen).toEqual(['settings', 'tab', 'tab']);
  });

  it('are not made again on controls that left the page (drawn afresh, or its remote failed)', () => {
    const taps = fresh();
    const { seen, el } = page();
    taps.holdEarlyTaps();
    el('settings').click();
    el('settings').remove();
    el('tab').click();
    taps.answerEarlyTaps();
    expect(seen).toEqual(['tab']);
  });

});
