import { diagramColors as C } from '@gg/ui';
import { defineDiagram, scrimmage } from '../define';
import { FIELD, opp, own, useScale } from '@gg/ui/field';
import { Hotspot } from '../hotspot';
import { Arrow, Ball, Burst, FieldLine, Flag, Label, Measure, Panel, Pill, Player, Zone, usePillBox } from '../parts';

const MID = FIELD.midY;
const W = FIELD.width;

// ------------------------------------------------------------------ punt-rules
const punt = defineDiagram({
  ruleId: 'punt-rules',
  title: 'A fourth-down punt from the kicking team’s own 30, with gunners covering and a returner waiting',
  hotspots: [
    { id: 'punter', name: 'Punter', color: C.kicker, description: 'The long snapper sends the ball about 15 yards back to the punter, who drops it and kicks it before it touches the ground.' },
    { id: 'gunners', name: 'Gunners', color: C.offense, description: 'Two gunners split out wide sprint downfield to cover the kick while the others block.' },
    { id: 'returner', name: 'Returner', color: C.defense, description: 'The receiving team may return the punt, signal a fair catch or let it bounce.' },
    { id: 'touchback', name: 'Touchback', color: C.zone, description: 'A punt that goes into the end zone is a touchback: the receiving team starts at its own 20.' },
    { id: 'out-of-bounds', name: 'Out of bounds', color: C.neutral, description: 'If the punt goes out of bounds, the receiving team takes over where it went out.' },
  ],
  field: { crop: [20, 120], pad: { right: 2.5, top: 6, bottom: 6 } },
  lineup: scrimmage(own(30)),
  Art: PuntArt,
});

function PuntArt() {
  const los = own(30);
  const pPill = usePillBox({ x: 20.5, y: -3, text: 'Punter: 15 yards back', size: 10, anchor: 'start' });
  const gPill = usePillBox({ x: 38, y: W + 3, text: 'Gunners', size: 10 });
  const rPill = usePillBox({ x: 89, y: -3, text: 'Returner', size: 10 });
  const oobPill = usePillBox({ x: 76, y: W + 3, text: 'Out of bounds: ball here', size: 10 });
  return (
    <>
      <FieldLine x={los} color={C.offense} y0={0} y1={W} width={2} />
      <Hotspot id="touchback" area={{ x: 110, y: 0, w: 10, h: W }}>
        <Zone x={110} y={0} w={10} h={W} color={C.zone} opacity={0.22} dashed={false} />
        <Label x={115} y={MID} size={10} rotate={90}>touchback: ball to the 20</Label>
      </Hotspot>
      {[-3, -1.5, 0, 1.5, 3].map((k) => <Player key={k} x={los - 0.8} y={MID + k} team="offense" r={4.5} />)}
      {[-4.5, 4.5].map((k) => <Player key={k} x={los - 1.8} y={MID + k} team="offense" r={4.5} />)}
      <Player x={34} y={MID} team="offense" r={4.5} />
      {[-3.8, -2.3, -0.8, 0.8, 2.3, 3.8].map((k) => <Player key={k} x={los + 1.3} y={MID + k * 1.3} team="defense" r={4.5} />)}
      <Hotspot id="out-of-bounds" area={oobPill}>
        <Arrow from={[26, MID + 1]} via={[56, 60]} to={[76, W - 0.2]} color={C.neutral} width={2} dashed />
        <Pill x={76} y={W + 3} text="Out of bounds: ball here" size={10} bg={C.neutral} />
      </Hotspot>
      <Hotspot id="gunners" area={gPill}>
        <Player x={los - 0.8} y={5} team="offense" label="G" r={6.5} />
        <Player x={los - 0.8} y={48.3} team="offense" label="G" r={6.5} />
        <Arrow from={[42, 5]} via={[62, 5]} to={[76, 14]} color={C.offense} width={2.5} />
        <Arrow from={[42, 48.3]} via={[62, 48.3]} to={[76, 39.5]} color={C.offense} width={2.5} />
        <Pill x={38} y={W + 3} text="Gunners" size={10} bg={C.offense} />
      </Hotspot>
      {/* two defenders on each gunner, to slow him down */}
      {[2.6, 7.4, 45.9, 50.7].map((y) => <Player key={y} x={los + 1.5} y={y} team="defense" r={4.5} />)}
      <Hotspot id="punter" area={pPill}>
        <Player x={25} y={MID} team="offense" label="P" color={C.kicker} r={8} />
        <Pill x={20.5} y={-3} text="Punter: 15 yards back" size={10} bg={C.kicker} anchor="start" />
      </Hotspot>
      <Arrow from={[27, MID - 0.5]} via={[58, 2]} to={[86.5, MID - 0.8]} color={C.ball} dashed width={2} />
      <Hotspot id="returner" area={rPill}>
        <Player x={89} y={MID} team="defense" label="R" r={8} />
        <Ball x={87} y={MID - 1} size={10} angle={-20} />
        <Pill x={89} y={-3} text="Returner" size={10} bg={C.defense} />
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ kickoff-rules
const kickoff = defineDiagram({
  ruleId: 'kickoff-rules',
  title: 'The dynamic kickoff: kicker at his own 35, coverage team at the receiving 40, setup zone and landing zone',
  note: 'The NFL has used the dynamic kickoff since 2024. For 2025 a kickoff that reaches the end zone in the air and is not returned is a touchback at the 35 (it was the 30 in 2024 and the 25 before). Fair catches are not allowed on kickoffs.',
  hotspots: [
    { id: 'kicker', name: 'Kicker at his 35', color: C.kicker, description: 'The kicker kicks off from a tee at his own 35-yard line. Only he and the returners may move before the ball lands or is touched.' },
    { id: 'coverage-team', name: 'Coverage team', color: C.offense, description: 'His ten teammates line up at the receiving team’s 40, close to the receivers, which cuts down high-speed collisions.' },
    { id: 'setup-zone', name: 'Setup zone', color: C.zone, description: 'At least nine receiving players stand in the setup zone, between their own 35 and 30.' },
    { id: 'landing-zone', name: 'Landing zone', color: C.highlight, description: 'The kick must land between the receiving 20 and the goal line. A kick short of it, or out of bounds, is brought out to the receiving 40.' },
    { id: 'returners', name: 'Returners', color: C.defense, description: 'Up to two returners wait deeper. There is no fair catch on kickoffs: they return the ball or take the touchback.' },
    { id: 'touchback', name: 'Touchback to the 35', color: C.scoring, description: 'A kick that reaches the end zone in the air is a touchback at the receiving 35 unless returned. One that lands in the landing zone and rolls in can be returned or downed for a touchback at the 20.' },
  ],
  field: { crop: [40, 120], pad: { right: 2.5, top: 6, bottom: 6 } },
  lineup: { kind: 'free-kick', offense: opp(40), defense: opp(35) },
  Art: KickoffArt,
});

function KickoffArt() {
  const { px } = useScale();
  const tee = own(35);
  const covX = opp(40);
  const coverY = [4, 9, 14, 19, 23.3, 30, 34.3, 39.3, 44.3, 49.3];
  // at least seven of the nine stand on the receiving 35, the front of the setup zone
  const setupFront = [5, 12, 19, 26.7, 34.3, 41.3, 48.3];
  const setupBack = [15.5, 37.8];
  const kickPill = usePillBox({ x: 40.8, y: -3, text: 'Kicker: own 35', size: 10, anchor: 'start' });
  const covPill = usePillBox({ x: 51, y: W + 3, text: 'Coverage: receiving 40', size: 10, anchor: 'start' });
  const setupPill = usePillBox({ x: 77.5, y: -3, text: 'Setup zone', size: 10 });
  const landPill = usePillBox({ x: 100, y: -3, text: 'Landing zone', size: 10 });
  const tbPill = usePillBox({ x: 104, y: W + 3, text: 'Touchback → 35', size: 10 });
  return (
    <>
      <Hotspot id="landing-zone" area={{ x: landPill.x, y: landPill.y, w: landPill.w, h: W - landPill.y }}>
        <Zone x={opp(20)} y={0} w={20} h={W} color={C.highlight} opacity={0.55} hatch />
        <Pill x={100} y={-3} text="Landing zone" size={10} bg={C.highlight} fg={C.clock} />
      </Hotspot>
      <Hotspot id="setup-zone" area={{ x: setupPill.x, y: setupPill.y, w: setupPill.w, h: W - setupPill.y }}>
        <Zone x={opp(35)} y={0} w={5} h={W} color={C.zone} opacity={0.3} />
        <Pill x={77.5} y={-3} text="Setup zone" size={10} bg={C.zone} fg={C.clock} />
        {setupFront.map((y) => <Player key={y} x={opp(35) + 0.8} y={y} team="defense" r={5} />)}
        {setupBack.map((y) => <Player key={y} x={opp(30) - 1.2} y={y} team="defense" r={5} />)}
      </Hotspot>
      <Hotspot id="touchback" area={tbPill}>
        <Arrow from={[115, 40]} via={[95, 47]} to={[opp(35) + 0.6, 41.5]} color={C.scoring} width={3} />
        <Pill x={104} y={W + 3} text="Touchback → 35" size={10} bg={C.scoring} />
      </Hotspot>
      <Arrow from={[tee + 0.8, MID - 0.6]} via={[82, 2]} to={[113.5, 20]} color={C.ball} dashed width={2} />
      <Hotspot id="returners" area={{ x: 101, y: 16.5, w: 7, h: 21 }}>
        <Player x={104.5} y={20} team="defense" label="R" r={7.5} />
        <Player x={104.5} y={33.5} team="defense" label="R" r={7.5} />
        <Label x={104.5} y={27} size={9}>no fair catch</Label>
      </Hotspot>
      <Hotspot id="coverage-team" area={{ x: covPill.x, y: 2, w: covPill.w, h: covPill.y + covPill.h - 2 }}>
        {coverY.map((y) => <Player key={y} x={covX - 0.8} y={y} team="offense" r={5} />)}
        <Pill x={51} y={W + 3} text="Coverage: receiving 40" size={10} bg={C.offense} anchor="start" />
      </Hotspot>
      <Hotspot id="kicker" area={{ x: kickPill.x, y: kickPill.y, w: kickPill.w, h: MID + 3 - kickPill.y }}>
        <Player x={tee - 2} y={MID} team="offense" label="K" color={C.kicker} r={8} />
        <Ball x={tee} y={MID} angle={90} size={10} />
        <path d={`M${tee} ${MID + px(6)}v${px(4)}`} stroke={C.flag} strokeWidth={px(3)} />
        <Pill x={40.8} y={-3} text="Kicker: own 35" size={10} bg={C.kicker} anchor="start" />
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ fair-catch
const fairCatch = defineDiagram({
  ruleId: 'fair-catch',
  title: 'A punt returner waving for a fair catch while the coverage team keeps clear',
  hotspots: [
    { id: 'signal', name: 'Fair catch signal', color: C.highlight, description: 'The returner waves one hand side to side above his head while the ball is in the air. He may then catch it without being hit, but may not run with it.' },
    { id: 'hands-off', name: 'Hands off', color: C.offense, description: 'Once he has signaled, no one on the kicking team may touch him or get in his way before the catch.' },
    { id: 'interference', name: 'Interference: 15 yards', color: C.flag, description: 'Touching him or blocking his path before the catch is kick catch interference, a 15-yard penalty.' },
    { id: 'dead-ball', name: 'Ball dead here', color: C.ball, description: 'After the catch the ball is dead and his team’s drive starts at that spot. It may instead try a fair-catch kick at the goalposts from there for 3 points, though that is rare.' },
    { id: 'punts-only', name: 'Punts only', color: C.neutral, description: 'Fair catches are allowed on punts but not on kickoffs: under the dynamic kickoff rules, receivers must return the ball or take a touchback.' },
  ],
  field: { crop: [58, 102], yCrop: [4.5, 44] },
  Art: FairCatchArt,
});

function FairCatchArt() {
  const { px } = useScale();
  const rx = 92;
  const ry = 22;
  const only = usePillBox({ x: 70, y: 41, text: 'Punts only, not kickoffs', size: 10 });
  const dead = usePillBox({ x: rx, y: 38.5, text: 'Drive starts here', size: 10 });
  return (
    <>
      <Arrow from={[58, 33]} via={[76, 4]} to={[rx - 1.3, ry - 1.2]} color={C.ball} dashed width={2} />
      <Hotspot id="dead-ball" area={{ x: dead.x, y: 27, w: dead.w, h: dead.y + dead.h - 27 }}>
        <FieldLine x={rx} color={C.ball} y0={27} y1={36} width={3} dashed />
        <Pill x={rx} y={38.5} text="Drive starts here" size={10} bg={C.ball} />
      </Hotspot>
      <Hotspot id="hands-off" area={{ x: 83.2, y: 14, w: 4.4, h: 17 }}>
        <Player x={85.4} y={16.5} team="offense" r={7} />
        <Player x={85.8} y={28} team="offense" r={7} />
        <Arrow from={[79.5, 15]} to={[84, 16.2]} color={C.offense} width={2} />
        <Arrow from={[80, 30]} to={[84.4, 28.5]} color={C.offense} width={2} />
      </Hotspot>
      <Hotspot id="interference" area={{ cx: 84.5, cy: 34, r: px(13) }}>
        <Flag x={84.5} y={33.6} size={13} />
        <Label x={84.5} y={36.4} size={9}>15 yds</Label>
      </Hotspot>
      <Hotspot id="signal" area={{ x: rx - 2, y: 15, w: 5, h: 9.2 }}>
        <Player x={rx} y={ry} team="defense" label="R" r={8} />
        <path d={`M${rx + 0.5} ${ry - 0.8}L${rx + 1.6} ${ry - 3.6}`} stroke={C.highlight} strokeWidth={px(3.5)} strokeLinecap="round" />
        <path d={`M${rx + 0.2} ${ry - 4.8}q1.4 -0.9 2.8 0M${rx - 0.2} ${ry - 5.7}q1.8 -1.2 3.6 0`} fill="none" stroke={C.highlight} strokeWidth={px(2)} strokeLinecap="round" />
        <Label x={rx + 1.4} y={ry - 7.1} size={10}>wave</Label>
      </Hotspot>
      <Hotspot id="punts-only" area={only}>
        <Pill x={70} y={41} text="Punts only, not kickoffs" size={10} bg={C.neutral} />
      </Hotspot>
      <Player x={97.5} y={14} team="defense" r={6} />
      <Player x={96} y={33} team="defense" r={6} />
      {/* the rest of the punting team covering downfield, the receiving team's blockers retreating */}
      {[[79, 10], [77.5, 19], [76, 25.5], [77, 32], [80, 38.5], [71, 15], [70, 29], [64.5, 22]].map(([x, y]) => <Player key={`${x}-${y}`} x={x!} y={y!} team="offense" r={6} />)}
      <Player x={60} y={26} team="offense" label="P" color={C.kicker} r={6} />
      {[[82.5, 9], [81, 17.5], [80, 24.5], [81, 31], [83.5, 37.5], [88, 12], [89, 30], [74, 21.5]].map(([x, y]) => <Player key={`${x}-${y}`} x={x!} y={y!} team="defense" r={6} />)}
    </>
  );
}

// ------------------------------------------------------------------ onside-kick
const onside = defineDiagram({
  ruleId: 'onside-kick',
  title: 'A declared onside kick from the kicking team’s own 35 that travels just past 10 yards',
  hotspots: [
    { id: 'ten-yards', name: 'At least 10 yards', color: C.highlight, description: 'An onside kick must travel at least 10 yards before a kicking player may touch it, unless a receiving player touches it first.' },
    { id: 'onside-setup', name: 'Onside alignment', color: C.offense, description: 'The kicking team lines up right next to the ball, rather than at the receiving 40 as on a normal kickoff.' },
    { id: 'declared', name: 'Declared, trailing', color: C.clock, description: 'The kicking team must tell the officials in advance, and may only try it while it is behind in the score. A surprise short kick is treated as an ordinary kickoff that fell short.' },
    { id: 'recovery', name: 'Recovery', color: C.ball, description: 'If the kicking team recovers legally, it keeps the ball where it recovered it. If not, the receiving team usually starts with excellent field position.' },
    { id: 'receivers', name: 'Receiving team', color: C.defense, description: 'The receiving team may touch the ball at any time; once one of its players touches it, the kicking team may recover it even before 10 yards.' },
  ],
  field: { crop: [30, 68], yCrop: [4.5, 44] },
  lineup: { kind: 'free-kick', offense: own(35), defense: own(45) },
  Art: OnsideArt,
});

function OnsideArt() {
  const { px } = useScale();
  const tee = own(35);
  const ten = tee + 10;
  // five on each side of the kicker; the one who recovers (faded) started at 18.5
  const kickY = [8.8, 12.2, 15.5, 22.3, 30.5, 33.5, 36.5, 39.5, 42.5];
  return (
    <>
      <Hotspot id="ten-yards" area={{ x: tee, y: 10.3, w: 10.6, h: 33.7 }}>
        <FieldLine x={ten} color={C.highlight} y0={10.5} y1={44} width={3} />
        <Measure x0={tee} x1={ten} y={12.2} text="at least 10 yards" size={10} color={C.highlight} />
      </Hotspot>
      <Hotspot id="onside-setup" area={{ x: tee - 3.6, y: 7.6, w: 4.6, h: 36.4 }}>
        {kickY.map((y) => <Player key={y} x={tee - 0.9} y={y} team="offense" r={6.5} />)}
        <Player x={tee - 0.9} y={18.7} team="offense" r={6.5} ghost />
        <Player x={tee - 2.4} y={MID} team="offense" label="K" color={C.kicker} r={8} />
      </Hotspot>
      <Ball x={tee} y={MID} angle={90} size={9} />
      <Hotspot id="receivers" area={{ x: ten + 2.3, y: 7, w: 10, h: 37 }}>
        {[8, 11.7, 15.4, 24.2, 27.9, 31.6, 35.3, 39, 42.6].map((y) => <Player key={y} x={ten + 3.5} y={y} team="defense" r={6.5} />)}
        <Player x={ten + 10} y={14} team="defense" r={6.5} />
        <Player x={ten + 10} y={38} team="defense" r={6.5} />
      </Hotspot>
      <Hotspot id="recovery" area={{ x: tee + 1, y: 17, w: 12, h: 10 }}>
        <path
          d={`M${tee + 0.8} ${MID - 0.4}q1.8 -3 3.6 -1.6q1.6 -2.6 3.2 -1.6q1.3 -2 2.6 -1.2`}
          fill="none"
          stroke={C.ball}
          strokeWidth={px(2.5)}
          strokeDasharray={`${px(4)} ${px(3)}`}
          strokeLinecap="round"
        />
        <Ball x={ten + 0.9} y={21.4} angle={30} size={12} />
        <Player x={ten + 1.4} y={19.3} team="offense" r={7} moved />
        <Arrow from={[tee - 0.2, 18.7]} via={[49, 16.5]} to={[ten - 0.3, 18.9]} color={C.offense} width={2} dashed />
        <Label x={ten + 4.4} y={20.6} size={10} anchor="start">recovered!</Label>
      </Hotspot>
      <Hotspot id="declared" area={{ x: 31, y: 34.5, w: 10.5, h: 8 }}>
        <Panel x={31} y={34.5} w={10.5} h={8} />
        <Label x={36.25} y={36.8} size={12} halo={false}>Down 7</Label>
        <Label x={36.25} y={40.1} size={9} halo={false} weight={600}>onside declared</Label>
      </Hotspot>
    </>
  );
}

// ------------------------------------------------------------------ blocked-kick
const blocked = defineDiagram({
  ruleId: 'blocked-kick',
  title: 'A blocked field goal: the loose ball behind the line and who may recover it',
  hotspots: [
    { id: 'block', name: 'The block', color: C.defense, description: 'A rusher gets a hand on the kick. The ball is now loose and either team may recover it.' },
    { id: 'loose-ball', name: 'Loose behind the line', color: C.ball, description: 'A blocked kick that stays behind the line of scrimmage can be picked up and advanced by either team.' },
    { id: 'kicking-team-recovers', name: 'Kicking team recovers', color: C.offense, description: 'If the kicking team recovers behind the line, it keeps the ball only if it then reaches the line to gain on that play; otherwise the other team takes over.' },
    { id: 'scoop-and-score', name: 'Scoop and score', color: C.scoring, description: 'If the defense recovers, it can run the ball back, and a return into the end zone is a touchdown.' },
    { id: 'roughing', name: 'Roughing the kicker', color: C.flag, description: 'Rushers may go for the ball, but one who misses it must avoid running into the kicker or holder, or it is roughing the kicker.' },
  ],
  field: { crop: [56, 98], yCrop: [4.5, 44] },
  lineup: scrimmage(opp(30)),
  Art: BlockedArt,
});

function BlockedArt() {
  const { px } = useScale();
  const los = opp(30);
  const spot = los - 7;
  const gain = los + 6;
  return (
    <>
      <FieldLine x={los} color={C.offense} y0={8} y1={44} width={2.5} />
      <Hotspot id="kicking-team-recovers" area={{ x: 62, y: 10, w: gain - 62 + 1, h: 34 }}>
        <FieldLine x={gain} color={C.highlight} y0={10} y1={44} width={2.5} dashed />
        <Label x={gain} y={12} size={10}>line to gain</Label>
        <Player x={65} y={36} team="offense" label="H" r={7.5} moved />
        <Arrow from={[65.5, 34.4]} to={[66.6, 31.9]} color={C.offense} width={2} />
        <Label x={65} y={39} size={9}>must reach it</Label>
      </Hotspot>
      {[-4.5, -3, -1.5, 0, 1.5, 3, 4.5].map((k) => <Player key={k} x={los - 0.7} y={MID + k} team="offense" r={5.5} />)}
      {[-5.9, 5.9].map((k) => <Player key={k} x={los - 1.7} y={MID + k} team="offense" r={5.5} />)}
      {[-5.3, -3.8, -2.3, -0.8, 0.8, 2.3, 3.8, 5.3].map((k) => <Player key={k} x={los + 1} y={MID + k} team="defense" r={5.5} />)}
      <Player x={los + 9} y={MID + 3} team="defense" r={5.5} />
      <Player x={spot - 2} y={MID - 2.6} team="offense" label="K" color={C.kicker} r={7.5} />
      <Hotspot id="roughing" area={{ cx: spot - 3.2, cy: MID - 6.2, r: px(13) }}>
        <Flag x={spot - 3.2} y={MID - 6.2} size={13} />
      </Hotspot>
      <Hotspot id="block" area={{ x: spot + 1, y: MID - 7.6, w: 5.8, h: 7 }}>
        <Arrow from={[los + 1, MID - 6.5]} via={[los - 1.5, MID - 6.5]} to={[spot + 3.8, MID - 3]} color={C.defense} width={2.5} />
        <Player x={spot + 3} y={MID - 2.2} team="defense" label="DE" r={7.5} moved />
        <Burst x={spot + 1.6} y={MID - 0.8} size={15} />
      </Hotspot>
      <Hotspot id="loose-ball" area={{ x: 63, y: MID - 0.6, w: 12.6, h: 5.8 }}>
        <path
          d={`M${spot + 1} ${MID}q-1.5 -1.6 -3 0.8q-1.3 -1.2 -2.6 1.2q-1 -0.8 -2 1.4`}
          fill="none"
          stroke={C.ball}
          strokeWidth={px(2.5)}
          strokeDasharray={`${px(4)} ${px(3)}`}
          strokeLinecap="round"
        />
        <Ball x={67} y={MID + 3.6} angle={30} size={12} />
        <Label x={68.6} y={MID + 3.8} size={10} anchor="start">loose ball</Label>
      </Hotspot>
      <Hotspot id="scoop-and-score" area={{ x: 57, y: MID + 1, w: 10, h: 5 }}>
        <Player x={66} y={MID + 1.3} team="defense" label="CB" r={7.5} moved />
        <Arrow from={[64.8, MID + 1.8]} via={[61, MID + 3.5]} to={[57.3, MID + 3]} color={C.scoring} width={3} />
      </Hotspot>
    </>
  );
}

export const specialTeamsDiagrams = [punt, kickoff, fairCatch, onside, blocked];
