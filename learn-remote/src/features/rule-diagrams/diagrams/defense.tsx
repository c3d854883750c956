import { diagramColors as C } from '@gg/ui';
import { defineDiagram } from '../define';
import { FIELD, own, useScale } from '@gg/ui/field';
import { Hotspot } from '../hotspot';
import { Arrow, Ball, Burst, Digits, FieldLine, Flag, Label, Measure, Official, Panel, Pill, Player, Route, usePillBox } from '../parts';

const MID = FIELD.midY;
const OL = [-3, -1.5, 0, 1.5, 3];
const DL = [-2.3, -0.8, 0.8, 2.3];

// ------------------------------------------------------------------ interception
const interception = defineDiagram({
  ruleId: 'interception',
  title: 'A pass intercepted near midfield and returned the length of the field for a pick six',
  hotspots: [
    { id: 'intended-receiver', name: 'Intended receiver', color: C.offense, description: 'The quarterback throws to his receiver, but a defender gets to the ball first.' },
    { id: 'interception', name: 'Interception', color: C.defense, description: 'A forward pass caught by a defender. He must meet the same catch rules as a receiver: control, feet or another body part down inbounds, and time to make a football move.' },
    { id: 'return-path', name: 'Pick six', color: C.scoring, description: 'The play does not stop at the catch: he becomes a runner. A return all the way to the end zone is a pick six, worth 6 points.' },
    { id: 'drive-over', name: 'Drive over', color: C.neutral, description: 'Possession changes, so an interception ends the offense’s drive on any down. Picked off in his own end zone and downed there, it is a touchback: his team starts at its own 20.' },
  ],
  field: { crop: [0, 66], pad: { left: 2 } },
  Art: InterceptionArt,
});

function InterceptionArt() {
  const los = own(30);
  const six = usePillBox({ x: 23, y: 50, text: 'PICK SIX: 6 points', size: 11 });
  const over = usePillBox({ x: 51, y: 35.5, text: 'Drive over', size: 11 });
  return (
    <>
      <FieldLine x={los} color={C.offense} y0={0} y1={FIELD.width} width={2.5} />
      {OL.map((k) => <Player key={k} x={los - 0.8} y={MID + k} team="offense" r={5} />)}
      {DL.map((k) => <Player key={k} x={los + 1} y={MID + k * 1.5} team="defense" r={5} />)}
      <Player x={33} y={MID} team="offense" label="QB" r={7.5} />
      {/* the rest of the play: blockers near the line, receivers on their routes, coverage */}
      <Player x={los - 0.8} y={MID + 4.5} team="offense" label="TE" r={6} />
      <Player x={35.5} y={MID + 2.8} team="offense" label="RB" r={6} />
      <Player x={51} y={25} team="offense" label="WR" r={6} />
      <Player x={54} y={44} team="offense" label="WR" r={6} />
      {[19, 26.5, 33].map((y) => <Player key={y} x={46} y={y} team="defense" r={5.5} />)}
      <Player x={53} y={22.5} team="defense" r={5.5} />
      <Player x={57} y={45.5} team="defense" r={5.5} />
      <Hotspot id="intended-receiver" area={{ x: los - 1.5, y: 8, w: 21, h: 9 }}>
        <Route points={[[los - 0.5, 10], [55, 10], [58.5, 14]]} color={C.offense} width={2.5} />
        <Player x={los - 0.8} y={10} team="offense" label="WR" r={7.5} ghost />
        <Player x={59.5} y={14.5} team="offense" label="WR" r={7.5} />
      </Hotspot>
      <Arrow from={[34.5, MID - 1.5]} via={[46, 14]} to={[55.3, 16.6]} color={C.ball} dashed width={2} />
      <Hotspot id="return-path" area={six}>
        <Arrow from={[55, 19.5]} via={[34, 52]} to={[4, 37]} color={C.scoring} width={3.2} />
        <Pill x={23} y={50} text="PICK SIX: 6 points" size={11} bg={C.scoring} />
      </Hotspot>
      <Hotspot id="interception" area={{ x: 54.5, y: 15.2, w: 4.4, h: 4.4 }}>
        <Player x={56.6} y={17.4} team="defense" label="CB" r={8} />
        <Ball x={58.3} y={16} angle={-30} size={10} />
      </Hotspot>
      <Player x={63} y={28} team="defense" r={6} />
      <Hotspot id="drive-over" area={over}>
        <Pill x={51} y={35.5} text="Drive over" size={11} bg={C.neutral} />
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ fumble-recovery
const fumble = defineDiagram({
  ruleId: 'fumble-recovery',
  title: 'A fumble forced by a tackler, the loose ball, and a defender recovering and running it back',
  hotspots: [
    { id: 'forced-fumble', name: 'Forced fumble', color: C.defense, description: 'The tackler punches or rips the ball loose before the runner is down. Forcing fumbles is a core defensive skill.' },
    { id: 'loose-ball', name: 'Loose ball', color: C.ball, description: 'A fumble is a live ball: either team can pick it up, and whoever recovers it keeps it.' },
    { id: 'recovery-return', name: 'Recover and run', color: C.scoring, description: 'A defender who recovers a fumble may advance it. A return into the end zone is a touchdown.' },
    { id: 'out-of-bounds', name: 'Rolls out of bounds', color: C.neutral, description: 'If the ball rolls out of bounds in the field of play, it stays with the team that last had it.' },
    { id: 'replay-check', name: 'Replay check', color: C.official, description: 'Officials often let the play go on when a fumble looks possible, because replay can then check whether the runner was down before the ball came out.' },
  ],
  field: { crop: [30, 76], yCrop: [10, 53.33], pad: { bottom: 2.5 } },
  Art: FumbleArt,
});

function FumbleArt() {
  const { px } = useScale();
  const replay = usePillBox({ x: 42, y: 11.5, text: 'Replay: was he down?', size: 10 });
  return (
    <>
      <Arrow from={[40, 30]} via={[47, 22]} to={[53.2, 21.5]} color={C.offense} dashed width={2} />
      <Player x={54.5} y={21.5} team="offense" label="RB" r={8} />
      <Hotspot id="forced-fumble" area={{ x: 55.8, y: 17.8, w: 4, h: 4.4 }}>
        <Player x={57.8} y={19.8} team="defense" label="LB" r={8} />
        <Burst x={56.3} y={20.7} size={11} />
      </Hotspot>
      <Hotspot id="loose-ball" area={{ x: 56.5, y: 21.5, w: 11, h: 8.5 }}>
        <path
          d={`M57 23.5q1.2 -1.8 2 1q0.8 -1.6 1.6 1.4q0.6 -1.2 1.2 1.6`}
          fill="none"
          stroke={C.ball}
          strokeWidth={px(2.5)}
          strokeDasharray={`${px(4)} ${px(3)}`}
          strokeLinecap="round"
        />
        <Ball x={62} y={28.2} angle={40} size={14} />
        <Label x={61.2} y={22.4} size={10} anchor="start">live ball</Label>
      </Hotspot>
      <Hotspot id="recovery-return" area={{ x: 37, y: 27.5, w: 28.5, h: 12 }}>
        <Player x={64.3} y={29.6} team="defense" label="S" r={8} />
        <Arrow from={[63, 31.5]} via={[52, 40]} to={[38, 36]} color={C.scoring} width={3} />
        <Label x={47} y={40.5} size={10}>return: TD if he scores</Label>
      </Hotspot>
      <Hotspot id="out-of-bounds" area={{ x: 62.5, y: 40, w: 11, h: 15 }}>
        <Arrow from={[63, 31.5]} via={[68, 44]} to={[70, 54.6]} color={C.neutral} width={2} dashed />
        <Label x={71.5} y={48} size={9} anchor="middle">out?</Label>
        <Label x={71.5} y={50.2} size={9} anchor="middle">offense</Label>
        <Label x={71.5} y={52.2} size={9} anchor="middle">keeps it</Label>
      </Hotspot>
      <Player x={53} y={26} team="offense" r={7} />
      <Player x={68} y={16.5} team="defense" r={7} />
      <Player x={60} y={16} team="offense" r={7} />
      {/* the run went off left tackle from the 35 (x 45): the lines still locked together */}
      {[26, 28, 30, 32].map((y) => <Player key={y} x={46.4} y={y} team="offense" r={6.5} />)}
      <Player x={47} y={24} team="offense" r={6.5} />
      {[25.2, 27.2, 29.2, 31.2].map((y) => <Player key={y} x={48} y={y} team="defense" r={6.5} />)}
      <Player x={42.2} y={33.5} team="offense" label="QB" r={7} />
      <Player x={52} y={31} team="defense" r={7} />
      <Player x={51} y={16.5} team="defense" r={7} />
      <Player x={62} y={44} team="offense" r={7} />
      <Player x={63.5} y={45.8} team="defense" r={7} />
      <Player x={71} y={25} team="defense" r={7} />
      <Player x={68.5} y={22} team="offense" r={7} />
      <Hotspot id="replay-check" area={{ x: replay.x - 3, y: replay.y - 0.5, w: replay.w + 3, h: replay.h + 1 }}>
        <Official x={replay.x - 1.5} y={11.5} r={9} />
        <Pill x={42 + 0.3} y={11.5} text="Replay: was he down?" size={10} bg={C.official} />
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ sack
const sack = defineDiagram({
  ruleId: 'sack',
  title: 'A quarterback sacked 9 yards behind the line of scrimmage',
  hotspots: [
    { id: 'pass-rush', name: 'Pass rush', color: C.defense, description: 'A sack is the quarterback tackled behind the line of scrimmage while trying to pass. Here an edge rusher beats the tackle.' },
    { id: 'sack-spot', name: 'Ball spotted here', color: C.highlight, description: 'The ball is spotted where the quarterback went down, so the offense loses the yards and uses up the down. Sacked in his own end zone, it is a safety.' },
    { id: 'clock-runs', name: 'Clock keeps running', color: C.clock, description: 'The game clock keeps running after a sack, which hurts a team trying to come back late.' },
    { id: 'roughing', name: 'Roughing the passer', color: C.flag, description: 'Rushers must not hit the passer in the head or neck or land on him with their full body weight: that is roughing the passer.' },
  ],
  field: { crop: [18, 56], yCrop: [4.5, 44] },
  Art: SackArt,
});

function SackArt() {
  const { px } = useScale();
  const los = own(35);
  const spot = los - 9;
  const down = usePillBox({ x: spot, y: 12.5, text: '2nd & 19', size: 11 });
  return (
    <>
      <FieldLine x={los} color={C.offense} y0={4.5} y1={44} width={2.5} />
      <Hotspot id="sack-spot" area={{ x: down.x, y: down.y, w: Math.max(down.w, los - spot), h: 44 - down.y - 3 }}>
        <FieldLine x={spot} color={C.highlight} y0={15} y1={41} width={3} dashed />
        <Pill x={spot} y={12.5} text="2nd & 19" size={11} bg={C.highlight} fg={C.clock} />
        <Measure x0={spot} x1={los} y={38.5} text="−9 yards" size={11} color={C.highlight} />
      </Hotspot>
      {OL.map((k) => <Player key={k} x={los - 0.7} y={MID + k} team="offense" r={6.5} />)}
      <Player x={los - 0.7} y={MID + 4.5} team="offense" label="TE" r={7} />
      <Player x={los - 4.5} y={MID + 3.5} team="offense" label="RB" r={7} />
      {[-0.8, 0.8, 2.3].map((k) => <Player key={k} x={los + 0.9} y={MID + k * 1.5} team="defense" r={6.5} />)}
      {/* receivers on their routes, the coverage with them */}
      <Player x={53} y={9} team="offense" label="WR" r={7} />
      <Player x={51} y={17} team="offense" label="WR" r={7} />
      <Player x={52} y={41} team="offense" label="WR" r={7} />
      <Player x={54.8} y={10.5} team="defense" r={6.5} />
      <Player x={52.8} y={19} team="defense" r={6.5} />
      <Player x={54.3} y={40} team="defense" r={6.5} />
      {[22.5, 31].map((y) => <Player key={y} x={49.5} y={y} team="defense" r={6.5} />)}
      <Player x={55} y={29} team="defense" r={6.5} />
      <Player x={48.5} y={13} team="defense" r={6.5} />
      <Player x={los - 7} y={MID + 1} team="offense" label="QB" r={8} ghost />
      <Arrow from={[los - 7.6, MID + 0.4]} to={[spot + 1.2, MID - 2.2]} color={C.offense} dashed width={2} />
      <Hotspot id="pass-rush" area={{ x: spot - 1, y: MID - 9.5, w: 12, h: 8.5 }}>
        <Route points={[[los + 1.2, MID - 4.5], [los - 1.5, MID - 8], [los - 6, MID - 6.5], [spot + 2, MID - 3.6]]} color={C.defense} width={2.8} />
        <Player x={los + 1.5} y={MID - 4.5} team="defense" label="DE" r={8} ghost />
        <Player x={spot + 1.9} y={MID - 4.3} team="defense" label="DE" r={8} />
      </Hotspot>
      <Player x={spot} y={MID - 2.6} team="offense" label="QB" r={8.5} />
      <Ball x={spot + px(3)} y={MID - 2.6 + px(11)} angle={20} size={10} />
      <Hotspot id="roughing" area={{ x: spot - 5.6, y: MID + 1.4, w: 6.5, h: 5.5 }}>
        <Flag x={spot - 2.4} y={MID + 3.2} size={13} />
        <Label x={spot - 2.4} y={MID + 5.8} size={10}>no head hits</Label>
      </Hotspot>
      <Hotspot id="clock-runs" area={{ x: 19, y: 34, w: 9.4, h: 7.5 }}>
        <Panel x={19} y={34} w={9.4} h={7.5} />
        <Digits x={23.7} y={36.6} text="1:48" size={18} color={C.line} />
        <Label x={23.7} y={39.6} size={9} halo={false} weight={600}>still running</Label>
      </Hotspot>
    </>
  );
}

export const defenseDiagrams = [interception, fumble, sack];
