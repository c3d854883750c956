/**
 * The situation of a live game, drawn and explained: who has the ball, down and distance, red-zone
 * and goal-to-go marks, each side's timeouts, the field (the learning diagrams' field, to scale)
 * with the ball and the line to gain, and one sentence for a newcomer whose football words open
 * their glossary definition. Loaded on its own (see lazy-situation.tsx).
 */
import styled from '@emotion/styled';
import type { Game, GameSituation } from '@gg/contracts';
import { isGoalToGo, isInRedZone, lineToGain, possessionSide, TIMEOUTS_PER_HALF } from '@gg/contracts/situation';
import { Badge, diagramColors, themed } from '@gg/ui';
import { Field, FIELD, useScale } from '@gg/ui/field';
import { GlossaryTermsProvider, TermText } from '../../../shared/glossary/term-text';
import { fieldDescription, isOvertime, nickname, situationLine, situationSentence } from './situation-words';
import { SITUATION_FIELD_RATIO, SituationBox } from './situation-room';
import { CurrentDriveLine } from '../drive/current-drive-line';

const Line = styled.p(themed(({ theme }) => ({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(0.75), margin: 0,
  '& .down': { fontWeight: theme.font.weight.bold, fontVariantNumeric: 'tabular-nums' },
})));
const Possession = styled.span(themed(({ theme }) => ({
  display: 'inline-flex', alignItems: 'center', gap: theme.space(0.5), fontWeight: theme.font.weight.semibold,
  padding: `0 ${theme.space(0.75)}`, borderRadius: theme.radius.pill, border: `1px solid ${theme.color.border}`, fontSize: theme.font.size.sm,
})));
const Timeouts = styled.p(themed(({ theme }) => ({
  display: 'flex', flexWrap: 'wrap', gap: theme.space(1.5), margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm,
  '& .team': { display: 'inline-flex', alignItems: 'center', gap: theme.space(0.5) },
})));
const Pip = styled('span', { shouldForwardProp: (prop) => prop !== 'left' })<{ left: boolean }>(({ theme, left }) => ({
  display: 'inline-block', width: theme.space(1), height: theme.space(1), borderRadius: '50%',
  border: `1px solid ${theme.color.text}`, background: left ? theme.color.text : 'transparent',
}));
const FieldFrame = styled.div(themed(({ theme }) => ({
  aspectRatio: SITUATION_FIELD_RATIO, borderRadius: theme.radius.sm, overflow: 'hidden',
  '& svg': { height: '100%' },
})));
const Sentence = styled.p(themed(({ theme }) => ({ margin: 0, fontSize: theme.font.size.sm })));

/** The strip of the field shown: sideline numbers in, most of the sideline apron out (to scale either way). */
const Y_CROP: [number, number] = [5, FIELD.width - 5];

const BallIcon = () => (
  <svg width="16" height="10" viewBox="0 0 16 10" aria-hidden="true">
    <ellipse cx="8" cy="5" rx="7.5" ry="4.5" fill={diagramColors.ball} />
    <path d="M5 5h6M6.5 3.8v2.4M8 3.8v2.4M9.5 3.8v2.4" stroke={diagramColors.line} strokeWidth="0.9" />
  </svg>
);

/** x on the drawing of a spot in the contract's yards (from the home goal line, which is drawn on the left). */
const xOf = (yardLine: number) => FIELD.goalLeft + yardLine;

/** "to gain" beside the line to gain, on the side the offense is heading, on a dark backing to stay legible. */
function LineLabel({ x, dir }: { x: number; dir: number }) {
  const { px } = useScale();
  const text = 'to gain';
  const width = px(44);
  const height = px(15);
  // beside the line, toward the goal the offense attacks, unless that runs off the field
  const toward = dir > 0 ? (x + px(4) + width < FIELD.length ? 1 : -1) : (x - px(4) - width > 0 ? -1 : 1);
  const left = toward > 0 ? x + px(4) : x - px(4) - width;
  const top = FIELD.midY + px(9);
  return (
    <g>
      <rect x={left} y={top} width={width} height={height} rx={px(3)} fill={diagramColors.clock} fillOpacity={0.85} />
      <text x={left + width / 2} y={top + height / 2} textAnchor="middle" dominantBaseline="central" fontSize={px(10)} fontWeight={700} fill={diagramColors.highlight}>{text}</text>
    </g>
  );
}

function BallAndLines({ situation, game }: { situation: GameSituation; game: Game }) {
  const { px } = useScale();
  const { yardLine } = situation;
  if (yardLine === undefined) return null;
  const side = possessionSide(situation, game);
  const toGain = lineToGain(situation, game);
  const x = xOf(yardLine);
  const y = FIELD.midY;
  // the home team drives right (toward the visitors' goal line), the visitors left
  const dir = side === 'home' ? 1 : side === 'away' ? -1 : 0;
  return (
    <g>
      {situation.phase === 'down' ? <path d={`M${x} ${Y_CROP[0]}V${Y_CROP[1]}`} stroke={diagramColors.offense} strokeWidth={px(3)} /> : null}
      {toGain !== null ? <path data-line-to-gain d={`M${xOf(toGain)} ${Y_CROP[0]}V${Y_CROP[1]}`} stroke={diagramColors.highlight} strokeWidth={px(3)} /> : null}
      {/* the yellow line is named on the field: its colour alone would not say what it is */}
      {toGain !== null && side !== null ? <LineLabel x={xOf(toGain)} dir={dir} /> : null}
      {dir !== 0 ? <path d={`M${x + dir * px(12)} ${y - px(5)}l${dir * px(7)} ${px(5)}l${-dir * px(7)} ${px(5)}z`} fill={diagramColors.line} /> : null}
      <ellipse data-ball cx={x} cy={y} rx={px(8)} ry={px(5)} fill={diagramColors.ball} stroke={diagramColors.line} strokeWidth={px(1)} />
    </g>
  );
}

function TimeoutsLeft({ situation, game }: { situation: GameSituation; game: Game }) {
  const sides = [
    { name: nickname(game.awayTeam), short: game.awayTeamAbbreviation ?? nickname(game.awayTeam), left: situation.awayTimeouts },
    { name: nickname(game.homeTeam), short: game.homeTeamAbbreviation ?? nickname(game.homeTeam), left: situation.homeTimeouts },
  ].filter((s): s is typeof s & { left: number } => s.left !== undefined);
  // the row keeps its room when no timeouts are known (overtime, a provider that left them out)
  if (sides.length === 0) return <Timeouts aria-hidden="true" />;
  const perTeam = Math.max(TIMEOUTS_PER_HALF, ...sides.map((s) => s.left));
  return (
    <Timeouts>
      <span>Timeouts left</span>
      {sides.map((s) => (
        <span key={s.name} className="team">
          <span aria-hidden="true">{s.short}</span>
          {Array.from({ length: perTeam }, (_, i) => <Pip key={i} left={i < s.left} aria-hidden="true" />)}
          <span className="gg-visually-hidden">{s.name}: {s.left}</span>
        </span>
      ))}
    </Timeouts>
  );
}

/** The situation of a live game (nothing when there is nothing to say). */
export function SituationView({ game, situation }: { game: Game; situation: GameSituation }) {
  const line = situationLine(situation, game);
  const sentence = situationSentence(situation, game);
  const side = possessionSide(situation, game);
  const team = side === 'home' ? game.homeTeam : side === 'away' ? game.awayTeam : null;
  const short = side === 'home' ? game.homeTeamAbbreviation : side === 'away' ? game.awayTeamAbbreviation : null;
  const marks = [
    isOvertime(game) ? <Badge key="ot" tone="strong">Overtime</Badge> : null,
    isInRedZone(situation, game) ? <Badge key="rz" tone="live">Red zone</Badge> : null,
    isGoalToGo(situation, game) ? <Badge key="goal" tone="warning">Goal to go</Badge> : null,
  ];
  return (
    <SituationBox role="group" aria-label="Situation on the field" data-situation={situation.phase}>
      <Line>
        {team ? (
          <Possession><BallIcon /><span aria-hidden="true">{short ?? nickname(team)}</span><span className="gg-visually-hidden">{nickname(team)} have the ball</span></Possession>
        ) : null}
        {line ? <span className="down" data-situation-line>{line}</span> : null}
        {marks}
      </Line>
      <CurrentDriveLine game={game} />
      <TimeoutsLeft situation={situation} game={game} />
      <FieldFrame role="img" aria-label={fieldDescription(situation, game)}>
        <Field yCrop={Y_CROP} goalposts={false} endZoneText={[game.homeTeamAbbreviation ?? undefined, game.awayTeamAbbreviation ?? undefined]}>
          <BallAndLines situation={situation} game={game} />
        </Field>
      </FieldFrame>
      <Sentence data-situation-sentence>{sentence ? <GlossaryTermsProvider><TermText text={sentence} /></GlossaryTermsProvider> : null}</Sentence>
    </SituationBox>
  );
}
