import { diagramColors as C } from '@gg/ui';
import { defineDiagram } from '../define';
import { FIELD, opp, own, useScale } from '@gg/ui/field';
import { Hotspot } from '../hotspot';
import { Arrow, Ball, Digits, Label, Official, Panel, Pill, Player, usePillBox } from '../parts';

const MID = FIELD.midY;
const W = FIELD.width;

/** Four quarters with halftime between the 2nd and 3rd, as a bar from x0 to x1 (canvas units). */
function quarterLayout(x0: number, x1: number, gap: number) {
  const q = (x1 - x0 - gap) / 4;
  const starts = [x0, x0 + q, x0 + 2 * q + gap, x0 + 3 * q + gap];
  return { q, starts, halfX: x0 + 2 * q };
}

/** A curved double arrow: teams switching ends. */
function SwapIcon({ x, y, color }: { x: number; y: number; color: string }) {
  return (
    <g>
      <Arrow from={[x - 11, y - 2]} via={[x, y - 11]} to={[x + 11, y - 3]} color={color} width={2.2} />
      <Arrow from={[x + 11, y + 2]} via={[x, y + 11]} to={[x - 11, y + 3]} color={color} width={2.2} />
    </g>
  );
}

// ------------------------------------------------------------------ game-time
const gameTime = defineDiagram({
  ruleId: 'game-time',
  title: 'A scoreboard with 7:42 left in the 2nd quarter and 15 on the play clock, above the four quarters of a game',
  hotspots: [
    { id: 'game-clock', name: 'Game clock', color: C.clock, description: 'The game clock shows the time left in the quarter: here 7:42 in the 2nd. Four quarters make 60 minutes, but a game takes about three hours because the clock stops so often.' },
    { id: 'play-clock', name: 'Play clock', color: C.highlight, description: 'The play clock shows 15: the offense has 15 seconds left to snap the ball. It starts at 40 seconds after most plays.' },
    { id: 'quarters', name: 'Four quarters', color: C.offense, description: 'An NFL game has four 15-minute quarters.' },
    { id: 'halftime', name: 'Halftime', color: C.neutral, description: 'Halftime comes after the 2nd quarter, a break of roughly a quarter of an hour (much longer at the Super Bowl). The second half starts with a new kickoff.' },
    { id: 'switch-ends', name: 'Switch ends', color: C.zone, description: 'Teams switch ends after the 1st and 3rd quarters, and the drive simply continues with the same down and distance.' },
  ],
  canvas: { height: 280 },
  players: { offense: 0, defense: 0, reason: 'A scoreboard and its clocks, not a play on the field.' },
  Art: GameTimeArt,
});

function GameTimeArt() {
  const { q, starts, halfX } = quarterLayout(16, 340, 34);
  const now = (starts[1] ?? 0) + q * ((15 - 7.7) / 15);
  return (
    <>
      <Panel x={14} y={12} w={328} h={100} />
      <Label x={58} y={32} size={11} halo={false}>HOME</Label>
      <Digits x={58} y={64} text="14" size={30} color={C.line} />
      <Label x={298} y={32} size={11} halo={false}>AWAY</Label>
      <Digits x={298} y={64} text="10" size={30} color={C.line} />
      <Hotspot id="game-clock" area={{ x: 114, y: 22, w: 128, h: 82 }}>
        <Panel x={114} y={22} w={128} h={82} color={C.clock} border={C.neutral} />
        <Digits x={178} y={54} text="7:42" size={40} color={C.line} />
        <Pill x={178} y={88} text="2nd QTR" size={11} bg={C.neutral} />
      </Hotspot>
      <Hotspot id="play-clock" area={{ x: 136, y: 120, w: 84, h: 54 }}>
        <path d="M160 112v8M196 112v8" stroke={C.neutral} strokeWidth={3} />
        <Panel x={136} y={120} w={84} h={54} />
        <Digits x={178} y={142} text="15" size={28} color={C.highlight} />
        <Label x={178} y={163} size={9} halo={false} weight={600}>PLAY CLOCK</Label>
      </Hotspot>
      <Label x={now} y={190} size={10}>now</Label>
      <path d={`M${now - 6} 198h12l-6 8z`} fill={C.highlight} stroke={C.clock} strokeWidth={1} />
      <Hotspot id="quarters" area={{ x: 16, y: 208, w: 324, h: 36 }}>
        {starts.map((x, i) => (
          <g key={x}>
            <rect x={x + 1} y={208} width={q - 2} height={36} rx={6} fill={C.offense} stroke={C.line} strokeWidth={1.5} />
            <Label x={x + q / 2} y={220} size={12} halo={false}>{`Q${i + 1}`}</Label>
            <Label x={x + q / 2} y={235} size={9} halo={false} weight={600}>15 min</Label>
          </g>
        ))}
      </Hotspot>
      <Hotspot id="halftime" area={{ x: halfX + 2, y: 208, w: 30, h: 36 }}>
        <rect x={halfX + 3} y={208} width={28} height={36} rx={6} fill={C.neutral} stroke={C.line} strokeWidth={1.5} />
        <Label x={halfX + 17} y={226} size={8} halo={false}>HALF</Label>
      </Hotspot>
      <Hotspot id="switch-ends" area={[{ x: (starts[1] ?? 0) - 14, y: 250, w: 80, h: 24 }, { x: (starts[3] ?? 0) - 66, y: 250, w: 80, h: 24 }]}>
        <SwapIcon x={starts[1] ?? 0} y={262} color={C.zone} />
        <Label x={(starts[1] ?? 0) + 16} y={262} size={10} anchor="start">switch ends</Label>
        <SwapIcon x={starts[3] ?? 0} y={262} color={C.zone} />
        <Label x={(starts[3] ?? 0) - 16} y={262} size={10} anchor="end">switch ends</Label>
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ timeouts
const timeouts = defineDiagram({
  ruleId: 'timeouts',
  title: 'A scoreboard with the clock stopped at 0:48 and the home team down to 2 timeouts',
  hotspots: [
    { id: 'timeouts-left', name: 'Timeouts left', color: C.highlight, description: 'Each team has three timeouts per half. The home team has used one and has 2 remaining.' },
    { id: 'clock-stopped', name: 'Clock stopped', color: C.clock, description: 'Timeouts stop the clock: the game clock stops at once and stays at 0:48 until play resumes.' },
    { id: 'signal', name: 'Calling one', color: C.official, description: 'A player or the head coach calls a timeout by signaling to an official. Teams also use them to avoid a delay of game.' },
    { id: 'challenge', name: 'Challenges', color: C.defense, description: 'A coach needs at least one timeout left to throw his red challenge flag, and loses a timeout if the challenge fails.' },
    { id: 'per-half', name: '3 per half', color: C.neutral, description: 'Unused timeouts do not carry over to the second half. In regular-season overtime each team gets two.' },
  ],
  canvas: { height: 246 },
  players: { offense: 0, defense: 0, reason: 'A scoreboard and its clocks, not a play on the field.' },
  Art: TimeoutsArt,
});

function TimeoutsArt() {
  const bars = (cx: number, used: number) =>
    [0, 1, 2].map((i) => (
      <rect key={i} x={cx - 30 + i * 21} y={90} width={18} height={7} rx={3} fill={i < 3 - used ? C.highlight : C.neutral} opacity={i < 3 - used ? 1 : 0.6} />
    ));
  return (
    <>
      <Panel x={14} y={12} w={328} h={108} />
      <Hotspot id="timeouts-left" area={{ x: 24, y: 22, w: 72, h: 92 }}>
        <Label x={60} y={32} size={11} halo={false}>HOME</Label>
        <Digits x={60} y={62} text="17" size={30} color={C.line} />
        {bars(60, 1)}
        <Label x={60} y={108} size={9} halo={false} weight={600}>2 remaining</Label>
      </Hotspot>
      <Label x={296} y={32} size={11} halo={false}>AWAY</Label>
      <Digits x={296} y={62} text="20" size={30} color={C.line} />
      {bars(296, 0)}
      <Label x={296} y={108} size={9} halo={false} weight={600}>3 remaining</Label>
      <Hotspot id="clock-stopped" area={{ x: 114, y: 22, w: 128, h: 88 }}>
        <Panel x={114} y={22} w={128} h={88} color={C.clock} border={C.neutral} />
        <Digits x={178} y={52} text="0:48" size={38} color={C.line} />
        <rect x={139} y={80} width={5} height={14} rx={1} fill={C.highlight} />
        <rect x={147} y={80} width={5} height={14} rx={1} fill={C.highlight} />
        <Label x={194} y={87} size={11} halo={false}>STOPPED</Label>
      </Hotspot>
      <Hotspot id="signal" area={{ x: 30, y: 132, w: 80, h: 100 }}>
        <path d="M52 154l36 -22M88 154l-36 -22" stroke={C.official} strokeWidth={5} strokeLinecap="round" />
        <path d="M52 154l36 -22M88 154l-36 -22" stroke={C.line} strokeWidth={2} strokeLinecap="round" />
        <Official x={70} y={176} r={20} />
        <Label x={70} y={216} size={11}>timeout!</Label>
      </Hotspot>
      <Hotspot id="challenge" area={{ x: 132, y: 132, w: 80, h: 100 }}>
        <path d="M158 206V140" stroke={C.line} strokeWidth={3} strokeLinecap="round" />
        <path d="M160 140h34l-8 14l8 14h-34z" fill={C.defense} stroke={C.line} strokeWidth={2} strokeLinejoin="round" />
        <Label x={172} y={216} size={11}>challenge</Label>
      </Hotspot>
      <Hotspot id="per-half" area={{ x: 234, y: 140, w: 108, h: 84 }}>
        <Panel x={234} y={140} w={108} h={84} color={C.neutral} />
        <Label x={288} y={160} size={13} halo={false}>3 per half</Label>
        <Label x={288} y={182} size={10} halo={false} weight={600}>no carry-over</Label>
        <Label x={288} y={202} size={10} halo={false} weight={600}>OT: 2 each</Label>
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ two-minute-warning
const twoMinute = defineDiagram({
  ruleId: 'two-minute-warning',
  title: 'The game clock stopped at 2:00 in the 4th quarter for the two-minute warning, which comes in each half',
  hotspots: [
    { id: 'warning', name: 'Two-minute warning', color: C.scoring, description: 'The two-minute warning is an automatic timeout in each half: the clock stops and neither team has to spend a timeout.' },
    { id: 'clock', name: 'Clock at 2:00', color: C.clock, description: 'When the game clock reaches 2:00 in the 2nd or 4th quarter officials stop it; if a play is under way, the stop comes when it ends.' },
    { id: 'each-half', name: 'Once each half', color: C.highlight, description: 'It happens at 2:00 of the 2nd quarter and 2:00 of the 4th. Trailing teams try to save timeouts for after it.' },
    { id: 'replay', name: 'Booth reviews', color: C.official, description: 'After the warning coaches can no longer challenge: the replay official starts all reviews.' },
    { id: 'out-of-bounds', name: 'Out of bounds', color: C.zone, description: 'Inside the last two minutes of a half, a runner going out of bounds stops the clock until the next snap.' },
  ],
  canvas: { height: 258 },
  players: { offense: 1, defense: 0, reason: 'A clock, with one runner stepping out of bounds as a symbol, not a play on the field.' },
  Art: TwoMinuteArt,
});

function TwoMinuteArt() {
  const { q, starts, halfX } = quarterLayout(16, 340, 20);
  const warnX = [(starts[1] ?? 0) + q * (13 / 15), (starts[3] ?? 0) + q * (13 / 15)];
  return (
    <>
      <Panel x={14} y={12} w={328} h={96} />
      <Hotspot id="clock" area={{ x: 24, y: 22, w: 124, h: 76 }}>
        <Panel x={24} y={22} w={124} h={76} color={C.clock} border={C.neutral} />
        <Digits x={86} y={52} text="2:00" size={38} color={C.line} />
        <Label x={86} y={83} size={11} halo={false}>4th QTR</Label>
      </Hotspot>
      <Hotspot id="warning" area={{ x: 160, y: 22, w: 172, h: 76 }}>
        <rect x={160} y={24} width={172} height={30} rx={15} fill={C.scoring} stroke={C.line} strokeWidth={1.5} />
        <Label x={246} y={39} size={12} halo={false}>TWO-MINUTE WARNING</Label>
        <Label x={246} y={69} size={11} halo={false} weight={600}>automatic timeout</Label>
        <Label x={246} y={87} size={11} halo={false} weight={600}>in each half</Label>
      </Hotspot>
      {starts.map((x, i) => (
        <g key={x}>
          <rect x={x + 1} y={138} width={q - 2} height={24} rx={6} fill={C.clock} stroke={C.line} strokeWidth={1.2} />
          <Label x={x + q / 2 - 10} y={150} size={10} halo={false}>{`Q${i + 1}`}</Label>
        </g>
      ))}
      <Label x={halfX + 10} y={150} size={8} halo={false} weight={600}>½</Label>
      <Label x={(starts[0] ?? 0) + q} y={124} size={10}>1st half</Label>
      <Label x={(starts[2] ?? 0) + q} y={124} size={10}>2nd half</Label>
      <Hotspot id="each-half" area={warnX.map((x) => ({ x: x - 14, y: 134, w: 28, h: 44 }))}>
        {warnX.map((x) => (
          <g key={x}>
            <path d={`M${x} 134v32`} stroke={C.highlight} strokeWidth={3} />
            <path d={`M${x - 7} 166h14l-7 -8z`} fill={C.highlight} stroke={C.clock} strokeWidth={1} />
            <Label x={x} y={176} size={10}>2:00</Label>
          </g>
        ))}
      </Hotspot>
      <Hotspot id="replay" area={{ x: 30, y: 192, w: 130, h: 58 }}>
        <rect x={36} y={198} width={58} height={40} rx={6} fill={C.clock} stroke={C.line} strokeWidth={1.5} />
        <rect x={44} y={204} width={42} height={18} rx={3} fill={C.neutral} />
        <Official x={65} y={231} r={8} />
        <Label x={128} y={212} size={10}>booth</Label>
        <Label x={128} y={226} size={10}>reviews</Label>
      </Hotspot>
      <Hotspot id="out-of-bounds" area={{ x: 190, y: 192, w: 146, h: 58 }}>
        <path d="M200 222H330" stroke={C.line} strokeWidth={3} />
        <Player x={236} y={232} team="offense" r={8} />
        <Arrow from={[244, 230]} via={[262, 226]} to={[274, 210]} color={C.zone} width={2.5} />
        <Label x={300} y={204} size={10}>out of bounds:</Label>
        <Label x={300} y={240} size={10}>clock stops</Label>
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ coin-toss
const coinToss = defineDiagram({
  ruleId: 'coin-toss',
  title: 'The coin toss at midfield: the captains, the referee and the winner’s choices',
  hotspots: [
    { id: 'coin', name: 'The toss', color: C.goalpost, description: 'A few minutes before kickoff the toss takes place at midfield, with the visiting captain calling heads or tails.' },
    { id: 'receive-or-kick', name: 'Receive or kick', color: C.kicker, description: 'The coin-toss winner chooses to receive or kick, or which end to defend. Choosing to receive gets the ball first.' },
    { id: 'which-end', name: 'Which end to defend', color: C.zone, description: 'Instead of receive or kick, the winner may pick which end (goal) to defend, for example to have the wind behind it.' },
    { id: 'defer', name: 'Defer', color: C.neutral, description: 'The winner may defer: the other team chooses now, and the winner gets first choice in the second half. Most winners defer so they can receive the second-half kickoff.' },
    { id: 'other-team', name: 'Other team', color: C.offense, description: 'Whatever the winner picks, the other team makes the remaining choice. Before overtime there is a fresh toss, and deferring is not allowed there.' },
  ],
  field: { crop: [40, 80], yCrop: [5.5, 47.33] },
  players: { offense: 1, defense: 1, reason: 'Not a play: the coin toss at midfield, one captain of each team with the referee.' },
  Art: CoinTossArt,
});

function CoinTossArt() {
  const { px } = useScale();
  const recv = usePillBox({ x: 49.5, y: 12.2, text: 'Receive or kick', size: 11 });
  const end = usePillBox({ x: 70.5, y: 12.2, text: 'Defend a goal', size: 11 });
  const defer = usePillBox({ x: 60, y: 42.5, text: 'Or defer to 2nd half', size: 11 });
  return (
    <>
      <Hotspot id="which-end" area={[end, { x: 42, y: 35.2, w: 36, h: 3 }]}>
        <Pill x={70.5} y={12.2} text="Defend a goal" size={11} bg={C.zone} fg={C.clock} />
        <Arrow from={[57, 36.7]} to={[42.5, 36.7]} color={C.zone} width={3} />
        <Arrow from={[63, 36.7]} to={[77.5, 36.7]} color={C.zone} width={3} />
        <Label x={60} y={36.7} size={10}>end?</Label>
      </Hotspot>
      <Hotspot id="receive-or-kick" area={recv}>
        <Pill x={49.5} y={12.2} text="Receive or kick" size={11} bg={C.kicker} />
      </Hotspot>
      <Hotspot id="defer" area={defer}>
        <Pill x={60} y={42.5} text="Or defer to 2nd half" size={11} bg={C.neutral} />
      </Hotspot>
      <Official x={60} y={MID - 6.5} r={10} />
      <Label x={60} y={MID - 9} size={10}>referee</Label>
      <Player x={54} y={MID} team="defense" label="V" r={10} />
      <Label x={54} y={MID + 3.4} size={10}>calls it</Label>
      <Hotspot id="other-team" area={{ x: 64, y: MID - 1.8, w: 8.5, h: 5.8 }}>
        <Player x={66} y={MID} team="offense" label="H" r={10} />
        <Label x={66} y={MID + 3.4} size={10}>the rest</Label>
      </Hotspot>
      <Hotspot id="coin" area={{ cx: 60, cy: MID, r: px(20) }}>
        <circle cx={60} cy={MID} r={px(17)} fill={C.goalpost} stroke={C.clock} strokeWidth={px(2)} />
        <circle cx={60} cy={MID} r={px(12)} fill="none" stroke={C.clock} strokeWidth={px(1)} strokeOpacity={0.5} />
        <Label x={60} y={MID} size={14} halo={false} color={C.clock}>H</Label>
        <path d={`M${60 - px(24)} ${MID - px(12)}a${px(26)} ${px(26)} 0 0 1 ${px(10)} ${-px(12)}M${60 + px(24)} ${MID - px(12)}a${px(26)} ${px(26)} 0 0 0 ${-px(10)} ${-px(12)}`} fill="none" stroke={C.goalpost} strokeWidth={px(2.5)} strokeLinecap="round" />
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ overtime
const overtime = defineDiagram({
  ruleId: 'overtime',
  title: 'Regular-season overtime under the 2025 rule: a 10-minute period in which both teams get a possession',
  note: 'Overtime changed for the 2025 season: in the regular season both teams now get a possession (the playoffs have done this since 2022), and a kickoff that reaches the end zone in the air comes out to the 35 as a touchback. The old description — sudden death, with the coin-toss winner’s team getting the ball at the 25 — no longer applies.',
  hotspots: [
    { id: 'coin-toss', name: 'New coin toss', color: C.goalpost, description: 'A new coin toss: the visiting captain calls it, and the coin-toss winner chooses to receive or kick or picks a goal to defend. There is no option to defer.' },
    { id: 'first-possession', name: 'First possession', color: C.offense, description: 'The team that receives drives first. Even a touchdown on this drive does not end the game: the other team still gets the ball.' },
    { id: 'second-possession', name: 'Other team’s turn', color: C.defense, description: 'Since 2025 both teams get a possession in regular-season overtime, unless the kicking team scores on that first possession, for example with a safety.' },
    { id: 'next-score', name: 'Then: next score wins', color: C.scoring, description: 'Once both teams have had the ball, the team ahead wins. If it is still tied, the next score of any kind wins.' },
    { id: 'ten-minutes', name: '10-minute period', color: C.clock, description: 'Regular season: one 10-minute period with two timeouts per team, and a tie if no one has won when it expires. Playoffs: 15-minute periods until there is a winner.' },
    { id: 'touchback-35', name: 'Touchback at the 35', color: C.zone, description: 'Overtime starts with a kickoff. If it reaches the end zone in the air and is not returned, the touchback puts the ball at the 35.' },
    { id: 'old-rule', name: 'What changed', color: C.flag, description: 'The old rule was sudden death: the coin-toss winner’s team usually got the ball at the 25 after a touchback, and a first-drive touchdown ended the game. Now both teams possess, and a touchback on a kick into the end zone in the air is at the 35.' },
  ],
  field: { pad: { top: 12, bottom: 8 } },
  players: { offense: 0, defense: 0, reason: 'A plan of the whole overtime period, one arrow per possession, not a single play.' },
  Art: OvertimeArt,
});

function OvertimeArt() {
  const { px } = useScale();
  const aStart = own(35);
  const bStart = opp(35);
  const next = usePillBox({ x: 119.4, y: -6, text: 'Then: next score wins', size: 10, anchor: 'end' });
  const old = usePillBox({ x: 60, y: W + 4, text: 'Old rule: sudden death at the 25 (changed 2025)', size: 10 });
  const tbA = usePillBox({ x: aStart, y: 11.5, text: 'TB 35', size: 10 });
  const tbB = usePillBox({ x: bStart, y: 42, text: 'TB 35', size: 10 });
  return (
    <>
      <Hotspot id="coin-toss" area={{ x: 1, y: -11, w: 26, h: 10 }}>
        <circle cx={6.5} cy={-6} r={px(11)} fill={C.goalpost} stroke={C.clock} strokeWidth={px(1.5)} />
        <Label x={6.5} y={-6} size={10} halo={false} color={C.clock}>H</Label>
        <Label x={11} y={-6} size={10} anchor="start">coin toss</Label>
      </Hotspot>
      <Hotspot id="ten-minutes" area={{ x: 35, y: -11.2, w: 33, h: 10.4 }}>
        <Panel x={35} y={-11.2} w={33} h={10.4} />
        <Label x={41} y={-6} size={10} halo={false}>OT</Label>
        <Digits x={56.5} y={-6} text="10:00" size={18} color={C.highlight} />
      </Hotspot>
      <Hotspot id="next-score" area={next}>
        <Pill x={119.4} y={-6} text="Then: next score wins" size={10} bg={C.scoring} anchor="end" />
      </Hotspot>
      <Hotspot id="first-possession" area={{ x: aStart, y: 15, w: 72, h: 7 }}>
        <Arrow from={[aStart, 18]} to={[115, 18]} color={C.offense} width={4} />
        <Label x={80} y={21.6} size={10}>1. Team A: even a TD…</Label>
      </Hotspot>
      <Hotspot id="second-possession" area={{ x: 3, y: 31.5, w: bStart - 3, h: 7 }}>
        <Arrow from={[bStart, 35]} to={[5, 35]} color={C.defense} width={4} />
        <Label x={40} y={31.5} size={10}>2. …Team B still gets the ball</Label>
      </Hotspot>
      <Hotspot id="touchback-35" area={[tbA, tbB]}>
        <Pill x={aStart} y={11.5} text="TB 35" size={10} bg={C.zone} fg={C.clock} />
        <Pill x={bStart} y={42} text="TB 35" size={10} bg={C.zone} fg={C.clock} />
      </Hotspot>
      <Hotspot id="old-rule" area={old}>
        <Pill x={60} y={W + 4} text="Old rule: sudden death at the 25 (changed 2025)" size={10} bg={C.flag} fg={C.clock} />
      </Hotspot>
      <Ball x={aStart} y={18} size={10} />
      <Ball x={bStart} y={35} size={10} />
    </>
  );
}

// ------------------------------------------------------------------ change-possession
interface Tile {
  id: string;
  title: string;
  sub: string;
  color: string;
  icon: 'score' | 'punt' | 'turnover' | 'downs' | 'miss' | 'half';
}

const TILES: Tile[] = [
  { id: 'after-score', title: 'After a score', sub: 'scorer kicks off', color: C.scoring, icon: 'score' },
  { id: 'punt', title: 'Punt', sub: 'field position', color: C.kicker, icon: 'punt' },
  { id: 'turnover', title: 'Turnover', sub: 'INT or fumble', color: C.defense, icon: 'turnover' },
  { id: 'turnover-on-downs', title: '4th-down stop', sub: 'ball at the spot', color: C.flag, icon: 'downs' },
  { id: 'missed-field-goal', title: 'Missed FG', sub: 'spot or the 20', color: C.goalpost, icon: 'miss' },
  { id: 'halftime', title: 'Halftime', sub: '2nd-half kickoff', color: C.zone, icon: 'half' },
];

const changePossession = defineDiagram({
  ruleId: 'change-possession',
  title: 'Team A and Team B trading the ball, with the six ways possession changes',
  hotspots: [
    { id: 'after-score', name: 'After a score', color: C.scoring, description: 'After a touchdown or field goal, the scoring team kicks off to the other team. After a safety, the team that gave up the points kicks from its own 20.' },
    { id: 'punt', name: 'Punt', color: C.kicker, description: 'A punt gives the ball away on purpose in exchange for field position.' },
    { id: 'turnover', name: 'Turnover', color: C.defense, description: 'Interceptions and lost fumbles hand the ball to the defense immediately, and it can keep running with it.' },
    { id: 'turnover-on-downs', name: 'Turnover on downs', color: C.flag, description: 'A failed fourth-down attempt is a turnover on downs: the opponent takes over where the play ended.' },
    { id: 'missed-field-goal', name: 'Missed field goal', color: C.goalpost, description: 'A missed field goal gives the opponent the ball at the spot of the kick or at its own 20, whichever is farther from its goal line.' },
    { id: 'halftime', name: 'Halftime', color: C.zone, description: 'At halftime, the team that kicked off to start the game normally receives the second-half kickoff.' },
  ],
  canvas: { height: 300 },
  players: { offense: 0, defense: 0, reason: 'Two teams trading the ball, drawn as symbols, not a play on the field.' },
  Art: ChangePossessionArt,
});

function TileIcon({ kind, x, y, ink }: { kind: Tile['icon']; x: number; y: number; ink: string }) {
  const s = { stroke: ink, strokeWidth: 2.2, fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  switch (kind) {
    case 'score':
      return <path d={`M${x - 7} ${y - 8}v8h14v-8M${x} ${y}v9`} {...s} />;
    case 'punt':
      return <path d={`M${x - 9} ${y + 6}q9 -20 18 -2`} {...s} />;
    case 'turnover':
      return <path d={`M${x - 8} ${y - 3}a8 8 0 0 1 14 -3M${x + 8} ${y + 3}a8 8 0 0 1 -14 3M${x + 6} ${y - 10}v4h-4M${x - 6} ${y + 10}v-4h4`} {...s} />;
    case 'downs':
      return (
        <text x={x} y={y + 1} fontSize={16} fontWeight={800} textAnchor="middle" dominantBaseline="central" fill={ink}>
          4
        </text>
      );
    case 'miss':
      return <path d={`M${x - 7} ${y - 8}v8h14v-8M${x} ${y}v9M${x + 2} ${y - 10}l8 8M${x + 10} ${y - 10}l-8 8`} {...s} />;
    case 'half':
      return (
        <g>
          <circle cx={x} cy={y} r={9} {...s} />
          <path d={`M${x} ${y - 5}v5l4 3`} {...s} />
        </g>
      );
  }
}

/** Tile colours light enough to need dark ink on top. */
const LIGHT = new Set<string>([C.flag, C.goalpost, C.zone, C.highlight]);

function ChangePossessionArt() {
  const colX = [14, 184];
  const rowY = [90, 160, 230];
  const tw = 158;
  const th = 60;
  return (
    <>
      <circle cx={62} cy={42} r={24} fill={C.offense} stroke={C.line} strokeWidth={2} />
      <Label x={62} y={42} size={18} halo={false}>A</Label>
      <rect x={270} y={18} width={48} height={48} rx={12} fill={C.defense} stroke={C.line} strokeWidth={2} />
      <Label x={294} y={42} size={18} halo={false}>B</Label>
      <Arrow from={[94, 30]} via={[178, 8]} to={[262, 30]} color={C.line} width={2.5} />
      <Arrow from={[262, 56]} via={[178, 78]} to={[94, 56]} color={C.line} width={2.5} />
      <Ball x={178} y={43} size={22} />
      {TILES.map((t, i) => {
        const x = colX[i % 2] ?? 0;
        const y = rowY[Math.floor(i / 2)] ?? 0;
        return (
          <Hotspot key={t.id} id={t.id} area={{ x, y, w: tw, h: th }}>
            <rect x={x} y={y} width={tw} height={th} rx={12} fill={C.clock} stroke={t.color} strokeWidth={2.5} />
            <circle cx={x + 26} cy={y + th / 2} r={17} fill={t.color} stroke={C.line} strokeWidth={1.5} />
            <TileIcon kind={t.icon} x={x + 26} y={y + th / 2} ink={LIGHT.has(t.color) ? C.clock : C.line} />
            <Label x={x + 52} y={y + 22} size={12} anchor="start" halo={false}>{t.title}</Label>
            <Label x={x + 52} y={y + 41} size={10} anchor="start" halo={false} weight={500}>{t.sub}</Label>
          </Hotspot>
        );
      })}
    </>
  );
}

export const gameFlowDiagrams = [gameTime, overtime, timeouts, twoMinute, coinToss, changePossession];
