import { matchPenalty } from './match-penalty';
import { calledFouls, mainFoul } from './read-flag';
import { TEST_PENALTIES } from './test-penalties';

// play texts as ESPN wrote them in the recorded games (GB at ATL 2023, BAL at JAX 2023)
const DPI = '(Shotgun) J.Love pass incomplete deep middle to D.Wicks. PENALTY on ATL-A.Terrell, Defensive Pass Interference, 44 yards, enforced at GB 25 - No Play.';
const FALSE_START = '(Shotgun) PENALTY on GB-R.Walker, False Start, 5 yards, enforced at ATL 28 - No Play.';
const DELAY = '(Field Goal formation) PENALTY on GB, Delay of Game, 5 yards, enforced at ATL 33 - No Play.';
const HANDS = 'D.Ridder pass incomplete short right to B.Robinson (L.Van Ness). PENALTY on ATL-J.Matthews, Illegal Use of Hands, 8 yards, enforced at ATL 17 - No Play.';
const INELIGIBLE = 'D.Ridder pass incomplete short right to M.Pruitt. PENALTY on ATL-M.Bergeron, Ineligible Downfield Pass, 5 yards, enforced at ATL 25 - No Play.';
const FACE_MASK = 'D.Whelan punts 57 yards to ATL 16, Center-M.Orzech. M.Hughes to ATL 20 for 4 yards (J.Owens). PENALTY on GB-J.Owens, Face Mask, 15 yards, enforced at ATL 20.';
const SHIFT_THEN_DECLINED = '(Shotgun) J.Love pass short middle to S.Toure to GB 38 for 13 yards (T.Flowers). PENALTY on GB-S.Toure, Illegal Shift, 5 yards, enforced at GB 25 - No Play. The Replay Official reviewed the pass completion ruling, and the play was REVERSED. (Shotgun) J.Love pass incomplete short middle to S.Toure (T.Flowers). Penalty on GB-S.Toure, Illegal Shift, declined.';
const DECLINED = 'Y.Koo 33 yard field goal is GOOD, Center-L.McCullough, Holder-B.Pinion. Penalty on GB-K.Enagbare, Defensive Offside, declined.';
const GROUNDING = '(Shotgun) L.Jackson pass incomplete short right [J.Allen]. PENALTY on BLT-L.Jackson, Intentional Grounding, 12 yards, enforced at JAX 13.';
const HOLDING = '(Shotgun) J.Hill up the middle to JAX 29 for 12 yards (A.Wingard). PENALTY on BLT-R.Stanley, Offensive Holding, 10 yards, enforced at JAX 40.';
const TOO_MANY = 'Direct snap to C.Kolar.  C.Kolar up the middle to BLT 47 for 1 yard (J.Ledbetter). PENALTY on JAX, Defensive Too Many Men on Field, 6 yards, enforced at BLT 46 - No Play.';

const named = (text: string) => matchPenalty(mainFoul({ description: text, penalty: true })!.foul, TEST_PENALTIES).map((p) => p.name);

describe('reading the flag out of a play', () => {
  it('reads the foul, the side, the player, the yards on this play and where it was enforced', () => {
    expect(mainFoul({ description: DPI, penalty: true })).toEqual({
      foul: 'Defensive Pass Interference', team: 'ATL', player: 'A.Terrell', yards: 44, enforcedAt: 'GB 25', declined: false, offsetting: false, noPlay: true,
    });
    expect(mainFoul({ description: DELAY, penalty: true })).toMatchObject({ foul: 'Delay of Game', team: 'GB', player: null, yards: 5 });
    expect(mainFoul({ description: FACE_MASK, penalty: true })).toMatchObject({ foul: 'Face Mask', player: 'J.Owens', yards: 15, noPlay: false });
  });

  it('explains the accepted flag when the text also tells of a declined one', () => {
    expect(calledFouls(SHIFT_THEN_DECLINED).map((f) => [f.foul, f.declined])).toEqual([['Illegal Shift', false], ['Illegal Shift', true]]);
    expect(mainFoul({ description: SHIFT_THEN_DECLINED, penalty: true })).toMatchObject({ declined: false, yards: 5 });
  });

  it('reads a declined flag as declined, with no yards', () => {
    expect(mainFoul({ description: DECLINED, penalty: true })).toMatchObject({ foul: 'Defensive Offside', declined: true, yards: null });
  });

  it('has nothing to explain for a play without a flag', () => {
    expect(mainFoul({ description: 'J.Love pass short left to R.Doubs for 9 yards.', penalty: false })).toBeNull();
    // the provider typed it a penalty but wrote no flag we can read: no button rather than a guess
    expect(mainFoul({ description: 'Timeout #1 by GB at 02:00.', penalty: true })).toBeNull();
  });
});

describe('finding the flag in our penalty list', () => {
  it('finds fouls named as we name them', () => {
    expect(named(DPI)).toEqual(['Defensive Pass Interference']);
    expect(named(FALSE_START)).toEqual(['False Start']);
    expect(named(DELAY)).toEqual(['Delay of Game']);
    expect(named(FACE_MASK)).toEqual(['Face Mask']);
    expect(named(GROUNDING)).toEqual(['Intentional Grounding']);
    expect(named(HOLDING)).toEqual(['Offensive Holding']);
  });

  it('knows the gamebook names that differ from ours, and drops a side we do not split by', () => {
    expect(named(INELIGIBLE)).toEqual(['Ineligible Man Downfield']);
    expect(named(TOO_MANY)).toEqual(['Too Many Men on the Field']);
    expect(named(DECLINED)).toEqual(['Offside']);
    expect(matchPenalty('Illegal Block Above the Waist', TEST_PENALTIES).map((p) => p.name)).toEqual(['Illegal Block in the Back']);
    expect(matchPenalty('Horse Collar Tackle', TEST_PENALTIES).map((p) => p.name)).toEqual(['Horse-Collar Tackle']);
    expect(matchPenalty('Face Mask (15 Yards)', TEST_PENALTIES).map((p) => p.name)).toEqual(['Face Mask']);
  });

  it('gives both sides when the provider does not say which, and the one side when it does', () => {
    expect(named(HANDS)).toEqual(['Illegal Use of Hands (Offense)', 'Illegal Use of Hands (Defense)']);
    expect(matchPenalty('Defensive Illegal Use of Hands', TEST_PENALTIES).map((p) => p.name)).toEqual(['Illegal Use of Hands (Defense)']);
    expect(matchPenalty('Holding', TEST_PENALTIES).map((p) => p.name)).toEqual(['Offensive Holding', 'Defensive Holding']);
  });

  it('finds nothing (rather than something close) for a foul we have no entry for', () => {
    expect(matchPenalty('Illegal Double-Team Block', TEST_PENALTIES)).toEqual([]);
    expect(matchPenalty('Illegal Use of Feet', TEST_PENALTIES)).toEqual([]);
  });
});
