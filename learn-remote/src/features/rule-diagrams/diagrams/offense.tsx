import { diagramColors as C } from '@gg/ui';
import { defineDiagram, neutralZone, scrimmage } from '../define';
import { BALL_LENGTH, FIELD, own, useScale } from '@gg/ui/field';
import { Hotspot } from '../hotspot';
import { Arrow, Ball, Bubble, FieldLine, Flag, Label, Measure, MotionMarks, Panel, Pill, Player, Route, Zone, usePillBox, Digits } from '../parts';

const MID = FIELD.midY;
const OL = [-3, -1.5, 0, 1.5, 3];

// ------------------------------------------------------------------ play-action
const playAction = defineDiagram({
  ruleId: 'play-action',
  title: 'Play action: a fake handoff pulls the linebackers forward and opens space behind them',
  hotspots: [
    { id: 'fake-handoff', name: 'Fake handoff', color: C.ball, description: 'The quarterback holds the ball out to the running back, pulls it back and drops to throw. Defenders who read run are frozen for a moment.' },
    { id: 'linebackers-bite', name: 'Linebackers bite', color: C.defense, description: 'Linebackers who step up to stop the run leave open space behind them. It works best when the offense has been running well.' },
    { id: 'open-space', name: 'Open space', color: C.zone, description: 'The area the linebackers just left. This is where the receiver is headed.' },
    { id: 'deep-route', name: 'Pass behind them', color: C.offense, description: 'The receiver runs into the space behind the linebackers and the quarterback throws it there.' },
    { id: 'one-yard-limit', name: 'Linemen: 1-yard limit', color: C.neutral, description: 'Linemen often block as if it were a run to sell the fake, but on a pass that crosses the line they may not be more than 1 yard downfield when the ball is thrown.' },
  ],
  field: { crop: [22, 60], yCrop: [4.5, 40.5] },
  lineup: scrimmage(own(30)),
  Art: PlayActionArt,
});

function PlayActionArt() {
  const { px } = useScale();
  const los = own(30);
  return (
    <>
      <Hotspot id="open-space" area={{ x: 45, y: 13, w: 10, h: 22 }}>
        <Zone x={45} y={13} w={10} h={22} color={C.zone} opacity={0.25} rx={px(8)} />
        <Label x={50} y={33} size={10}>open space</Label>
      </Hotspot>
      <FieldLine x={los} color={C.offense} y0={4.5} y1={40.5} width={2.5} />
      {[-2.3, -0.8, 0.8, 2.3].map((k) => <Player key={k} x={los + 0.9} y={MID + k * 1.5} team="defense" r={6.5} />)}
      <Hotspot id="one-yard-limit" area={{ x: los - 1.4, y: MID - 3.8, w: 3, h: 14 }}>
        {OL.map((k) => <Player key={k} x={los - 0.7} y={MID + k} team="offense" r={6.5} />)}
        <path d={`M${los + 1} ${MID + 5.6}V${MID + 9}`} stroke={C.neutral} strokeWidth={px(3)} strokeDasharray={`${px(4)} ${px(3)}`} />
        <Label x={los + 1.6} y={MID + 8.2} size={10} anchor="start">1 yd max</Label>
      </Hotspot>
      <Player x={los - 0.7} y={MID + 4.6} team="offense" label="TE" r={7.5} />
      {/* the slot and the flanker, a step off the line */}
      <Player x={los - 1.6} y={16.5} team="offense" label="WR" r={7.5} />
      <Player x={los - 1.6} y={37.5} team="offense" label="WR" r={7.5} />
      <Hotspot id="fake-handoff" area={{ x: 34, y: MID - 0.6, w: 4.4, h: 3.4 }}>
        <ellipse cx={36.2} cy={MID + 1.1} rx={2} ry={1.5} fill={C.ball} fillOpacity={0.3} stroke={C.ball} strokeWidth={px(2)} strokeDasharray={`${px(4)} ${px(3)}`} />
        <Ball x={36.2} y={MID + 1.1} size={11} />
        <Label x={33} y={MID + 6.6} size={10}>fake handoff</Label>
      </Hotspot>
      <Arrow from={[33.1, MID + 3.2]} via={[36.5, MID + 4.6]} to={[38.6, MID + 8]} color={C.offense} dashed width={2} />
      <Player x={32.5} y={MID + 2.5} team="offense" label="RB" r={8} />
      <Arrow from={[los - 1.7, MID - 0.3]} to={[34, MID - 1.5]} color={C.offense} dashed width={2} />
      <Player x={33} y={MID - 1.8} team="offense" label="QB" r={8} moved />
      <Hotspot id="linebackers-bite" area={{ x: 42.3, y: MID - 6.2, w: 5.6, h: 12.4 }}>
        {[-5, 0, 5].map((k) => (
          <g key={k}>
            <Player x={47} y={MID + k} team="defense" ghost r={7} />
            <Arrow from={[46.1, MID + k]} to={[44.2, MID + k]} color={C.defense} width={2.2} />
            <Player x={43.3} y={MID + k} team="defense" r={7} moved />
          </g>
        ))}
      </Hotspot>
      <Player x={58} y={19} team="defense" r={7} />
      <Player x={58} y={34} team="defense" r={7} />
      <Player x={los + 2} y={11} team="defense" r={7} />
      <Player x={los + 5} y={37.5} team="defense" r={7} />
      <Hotspot id="deep-route" area={{ x: los - 1.5, y: 8.5, w: 14, h: 16 }}>
        <Route points={[[los - 0.4, 11], [47.5, 11], [51.5, 20.5]]} color={C.offense} width={3} />
        <Player x={los - 0.7} y={11} team="offense" label="WR" r={8} />
        <Arrow from={[33.8, MID - 2.8]} via={[42, 16]} to={[50.6, 20.2]} color={C.ball} dashed width={2} />
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ snap-count
const snapCount = defineDiagram({
  ruleId: 'snap-count',
  title: 'A close-up of the line: the quarterback’s cadence, the snap and the neutral zone',
  hotspots: [
    { id: 'cadence', name: 'Cadence', color: C.kicker, description: 'The quarterback calls a cadence such as “Blue 42, set, hut”. The offense knows from the huddle which sound starts the play, so its linemen get a split-second head start.' },
    { id: 'center-snap', name: 'The snap', color: C.ball, description: 'Every play from scrimmage starts with the center snapping the ball back between his legs to the quarterback.' },
    { id: 'set-linemen', name: 'Set linemen', color: C.offense, description: 'Once linemen are set, any movement that imitates the start of the play is a false start, which costs 5 yards.' },
    { id: 'defender-jumps', name: 'Defender jumps', color: C.defense, description: 'A defender who jumps across the line early can be flagged for offside or encroachment. Quarterbacks vary the rhythm to draw exactly that.' },
    { id: 'silent-count', name: 'Silent count', color: C.neutral, description: 'In loud stadiums teams may use a silent count: the center snaps on a hand signal or a tap instead of a sound.' },
  ],
  field: { crop: [33.6, 47.6], yCrop: [19.6, 33.6], numbers: false },
  players: { offense: 8, defense: 7, reason: 'A close-up of the line: the wide receivers, cornerbacks and safeties stand outside the frame.' },
  lineup: neutralZone(own(30), { offense: 0, defense: 1, reason: 'The defender jumping into the neutral zone before the snap is what the cadence draws.' }),
  Art: SnapCountArt,
});

function SnapCountArt() {
  const los = own(30);
  const r = 10;
  const silent = usePillBox({ x: 37, y: 32.5, text: 'Loud? Silent count', size: 11 });
  return (
    <>
      <Zone x={los - BALL_LENGTH / 2} y={19.6} w={BALL_LENGTH} h={14} color={C.highlight} opacity={0.35} dashed={false} />
      <Label x={los + 0.3} y={20.4} size={10} anchor="start">neutral zone</Label>
      <Hotspot id="set-linemen" area={{ x: los - 1.1, y: MID - 3.5, w: 1, h: 7 }}>
        {[-3, -1.5, 1.5, 3].map((k) => <Player key={k} x={los - 0.6} y={MID + k} team="offense" r={r} label={Math.abs(k) === 3 ? 'T' : 'G'} />)}
      </Hotspot>
      <Hotspot id="center-snap" area={{ x: los - 2.2, y: MID - 0.6, w: 2.45, h: 1.2 }}>
        <Player x={los - 0.6} y={MID} team="offense" r={r} label="C" />
        <Ball x={los - 0.05} y={MID} size={15} />
        <Arrow from={[los - 0.2, MID + 0.5]} via={[los - 0.6, MID + 1.3]} to={[los - 1.35, MID + 0.45]} color={C.ball} width={2.2} />
      </Hotspot>
      <Player x={los - 0.6} y={MID + 4.5} team="offense" r={r} label="TE" />
      <Player x={los - 1.9} y={MID} team="offense" r={r} label="QB" />
      <Player x={35.8} y={MID + 0.4} team="offense" r={r} label="RB" />
      {[-2.25, 2.25, -0.75].map((k) => <Player key={k} x={los + 0.75} y={MID + k} team="defense" r={r} />)}
      <Hotspot id="defender-jumps" area={{ x: los - 0.1, y: MID + 0.2, w: 1.4, h: 1.1 }}>
        <Player x={los + 0.95} y={MID + 0.75} team="defense" r={r} ghost />
        <Player x={los + 0.05} y={MID + 0.75} team="defense" r={r} />
        <MotionMarks x={los + 0.05} y={MID + 0.75} dir={1} color={C.defense} />
      </Hotspot>
      {[-3.5, 0, 3.5].map((k) => <Player key={k} x={k === 0 ? 45 : 44.3} y={MID + k} team="defense" r={r} label="LB" />)}
      <Hotspot id="cadence" area={{ x: 34, y: 20.6, w: 6.2, h: 1.9 }}>
        <Bubble x={37.1} y={21.55} text="Blue 42… set… hut!" tail={[los - 1.9, MID - 0.5]} size={12} border={C.kicker} />
      </Hotspot>
      <Hotspot id="silent-count" area={silent}>
        <Pill x={37} y={32.5} text="Loud? Silent count" size={11} bg={C.neutral} />
      </Hotspot>
      <Label x={45.8} y={32.6} size={10}>defense</Label>
      <Label x={35.9} y={30.3} size={10}>offense</Label>
    </>
  );
}

// ------------------------------------------------------------------ forward-pass
const forwardPass = defineDiagram({
  ruleId: 'forward-pass',
  title: 'A legal forward pass from behind the line of scrimmage, a lateral, and an illegal pass past the line',
  hotspots: [
    { id: 'behind-the-line', name: 'Behind the line', color: C.zone, description: 'A forward pass is legal only if the passer is behind the line of scrimmage when he lets go of the ball.' },
    { id: 'forward-pass', name: 'One forward pass', color: C.ball, description: 'Any pass toward the opponent’s goal line is a forward pass, and only one is allowed per play. If it hits the ground first it is incomplete and the ball goes back to the previous spot.' },
    { id: 'eligible-receiver', name: 'Eligible receiver', color: C.offense, description: 'On the offense only eligible receivers, such as wide receivers, tight ends and backs, may catch a forward pass.' },
    { id: 'illegal-pass', name: 'Past the line: flag', color: C.flag, description: 'A pass thrown after the passer crossed the line, or a second forward pass, is an illegal forward pass: 5 yards from the spot of the pass and loss of down.' },
    { id: 'lateral', name: 'Lateral', color: C.neutral, description: 'A throw sideways or backward is a lateral, not a forward pass. Laterals are allowed any number of times.' },
  ],
  field: { crop: [20, 64], yCrop: [4.5, 46] },
  lineup: scrimmage(own(30)),
  Art: ForwardPassArt,
});

function ForwardPassArt() {
  const los = own(30);
  const qb: [number, number] = [33, MID - 1];
  return (
    <>
      <Hotspot id="behind-the-line" area={{ x: 20, y: 10.5, w: 20, h: 35.5 }}>
        <Zone x={20} y={10.5} w={20} h={35.5} color={C.zone} opacity={0.2} dashed={false} />
        <FieldLine x={los} color={C.offense} y0={4.5} y1={46} width={3} />
        <Label x={30} y={13} size={11}>behind the line</Label>
      </Hotspot>
      {OL.map((k) => <Player key={k} x={los - 0.8} y={MID + k} team="offense" r={6} />)}
      <Player x={los - 0.8} y={MID + 4.5} team="offense" label="TE" r={7} />
      <Player x={los - 1.8} y={20.5} team="offense" label="WR" r={7} />
      <Player x={los - 1.8} y={43.5} team="offense" label="WR" r={7} />
      {[-2.3, -0.8, 0.8, 2.3].map((k) => <Player key={k} x={los + 0.9} y={MID + k * 1.5} team="defense" r={6} />)}
      {[-5, 5].map((k) => <Player key={k} x={45.5} y={MID + k} team="defense" r={6} />)}
      <Player x={los + 4} y={19} team="defense" r={6} />
      <Player x={los + 5.5} y={43.5} team="defense" r={6} />
      <Player x={59} y={MID + 3} team="defense" r={6} />
      <Player x={60} y={10} team="defense" r={6} />
      <Hotspot id="lateral" area={{ x: 25.8, y: MID + 1.2, w: 5.6, h: 6 }}>
        <Arrow from={[qb[0] - 0.5, qb[1] + 1.2]} to={[28.6, MID + 4.6]} color={C.neutral} width={2.5} dashed />
        <Player x={27.8} y={MID + 5.2} team="offense" label="RB" r={8} moved />
        <Label x={27.8} y={MID + 8.2} size={10}>lateral</Label>
      </Hotspot>
      <Player x={qb[0]} y={qb[1]} team="offense" label="QB" r={8.5} moved />
      <Player x={los + 2.1} y={15} team="defense" r={6} />
      <Hotspot id="eligible-receiver" area={{ x: los - 1.5, y: 13, w: 18, h: 8.5 }}>
        <Route points={[[los - 0.4, 15], [52, 15], [55, 18.5]]} color={C.offense} width={2.5} />
        <Player x={los - 0.8} y={15} team="offense" label="WR" r={8} ghost />
        <Player x={55.6} y={19.3} team="offense" label="WR" r={8} moved />
      </Hotspot>
      <Hotspot id="forward-pass" area={{ x: 43.5, y: 17.5, w: 6, h: 5 }}>
        <Arrow from={[qb[0] + 0.8, qb[1] - 0.8]} via={[44, 17.5]} to={[54.4, 19.7]} color={C.ball} dashed width={2.2} />
        <Ball x={46.5} y={20} angle={-15} size={13} />
      </Hotspot>
      <Hotspot id="illegal-pass" area={{ x: los + 1, y: 33, w: 8, h: 6 }}>
        <Player x={los + 3} y={35.5} team="offense" label="QB" r={8} ghost moved />
        <Arrow from={[los + 4.1, 35]} to={[los + 8, 33]} color={C.flag} width={2} dashed />
        <Flag x={los + 6.4} y={37.4} size={13} />
        <Label x={los + 5} y={40.2} size={10}>thrown past the line</Label>
      </Hotspot>
      <Label x={los + 0.6} y={11.2} size={10} anchor="start">line of scrimmage</Label>
    </>
  );
}

// ------------------------------------------------------------------ audible-hot-route
const audible = defineDiagram({
  ruleId: 'audible-hot-route',
  title: 'An audible at the line against a blitz, with a receiver’s route changed to a quick hot route',
  hotspots: [
    { id: 'audible', name: 'Audible', color: C.kicker, description: 'After seeing how the defense lines up, the quarterback changes the play at the line with code words or hand signals.' },
    { id: 'blitz', name: 'Blitz', color: C.defense, description: 'Extra rushers are coming: more than the offense can block. That is the moment for a hot route.' },
    { id: 'hot-route', name: 'Hot route', color: C.highlight, description: 'The receiver cuts his route short (here a quick slant instead of a deep route), so the quarterback has a fast target before the blitz arrives.' },
    { id: 'play-clock', name: 'Play clock', color: C.clock, description: 'The change must be made before the play clock runs out. The coach’s radio in the quarterback’s helmet cuts off at 15 seconds, so late changes are up to him.' },
  ],
  field: { crop: [24, 62], yCrop: [4.5, 42.5] },
  lineup: scrimmage(own(30)),
  Art: AudibleArt,
});

function AudibleArt() {
  const { px } = useScale();
  const los = own(30);
  return (
    <>
      <FieldLine x={los} color={C.offense} y0={4.5} y1={42.5} width={2.5} />
      {OL.map((k) => <Player key={k} x={los - 0.7} y={MID + k} team="offense" r={6.5} />)}
      <Player x={35} y={MID + 2.6} team="offense" label="RB" r={8} />
      <Player x={35} y={MID} team="offense" label="QB" r={8} />
      <Player x={los - 0.7} y={MID + 4.5} team="offense" label="TE" r={7.5} />
      {/* the slot and the flanker, a step off the line */}
      <Player x={los - 1.6} y={17.5} team="offense" label="WR" r={7.5} />
      <Player x={los - 1.6} y={37} team="offense" label="WR" r={8} />
      {[-2.3, -0.8, 0.8, 2.3].map((k) => <Player key={k} x={los + 0.9} y={MID + k * 1.5} team="defense" r={6.5} />)}
      <Player x={57} y={22} team="defense" r={7} />
      <Player x={57} y={33} team="defense" r={7} />
      <Player x={los + 6} y={37} team="defense" r={7} />
      <Player x={los + 2.5} y={17.5} team="defense" r={7} />
      <Hotspot id="blitz" area={{ x: 36.8, y: MID - 6.6, w: 8.2, h: 13.2 }}>
        {[-5, 5].map((k) => (
          <g key={k}>
            <Player x={44} y={MID + k} team="defense" label="LB" r={7.5} />
            <Arrow from={[43, MID + k * 0.92]} via={[40.5, MID + k * 0.5]} to={[37.4, MID + k * 0.25]} color={C.defense} width={2.5} />
          </g>
        ))}
      </Hotspot>
      <Hotspot id="hot-route" area={{ x: los - 1.6, y: 10, w: 17.5, h: 9.5 }}>
        <Route points={[[los + 0.2, 12], [56, 12]]} color={C.neutral} width={2} dashed />
        <Label x={52} y={10.2} size={9} weight={600}>old route</Label>
        <Arrow from={[los + 0.2, 12.4]} via={[43, 13.6]} to={[45.5, 17.8]} color={C.highlight} width={3.2} />
        <Player x={los - 0.7} y={12} team="offense" label="WR" r={8} />
        <Label x={47.4} y={18.6} size={10} anchor="start">hot</Label>
      </Hotspot>
      <Player x={los + 2.2} y={9.5} team="defense" r={7} />
      <Hotspot id="audible" area={{ x: 24.6, y: 17.4, w: 11, h: 3.4 }}>
        <Bubble x={30.1} y={19.1} text="Kill! Kill! 72!" tail={[34.5, MID - 0.9]} size={12} border={C.kicker} />
      </Hotspot>
      <Hotspot id="play-clock" area={{ x: 25, y: 33.5, w: 8, h: 7.5 }}>
        <Panel x={25} y={33.5} w={8} h={7.5} rx={px(8)} />
        <Digits x={29} y={36.3} text=":15" size={22} />
        <Label x={29} y={39.6} size={9} halo={false} weight={600}>radio off</Label>
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ offensive-formation
const formation = defineDiagram({
  ruleId: 'offensive-formation',
  title: 'A shotgun formation in 11 personnel with seven players on the line of scrimmage',
  hotspots: [
    { id: 'seven-on-the-line', name: '7 on the line', color: C.offense, description: 'The offense must have at least seven players on the line at the snap: here five linemen, a tight end and a wide receiver.' },
    { id: 'backfield', name: 'Backfield: 4 max', color: C.zone, description: 'No more than four players may be in the backfield: here the quarterback, the running back and two receivers set a step off the line.' },
    { id: 'shotgun', name: 'Shotgun', color: C.highlight, description: 'In the shotgun the quarterback stands about five to seven yards back. Other looks: under center (taking the snap from the center) and pistol (a shorter shotgun with the back behind him).' },
    { id: 'personnel', name: '11 personnel', color: C.clock, description: 'Personnel groupings count backs and tight ends: 11 personnel is one back, one tight end and three receivers.' },
    { id: 'illegal-formation', name: 'Illegal formation', color: C.flag, description: 'Fewer than seven on the line is a 5-yard illegal formation penalty. After a shift, all eleven must be still for a full second, except one player in motion.' },
  ],
  field: { crop: [14, 56], yCrop: [9.5, 43.5] },
  lineup: scrimmage(own(30)),
  Art: FormationArt,
});

function FormationArt() {
  const { px } = useScale();
  const los = own(30);
  const lineX = los - 0.7;
  const seven = usePillBox({ x: 23, y: 13, text: '7 on the line', size: 11 });
  return (
    <>
      <Hotspot id="backfield" area={{ x: 31, y: 9.5, w: 7.9, h: 34 }}>
        <Zone x={31} y={9.5} w={7.9} h={34} color={C.zone} opacity={0.2} dashed />
        <Label x={34.95} y={11.6} size={10}>backfield</Label>
      </Hotspot>
      <FieldLine x={los} color={C.offense} y0={9.5} y1={43.5} width={2} dashed />
      <Hotspot id="seven-on-the-line" area={[{ x: lineX - 1.1, y: 12.2, w: 2.2, h: 21 }, seven]}>
        <rect x={lineX - 1.05} y={12.3} width={2.1} height={20.7} rx={1.05} fill="none" stroke={C.offense} strokeWidth={px(2.5)} />
        <Player x={lineX} y={14} team="offense" label="WR" r={8} />
        {OL.map((k) => <Player key={k} x={lineX} y={MID + k} team="offense" r={6.5} />)}
        <Player x={lineX} y={MID + 4.7} team="offense" label="TE" r={8} />
        <Pill x={23} y={13} text="7 on the line" size={11} bg={C.offense} />
      </Hotspot>
      <Ball x={los - 0.05} y={MID} size={9} />
      <Player x={los - 1.8} y={18.5} team="offense" label="WR" r={8} />
      <Player x={los - 1.8} y={40.5} team="offense" label="WR" r={8} />
      <Player x={34} y={MID + 2.4} team="offense" label="RB" r={8} />
      <Hotspot id="shotgun" area={{ x: 32.4, y: MID - 5.6, w: 7.6, h: 7 }}>
        <Measure x0={34} x1={los} y={MID - 4.6} text="6 yds" size={10} color={C.highlight} />
        <Player x={34} y={MID} team="offense" label="QB" r={8.5} />
      </Hotspot>
      <Hotspot id="personnel" area={{ x: 15.5, y: 36, w: 14, h: 7 }}>
        <Panel x={15.5} y={36} w={14} h={7} />
        <Label x={22.5} y={38.3} size={13} halo={false}>11 personnel</Label>
        <Label x={22.5} y={41} size={10} halo={false} weight={600}>1 RB · 1 TE · 3 WR</Label>
      </Hotspot>
      <Hotspot id="illegal-formation" area={{ x: 15, y: 19.5, w: 14, h: 7 }}>
        <Flag x={16.8} y={23} size={14} />
        <Label x={18.5} y={22.1} size={10} anchor="start">under 7 on</Label>
        <Label x={18.5} y={23.8} size={10} anchor="start">the line: 5 yds</Label>
      </Hotspot>
      {/* the defense in its nickel look against three receivers */}
      {[-2.3, -0.8, 0.8, 2.3].map((k) => <Player key={k} x={los + 0.9} y={MID + k * 1.5} team="defense" r={6.5} />)}
      {[-2.5, 3].map((k) => <Player key={k} x={44.5} y={MID + k} team="defense" r={7} />)}
      <Player x={los + 5} y={14} team="defense" r={7} />
      <Player x={los + 4} y={18.5} team="defense" r={7} />
      <Player x={los + 5} y={40.5} team="defense" r={7} />
      {[19, 35].map((y) => <Player key={y} x={52} y={y} team="defense" r={7} />)}
    </>
  );
}

export const offenseDiagrams = [playAction, snapCount, forwardPass, audible, formation];
