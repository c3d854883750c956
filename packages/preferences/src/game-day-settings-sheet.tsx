/**
 * The one place a fan changes how game day is shown: spoiler-safe mode (off, every team, or the
 * teams they pick), a delay to stay behind the broadcast they watch, betting odds (off until
 * they turn them on) and their favorite teams. Every change is saved on the device at once; Done only closes the sheet.
 */
import styled from '@emotion/styled';
import { memo, useId, useState, type RefObject } from 'react';
import { Button, themed } from '@gg/ui';
import { Dialog, DialogContent, useDialogClose } from '@gg/ui/dialog';
import { BROADCAST_DELAY_STEPS, delayInWords, nearestDelayStep } from './broadcast-delay';
import { updateViewingPreferences, useViewingPreferences } from '@gg/preferences';
import { setFavoriteTeam, useFavoriteTeamIds } from '@gg/preferences/favorite-teams';

export interface TeamOption { id: string; name: string }

type SpoilerMode = 'off' | 'everything' | 'teams';

const Form = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(3) })));
const Group = styled.fieldset(themed(({ theme }) => ({
  border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.space(0.5), minWidth: 0,
  '& > legend': { padding: 0, marginBottom: theme.space(0.5), fontWeight: theme.font.weight.bold, fontSize: theme.font.size.lg },
})));
const Hint = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm })));
const Choice = styled.label(themed(({ theme }) => ({
  display: 'flex', alignItems: 'center', gap: theme.space(1), minHeight: theme.touchTarget, cursor: 'pointer',
  '& input': { width: theme.size.icon, height: theme.size.icon, flex: '0 0 auto', margin: 0, accentColor: theme.color.primary },
  '& input:disabled + span': { color: theme.color.textMuted },
})));
const TeamList = styled.ul(themed(({ theme }) => ({
  listStyle: 'none', margin: `${theme.space(0.5)} 0 0`, padding: `0 0 0 ${theme.space(1)}`, display: 'grid',
  borderLeft: `3px solid ${theme.color.border}`,
  [theme.breakpoint.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
})));
const Field = styled.div(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(0.5),
  '& label': { fontWeight: theme.font.weight.bold, fontSize: theme.font.size.lg },
  '& output': { fontWeight: theme.font.weight.semibold },
  '& input[type="range"]': { width: '100%', minHeight: theme.touchTarget, margin: 0, accentColor: theme.color.primary },
})));
const Ends = styled.div(themed(({ theme }) => ({ display: 'flex', justifyContent: 'space-between', color: theme.color.textMuted, fontSize: theme.font.size.xs })));
const Switch = styled.label(themed(({ theme }) => ({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(2), minHeight: theme.touchTarget, cursor: 'pointer',
  fontWeight: theme.font.weight.bold, fontSize: theme.font.size.lg,
  '& input': { width: theme.space(3), height: theme.space(3), flex: '0 0 auto', margin: 0, accentColor: theme.color.primary },
})));
const Done = styled(Button)({ width: '100%' });

function SpoilerSafeChoice({ teams }: { teams: readonly TeamOption[] | undefined }) {
  const prefs = useViewingPreferences();
  const { everything, teamIds } = prefs.spoilerSafe;
  // "chosen teams" with none ticked yet is still that choice on screen (the store just hides nothing)
  const [picking, setPicking] = useState(!everything && teamIds.length > 0);
  const mode: SpoilerMode = everything ? 'everything' : picking || teamIds.length > 0 ? 'teams' : 'off';
  const hintId = useId();
  const hasTeams = Boolean(teams && teams.length > 0);

  const choose = (next: SpoilerMode) => {
    setPicking(next === 'teams');
    updateViewingPreferences((current) => ({
      ...current,
      // "off" forgets the picked teams: off must mean nothing is hidden
      spoilerSafe: { everything: next === 'everything', teamIds: next === 'off' ? [] : current.spoilerSafe.teamIds },
    }));
  };
  const toggleTeam = (id: string, on: boolean) => updateViewingPreferences((current) => ({
    ...current,
    spoilerSafe: { everything: false, teamIds: on ? [...current.spoilerSafe.teamIds, id] : current.spoilerSafe.teamIds.filter((t) => t !== id) },
  }));

  const option = (value: SpoilerMode, label: string, disabled = false) => (
    <Choice>
      <input type="radio" name="spoiler-safe" value={value} checked={mode === value} disabled={disabled} onChange={() => choose(value)} />
      <span>{label}</span>
    </Choice>
  );
  return (
    <Group aria-describedby={hintId}>
      <legend>Spoiler-safe mode</legend>
      <Hint id={hintId}>Hides scores, winners, records, standings and result headlines until you tap to reveal them.</Hint>
      {option('off', 'Off')}
      {option('everything', 'On for every team')}
      {option('teams', 'On for the teams I choose', !hasTeams && mode !== 'teams')}
      {!hasTeams && mode !== 'teams' ? <Hint>The team list is not available here; choose every team instead.</Hint> : null}
      {mode === 'teams' && teams ? (
        <Group>
          <legend className="gg-visually-hidden">Teams to keep spoiler-free</legend>
          <TeamList>
            {teams.map((team) => (
              <li key={team.id}>
                <Choice>
                  <input type="checkbox" checked={teamIds.includes(team.id)} onChange={(e) => toggleTeam(team.id, e.target.checked)} />
                  <span>{team.name}</span>
                </Choice>
              </li>
            ))}
          </TeamList>
        </Group>
      ) : null}
    </Group>
  );
}

function BroadcastDelay() {
  const { broadcastDelaySeconds } = useViewingPreferences();
  const id = useId();
  const words = broadcastDelaySeconds === 0 ? 'No delay — live as it happens' : `${delayInWords(broadcastDelaySeconds)} behind live`;
  return (
    <Field>
      <label htmlFor={id}>I’m behind the broadcast</label>
      <Hint id={`${id}-hint`}>Live scores, plays and alerts wait this long, so they never get ahead of your TV or stream.</Hint>
      <output htmlFor={id}>{words}</output>
      <input
        id={id}
        type="range"
        min={0}
        max={BROADCAST_DELAY_STEPS.length - 1}
        step={1}
        value={nearestDelayStep(broadcastDelaySeconds)}
        aria-valuetext={words}
        aria-describedby={`${id}-hint`}
        onChange={(e) => updateViewingPreferences({ broadcastDelaySeconds: BROADCAST_DELAY_STEPS[Number(e.target.value)] ?? 0 })}
      />
      <Ends aria-hidden="true"><span>None</span><span>2 min</span></Ends>
    </Field>
  );
}

function OddsSwitch() {
  const { showOdds } = useViewingPreferences();
  const hintId = useId();
  return (
    <div>
      <Switch>
        <span>Show betting odds</span>
        <input type="checkbox" role="switch" checked={showOdds} aria-describedby={hintId} onChange={(e) => updateViewingPreferences({ showOdds: e.target.checked })} />
      </Switch>
      <Hint id={hintId}>Off unless you turn it on: sportsbooks’ spreads, totals and moneylines on games.</Hint>
    </div>
  );
}

/** The fan's teams: their games and standings come first, marked with a star. */
function FavoriteTeams({ teams }: { teams: readonly TeamOption[] | undefined }) {
  const favorites = useFavoriteTeamIds();
  const hintId = useId();
  const known = teams?.map((t) => t.id);
  return (
    <Group aria-describedby={hintId}>
      <legend>Favorite teams</legend>
      <Hint id={hintId}>Their games and standings come first, marked with a star.</Hint>
      {teams && teams.length > 0 ? (
        <TeamList>
          {teams.map((team) => (
            <li key={team.id}>
              <Choice>
                <input type="checkbox" checked={favorites.includes(team.id)} onChange={(e) => setFavoriteTeam(team.id, e.target.checked, known)} />
                <span>{team.name}</span>
              </Choice>
            </li>
          ))}
        </TeamList>
      ) : (
        <Hint>Mark a team with the star on its page.</Hint>
      )}
    </Group>
  );
}

function DoneButton() {
  const close = useDialogClose();
  return <Done onClick={close}>Done</Done>;
}

/**
 * The sheet's content; put it inside a `Dialog` (see GameDaySettings for the button that opens it).
 * It stays in the page closed once rendered, and opening it renders nothing of it again.
 */
export const GameDaySettingsSheet = memo(function GameDaySettingsSheet({ teams, returnFocusTo }: { teams?: readonly TeamOption[]; returnFocusTo?: RefObject<HTMLElement | null> }) {
  return (
    <DialogContent keepMounted title="Game-day settings" description="How scores, results, delays, odds and your favorite teams are shown on this device." returnFocusTo={returnFocusTo}>
      <Form>
        <SpoilerSafeChoice teams={teams} />
        <BroadcastDelay />
        <OddsSwitch />
        <FavoriteTeams teams={teams} />
        <DoneButton />
      </Form>
    </DialogContent>
  );
});

/** The sheet in its dialog: what GameDaySettings loads and renders (closed) ahead of the first tap. */
export default function GameDaySettingsDialog({ open, onOpenChange, teams, returnFocusTo }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teams?: readonly TeamOption[];
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <GameDaySettingsSheet teams={teams} returnFocusTo={returnFocusTo} />
    </Dialog>
  );
}
