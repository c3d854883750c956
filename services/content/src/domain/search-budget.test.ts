import { SearchBusy, searchBudget } from './search-budget';

describe('the searches\' share of each second', () => {
  it('runs searches until the share of the second is spent, refuses the rest of it, then starts again', () => {
    let now = 0;
    const budget = searchBudget(0.25, () => now);
    const search = (ms: number) => budget.spend(() => { now += ms; return 'answer'; });
    expect(search(100)).toBe('answer');
    expect(search(200)).toBe('answer'); // 100 ms spent of 250: it may start, and goes over
    expect(() => search(1)).toThrow(SearchBusy);
    now = 999;
    expect(() => search(1)).toThrow(SearchBusy);
    now = 1000;
    expect(search(100)).toBe('answer');
  });

  it('with a share of 1, never refuses one', () => {
    let now = 0;
    const budget = searchBudget(1, () => now);
    for (let i = 0; i < 100; i++) expect(budget.spend(() => { now += 99; return i; })).toBe(i);
  });

  it('charges a search that fails too', () => {
    let now = 0;
    const budget = searchBudget(0.1, () => now);
    expect(() => budget.spend(() => { now += 150; throw new Error('broken'); })).toThrow('broken');
    expect(() => budget.spend(() => 'answer')).toThrow(SearchBusy);
  });

  it('says when to come back', () => {
    const busy = new SearchBusy();
    expect(busy).toMatchObject({ status: 503, code: 'search_busy', retryAfterSeconds: 1 });
  });
});
