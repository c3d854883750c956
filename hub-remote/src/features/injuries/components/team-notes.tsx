import styled from '@emotion/styled';
import type { Injury } from '@gg/contracts';
import { Card, useTimeZone, themed } from '@gg/ui';
import { Link } from '@gg/router';
import { useId } from 'react';
import { reportedDate } from '../format';

const Section = styled.section(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(1),
  '& h2, & h3': { fontSize: theme.font.size.lg },
})));
const Intro = styled.p(themed(({ theme }) => ({ margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted })));
const List = styled.ul(themed(({ theme }) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(1) })));
const Note = styled(Card)(themed(({ theme }) => ({ display: 'grid', gap: theme.space(0.5), padding: theme.space(1.5), '& p': { margin: 0 } })));
const Who = styled.p(themed(({ theme }) => ({ margin: 0, fontSize: theme.font.size.sm, fontWeight: theme.font.weight.semibold, '& a': { color: theme.color.link } })));
const When = styled.p(themed(({ theme }) => ({ margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted })));

/**
 * ESPN's "listed on the injury report as active" entries. They are not injuries (often a contract
 * or a signing), so they have no status, no injury card and no place in any count: a plain list of
 * what each says, which team (and player, when named) and when.
 */
export function TeamNotes({ notes, level }: { notes: Injury[]; level: 2 | 3 }) {
  const id = useId();
  const zone = useTimeZone();
  return (
    <Section aria-labelledby={id}>
      {level === 2 ? <h2 id={id}>Team Notes</h2> : <h3 id={id}>Team Notes</h3>}
      <Intro>Listed on Injury Report as active: these are not injuries and are not counted above.</Intro>
      <List>
        {notes.map((note) => {
          const day = reportedDate(note.dateReported, zone);
          const team = note.teamName ? (note.teamId ? <Link to={`/team/${note.teamId}`}>{note.teamName}</Link> : note.teamName) : null;
          return (
            <li key={note.id}>
              <Note>
                <Who>{team}{team && note.playerName ? ' · ' : null}{note.playerName}</Who>
                {note.description?.trim() ? <p>{note.description}</p> : null}
                {day ? <When><time dateTime={note.dateReported ?? undefined}>{day}</time></When> : null}
              </Note>
            </li>
          );
        })}
      </List>
    </Section>
  );
}
