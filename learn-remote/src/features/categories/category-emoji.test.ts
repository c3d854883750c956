import { categoryEmoji } from './category-emoji';

describe('categoryEmoji', () => {
  it.each([
    ['Offense', '⚡'],
    ['Offensive Plays', '⚡'],
    ['Defense', '🛡️'],
    ['defence', '🛡️'],
    ['Special Teams', '🦶'],
    ['special-teams', '🦶'],
    ['Penalties', '🚩'],
    ['Defensive Penalties', '🚩'],
    ['Game Flow', '⏱️'],
    ['game-flow', '⏱️'],
    ['Timing', '⏱️'],
  ])('%s -> %s', (name, emoji) => {
    expect(categoryEmoji(name)).toBe(emoji);
  });

  it('falls back to the football for anything else', () => {
    expect(categoryEmoji('History')).toBe('🏈');
    expect(categoryEmoji('')).toBe('🏈');
    expect(categoryEmoji('Offset')).toBe('🏈'); // whole words only
  });
});
