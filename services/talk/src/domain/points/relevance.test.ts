import { clampRelevance, liveRelevance, newsRelevance, RELEVANCE, resultRelevance, streakRelevance, upcomingRelevance } from './relevance';

const noLive = { overtime: false, oneScoreFourthQuarter: false, comeback: false, shootout: false, winningTeams: false, blowout: false };
const noResult = { upset: false, bigCover: false, comeback: false, overtime: false, oneScore: false, withinThree: false, shootout: false, rout: false, statLine: null, winningTeams: false, daysOld: 0 };

describe('the relevance table', () => {
  it('ranks a 4th-quarter one-score game between winning teams far above a blowout', () => {
    const close = liveRelevance({ ...noLive, oneScoreFourthQuarter: true, winningTeams: true });
    const blowout = liveRelevance({ ...noLive, blowout: true, winningTeams: true });
    expect(close).toBe(8.5);
    expect(blowout).toBe(3);
    expect(liveRelevance({ ...noLive, blowout: true })).toBe(2);
    expect(liveRelevance(noLive)).toBe(RELEVANCE.live.base);
  });

  it('keeps every score within 0–10, to one decimal', () => {
    expect(liveRelevance({ overtime: true, oneScoreFourthQuarter: true, comeback: true, shootout: true, winningTeams: true, blowout: false })).toBe(10);
    expect(clampRelevance(-3)).toBe(0);
    expect(clampRelevance(7.26)).toBe(7.3);
  });

  it('puts a result\'s rarest stories first and lets results fade over the week', () => {
    const upset = resultRelevance({ ...noResult, upset: true });
    const comeback = resultRelevance({ ...noResult, comeback: true });
    const rout = resultRelevance({ ...noResult, rout: true });
    expect(upset).toBeGreaterThan(comeback);
    expect(comeback).toBeGreaterThan(rout);
    expect(resultRelevance({ ...noResult, comeback: true, oneScore: true, withinThree: true })).toBe(8.5);
    expect(resultRelevance({ ...noResult, rout: true, daysOld: 1 })).toBe(rout);
    expect(resultRelevance({ ...noResult, rout: true, daysOld: 3 })).toBe(rout - 1);
    expect(resultRelevance({ ...noResult, rout: true, daysOld: 6 })).toBe(rout - 2); // at most 2 for age
    expect(resultRelevance({ ...noResult, statLine: 'huge' })).toBeGreaterThan(resultRelevance({ ...noResult, statLine: 'big' }));
  });

  it('makes a marquee game between better teams, closer to kickoff, more relevant', () => {
    const base = { marquee: true, averageWinPct: 0.6, tightLine: false, highTotal: false, hoursToKickoff: 100, injury: null };
    expect(upcomingRelevance(base)).toBe(5.9); // 3 + 2.5 + 0.4
    expect(upcomingRelevance({ ...base, averageWinPct: 0.8 })).toBeGreaterThan(upcomingRelevance(base));
    expect(upcomingRelevance({ ...base, hoursToKickoff: 20 })).toBe(6.9);
    expect(upcomingRelevance({ ...base, marquee: false, injury: 'out' })).toBe(4);
  });

  it('scores longer streaks higher, up to a cap, and stories with more coverage higher', () => {
    expect(streakRelevance({ length: 5, playsSoon: false })).toBe(4.5);
    expect(streakRelevance({ length: 8, playsSoon: false })).toBe(6);
    expect(streakRelevance({ length: 15, playsSoon: true })).toBe(8);
    expect(newsRelevance({ articles: 3, rank: 1, teamInAction: false })).toBe(6.5);
    expect(newsRelevance({ articles: 9, rank: 0, teamInAction: true })).toBe(7.5);
    expect(newsRelevance({ articles: 1, rank: 7, teamInAction: false })).toBe(4);
  });
});
