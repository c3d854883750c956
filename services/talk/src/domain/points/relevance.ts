/**
 * How notable a point is, 0–10: a base per kind of point plus a bonus (or a cost) for each angle
 * that applies. The whole scale is this one table; the functions below only add up its rows.
 * Reading it: a 4th-quarter one-score game between winning teams is 5 + 2.5 + 1 = 8.5, a blowout
 * 5 - 3 = 2; a one-point comeback win the day after is 4 + 2.5 + 1.5 + 0.5 = 8.5 before its stat line.
 */
export const RELEVANCE = {
  live: { base: 5, overtime: 3, oneScoreFourthQuarter: 2.5, comeback: 2, shootout: 1, winningTeams: 1, blowout: -3 },
  result: {
    base: 4, upset: 3, comeback: 2.5, overtime: 2, shootout: 1.5, oneScore: 1.5, withinThree: 0.5, bigCover: 1.5,
    rout: 0.5, statLine: 1, hugeStatLine: 0.5, winningTeams: 1,
    /** Per day after the first since kickoff, at most `maxAgeCost`: last weekend's games fade. */
    perDayOld: -0.5, maxAgeCost: -2,
  },
  upcoming: {
    base: 3, marquee: 2.5,
    /** Per .100 of the two teams' average win percentage above .500. */
    perTenthAboveHalf: 0.4,
    tightLine: 0.5, highTotal: 0.5, withinADay: 1, withinThreeDays: 0.5, injuryOut: 1, injuryDoubtful: 0.5,
  },
  streak: { base: 4.5, perGameOverFive: 0.5, max: 7.5, playsSoon: 0.5 },
  news: { base: 4, perExtraArticle: 1, maxExtraArticles: 2, newest: 1, topThree: 0.5, teamInAction: 0.5 },
} as const;

/** The scale's bounds and rounding: one decimal, 0–10. */
export function clampRelevance(score: number): number {
  return Math.round(Math.min(10, Math.max(0, score)) * 10) / 10;
}

const sum = (base: number, rows: Array<[boolean, number]>) => clampRelevance(rows.reduce((s, [applies, bonus]) => (applies ? s + bonus : s), base));

export interface LiveAngles { overtime: boolean; oneScoreFourthQuarter: boolean; comeback: boolean; shootout: boolean; winningTeams: boolean; blowout: boolean }

export function liveRelevance(a: LiveAngles): number {
  const r = RELEVANCE.live;
  return sum(r.base, [
    [a.overtime, r.overtime], [a.oneScoreFourthQuarter, r.oneScoreFourthQuarter], [a.comeback, r.comeback],
    [a.shootout, r.shootout], [a.winningTeams, r.winningTeams], [a.blowout, r.blowout],
  ]);
}

export interface ResultAngles {
  upset: boolean; bigCover: boolean; comeback: boolean; overtime: boolean; oneScore: boolean; withinThree: boolean;
  shootout: boolean; rout: boolean; statLine: 'big' | 'huge' | null; winningTeams: boolean; daysOld: number;
}

export function resultRelevance(a: ResultAngles): number {
  const r = RELEVANCE.result;
  const age = Math.max(r.maxAgeCost, r.perDayOld * Math.max(0, a.daysOld - 1));
  return sum(r.base + age, [
    [a.upset, r.upset], [a.bigCover, r.bigCover], [a.comeback, r.comeback], [a.overtime, r.overtime],
    [a.oneScore, r.oneScore], [a.withinThree, r.withinThree], [a.shootout, r.shootout], [a.rout, r.rout],
    [a.statLine !== null, r.statLine], [a.statLine === 'huge', r.hugeStatLine], [a.winningTeams, r.winningTeams],
  ]);
}

export interface UpcomingAngles {
  marquee: boolean;
  /** Average win percentage of the two teams, when both records are known. */
  averageWinPct: number | null;
  tightLine: boolean; highTotal: boolean; hoursToKickoff: number; injury: 'out' | 'doubtful' | null;
}

export function upcomingRelevance(a: UpcomingAngles): number {
  const r = RELEVANCE.upcoming;
  const strength = a.marquee && a.averageWinPct !== null ? Math.max(0, (a.averageWinPct - 0.5) * 10) * r.perTenthAboveHalf : 0;
  return sum(r.base + strength, [
    [a.marquee, r.marquee], [a.tightLine, r.tightLine], [a.highTotal, r.highTotal],
    [a.hoursToKickoff <= 24, r.withinADay], [a.hoursToKickoff > 24 && a.hoursToKickoff <= 72, r.withinThreeDays],
    [a.injury === 'out', r.injuryOut], [a.injury === 'doubtful', r.injuryDoubtful],
  ]);
}

export function streakRelevance({ length, playsSoon }: { length: number; playsSoon: boolean }): number {
  const r = RELEVANCE.streak;
  return sum(Math.min(r.max, r.base + r.perGameOverFive * Math.max(0, length - 5)), [[playsSoon, r.playsSoon]]);
}

/** `rank` 0 is the newest story of the feed. */
export function newsRelevance({ articles, rank, teamInAction }: { articles: number; rank: number; teamInAction: boolean }): number {
  const r = RELEVANCE.news;
  return sum(r.base + r.perExtraArticle * Math.min(r.maxExtraArticles, Math.max(0, articles - 1)), [
    [rank === 0, r.newest], [rank > 0 && rank < 3, r.topThree], [teamInAction, r.teamInAction],
  ]);
}
