import {
  COLD_WARNING_F, COMPACT_WIND_FROM_MPH, COMPASS_POINTS, compassPoint, hasWeather, PRECIPITATION_WARNING_PERCENT, weatherItems,
  WIND_WARNING_MPH, type GameWeather,
} from './weather';

const none: GameWeather = { temperature: null, windSpeed: null, windDirection: null, precipitationProbability: null, weatherCondition: null, isIndoorVenue: null };
const w = (over: Partial<GameWeather>): GameWeather => ({ ...none, ...over });
const warningOf = (weather: GameWeather, kind: string, compact = false) => weatherItems(weather, { compact }).find((i) => i.kind === kind)?.warning;

describe('wind direction', () => {
  it('names each of the 16 points at its own bearing', () => {
    expect(COMPASS_POINTS).toHaveLength(16);
    expect([0, 22.5, 45, 67.5, 90, 112.5, 135, 157.5, 180, 202.5, 225, 247.5, 270, 292.5, 315, 337.5].map(compassPoint)).toEqual([
      'N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW',
    ]);
  });
  it('switches point halfway between two (11.25° apart from each)', () => {
    expect(compassPoint(11.24)).toBe('N');
    expect(compassPoint(11.25)).toBe('NNE');
    expect(compassPoint(348.74)).toBe('NNW');
    expect(compassPoint(348.75)).toBe('N');
  });
  it('wraps bearings past a full turn or below zero', () => {
    expect(compassPoint(360)).toBe('N');
    expect(compassPoint(405)).toBe('NE');
    expect(compassPoint(-90)).toBe('W');
  });
});

describe('the weather strip', () => {
  it('appears with a temperature, wind, a condition or the indoor flag, and not for precipitation alone', () => {
    expect(hasWeather(none)).toBe(false);
    expect(hasWeather(w({ precipitationProbability: 40 }))).toBe(false);
    expect(hasWeather(w({ temperature: 70 }))).toBe(true);
    expect(hasWeather(w({ windSpeed: 3 }))).toBe(true);
    expect(hasWeather(w({ weatherCondition: 'Cloudy' }))).toBe(true);
    expect(hasWeather(w({ isIndoorVenue: false }))).toBe(true);
    expect(weatherItems(none)).toEqual([]);
  });

  it('writes each item out, wind with its compass point', () => {
    expect(weatherItems(w({ isIndoorVenue: false, temperature: 71.6, weatherCondition: 'Partly sunny', windSpeed: 8, windDirection: 300, precipitationProbability: 10 })).map((i) => i.text))
      .toEqual(['Outdoors', '72°F', 'Partly sunny', 'Wind 8 mph WNW', '10% chance of rain or snow']);
    expect(weatherItems(w({ isIndoorVenue: true })).map((i) => i.text)).toEqual(['Indoors']);
  });

  it(`warns of wind from ${WIND_WARNING_MPH} mph`, () => {
    expect(warningOf(w({ windSpeed: 14.9 }), 'wind')).toBeNull();
    expect(warningOf(w({ windSpeed: 15 }), 'wind')).toBe('Strong wind');
  });

  it(`warns of precipitation from ${PRECIPITATION_WARNING_PERCENT}%`, () => {
    expect(warningOf(w({ temperature: 60, precipitationProbability: 29 }), 'precipitation')).toBeNull();
    expect(warningOf(w({ temperature: 60, precipitationProbability: 30 }), 'precipitation')).toBe('Wet weather likely');
  });

  it(`warns of cold at ${COLD_WARNING_F}°F or below`, () => {
    expect(warningOf(w({ temperature: 32.5 }), 'temperature')).toBeNull();
    expect(warningOf(w({ temperature: 32 }), 'temperature')).toBe('Freezing');
    expect(warningOf(w({ temperature: -5 }), 'temperature')).toBe('Freezing');
  });

  it(`shows wind in the compact view only from ${COMPACT_WIND_FROM_MPH} mph`, () => {
    expect(warningOf(w({ temperature: 50, windSpeed: 9.9 }), 'wind', true)).toBeUndefined();
    expect(weatherItems(w({ temperature: 50, windSpeed: 10 }), { compact: true }).map((i) => i.text)).toEqual(['50°F', 'Wind 10 mph']);
    expect(weatherItems(w({ temperature: 50, windSpeed: 9.9 })).map((i) => i.text)).toEqual(['50°F', 'Wind 10 mph']); // full view: always
  });

  it('flags nothing indoors, where the weather does not reach the field', () => {
    const dome = w({ isIndoorVenue: true, temperature: 20, windSpeed: 25, precipitationProbability: 90 });
    expect(weatherItems(dome).every((i) => i.warning === null)).toBe(true);
  });
});
