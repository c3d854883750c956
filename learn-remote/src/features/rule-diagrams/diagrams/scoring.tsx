import { diagramColors as C } from '@gg/ui';
import { defineDiagram, scrimmage } from '../define';
import { FIELD, GoalpostShape, opp, own, useScale } from '@gg/ui/field';
import { Hotspot } from '../hotspot';
import { Arrow, Ball, FieldLine, Flag, Label, Measure, Pill, Player, Zone, usePillBox } from '../parts';

const MID = FIELD.midY;

// ------------------------------------------------------------------ touchdown
const touchdown = defineDiagram({
  ruleId: 'touchdown',
  title: 'A run from the 3: the ball breaks the plane of the goal line before the runner is down',
  hotspots: [
    { id: 'goal-line', name: 'Goal line', color: C.highlight, description: 'The front edge of the end zone. A runner scores the moment the ball, while he holds it, breaks the plane of this line.' },
    { id: 'ball-over-line', name: 'Ball over the line', color: C.ball, description: 'Only the ball has to cross: here it is over the goal line while the runner’s feet are still in the field of play. Touchdown.' },
    { id: 'end-zone', name: 'End zone', color: C.zone, description: 'An end zone is 10 yards deep. A receiver scores by completing a catch here: control of the ball and two feet (or another body part) down inbounds.' },
    { id: 'pylon', name: 'Pylon', color: C.chain, description: 'Orange pylons mark the corners of the end zone. A ball carried into the pylon at the goal line counts as reaching the end zone.' },
    { id: 'six-points', name: '6 points', color: C.scoring, description: 'A touchdown is worth 6 points. Then the scoring team gets one untimed try: a kick for 1 point or a play from the 2-yard line for 2.' },
  ],
  field: { crop: [84, 120], yCrop: [0, 36], pad: { top: 2, right: 2.5 } },
  Art: TouchdownArt,
});

function TouchdownArt() {
  const { px } = useScale();
  const goal = FIELD.goalRight;
  const gl = usePillBox({ x: goal, y: 3.2, text: 'Goal line', size: 11 });
  const six = usePillBox({ x: 93, y: 31.5, text: 'TOUCHDOWN  +6', size: 13 });
  // A toss to the left from the 3 (x 107), snapped on the middle of the field; drawn as the ball
  // crosses the goal line, with the linemen still locked together near where they lined up.
  const line = opp(3);
  const r = 6.5;
  return (
    <>
      <Hotspot id="end-zone" area={{ x: goal, y: 0, w: 10, h: 36 }}>
        <Zone x={goal} y={0} w={10} h={36} color={C.zone} opacity={0.22} dashed={false} />
        <Measure x0={goal} x1={120} y={33} text="10 yds" />
        <Label x={115} y={29.8} size={10}>end zone</Label>
        {/* a receiver in the end zone, where a catch would score too */}
        <Player x={116.5} y={11} team="offense" label="WR" />
        <Player x={114.5} y={14} team="defense" />
      </Hotspot>
      <Hotspot id="goal-line" area={{ x: gl.x, y: gl.y, w: gl.w, h: 36 - gl.y }}>
        <FieldLine x={goal} color={C.highlight} y0={0} y1={36} />
        <Pill x={goal} y={3.2} text="Goal line" size={11} bg={C.highlight} fg={C.clock} />
      </Hotspot>
      <Arrow from={[100.5, 26]} via={[104.5, 19.5]} to={[107.2, 20.4]} color={C.offense} dashed />
      {/* the lines, engaged; the quarterback after the toss */}
      {[23, 24.5, 26, 27.5, 29].map((y) => <Player key={y} x={line - 0.5} y={y} team="offense" r={r} />)}
      <Player x={line - 0.5} y={30.6} team="offense" label="TE" r={7.5} />
      {[24.3, 25.8, 28.2].map((y) => <Player key={y} x={line + 0.9} y={y} team="defense" r={r} />)}
      <Player x={line + 1} y={30.3} team="defense" r={r} />
      <Player x={103.5} y={26.5} team="offense" label="QB" r={7.5} />
      {/* the fullback leads the runner around the end */}
      <Player x={108.8} y={18} team="offense" label="FB" r={7.5} />
      <Player x={110.6} y={17.2} team="defense" r={7.5} />
      <Player x={112} y={23.5} team="defense" r={7.5} />
      <Player x={112.5} y={28.5} team="defense" r={7.5} />
      <Player x={117.5} y={21} team="defense" r={7.5} />
      {/* a receiver wide on the other side, covered */}
      <Player x={106.8} y={33.8} team="offense" label="WR" r={7.5} />
      <Player x={109} y={32.6} team="defense" r={7.5} />
      <Player x={106} y={19.5} team="defense" />
      <Hotspot id="ball-over-line" area={{ x: 107.3, y: 18.4, w: 4.6, h: 4.6 }}>
        <Player x={108.6} y={20.9} team="offense" label="RB" />
        <Ball x={110.7} y={20.4} angle={-10} size={14} />
      </Hotspot>
      <Hotspot id="pylon" area={{ cx: goal, cy: 0, r: px(10) }}>
        <rect x={goal - px(6)} y={-px(6)} width={px(12)} height={px(12)} rx={px(2)} fill={C.chain} stroke={C.line} strokeWidth={px(1.5)} />
        <rect x={120 - px(4)} y={-px(4)} width={px(8)} height={px(8)} rx={px(1.5)} fill={C.chain} stroke={C.line} strokeWidth={px(1)} />
      </Hotspot>
      <Hotspot id="six-points" area={six}>
        <Pill x={93} y={31.5} text="TOUCHDOWN  +6" size={13} bg={C.scoring} />
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ field-goal
const fieldGoal = defineDiagram({
  ruleId: 'field-goal',
  title: 'A 47-yard field goal try from the opponent’s 30-yard line',
  hotspots: [
    { id: 'fourth-down', name: '4th down', color: C.clock, description: 'Teams usually try a field goal on 4th down when they are close enough for their kicker but unlikely to reach the line to gain.' },
    { id: 'holder-kicker', name: 'Holder & kicker', color: C.kicker, description: 'The long snapper sends the ball about 7–8 yards back to the holder, who sets it on the ground; the kicker kicks it off the ground.' },
    { id: 'kick-distance', name: '47-yard kick', color: C.scoring, description: 'A good field goal is worth 3 points. The posts stand at the back of the 10-yard end zone, so a try from the 30 is a 47-yard kick.' },
    { id: 'goalposts', name: 'Goalposts', color: C.goalpost, description: 'The ball must pass above the crossbar and between the uprights, which stand on the end line at the back of the end zone.' },
    { id: 'missed-kick', name: 'If it misses', color: C.defense, description: 'A miss gives the other team the ball at the spot of the kick, or at its own 20 if the kick was tried from inside the 20.' },
  ],
  field: { crop: [64, 120], yCrop: [4, 44], pad: { right: 3 }, goalposts: false },
  lineup: scrimmage(opp(30)),
  Art: FieldGoalArt,
});

function FieldGoalArt() {
  const { px } = useScale();
  const los = opp(30);
  const spot = los - 7;
  const line = [-4.5, -3, -1.5, 0, 1.5, 3, 4.5];
  const fourth = usePillBox({ x: los, y: 13, text: '4th & 6 at the 30', size: 11 });
  const three = usePillBox({ x: 99, y: 40.8, text: '47 yards = 3 points', size: 12 });
  return (
    <>
      <FieldLine x={los} color={C.offense} y0={4} y1={44} />
      <Hotspot id="fourth-down" area={fourth}>
        <Pill x={los} y={13} text="4th & 6 at the 30" size={11} />
      </Hotspot>
      {/* seven on the line (the long snapper in the middle) and a wing just outside each end */}
      {line.map((k) => <Player key={k} x={los - 0.7} y={MID + k} team="offense" r={5} />)}
      {[-5.9, 5.9].map((k) => <Player key={k} x={los - 1.7} y={MID + k} team="offense" r={5} />)}
      {/* the block unit: ten on the line, one deep for a short kick or a fake */}
      {[-6.8, -5.3, -3.8, -2.3, -0.8, 0.8, 2.3, 3.8, 5.3, 6.8].map((k) => <Player key={k} x={los + 0.9} y={MID + k} team="defense" r={5} />)}
      <Player x={los + 9} y={MID - 1} team="defense" r={6} />
      <Hotspot id="kick-distance" area={three}>
        <Arrow from={[spot + 0.8, MID]} via={[96, MID - 9]} to={[119.4, MID - 0.3]} color={C.scoring} dashed width={2.5} />
        <Measure x0={spot} x1={120} y={36.3} text="7 + 30 + 10" size={11} color={C.line} />
        <Pill x={99} y={40.8} text="47 yards = 3 points" size={12} bg={C.scoring} />
      </Hotspot>
      <Hotspot id="missed-kick" area={{ cx: spot - 0.5, cy: MID + 5, r: px(12) }}>
        <circle cx={spot - 0.5} cy={MID + 5} r={px(11)} fill={C.defense} fillOpacity={0.35} stroke={C.defense} strokeWidth={px(2)} strokeDasharray={`${px(4)} ${px(3)}`} />
        <Label x={spot - 0.5} y={MID + 5} size={9}>miss</Label>
      </Hotspot>
      <Hotspot id="holder-kicker" area={{ x: spot - 3.6, y: MID - 4.3, w: 4.8, h: 6.5 }}>
        <Player x={spot} y={MID} team="offense" label="H" color={C.kicker} />
        <Player x={spot - 2.2} y={MID - 2.6} team="offense" label="K" color={C.kicker} />
      </Hotspot>
      <Ball x={spot + px(10)} y={MID} angle={90} size={10} />
      <Hotspot id="goalposts" area={{ x: 118.8, y: FIELD.uprightTop - 1.2, w: 4, h: FIELD.uprightBottom - FIELD.uprightTop + 2.4 }}>
        <GoalpostShape side="right" width={px(4)} />
        <Label x={116.4} y={FIELD.uprightTop - 3} size={10}>posts</Label>
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ two-point-conversion
const twoPoint = defineDiagram({
  ruleId: 'two-point-conversion',
  title: 'A two-point try snapped from the 2-yard line, compared with a kick from the 15',
  hotspots: [
    { id: 'two-yard-line', name: 'Snap at the 2', color: C.highlight, description: 'The two-point try is one untimed play snapped from the defense’s 2-yard line.' },
    { id: 'into-end-zone', name: 'Score: 2 points', color: C.zone, description: 'Run or pass the ball into the end zone, just as for a touchdown, and the try is worth 2 points. If it fails, the team gets nothing and kicks off.' },
    { id: 'kick-option', name: 'Or kick for 1', color: C.kicker, description: 'The other choice: an extra-point kick snapped from the 15-yard line, worth 1 point.' },
    { id: 'defense-return', name: 'Defense can score', color: C.defense, description: 'If the defense intercepts or recovers a fumble during the try, it can return the ball to the other end zone for 2 points.' },
    { id: 'why-go-for-two', name: 'Why go for 2', color: C.clock, description: 'Coaches choose it when the score makes 2 points worth the risk, for example to turn an 8-point deficit into a tie late in a game.' },
  ],
  field: { crop: [84, 120], yCrop: [10, 43.33], pad: { right: 2.5 } },
  lineup: scrimmage(opp(2)),
  Art: TwoPointArt,
});

function TwoPointArt() {
  const los = opp(2);
  const two = usePillBox({ x: los, y: 12.8, text: 'The 2', size: 11 });
  const kick = usePillBox({ x: opp(15), y: 12.8, text: 'or kick from the 15: 1 point', size: 10 });
  const why = usePillBox({ x: 96, y: 40.8, text: 'Down 8? TD + 2 = tie', size: 11 });
  return (
    <>
      <Hotspot id="into-end-zone" area={{ x: 110, y: 10, w: 10, h: 22 }}>
        <Zone x={110} y={10} w={10} h={33.33} color={C.zone} opacity={0.22} dashed={false} />
        <Label x={115} y={13.5} size={16}>+2</Label>
        <Player x={115.5} y={19} team="offense" label="WR" moved />
        <Label x={115.5} y={22.5} size={10}>2 points</Label>
      </Hotspot>
      <Hotspot id="kick-option" area={{ x: kick.x, y: kick.y, w: kick.w, h: 37 - kick.y }}>
        <FieldLine x={opp(15)} color={C.kicker} y0={16} y1={37} width={2.5} dashed />
        <Pill x={opp(15)} y={12.8} text="or kick from the 15: 1 point" size={10} bg={C.kicker} />
        <Player x={opp(22)} y={MID} team="offense" label="H" color={C.kicker} ghost moved />
        <Player x={opp(22) - 1.8} y={MID - 2} team="offense" label="K" color={C.kicker} ghost moved />
      </Hotspot>
      <Hotspot id="two-yard-line" area={{ x: two.x, y: two.y, w: two.w, h: 37 - two.y }}>
        <FieldLine x={los} color={C.highlight} y0={16} y1={37} dashed />
        <Pill x={los} y={12.8} text="The 2" size={11} bg={C.highlight} fg={C.clock} />
      </Hotspot>
      {[-3, -1.5, 0, 1.5, 3].map((k) => <Player key={k} x={los - 0.7} y={MID + k} team="offense" r={7} />)}
      <Player x={los - 0.7} y={MID + 4.6} team="offense" label="TE" r={7.5} />
      <Player x={los - 0.7} y={39.5} team="offense" label="WR" r={7.5} />
      <Player x={los - 0.7} y={16.5} team="offense" label="WR" r={7.5} ghost />
      <Player x={los - 1.8} y={19.8} team="offense" label="WR" r={7.5} />
      <Player x={los - 4.5} y={MID} team="offense" label="QB" />
      <Player x={los - 4.5} y={MID + 2.6} team="offense" label="RB" r={7.5} />
      <Arrow from={[los - 4.2, MID - 1.2]} via={[108, 16]} to={[114.3, 18.6]} color={C.ball} dashed width={2} />
      <Ball x={los + 0.1} y={MID} angle={0} size={9} />
      {[-2.3, -0.8, 0.8, 2.3].map((k) => <Player key={k} x={los + 0.9} y={MID + k * 1.5} team="defense" r={7} />)}
      {[-3.2, 3.2].map((k) => <Player key={k} x={111.8} y={MID + k} team="defense" r={7.5} />)}
      <Player x={los + 1.6} y={16.5} team="defense" r={7.5} />
      <Player x={los + 2.5} y={20.3} team="defense" r={7.5} />
      <Player x={los + 1.6} y={39.5} team="defense" r={7.5} />
      <Player x={117} y={28.5} team="defense" r={7.5} />
      <Hotspot id="defense-return" area={{ x: 104.5, y: 33.5, w: 14, h: 5 }}>
        <Player x={117} y={36} team="defense" />
        <Arrow from={[115.5, 36]} via={[110, 36.5]} to={[105, 36]} color={C.defense} width={3} />
      </Hotspot>
      <Hotspot id="why-go-for-two" area={why}>
        <Pill x={96} y={40.8} text="Down 8? TD + 2 = tie" size={11} />
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ red-zone-offense
const redZone = defineDiagram({
  ruleId: 'red-zone-offense',
  title: 'The red zone, from the opponent’s 20-yard line to the goal line, with a goal-to-go snap at the 8',
  hotspots: [
    { id: 'red-zone', name: 'Red zone', color: C.defense, description: 'The red zone runs from the opponent’s 20-yard line to the goal line. Teams track how many trips inside the 20 end in touchdowns.' },
    { id: 'end-zone', name: 'End zone', color: C.zone, description: 'The end zone is only 10 yards deep, so receivers have little room and defenders can play tight.' },
    { id: 'goal-to-go', name: 'Goal to go', color: C.highlight, description: 'A first down inside the 10 means goal to go: the line to gain is the goal line itself, so it is 1st and Goal.' },
    { id: 'fade-route', name: 'Fade to the corner', color: C.offense, description: 'Quick passes, fades to the corner of the end zone, power runs and plays for tall tight ends are red-zone favorites.' },
    { id: 'seven-or-three', name: '7 or 3?', color: C.scoring, description: 'Inside the 20 a field goal is close to a sure thing, so the real question is whether the drive ends with 7 points or 3.' },
  ],
  field: { crop: [80, 120], yCrop: [4.5, 44], pad: { right: 2.5 } },
  lineup: scrimmage(opp(8)),
  Art: RedZoneArt,
});

function RedZoneArt() {
  const los = opp(8);
  const gtg = usePillBox({ x: los, y: 36.3, text: '1st & Goal', size: 12 });
  const seven = usePillBox({ x: 85, y: 12.5, text: '7 or 3?', size: 12 });
  return (
    <>
      <Hotspot id="red-zone" area={{ x: opp(20), y: 4.5, w: 20, h: 39.5 }}>
        <Zone x={opp(20)} y={4.5} w={20} h={39.5} color={C.defense} opacity={0.45} hatch />
        <Pill x={100} y={12.5} text="RED ZONE" size={12} bg={C.defense} />
        <Measure x0={opp(20)} x1={110} y={41} text="the 20 to the goal line" size={10} />
      </Hotspot>
      <Hotspot id="end-zone" area={{ x: 110, y: 4.5, w: 10, h: 39.5 }}>
        <Zone x={110} y={4.5} w={10} h={39.5} color={C.zone} opacity={0.2} dashed={false} />
        <Measure x0={110} x1={120} y={41} text="10 yds" size={10} />
      </Hotspot>
      <Hotspot id="goal-to-go" area={{ x: gtg.x, y: gtg.y, w: 111 - gtg.x, h: gtg.h }}>
        <FieldLine x={110} color={C.highlight} y0={4.5} y1={44} />
        <Pill x={los} y={36.3} text="1st & Goal" size={12} bg={C.highlight} fg={C.clock} />
      </Hotspot>
      {[-3, -1.5, 0, 1.5, 3].map((k) => <Player key={k} x={los - 0.7} y={MID + k} team="offense" r={7} />)}
      <Player x={los - 4} y={MID} team="offense" label="QB" />
      <Player x={los - 6.5} y={MID} team="offense" label="RB" />
      <Player x={los - 0.7} y={MID + 4.6} team="offense" label="TE" />
      {/* a slot receiver and a wing, a step off the line */}
      <Player x={los - 1.7} y={20.7} team="offense" label="WR" />
      <Player x={los - 1.7} y={33.6} team="offense" label="WR" />
      <Ball x={los + 0.1} y={MID} size={9} />
      {[-2.3, -0.8, 0.8, 2.3].map((k) => <Player key={k} x={los + 0.9} y={MID + k * 1.5} team="defense" r={7} />)}
      {[-5, 0, 5].map((k) => <Player key={k} x={los + 4.5} y={MID + k} team="defense" r={7} />)}
      <Player x={los + 1.6} y={17.5} team="defense" r={7} />
      <Player x={los + 2.2} y={34.5} team="defense" r={7} />
      {[21, 32].map((y) => <Player key={y} x={112.5} y={y} team="defense" r={7} />)}
      <Hotspot id="fade-route" area={{ x: los - 1.5, y: 15, w: 118.5 - los, h: 5 }}>
        <Player x={los - 0.7} y={17.5} team="offense" label="WR" />
        <Arrow from={[los + 0.6, 17]} via={[112, 16]} to={[117.5, 19.5]} color={C.offense} width={3} />
      </Hotspot>
      <Hotspot id="seven-or-three" area={seven}>
        <Pill x={85} y={12.5} text="7 or 3?" size={12} bg={C.scoring} />
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ safety-scoring
const safety = defineDiagram({
  ruleId: 'safety-scoring',
  title: 'A quarterback sacked in his own end zone: a safety for the defense',
  hotspots: [
    { id: 'end-zone-tackle', name: 'Tackled in own end zone', color: C.defense, description: 'The classic safety: the ball carrier or a quarterback is tackled in his own end zone.' },
    { id: 'safety-points', name: 'Safety: 2 points', color: C.scoring, description: 'A safety gives the defense 2 points.' },
    { id: 'free-kick', name: 'Free kick from the 20', color: C.kicker, description: 'The team that gave up the points must then free-kick from its own 20-yard line, usually with a punt, so the defense gets the points and the ball.' },
    { id: 'other-safeties', name: 'Fouls in the end zone', color: C.flag, description: 'Holding or intentional grounding by the offense in its own end zone is also a safety, as is the ball going out of bounds behind its own goal line.' },
    { id: 'forward-progress', name: 'Not a safety', color: C.neutral, description: 'A runner whose forward progress was stopped in the field of play and who is then pushed back into his end zone has not given up a safety.' },
  ],
  field: { crop: [0, 36], yCrop: [4.5, 44], pad: { left: 2.5 } },
  lineup: scrimmage(own(2)),
  Art: SafetyArt,
});

function SafetyArt() {
  const { px } = useScale();
  const los = own(2);
  const pts = usePillBox({ x: 24, y: 13, text: 'SAFETY  +2', size: 13 });
  return (
    <>
      <FieldLine x={los} color={C.offense} y0={11} y1={41} width={2.5} />
      <Label x={los} y={42.4} size={10}>own 2</Label>
      {/* backed up at his own 2: two tight ends, two receivers, one back */}
      {[-3, -1.5, 0, 1.5, 3].map((k) => <Player key={k} x={los - 0.7} y={MID + k} team="offense" r={7} />)}
      {[-4.6, 4.6].map((k) => <Player key={k} x={los - 0.7} y={MID + k} team="offense" label="TE" r={7} />)}
      <Player x={los - 0.7} y={8} team="offense" label="WR" r={7} />
      <Player x={los - 1.8} y={12.5} team="offense" label="WR" r={7} />
      <Player x={7.5} y={MID + 2.6} team="offense" label="RB" r={7} />
      {[-0.8, 0.8, 2.3].map((k) => <Player key={k} x={los + 0.9} y={MID + k * 1.5} team="defense" r={7} />)}
      {[-2.5, 3.5].map((k) => <Player key={k} x={17} y={MID + k} team="defense" r={7} />)}
      <Player x={los + 2} y={8} team="defense" r={7} />
      <Player x={los + 3.5} y={13} team="defense" r={7} />
      <Player x={25} y={20} team="defense" r={7} />
      <Player x={22} y={35} team="defense" r={7} />
      <Player x={16.5} y={32.5} team="defense" r={7} />
      <Player x={7.5} y={MID} team="offense" label="QB" ghost />
      <Arrow from={[7.2, MID - 1.3]} to={[5.2, 23.3]} color={C.offense} dashed width={2} />
      <Hotspot id="end-zone-tackle" area={{ x: 2.6, y: 17.5, w: 6.6, h: 6 }}>
        <Arrow from={[14, 17.5]} via={[10, 15.5]} to={[7.4, 18.6]} color={C.defense} />
        <Player x={4.6} y={21.4} team="offense" label="QB" moved />
        <Player x={6.7} y={20} team="defense" label="DE" moved />
      </Hotspot>
      <Hotspot id="other-safeties" area={{ cx: 4.5, cy: 31.5, r: px(12) }}>
        <Flag x={4.5} y={31.5} size={14} />
      </Hotspot>
      <Hotspot id="safety-points" area={pts}>
        <Pill x={24} y={13} text="SAFETY  +2" size={13} bg={C.scoring} />
      </Hotspot>
      <Hotspot id="free-kick" area={{ x: own(20) - 2.5, y: 27, w: 8, h: 14 }}>
        <FieldLine x={own(20)} color={C.kicker} y0={27} y1={41} width={2.5} dashed />
        {/* faded: the punter comes on for the next play */}
        <Player x={own(20) - 1.2} y={33} team="offense" label="P" color={C.kicker} ghost moved />
        <Arrow from={[own(20) + 0.6, 33]} via={[own(23.5), 28]} to={[own(25.5), 31]} color={C.kicker} width={2.5} />
        <Label x={35.6} y={42.4} size={10} anchor="end">free kick: own 20</Label>
      </Hotspot>
      <Hotspot id="forward-progress" area={{ x: 7, y: 36, w: 7, h: 4.5 }}>
        {/* faded: another play, for comparison */}
        <Player x={own(1.5)} y={38.3} team="offense" label="RB" r={7.5} ghost moved />
        <Arrow from={[own(1.5) - 1, 38.3]} to={[8.6, 38.3]} color={C.neutral} width={2} dashed />
        <Player x={8} y={38.3} team="offense" label="RB" r={7.5} ghost moved />
        <Label x={own(3.5)} y={38.3} size={9} anchor="start" weight={600}>pushed back: no safety</Label>
      </Hotspot>
    </>
  );
}

export const scoringDiagrams = [touchdown, fieldGoal, twoPoint, redZone, safety];
