// Summary drives / core /plays -> Play; plus win-probability points.
//
// turnover: ESPN types a change of possession on the play itself, so we trust the
// type: interceptions (26 "Pass Interception Return", 36 "Interception Return
// Touchdown"), lost fumbles (29 "Fumble Recovery (Opponent)", 39 "Fumble Return
// Touchdown") and the same words in type.text (covers ids we have not seen, e.g.
// "Muffed Punt Recovery (Opponent)"). A play whose text says "INTERCEPTED" also
// counts unless the text says the play was wiped out ("No Play"). We do NOT guess
// lost fumbles from free text: the recovering team's abbreviation in play text
// differs from the team abbreviation ("CLV" vs "CLE"), so it is unreliable;
// "Fumble Recovery (Own)" is not a turnover; turnover on downs is a drive result,
// not a play type, so it is not flagged.
//
// penalty: type id 8 / type text "Penalty", or an accepted flag in the text.
// ESPN writes accepted flags as upper-case "PENALTY on …" and declined or offset
// ones as "Penalty on …, declined", so the text match is case-sensitive.

import type { Play } from '@gg/contracts';
import { arr, bool, count, get, idAfter, num, obj, objs, str, type Obj } from './read';

const TURNOVER_TYPE_IDS = new Set(['26', '29', '36', '39']);
const TURNOVER_TYPE_TEXT = /interception|fumble recovery \(opponent\)|fumble return touchdown|muffed punt recovery \(opponent\)/i;

export function isTurnover(play: unknown): boolean {
  const p = obj(play) ?? {};
  const typeId = str(get(p, 'type', 'id'));
  const typeText = str(get(p, 'type', 'text')) ?? '';
  if ((typeId && TURNOVER_TYPE_IDS.has(typeId)) || TURNOVER_TYPE_TEXT.test(typeText)) return true;
  const text = str(p.text) ?? '';
  return /\bINTERCEPTED\b/.test(text) && !/No Play/i.test(text);
}

export function isPenalty(play: unknown): boolean {
  const p = obj(play) ?? {};
  if (str(get(p, 'type', 'id')) === '8' || /penalty/i.test(str(get(p, 'type', 'text')) ?? '')) return true;
  return /\bPENALTY\b/.test(str(p.text) ?? '');
}

/** One ESPN play (summary drive play or core /plays item) -> Play; null without an id. */
export function playFrom(play: unknown): Play | null {
  const p = obj(play);
  const id = str(p?.id);
  if (!p || !id) return null;
  return {
    id,
    quarter: count(get(p, 'period', 'number')) ?? 0,
    clock: str(get(p, 'clock', 'displayValue')) ?? '',
    playType: str(get(p, 'type', 'text')) ?? '',
    yards: num(p.statYardage) ?? 0,
    scoringPlay: bool(p.scoringPlay) ?? false,
    turnover: isTurnover(p),
    penalty: isPenalty(p),
    description: str(p.text) ?? str(p.shortText) ?? '',
    awayScore: count(p.awayScore) ?? 0,
    homeScore: count(p.homeScore) ?? 0,
  };
}

function collect(raw: unknown[]): Play[] {
  const seen = new Set<string>();
  const out: Play[] = [];
  for (const r of raw) {
    const play = playFrom(r);
    if (play && !seen.has(play.id)) {
      seen.add(play.id);
      out.push(play);
    }
  }
  return out;
}

/**
 * Summary (or CDN game package) -> every play in game order: drives.previous[]
 * then drives.current (live games). Duplicates by id are dropped.
 */
export function playsFromSummary(summary: unknown): Play[] {
  const s = obj(get(summary, 'gamepackageJSON')) ?? summary;
  const drives: Obj[] = [...objs(get(s, 'drives', 'previous'))];
  const current = obj(get(s, 'drives', 'current'));
  if (current) drives.push(current);
  return collect(drives.flatMap((d) => arr(d.plays)));
}

/** Core `/plays` page ({items[]}) or a bare array -> Play[] (one page; follow pageCount upstream). */
export function playsFromCore(page: unknown): Play[] {
  return collect(Array.isArray(page) ? page : arr(get(page, 'items')));
}

export interface WinProbabilityPoint {
  playId: string;
  homeWinPercentage: number;
  awayWinPercentage: number;
  tiePercentage: number;
}

/**
 * Summary `winprobability[]` ({homeWinPercentage, playId}) or core `/probabilities`
 * items (play.$ref) -> points. Away = 1 - home - tie when ESPN omits it.
 */
export function winProbabilitiesFrom(input: unknown): WinProbabilityPoint[] {
  const s = obj(get(input, 'gamepackageJSON')) ?? input;
  const list = Array.isArray(s) ? s : get(s, 'items') !== undefined ? arr(get(s, 'items')) : arr(get(s, 'winprobability'));
  const out: WinProbabilityPoint[] = [];
  for (const item of objs(list)) {
    const playId = str(item.playId) ?? idAfter(get(item, 'play', '$ref'), 'plays');
    const home = num(item.homeWinPercentage);
    if (!playId || home === null || home < 0 || home > 1) continue;
    const tie = num(item.tiePercentage) ?? 0;
    const away = num(item.awayWinPercentage) ?? Math.max(0, 1 - home - tie);
    out.push({ playId, homeWinPercentage: home, awayWinPercentage: away, tiePercentage: tie });
  }
  return out;
}
