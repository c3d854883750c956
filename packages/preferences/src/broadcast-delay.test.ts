import { BROADCAST_DELAY_MAX_SECONDS } from './viewing-preferences';
import { BROADCAST_DELAY_STEPS, delayInWords, nearestDelayStep } from './broadcast-delay';

describe('broadcast delay', () => {
  it('offers steps from none to the maximum', () => {
    expect(BROADCAST_DELAY_STEPS[0]).toBe(0);
    expect(BROADCAST_DELAY_STEPS.at(-1)).toBe(BROADCAST_DELAY_MAX_SECONDS);
  });

  it.each([
    [0, 'No delay'],
    [10, '10 seconds'],
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [90, '1 minute 30 seconds'],
    [120, '2 minutes'],
  ])('says %i s as "%s"', (seconds, words) => {
    expect(delayInWords(seconds)).toBe(words);
  });

  it('puts a value between steps on the nearest one', () => {
    expect(BROADCAST_DELAY_STEPS[nearestDelayStep(14)]).toBe(10);
    expect(BROADCAST_DELAY_STEPS[nearestDelayStep(50)]).toBe(45);
    expect(BROADCAST_DELAY_STEPS[nearestDelayStep(120)]).toBe(120);
  });
});
