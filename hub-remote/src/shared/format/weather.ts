/**
 * Game-day weather as short items for a strip: the thresholds a fan cares about (wind that affects
 * kicks and passes, likely rain or snow, freezing cold) become a warning word, so the meaning never
 * rests on colour. Indoors the outside weather does not affect play, so nothing is flagged.
 */
import type { Game } from '@gg/contracts';

export const WIND_WARNING_MPH = 15;
export const PRECIPITATION_WARNING_PERCENT = 30;
export const COLD_WARNING_F = 32;
/** The compact strip (analytics cards) leaves out light wind. */
export const COMPACT_WIND_FROM_MPH = 10;

export const COMPASS_POINTS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

export type GameWeather = Pick<Game, 'temperature' | 'windSpeed' | 'windDirection' | 'precipitationProbability' | 'weatherCondition' | 'isIndoorVenue'>;

export interface WeatherItem {
  kind: 'venue' | 'temperature' | 'condition' | 'wind' | 'precipitation';
  text: string;
  /** A word for the warning ('Strong wind', 'Rain or snow likely', 'Freezing'), or null. */
  warning: string | null;
}

/** Degrees (where the wind blows from, 0 = north, clockwise) as one of 16 compass points. */
export function compassPoint(degrees: number): CompassPoint {
  const normalized = ((degrees % 360) + 360) % 360;
  return COMPASS_POINTS[Math.round(normalized / 22.5) % 16] ?? 'N';
}

const present = (n: number | null): n is number => n !== null && Number.isFinite(n);

/** The strip shows when there is a temperature, wind, a condition or the indoor flag. */
export function hasWeather(w: GameWeather): boolean {
  return present(w.temperature) || present(w.windSpeed) || Boolean(w.weatherCondition) || w.isIndoorVenue !== null;
}

export function weatherItems(w: GameWeather, { compact = false }: { compact?: boolean } = {}): WeatherItem[] {
  if (!hasWeather(w)) return [];
  const indoors = w.isIndoorVenue === true;
  const flag = (condition: boolean, word: string) => (condition && !indoors ? word : null);
  const items: WeatherItem[] = [];
  if (w.isIndoorVenue !== null) items.push({ kind: 'venue', text: indoors ? 'Indoors' : 'Outdoors', warning: null });
  if (present(w.temperature)) {
    items.push({ kind: 'temperature', text: `${Math.round(w.temperature)}°F`, warning: flag(w.temperature <= COLD_WARNING_F, 'Freezing') });
  }
  if (w.weatherCondition) items.push({ kind: 'condition', text: w.weatherCondition, warning: null });
  if (present(w.windSpeed) && (!compact || w.windSpeed >= COMPACT_WIND_FROM_MPH)) {
    const direction = present(w.windDirection) ? ` ${compassPoint(w.windDirection)}` : '';
    items.push({ kind: 'wind', text: `Wind ${Math.round(w.windSpeed)} mph${direction}`, warning: flag(w.windSpeed >= WIND_WARNING_MPH, 'Strong wind') });
  }
  if (present(w.precipitationProbability)) {
    const p = Math.round(w.precipitationProbability);
    items.push({ kind: 'precipitation', text: `${p}% chance of rain or snow`, warning: flag(w.precipitationProbability >= PRECIPITATION_WARNING_PERCENT, 'Wet weather likely') });
  }
  return items;
}
