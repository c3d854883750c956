import styled from '@emotion/styled';
import { RELEVANCE_COLOURS, relevanceColour, relevanceText, type RelevanceColour } from '../format';
import { themedBy } from '@gg/ui';

const Pill = styled.span<{ colour: RelevanceColour }>(themedBy<{ colour: RelevanceColour }>({ colour: true }, ({ theme, colour }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${theme.space(0.25)} ${theme.space(1)}`,
  borderRadius: theme.radius.pill,
  background: theme.color[RELEVANCE_COLOURS[colour].background],
  color: theme.color[RELEVANCE_COLOURS[colour].text],
  fontSize: theme.font.size.xs,
  fontWeight: theme.font.weight.bold,
  whiteSpace: 'nowrap',
})));

/** 'n/10 trending', coloured by how hot the topic is; the number says it without the colour. */
export function RelevanceBadge({ score }: { score: number }) {
  return <Pill colour={relevanceColour(score)}>{relevanceText(score)}</Pill>;
}
