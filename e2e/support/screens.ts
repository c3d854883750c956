/**
 * Every screen of the site, one entry per route and per tab a fan can open by URL: the layout
 * spec and the screenshot script walk the same list. `heading` is the page's h1 once it is shown.
 * The routes come from the federation catalog's route table (a route added there without a screen
 * here fails the layout spec).
 */
export interface Screen { name: string; path: string; heading: RegExp }

export const SCREENS: readonly Screen[] = [
  { name: 'home', path: '/', heading: /Welcome to the NFL!/ },
  { name: 'rules', path: '/rules', heading: /NFL Rules/ },
  { name: 'rule-down-system', path: '/rules/down-system', heading: /Down/ },
  { name: 'glossary-terms', path: '/glossary', heading: /Glossary/ },
  { name: 'glossary-penalties', path: '/glossary?tab=penalties', heading: /Glossary/ },
  { name: 'schedule', path: '/schedule', heading: /NFL Hub/ },
  { name: 'hub-standings', path: '/nfl-hub?tab=standings', heading: /NFL Hub/ },
  { name: 'hub-injuries', path: '/nfl-hub?tab=injuries', heading: /NFL Hub/ },
  { name: 'hub-news', path: '/nfl-hub?tab=news', heading: /NFL Hub/ },
  { name: 'hub-analytics', path: '/nfl-hub?tab=analytics', heading: /NFL Hub/ },
  { name: 'hub-live', path: '/nfl-hub?tab=live', heading: /NFL Hub/ },
  { name: 'team-roster', path: '/team/12', heading: /Kansas City Chiefs/ },
  { name: 'team-injuries', path: '/team/12?tab=injuries', heading: /Kansas City Chiefs/ },
  { name: 'team-news', path: '/team/12?tab=news', heading: /Kansas City Chiefs/ },
  { name: 'team-info', path: '/team/12?tab=info', heading: /Kansas City Chiefs/ },
  { name: 'live-scores', path: '/live-scores', heading: /Live Scores/ },
  { name: 'standings', path: '/standings', heading: /NFL Standings/ },
  { name: 'injuries', path: '/injuries', heading: /NFL Injury Report/ },
  { name: 'water-cooler', path: '/water-cooler', heading: /Water Cooler Talk/ },
  { name: 'water-cooler-live', path: '/water-cooler?category=live_game', heading: /Water Cooler Talk/ },
  { name: 'water-cooler-trending', path: '/water-cooler?category=trending', heading: /Water Cooler Talk/ },
  { name: 'water-cooler-news', path: '/water-cooler?category=recent_performance', heading: /Water Cooler Talk/ },
  { name: 'water-cooler-upcoming', path: '/water-cooler?category=upcoming', heading: /Water Cooler Talk/ },
  { name: 'not-found', path: '/nowhere', heading: /404 Page Not Found/ },
];

/** The spoiler-safe setting as the game-day settings store it (localStorage, see @gg/ui's viewing preferences). */
export const VIEWING_PREFERENCES_KEY = 'gg-viewing-preferences';
export const spoilerSafePreferences = (on: boolean) => JSON.stringify({ spoilerSafe: { everything: on, teamIds: [] }, broadcastDelaySeconds: 0, showOdds: false });

/**
 * The game the e2e stack replays play by play (Packers at Falcons): the only fixture game with
 * plays, penalties and betting odds. Where its card sits on a page moves as the replay loops.
 */
export const REPLAYED_GAME_ID = '401547417';
export const REPLAYED_CARD = `[data-game-id="${REPLAYED_GAME_ID}"]`;
