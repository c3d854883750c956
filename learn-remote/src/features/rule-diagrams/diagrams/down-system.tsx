/**
 * The down system's drawing, in a chunk of its own: it is the rule a newcomer opens first (Quick
 * Start), so its page loads this one drawing rather than the whole offense group.
 */
import { diagramColors as C } from '@gg/ui';
import { defineDiagram, scrimmage } from '../define';
import { FIELD, own, useScale } from '@gg/ui/field';
import { Hotspot } from '../hotspot';
import { Ball, FieldLine, Label, Measure, Panel, Pill, Player, usePillBox } from '../parts';

// ------------------------------------------------------------------ down-system
const downSystem = defineDiagram({
  ruleId: 'down-system',
  title: 'A drive starting at 1st and 10 on the offense’s own 30, with the line to gain at the 40',
  hotspots: [
    { id: 'line-of-scrimmage', name: 'Line of scrimmage', color: C.offense, description: 'This drive starts at 1st and 10 at the team’s own 30. Every play begins from this line through the ball.' },
    { id: 'line-to-gain', name: 'Line to gain', color: C.highlight, description: '10 yards ahead, at the own 40 (the yellow line on TV). Reach it within four downs to earn a new 1st and 10.' },
    { id: 'down-and-distance', name: '1st & 10', color: C.clock, description: 'First down, 10 yards to go. Down and distance are always said together: 3rd and 4 means third down with 4 yards still needed.' },
    { id: 'four-downs', name: 'Four downs', color: C.scoring, description: 'The offense gets four tries. If it comes up short on 4th down the other team takes over at that spot, so most teams punt or kick a field goal instead.' },
    { id: 'chain-crew', name: 'Chain crew', color: C.chain, description: 'On the sideline, two poles joined by a 10-yard chain mark the start of the set of downs and the line to gain; the down box shows which down it is.' },
  ],
  field: { crop: [26, 64], yCrop: [0, 33], pad: { top: 5 } },
  lineup: scrimmage(own(30)),
  Art: DownSystemArt,
});

function DownSystemArt() {
  const { px } = useScale();
  const los = own(30);
  const gain = own(40);
  const ballY = FIELD.hashTop;
  const olY = [-2, -1, 0, 1, 2].map((k) => ballY + k * 1.5);
  const r = 7.5;
  const losPill = usePillBox({ x: los, y: 2.2, text: 'Own 30', size: 11 });
  const gainPill = usePillBox({ x: gain, y: 2.2, text: 'Line to gain', size: 11 });
  return (
    <>
      <Hotspot id="line-of-scrimmage" area={{ x: los - px(6), y: losPill.y, w: px(12), h: 33 - losPill.y }}>
        <FieldLine x={los} color={C.offense} y0={0} />
        <Pill x={los} y={2.2} text="Own 30" size={11} bg={C.offense} />
      </Hotspot>
      <Hotspot id="line-to-gain" area={{ x: gainPill.x, y: gainPill.y, w: gainPill.w, h: 33 - gainPill.y }}>
        <FieldLine x={gain} color={C.highlight} y0={0} />
        <Pill x={gain} y={2.2} text="Line to gain" size={11} bg={C.highlight} fg={C.clock} />
      </Hotspot>
      <Measure x0={los} x1={gain} y={11} text="10 yards" />

      {/* offense (driving right) in 11 personnel: seven on the line (five linemen, the tight end,
          the split end) and four backs (the quarterback, the running back, two receivers set off
          the line, so the tight end stays an eligible end) */}
      {olY.map((y) => <Player key={y} x={los - 0.9} y={y} team="offense" r={r} />)}
      <Player x={los - 0.9} y={ballY + 4.5} team="offense" label="TE" r={9} />
      <Player x={los - 3} y={ballY} team="offense" label="QB" r={9} />
      <Player x={los - 6.5} y={ballY} team="offense" label="RB" r={9} />
      <Player x={los - 0.9} y={13} team="offense" label="WR" r={9} />
      <Player x={los - 1.8} y={17.8} team="offense" label="WR" r={9} />
      <Player x={los - 1.8} y={31} team="offense" label="WR" r={9} />
      {[-2.2, -0.75, 0.75, 2.2].map((k) => <Player key={k} x={los + 1.2} y={ballY + k * 1.5} team="defense" r={r} />)}
      {[-4, 0, 4].map((k) => <Player key={k} x={los + 5} y={ballY + k} team="defense" r={r} />)}
      <Player x={los + 2} y={13} team="defense" r={r} />
      <Player x={los + 2} y={31} team="defense" r={r} />
      <Player x={gain + 3} y={17} team="defense" r={r} />
      <Player x={gain + 3} y={29} team="defense" r={r} />
      <Ball x={los - 0.1} y={ballY} angle={0} size={11} />

      <Hotspot id="down-and-distance" area={{ x: 27, y: 13, w: 9, h: 4 }}>
        <Panel x={27} y={13} w={9} h={4} rx={px(6)} />
        <Label x={31.5} y={15} size={15} halo={false}>{'1st & 10'}</Label>
      </Hotspot>
      <Hotspot id="four-downs" area={{ x: 27, y: 18.2, w: 9, h: 3 }}>
        {[1, 2, 3, 4].map((d, i) => (
          <g key={d}>
            <rect x={27 + i * 2.3} y={18.2} width={2.1} height={3} rx={px(3)} fill={i === 0 ? C.scoring : C.clock} stroke={C.line} strokeWidth={px(1.2)} />
            <Label x={28.05 + i * 2.3} y={19.7} size={11} halo={false}>{d}</Label>
          </g>
        ))}
      </Hotspot>

      {/* the chain crew on the sideline, out of bounds */}
      <Hotspot id="chain-crew" area={{ x: los - 1, y: -4.4, w: gain - los + 2, h: 3.8 }}>
        <path d={`M${los} -2.5H${gain}`} stroke={C.chain} strokeWidth={px(2)} strokeDasharray={`${px(3)} ${px(2)}`} />
        {[los, gain].map((x) => (
          <g key={x}>
            <path d={`M${x} -4.2V-0.8`} stroke={C.chain} strokeWidth={px(4)} strokeLinecap="round" />
            <rect x={x - px(6)} y={-4.4} width={px(12)} height={px(8)} rx={px(2)} fill={C.chain} stroke={C.line} strokeWidth={px(1)} />
          </g>
        ))}
        <rect x={los + 2.2} y={-4.2} width={px(18)} height={px(20)} rx={px(3)} fill={C.clock} stroke={C.chain} strokeWidth={px(2)} />
        <Label x={los + 2.2 + px(9)} y={-4.2 + px(10)} size={12} halo={false}>1</Label>
        <Label x={(los + gain) / 2 + 1.5} y={-2.5} size={10} anchor="start" color={C.line}>chains</Label>
      </Hotspot>
    </>
  );
}

export const downSystemDiagrams = [downSystem];
