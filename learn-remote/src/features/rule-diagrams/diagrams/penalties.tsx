import { diagramColors as C } from '@gg/ui';
import { defineDiagram, neutralZone, scrimmage } from '../define';
import { BALL_LENGTH, FIELD, own, useScale } from '@gg/ui/field';
import { Hotspot } from '../hotspot';
import { Arrow, Ball, Bubble, Burst, Digits, FieldLine, Flag, Label, Measure, MotionMarks, Official, Panel, Pill, Player, Route, Verdict, Zone, usePillBox } from '../parts';

const MID = FIELD.midY;
const OL = [-3, -1.5, 0, 1.5, 3];
const DL = [-2.3, -0.8, 0.8, 2.3];

/** A grab: a short line between two players with a contact burst. */
function Grab({ from, to }: { from: [number, number]; to: [number, number] }) {
  const { px } = useScale();
  return (
    <g>
      <path d={`M${from[0]} ${from[1]}L${to[0]} ${to[1]}`} stroke={C.defense} strokeWidth={px(4)} strokeLinecap="round" />
      <Burst x={(from[0] + to[0]) / 2} y={(from[1] + to[1]) / 2} size={12} />
    </g>
  );
}

// ------------------------------------------------------------------ pass-interference
const passInterference = defineDiagram({
  ruleId: 'pass-interference',
  title: 'Defensive pass interference downfield: the ball is placed at the spot of the foul with a first down',
  hotspots: [
    { id: 'ball-in-air', name: 'Ball in the air', color: C.ball, description: 'Pass interference applies only to a forward pass thrown beyond the line: the offense is restricted from the snap, the defense from the throw, until someone touches the ball.' },
    { id: 'illegal-contact', name: 'Illegal contact', color: C.defense, description: 'Grabbing an arm, pulling a jersey or hitting the receiver before the ball arrives hinders his chance to catch it. Incidental contact while both play the ball is legal.' },
    { id: 'flag', name: 'Automatic first down', color: C.flag, description: 'Defensive pass interference is a spot foul with an automatic first down.' },
    { id: 'spot-of-foul', name: 'Spot of the foul', color: C.highlight, description: 'The ball goes to where the foul happened, with no cap on the yardage, so one flag can swing 40 or 50 yards. In the end zone it goes to the 1-yard line.' },
    { id: 'receiver', name: 'Receiver', color: C.offense, description: 'Both players have an equal right to go for the ball; the receiver may not push off either (that is offensive pass interference).' },
  ],
  field: { crop: [32, 80], yCrop: [4.5, 44] },
  Art: PassInterferenceArt,
});

function PassInterferenceArt() {
  const los = own(30);
  const foul = 68;
  const spot = usePillBox({ x: foul, y: 38.5, text: '1st & 10 here', size: 11 });
  return (
    <>
      <FieldLine x={los} color={C.offense} y0={4.5} y1={44} width={2.5} />
      <Hotspot id="spot-of-foul" area={{ x: spot.x, y: 19, w: spot.w, h: spot.y + spot.h - 19 }}>
        <FieldLine x={foul} color={C.highlight} y0={19} y1={36} width={3} dashed />
        <Measure x0={los} x1={foul} y={33} text="+28 yards" size={11} color={C.highlight} />
        <Pill x={foul} y={38.5} text="1st & 10 here" size={11} bg={C.highlight} fg={C.clock} />
      </Hotspot>
      {OL.map((k) => <Player key={k} x={los - 0.7} y={MID + k} team="offense" r={5.5} />)}
      {DL.map((k) => <Player key={k} x={los + 0.9} y={MID + k * 1.5} team="defense" r={5.5} />)}
      <Player x={34} y={MID} team="offense" label="QB" r={8} />
      {/* the rest of the play: blockers, the other routes and the coverage on them */}
      <Player x={los - 0.7} y={MID + 4.5} team="offense" label="TE" r={6.5} />
      <Player x={36.5} y={MID + 2.6} team="offense" label="RB" r={6.5} />
      <Player x={51} y={21.5} team="offense" label="WR" r={6.5} />
      <Player x={57} y={41.5} team="offense" label="WR" r={6.5} />
      {[20, 29].map((y) => <Player key={y} x={45.5} y={y} team="defense" r={6.5} />)}
      <Player x={53.5} y={23.5} team="defense" r={6.5} />
      <Player x={60} y={42} team="defense" r={6.5} />
      {[24, 33].map((y) => <Player key={y} x={75} y={y} team="defense" r={6.5} />)}
      <Hotspot id="receiver" area={{ x: los - 1.5, y: 9.5, w: 31, h: 6 }}>
        <Route points={[[los - 0.5, 12], [70, 12.2]]} color={C.offense} width={2.5} />
        <Player x={los - 0.7} y={12} team="offense" label="WR" r={8} ghost />
      </Hotspot>
      <Player x={foul + 1.4} y={12.2} team="offense" label="WR" r={8} />
      <Hotspot id="illegal-contact" area={{ x: foul - 2.8, y: 11, w: 4.5, h: 6.5 }}>
        <Grab from={[foul - 0.6, 15.6]} to={[foul + 1, 13.2]} />
        <Player x={foul - 1} y={16} team="defense" label="CB" r={8} />
      </Hotspot>
      <Hotspot id="ball-in-air" area={{ x: 58, y: 8, w: 18, h: 6 }}>
        <Arrow from={[35, MID - 1.2]} via={[52, 4]} to={[74.5, 10.5]} color={C.ball} dashed width={2} />
        <Ball x={66} y={8.6} angle={12} size={13} />
      </Hotspot>
      <Hotspot id="flag" area={{ x: foul - 7.5, y: 19, w: 7, h: 6 }}>
        <Flag x={foul - 4} y={21} size={14} />
        <Label x={foul - 4} y={23.8} size={10}>auto 1st down</Label>
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ intentional-grounding
const grounding = defineDiagram({
  ruleId: 'intentional-grounding',
  title: 'A quarterback under pressure throwing the ball away with no receiver near: intentional grounding',
  hotspots: [
    { id: 'pressure', name: 'Facing a sack', color: C.defense, description: 'Rushers are about to bring the passer down behind the line. Grounding is about what he does next.' },
    { id: 'throw-away', name: 'No receiver near', color: C.ball, description: 'He throws the ball where no eligible receiver has a realistic chance to catch it, just to avoid losing yards.' },
    { id: 'penalty', name: '10 yards + loss of down', color: C.flag, description: 'Intentional grounding costs 10 yards and loss of down (or the spot of the throw, if that is farther back). Thrown from his own end zone, it is a safety.' },
    { id: 'tackle-box', name: 'Tackle box', color: C.zone, description: 'The area between where the offensive tackles lined up. Outside it, a throw that reaches the line of scrimmage is legal, even if it lands out of bounds.' },
    { id: 'spike', name: 'Spike is fine', color: C.neutral, description: 'Spiking the ball right after the snap to stop the clock is not grounding.' },
  ],
  field: { crop: [18, 56], yCrop: [4.5, 44] },
  Art: GroundingArt,
});

function GroundingArt() {
  const { px } = useScale();
  const los = own(30);
  const qb: [number, number] = [31.5, MID + 0.5];
  const pen = usePillBox({ x: 30, y: 12, text: '10 yards + loss of down', size: 11 });
  const spike = usePillBox({ x: 48.5, y: 40.5, text: 'Spike: allowed', size: 10 });
  return (
    <>
      <Hotspot id="tackle-box" area={{ x: 27, y: MID - 3.6, w: los - 27, h: 7.2 }}>
        <Zone x={27} y={MID - 3.6} w={los - 27} h={7.2} color={C.zone} opacity={0.3} />
        <Label x={29} y={MID - 5} size={10}>tackle box</Label>
      </Hotspot>
      <FieldLine x={los} color={C.offense} y0={4.5} y1={44} width={2.5} />
      {OL.map((k) => <Player key={k} x={los - 0.7} y={MID + k} team="offense" r={6.5} />)}
      {[-0.8, 0.8].map((k) => <Player key={k} x={los + 0.9} y={MID + k * 1.5} team="defense" r={6.5} />)}
      <Hotspot id="pressure" area={{ x: 32, y: MID - 7, w: 11, h: 14.5 }}>
        <Arrow from={[los + 1.2, MID - 4.6]} via={[36.5, MID - 6.5]} to={[33.5, MID - 1.4]} color={C.defense} width={2.5} />
        <Arrow from={[los + 1.2, MID + 4.6]} via={[36.5, MID + 6.8]} to={[33.5, MID + 2.4]} color={C.defense} width={2.5} />
        <Player x={34.6} y={MID - 3.2} team="defense" label="DE" r={8} />
        <Player x={34.6} y={MID + 4} team="defense" label="DE" r={8} />
      </Hotspot>
      <Player x={qb[0]} y={qb[1]} team="offense" label="QB" r={8.5} />
      <Hotspot id="throw-away" area={{ x: 33, y: 35.5, w: 9.5, h: 6.5 }}>
        <Arrow from={[qb[0] + 0.5, qb[1] + 1.2]} via={[33, 40]} to={[37.2, 38.8]} color={C.ball} dashed width={2} />
        <circle cx={38.5} cy={38.8} r={px(12)} fill="none" stroke={C.ball} strokeWidth={px(2)} strokeDasharray={`${px(3)} ${px(3)}`} />
        <Label x={39} y={42.2} size={10}>nobody here</Label>
      </Hotspot>
      <Player x={52} y={12} team="offense" label="WR" r={7.5} />
      <Player x={53.5} y={14} team="defense" r={7} />
      {/* everyone else: receivers covered downfield, linebackers and safeties in coverage */}
      <Player x={los - 0.7} y={MID + 4.5} team="offense" label="TE" r={7} />
      <Player x={50} y={22.5} team="offense" label="WR" r={7.5} />
      <Player x={52.5} y={33.5} team="offense" label="WR" r={7.5} />
      <Player x={46.5} y={29.5} team="offense" label="RB" r={7.5} />
      {[20, 27.5].map((y) => <Player key={y} x={45.5} y={y} team="defense" r={7} />)}
      <Player x={51.8} y={24.5} team="defense" r={7} />
      <Player x={54.5} y={35} team="defense" r={7} />
      {[19, 29].map((y) => <Player key={y} x={54.8} y={y} team="defense" r={7} />)}
      <Hotspot id="penalty" area={{ x: pen.x, y: pen.y, w: pen.w, h: 22 - pen.y }}>
        <Pill x={30} y={12} text="10 yards + loss of down" size={11} bg={C.flag} fg={C.clock} />
        <Flag x={30} y={18} size={14} />
      </Hotspot>
      <Hotspot id="spike" area={spike}>
        <Pill x={48.5} y={40.5} text="Spike: allowed" size={10} bg={C.neutral} />
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ holding-defense
const holding = defineDiagram({
  ruleId: 'holding-defense',
  title: 'Defensive holding on third and 15: five yards and an automatic first down',
  hotspots: [
    { id: 'receiver', name: 'Receiver', color: C.offense, description: 'A receiver without the ball is protected: he must be free to run his route once past the first few yards.' },
    { id: 'holding', name: 'The hold', color: C.defense, description: 'Grabbing a jersey, hooking an arm or pulling a receiver off his route is defensive holding.' },
    { id: 'penalty', name: '5 yards + first down', color: C.flag, description: 'Defensive holding costs 5 yards and gives the offense an automatic first down, so a hold on 3rd and 15 keeps the drive alive.' },
    { id: 'new-spot', name: 'New spot', color: C.highlight, description: 'The 5 yards are normally marked off from the line of scrimmage: 3rd and 15 at the 30 becomes 1st and 10 at the 35.' },
    { id: 'ball-carrier', name: 'Ball carrier: fair game', color: C.neutral, description: 'Holding the ball carrier is simply tackling. The rule only protects players without the ball.' },
  ],
  field: { crop: [30, 68], yCrop: [4.5, 44] },
  Art: HoldingArt,
});

function HoldingArt() {
  const { px } = useScale();
  const los = own(30);
  const next = los + 5;
  const first = usePillBox({ x: next + 0.6, y: 40.5, text: '1st & 10', size: 11 });
  return (
    <>
      <FieldLine x={los} color={C.offense} y0={15} y1={44} width={2.5} />
      <Pill x={los} y={12.5} text="3rd & 15" size={11} bg={C.offense} />
      <Hotspot id="new-spot" area={{ x: first.x, y: 15, w: first.w, h: first.y + first.h - 15 }}>
        <FieldLine x={next} color={C.highlight} y0={15} y1={37.5} width={3} dashed />
        <Measure x0={los} x1={next} y={36} text="5" size={10} color={C.highlight} />
        <Pill x={next + 0.6} y={40.5} text="1st & 10" size={11} bg={C.highlight} fg={C.clock} />
      </Hotspot>
      {OL.map((k) => <Player key={k} x={los - 0.7} y={MID + k} team="offense" r={6.5} />)}
      {DL.map((k) => <Player key={k} x={los + 0.9} y={MID + k * 1.5} team="defense" r={6.5} />)}
      <Player x={35.5} y={MID} team="offense" label="QB" r={8} />
      {/* the rest of the run play: the tight end, receivers blocking downfield, the defense */}
      <Player x={los - 0.7} y={MID + 4.5} team="offense" label="TE" r={7} />
      <Player x={43.5} y={7.5} team="offense" label="WR" r={7} />
      <Player x={45.5} y={8.5} team="defense" r={7} />
      <Player x={55} y={40} team="offense" label="WR" r={7} />
      <Player x={57} y={41} team="defense" r={7} />
      <Player x={47} y={25.5} team="defense" r={7} />
      {[16, 33].map((y) => <Player key={y} x={62} y={y} team="defense" r={7} />)}
      <Hotspot id="receiver" area={{ x: los - 1.6, y: 16, w: 16, h: 7 }}>
        <Route points={[[los - 0.4, 19], [55, 19]]} color={C.offense} width={2.5} dashed />
        <Player x={los - 0.7} y={19} team="offense" label="WR" r={8} ghost />
        <Player x={52.5} y={19} team="offense" label="WR" r={8} />
      </Hotspot>
      <Hotspot id="holding" area={{ x: 48.5, y: 18, w: 5, h: 6.5 }}>
        <Grab from={[50.4, 22.2]} to={[51.8, 19.7]} />
        <Player x={50.2} y={22.6} team="defense" label="CB" r={8} />
      </Hotspot>
      <Hotspot id="penalty" area={{ x: 53.5, y: 22, w: 13, h: 6 }}>
        <Flag x={55.5} y={24.8} size={14} />
        <Label x={57.3} y={24.2} size={10} anchor="start">5 yds +</Label>
        <Label x={57.3} y={25.9} size={10} anchor="start">auto 1st</Label>
      </Hotspot>
      <Hotspot id="ball-carrier" area={{ x: 42.5, y: 29.5, w: 9, h: 6 }}>
        <rect x={43} y={30} width={8.2} height={5} rx={2.5} fill={C.neutral} fillOpacity={0.35} stroke={C.neutral} strokeWidth={px(2)} />
        <Player x={45.5} y={32.2} team="offense" label="RB" r={7.5} />
        <Ball x={45.5 + 0.9} y={33.4} size={9} angle={30} />
        <Player x={47.3} y={31.3} team="defense" r={7.5} />
        <Verdict x={49.8} y={33.6} ok r={7} />
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ offside
const offside = defineDiagram({
  ruleId: 'offside',
  title: 'A close-up of the neutral zone at the snap, with one defender across his line: offside',
  hotspots: [
    { id: 'neutral-zone', name: 'Neutral zone', color: C.zone, description: 'Each team’s line of scrimmage runs through its own end of the ball; the ball-length strip between them is the neutral zone.' },
    { id: 'offside-defender', name: 'Offside', color: C.defense, description: 'Any part of a defender’s body beyond his line when the ball is snapped is offside: a 5-yard penalty.' },
    { id: 'free-play', name: 'Free play', color: C.highlight, description: 'If the play goes on, the offense has a free play: it may keep the result or take the 5 yards.' },
    { id: 'hard-count', name: 'Hard count', color: C.offense, description: 'Quarterbacks use a hard count, a sudden louder call, to lure defenders offside, then snap quickly to get the free play.' },
    { id: 'not-automatic', name: 'Not an auto first', color: C.neutral, description: 'Offside is not an automatic first down, but the 5 yards still produce one when the offense needed 5 or fewer. A defender who jumps and gets back before the snap without contact has not fouled.' },
  ],
  field: { crop: [33.5, 47.5], yCrop: [19.6, 33.6], numbers: false },
  players: { offense: 8, defense: 7, reason: 'A close-up of the line: the wide receivers, cornerbacks and safeties stand outside the frame.' },
  lineup: neutralZone(own(30), { offense: 0, defense: 1, reason: 'The defender across his line at the snap is the foul the diagram shows.' }),
  Art: OffsideArt,
});

function OffsideArt() {
  const { px } = useScale();
  const ball = own(30);
  const half = BALL_LENGTH / 2;
  const r = 10;
  const free = usePillBox({ x: 44.5, y: 21.2, text: 'Free play!', size: 12 });
  const auto = usePillBox({ x: 37.8, y: 32.6, text: '5 yds, not an auto 1st', size: 10 });
  return (
    <>
      <Hotspot id="neutral-zone" area={{ x: ball - half - px(6), y: 19.6, w: 2 * half + px(12), h: 14 }}>
        <Zone x={ball - half} y={19.6} w={2 * half} h={14} color={C.zone} opacity={0.45} dashed={false} />
        <path d={`M${ball - half} 19.6V33.6`} stroke={C.offense} strokeWidth={px(2)} strokeDasharray={`${px(6)} ${px(4)}`} />
        <path d={`M${ball + half} 19.6V33.6`} stroke={C.defense} strokeWidth={px(2)} strokeDasharray={`${px(6)} ${px(4)}`} />
        <Label x={ball} y={20.4} size={10}>neutral zone</Label>
      </Hotspot>
      {OL.map((k) => <Player key={k} x={ball - half - 0.45} y={MID + k} team="offense" r={r} />)}
      <Player x={ball - half - 0.45} y={MID + 4.5} team="offense" label="TE" r={r} />
      <Player x={35.3} y={MID + 0.9} team="offense" label="RB" r={r} />
      <Ball x={ball} y={MID} angle={0} size={13} />
      {[-2.25, 0.75, 2.25].map((k) => <Player key={k} x={ball + half + 0.5} y={MID + k} team="defense" r={r} />)}
      <Hotspot id="offside-defender" area={{ x: ball - 0.5, y: MID - 1.35, w: 1.6, h: 1.3 }}>
        <Player x={ball + 0.02} y={MID - 0.7} team="defense" r={r} />
        <Label x={ball + 1.4} y={MID - 0.9} size={10} anchor="start">over his line</Label>
      </Hotspot>
      <Hotspot id="hard-count" area={{ x: 34, y: 22.1, w: 5.8, h: 5.6 }}>
        <Player x={ball - 1.7} y={MID} team="offense" label="QB" r={r} />
        <Bubble x={36.7} y={23.3} text="HUT! HUT!" tail={[ball - 1.9, MID - 0.5]} size={12} border={C.offense} />
      </Hotspot>
      {[-3.5, 0, 3.5].map((k) => <Player key={k} x={k === 0 ? 45 : 44.4} y={MID + k} team="defense" label="LB" r={r} />)}
      <Hotspot id="free-play" area={free}>
        <Pill x={44.5} y={21.2} text="Free play!" size={12} bg={C.highlight} fg={C.clock} />
      </Hotspot>
      <Hotspot id="not-automatic" area={auto}>
        <Pill x={37.8} y={32.6} text="5 yds, not an auto 1st" size={10} bg={C.neutral} />
      </Hotspot>
      <Label x={45.8} y={32.6} size={10}>defense</Label>
    </>
  );
}

// ------------------------------------------------------------------ personal-foul
const personalFoul = defineDiagram({
  ruleId: 'personal-foul',
  title: 'A late hit out of bounds after the play: 15 yards and an automatic first down',
  hotspots: [
    { id: 'late-hit', name: 'Late hit', color: C.defense, description: 'The runner is already out of bounds when the defender hits him. Late hits, blows to the head, hits on defenseless players, face mask and horse-collar tackles are all personal fouls.' },
    { id: 'signal', name: 'Referee’s signal', color: C.official, description: 'The official signals a personal foul by striking one wrist against the other above his head, often followed by a signal for the specific foul.' },
    { id: 'penalty', name: '15 yards', color: C.flag, description: 'A personal foul costs 15 yards, plus an automatic first down when the defense commits it.' },
    { id: 'enforcement', name: 'Marked from the end', color: C.highlight, description: 'A foul after the play has ended is marked from where the next play would have started: here from the spot the runner went out.' },
    { id: 'ejection', name: 'Ejection, fines', color: C.neutral, description: 'Flagrant fouls can get a player ejected, and the league often adds fines afterward.' },
  ],
  field: { crop: [40, 84], yCrop: [0, 40], pad: { top: 6 } },
  Art: PersonalFoulArt,
});

function PersonalFoulArt() {
  const { px } = useScale();
  const out = 58;
  const next = out + 15;
  const pen = usePillBox({ x: 63, y: 28, text: '15 yards + 1st down', size: 11 });
  const ej = usePillBox({ x: 49, y: 36.5, text: 'Flagrant? Ejection', size: 10 });
  return (
    <>
      <Arrow from={[43, 36]} via={[47, 8]} to={[out - 1.1, 0.4]} color={C.offense} dashed width={2} />
      <Hotspot id="enforcement" area={{ x: out, y: 4, w: next - out + 4, h: 30 }}>
        <FieldLine x={next} color={C.highlight} y0={4} y1={34} width={3} dashed />
        <Measure x0={out} x1={next} y={8} text="+15" size={11} color={C.highlight} />
        <Label x={next} y={35.8} size={10}>{'new 1st & 10'}</Label>
      </Hotspot>
      <Player x={out - 0.4} y={-1.4} team="offense" label="RB" r={8} />
      {/* the other twenty, where the sweep left them: linemen near the line, the rest chasing it to the sideline */}
      {[[47, 27], [47.5, 29.5], [47, 32], [50.5, 12], [54, 9]].map(([x, y]) => <Player key={`o${x}-${y}`} x={x!} y={y!} team="offense" r={5.5} />)}
      {[[44, 33], [60.5, 13], [66, 4.5], [57.5, 16]].map(([x, y]) => <Player key={`o${x}-${y}`} x={x!} y={y!} team="offense" r={5.5} />)}
      <Player x={41.5} y={30.5} team="offense" label="QB" r={6} />
      {[[48.6, 28.2], [48.6, 30.8], [49.5, 15.5], [52.5, 10.5], [55.5, 5]].map(([x, y]) => <Player key={`d${x}-${y}`} x={x!} y={y!} team="defense" r={5.5} />)}
      {[[56.5, 7.5], [59.5, 10], [64, 6], [68, 11.5], [62.5, 15.5]].map(([x, y]) => <Player key={`d${x}-${y}`} x={x!} y={y!} team="defense" r={5.5} />)}
      <Hotspot id="late-hit" area={{ x: out + 0.5, y: -4.8, w: 5, h: 8.5 }}>
        <Route points={[[out + 3.8, 5], [out + 3.1, 1], [out + 2.6, -1.2]]} color={C.defense} width={2.5} />
        <Player x={out + 2.6} y={-3.1} team="defense" label="S" r={8} />
        <Burst x={out + 1.1} y={-2.4} size={11} />
        <Label x={out + 5.2} y={-3.2} size={10} anchor="start">hit out of bounds</Label>
      </Hotspot>
      <Hotspot id="signal" area={{ x: 48, y: 15, w: 7, h: 9 }}>
        <Official x={51.5} y={19} r={10} />
        <path d={`M${51.5 - px(7)} ${19 - px(12)}l${px(7)} ${px(-6)}l${px(7)} ${px(6)}`} fill="none" stroke={C.official} strokeWidth={px(3)} strokeLinecap="round" strokeLinejoin="round" />
        <Label x={51.5} y={23} size={10}>wrist strike</Label>
      </Hotspot>
      <Hotspot id="penalty" area={{ x: pen.x, y: pen.y - 5.5, w: pen.w, h: pen.h + 5.5 }}>
        <Flag x={63} y={23.5} size={14} />
        <Pill x={63} y={28} text="15 yards + 1st down" size={11} bg={C.flag} fg={C.clock} />
      </Hotspot>
      <Hotspot id="ejection" area={ej}>
        <Pill x={49} y={36.5} text="Flagrant? Ejection" size={10} bg={C.neutral} />
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ false-start-vs-neutral
const falseStart = defineDiagram({
  ruleId: 'false-start-vs-neutral',
  title: 'A false start by an offensive tackle compared with a neutral zone infraction by a defender',
  hotspots: [
    { id: 'false-start', name: 'False start', color: C.offense, description: 'Once set, any offensive movement that imitates the start of the play, even a flinch, is a false start: 5 yards, replay the down.' },
    { id: 'neutral-zone', name: 'Neutral zone', color: C.zone, description: 'The ball-length strip between the two lines. Nobody may be in it before the snap.' },
    { id: 'neutral-zone-infraction', name: 'Neutral zone infraction', color: C.defense, description: 'A defender moves into the neutral zone and an offensive player reacts: 5 yards on the defense, with the play blown dead.' },
    { id: 'reacting-player', name: 'He reacted', color: C.neutral, description: 'The offensive player who flinched because the defender came at him is not penalized. The key question is who moved first.' },
    { id: 'whistle', name: 'Whistle', color: C.official, description: 'In both cases the whistle blows at once and the ball is dead: no play happens.' },
  ],
  field: { crop: [32.5, 47.5], yCrop: [17.8, 35.6], numbers: false },
  players: { offense: 8, defense: 7, reason: 'A close-up of the line: the wide receivers, cornerbacks and safeties stand outside the frame.' },
  lineup: neutralZone(own(30)),
  Art: FalseStartArt,
});

function FalseStartArt() {
  const { px } = useScale();
  const ball = own(30);
  const half = BALL_LENGTH / 2;
  const r = 10;
  const fs = usePillBox({ x: 37.4, y: 19.3, text: 'False start: 5 yds, replay the down', size: 10 });
  const nzi = usePillBox({ x: 40.5, y: 34.1, text: 'Neutral zone infraction: 5 yds', size: 10 });
  const lineX = ball - half - 0.45;
  return (
    <>
      <Hotspot id="neutral-zone" area={{ x: ball - half - px(6), y: 21, w: 2 * half + px(12), h: 11 }}>
        <Zone x={ball - half} y={17.8} w={2 * half} h={17.8} color={C.zone} opacity={0.45} dashed={false} />
      </Hotspot>
      {[-1.5, 0, 1.5].map((k) => <Player key={k} x={lineX} y={MID + k} team="offense" r={r} />)}
      <Player x={ball - 1.7} y={MID} team="offense" label="QB" r={r} />
      <Player x={lineX} y={MID + 4.5} team="offense" label="TE" r={r} />
      <Player x={34.8} y={MID + 0.5} team="offense" label="RB" r={r} />
      {[-3.5, 0, 3.5].map((k) => <Player key={k} x={k === 0 ? 45 : 44.5} y={MID + k} team="defense" label="LB" r={r} />)}
      <Ball x={ball} y={MID} size={13} />
      {[-2.3, -0.8].map((k) => <Player key={k} x={ball + half + 0.5} y={MID + k * 1.5} team="defense" r={r} />)}
      <Player x={ball + half + 0.5} y={MID + 3.45} team="defense" r={r} />
      <Hotspot id="false-start" area={{ x: fs.x, y: fs.y, w: fs.w, h: MID - 2.3 - fs.y }}>
        <Player x={lineX - 0.25} y={MID - 3} team="offense" label="T" r={r} />
        <MotionMarks x={lineX - 0.25} y={MID - 3} dir={-1} color={C.offense} />
        <Pill x={37.4} y={19.3} text="False start: 5 yds, replay the down" size={10} bg={C.offense} />
      </Hotspot>
      <Hotspot id="reacting-player" area={{ x: lineX - 1.3, y: MID + 2.2, w: 1.8, h: 1.8 }}>
        <Player x={lineX - 0.15} y={MID + 3} team="offense" label="T" r={r} />
        <MotionMarks x={lineX - 0.15} y={MID + 3} dir={-1} color={C.neutral} />
      </Hotspot>
      <Hotspot id="neutral-zone-infraction" area={{ x: nzi.x, y: MID + 0.6, w: nzi.w, h: nzi.y + nzi.h - MID - 0.6 }}>
        <Player x={ball + half + 0.5} y={MID + 1.45} team="defense" ghost r={r} />
        <Arrow from={[ball + 0.5, MID + 1.55]} to={[ball + 0.12, MID + 1.8]} color={C.defense} width={2} outline={false} />
        <Player x={ball + 0.05} y={MID + 2.1} team="defense" r={r} moved />
        <Pill x={40.5} y={34.1} text="Neutral zone infraction: 5 yds" size={10} bg={C.defense} />
      </Hotspot>
      {/* the umpire, behind the linebackers */}
      <Hotspot id="whistle" area={{ x: 44.5, y: 18.6, w: 3, h: 4.6 }}>
        <Official x={46.3} y={19.9} r={r} />
        <path d={`M${46.3 - px(14)} ${19.9 - px(8)}l${px(-5)} ${px(-4)}M${46.3 - px(15)} ${19.9}h${px(-6)}M${46.3 - px(14)} ${19.9 + px(8)}l${px(-5)} ${px(4)}`} stroke={C.official} strokeWidth={px(2.2)} strokeLinecap="round" />
        <Label x={46.2} y={22.1} size={10}>whistle</Label>
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ delay-game
const delay = defineDiagram({
  ruleId: 'delay-game',
  title: 'The play clock hits zero before the snap: delay of game moves the offense back 5 yards',
  hotspots: [
    { id: 'play-clock', name: 'Play clock at 0', color: C.clock, description: 'The offense must snap before the play clock reaches zero: 40 seconds after most plays, or 25 seconds after stoppages such as timeouts, penalties or injuries.' },
    { id: 'penalty', name: '5 yards back', color: C.flag, description: 'Delay of game: the offense moves back 5 yards and the down is replayed.' },
    { id: 'huddle', name: 'Too slow', color: C.offense, description: 'Still lined up when the clock hits zero. Teams sometimes take this penalty on purpose, for example to give their punter more room.' },
    { id: 'other-delays', name: 'Other delays', color: C.defense, description: 'A defender staying on a tackled runner too long, or a team calling a timeout it does not have, is also delay of game.' },
  ],
  field: { crop: [24, 58], yCrop: [4.5, 44] },
  lineup: scrimmage(own(30)),
  Art: DelayArt,
});

function DelayArt() {
  const los = own(30);
  const back = los - 5;
  return (
    <>
      <FieldLine x={los} color={C.offense} y0={4.5} y1={44} width={2.5} />
      <Hotspot id="penalty" area={{ x: back - 1, y: 29.5, w: los - back + 2, h: 14 }}>
        <FieldLine x={back} color={C.flag} y0={31} y1={44} width={3} dashed />
        <Measure x0={back} x1={los} y={33} text="−5" size={11} color={C.flag} />
        <Flag x={los + 2.6} y={34} size={13} />
        <Label x={(los + back) / 2} y={36.6} size={10}>replay the down</Label>
      </Hotspot>
      <Hotspot id="huddle" area={{ x: 30, y: MID - 4, w: 10, h: 8 }}>
        {OL.map((k) => <Player key={k} x={los - 0.7} y={MID + k} team="offense" r={6.5} />)}
        <Player x={35} y={MID} team="offense" label="QB" r={8} />
        <Player x={32} y={MID + 2} team="offense" label="RB" r={8} />
      </Hotspot>
      <Player x={los - 0.7} y={MID + 4.5} team="offense" label="TE" r={7} />
      <Player x={los - 0.7} y={11} team="offense" label="WR" r={7} />
      <Player x={los - 1.7} y={16.5} team="offense" label="WR" r={7} />
      <Player x={los - 1.7} y={42.2} team="offense" label="WR" r={7} />
      <Ball x={los + 0.1} y={MID} size={9} />
      {DL.map((k) => <Player key={k} x={los + 0.9} y={MID + k * 1.5} team="defense" r={6.5} />)}
      {[-4, 0, 4].map((k) => <Player key={k} x={k === 0 ? 45.5 : 45} y={MID + k} team="defense" r={6.5} />)}
      {[11, 16.5, 42.2].map((y) => <Player key={y} x={los + 2.5} y={y} team="defense" r={6.5} />)}
      <Player x={53} y={24} team="defense" r={6.5} />
      <Hotspot id="play-clock" area={{ x: 44, y: 10, w: 13, h: 10.5 }}>
        <Panel x={44} y={10} w={13} h={10.5} />
        <Digits x={50.5} y={14} text=":00" size={30} color={C.highlight} />
        <Label x={50.5} y={18.3} size={9} halo={false} weight={600}>from 40 or 25</Label>
      </Hotspot>
      <Hotspot id="other-delays" area={{ x: 47, y: 32.5, w: 9, h: 7 }}>
        {/* faded: another play */}
        <Player x={49.5} y={36} team="offense" label="RB" r={7.5} ghost moved />
        <Player x={51.2} y={35.2} team="defense" r={7.5} ghost moved />
        <Label x={51} y={39} size={9}>stays on him</Label>
        <Flag x={54.5} y={34} size={11} />
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ unsportsmanlike
const unsportsmanlike = defineDiagram({
  ruleId: 'unsportsmanlike',
  title: 'After a touchdown: a team celebration that is fine, and taunting that draws a 15-yard flag',
  hotspots: [
    { id: 'taunting', name: 'Taunting', color: C.offense, description: 'Taunting an opponent, abusive language toward officials, spiking the ball at someone or taking off a helmet on the field to argue are unsportsmanlike conduct.' },
    { id: 'celebration', name: 'Celebration: fine', color: C.scoring, description: 'Celebrations are allowed as long as they are not aimed at an opponent, obscene or drawn out.' },
    { id: 'penalty', name: '15 yards', color: C.flag, description: 'Unsportsmanlike conduct costs 15 yards, plus an automatic first down when the defense commits it. After a touchdown the yards usually go on the try or the kickoff.' },
    { id: 'ejection', name: 'Twice: ejected', color: C.neutral, description: 'A player flagged twice in one game for certain unsportsmanlike fouls, including taunting, is ejected.' },
  ],
  field: { crop: [86, 120], yCrop: [4.5, 44], pad: { right: 2.5 } },
  Art: UnsportsmanlikeArt,
});

function UnsportsmanlikeArt() {
  const pen = usePillBox({ x: 97, y: 35.5, text: '15 yards on the kickoff', size: 11 });
  const ej = usePillBox({ x: 97, y: 40.8, text: '2 in a game: ejected', size: 10 });
  return (
    <>
      <Hotspot id="celebration" area={{ x: 111, y: 6.5, w: 8, h: 12 }}>
        <Player x={113.4} y={11} team="offense" r={7.5} />
        <Player x={116.4} y={11.4} team="offense" r={7.5} />
        <Player x={114.9} y={14.2} team="offense" r={7.5} />
        <Verdict x={117.6} y={16.3} ok r={7.5} />
        <Pill x={114.9} y={8} text="TD!" size={10} bg={C.scoring} />
      </Hotspot>
      <Hotspot id="taunting" area={{ x: 100, y: 20.2, w: 8.8, h: 10.2 }}>
        <Player x={104.5} y={27.4} team="defense" r={8} />
        <Label x={104.5} y={29.6} size={9}>knocked down</Label>
        <Player x={104.5} y={24.6} team="offense" label="WR" r={8.5} />
        <Bubble x={104.2} y={21.6} text="Look at me!" tail={[104.3, 23.5]} size={10} border={C.offense} />
        <Verdict x={101.6} y={25} ok={false} r={7} />
      </Hotspot>
      {/* the other players, walking back after the play */}
      {[[99.5, 13], [101.5, 16.5], [98, 19], [93, 15], [92, 22.5], [108.5, 33.5], [112, 29]].map(([x, y]) => <Player key={`o${x}-${y}`} x={x!} y={y!} team="offense" r={6} />)}
      {[[103.5, 10], [97, 8.5], [106.5, 15], [109.5, 21], [116.5, 25], [116, 35], [104, 33], [90, 18], [96.5, 24.5], [112.5, 39]].map(([x, y]) => <Player key={`d${x}-${y}`} x={x!} y={y!} team="defense" r={6} />)}
      <Hotspot id="penalty" area={{ x: pen.x, y: 27.5, w: pen.w, h: pen.y + pen.h - 27.5 }}>
        <Official x={95} y={30} r={9} />
        <Flag x={98.5} y={30.2} size={13} />
        <Pill x={97} y={35.5} text="15 yards on the kickoff" size={11} bg={C.flag} fg={C.clock} />
      </Hotspot>
      <Hotspot id="ejection" area={ej}>
        <Pill x={97} y={40.8} text="2 in a game: ejected" size={10} bg={C.neutral} />
      </Hotspot>
    </>
  );
}

export const penaltyDiagrams = [passInterference, grounding, holding, offside, personalFoul, falseStart, delay, unsportsmanlike];
