import styled from '@emotion/styled';
import type { Team } from '@gg/contracts';
import { useQueryClient } from '@gg/data';
import { teamsQuery } from '@gg/data/queries';
import { isFavorite, loadFavoriteTeams, useFavoriteTeamIds } from '../../../shared/teams/favorite-teams';
import { Button, themed } from '@gg/ui';

/** Pressed, the star fills in gold (the theme's warning colour); the pressed state is said by aria-pressed, not by colour. */
const Toggle = styled(Button)(themed(({ theme }) => ({
  flex: '0 0 auto', marginLeft: 'auto',
  '& .star': { fontSize: theme.font.size.xl, lineHeight: 1 },
  '&[aria-pressed="true"] .star': { color: theme.color.warning },
})));

/**
 * Marks the team as one of the fan's favorites (kept on the device): its games and standings then
 * come first. A star alone (outlined, filled gold once pressed), 44 px square, named in words; the
 * name stays the same pressed or not, as a toggle's should, and `aria-pressed` says which. On the server, and while hydrating, it is drawn unpressed (the device is not known there).
 * The store's code is fetched as the finger goes down (a fan with favorites has it already).
 */
export function FavoriteTeamToggle({ team }: { team: Pick<Team, 'id' | 'displayName'> }) {
  const favorite = isFavorite(useFavoriteTeamIds(), team.id);
  const client = useQueryClient();
  const toggle = () => {
    // with the league's list at hand, favorites of teams that no longer exist are dropped
    const known = client.getQueryData(teamsQuery().queryKey)?.map((t) => t.id);
    void loadFavoriteTeams().then((store) => store.setFavoriteTeam(team.id, !favorite, known));
  };
  return (
    <Toggle type="button" variant="secondary" size="sm" aria-pressed={favorite} aria-label={`Add ${team.displayName} to favorites`} onPointerDown={() => void loadFavoriteTeams()} onClick={toggle}>
      <span className="star" aria-hidden="true">{favorite ? '★' : '☆'}</span>
    </Toggle>
  );
}
