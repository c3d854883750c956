import type { Penalty } from '@gg/contracts';

// NFL fouls (2025 rulebook), in our own words. `yardage` is the standard distance (0 when the
// foul has no fixed yardage, such as a spot foul or loss of down only); `automatic` means the
// offended team gets an automatic first down (for fouls either side can commit, when the
// defense commits it); `lossOfDown` means the offense also loses the down (only where the
// description says so). `signal` describes the referee's signal.

export const penalties: Penalty[] = [
  {
    id: "offside",
    name: "Offside",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "A player, almost always a defender, is beyond his line of scrimmage when the ball is snapped. If the play goes on, the offense may keep the result or take the 5 yards.",
    signal: "Hands on hips",
  },
  {
    id: "encroachment",
    name: "Encroachment",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "A defender enters the neutral zone before the snap and touches an offensive player or the ball. The play is blown dead.",
    signal: "Hands on hips",
  },
  {
    id: "neutral-zone-infraction",
    name: "Neutral Zone Infraction",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "A defender moves into the neutral zone before the snap and an offensive player reacts to him, or he has a clear path to the quarterback. The play is blown dead and the offensive player is not penalized.",
    signal: "Hands on hips",
  },
  {
    id: "false-start",
    name: "False Start",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "An offensive player, once set, moves in a way that imitates the start of the play. The ball is dead immediately, the offense moves back 5 yards and the down is replayed.",
    signal: "Forearms rotated over and over in front of the body",
  },
  {
    id: "delay-of-game",
    name: "Delay of Game",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "The offense fails to snap the ball before the play clock expires (40 seconds after most plays, 25 after stoppages), or a team otherwise delays the restart of play. The down is replayed.",
    signal: "Arms folded across the chest",
  },
  {
    id: "defensive-delay-of-game",
    name: "Defensive Delay of Game",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "A defender slows the restart of play, for example by staying on a tackled runner too long or knocking the ball away from where it is being spotted.",
    signal: "Arms folded across the chest",
  },
  {
    id: "excess-timeout",
    name: "Excess Timeout",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "A team tries to call a timeout after it has already used all of its timeouts for the half. It is enforced as delay of game.",
    signal: "Arms folded across the chest",
  },
  {
    id: "illegal-formation",
    name: "Illegal Formation",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "The offense has fewer than seven players on the line of scrimmage, or more than four in the backfield, at the snap.",
    signal: "Forearms rotated over and over in front of the body",
  },
  {
    id: "illegal-motion",
    name: "Illegal Motion",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "An offensive player is moving toward the line of scrimmage at the snap, or a player on the line is in motion when the ball is snapped.",
    signal: "Horizontal arc with one hand",
  },
  {
    id: "illegal-shift",
    name: "Illegal Shift",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "After two or more offensive players shift, the offense does not stay set for a full second before the snap, or two players are in motion at the snap.",
    signal: "Horizontal arcs with both hands",
  },
  {
    id: "illegal-substitution",
    name: "Illegal Substitution",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "A team breaks the substitution rules, for example when a replaced player leaves the field on the wrong side or substitutes do not enter and leave properly between plays.",
    signal: "Both hands placed on top of the head",
  },
  {
    id: "too-many-men-on-the-field",
    name: "Too Many Men on the Field",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "A team has 12 or more players on the field when the ball is snapped.",
    signal: "Both hands placed on top of the head",
  },
  {
    id: "twelve-men-in-the-huddle",
    name: "12 Men in the Huddle",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "The offense has more than 11 players in its huddle, even if the extra player leaves before the snap.",
    signal: "Both hands placed on top of the head",
  },
  {
    id: "disconcerting-signals",
    name: "Disconcerting Signals",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "A defender calls out sounds or signals that imitate the offense's snap count to trick offensive players into moving early. Automatic first down.",
    signal: "Arms outstretched to the sides, palms down (unsportsmanlike conduct)",
  },
  {
    id: "offensive-holding",
    name: "Offensive Holding",
    yardage: 10,
    automatic: false,
    lossOfDown: false,
    description:
      "A blocker grabs, hooks or wraps up a defender instead of blocking legally. If it happens in the offense's own end zone, the defense scores a safety.",
    signal: "Grasping one wrist, with the fist clenched, in front of the chest",
  },
  {
    id: "defensive-holding",
    name: "Defensive Holding",
    yardage: 5,
    automatic: true,
    lossOfDown: false,
    description:
      "A defender grabs or holds an offensive player who does not have the ball, such as a receiver running a route or a blocker. Automatic first down.",
    signal: "Grasping one wrist, with the fist clenched, in front of the chest",
  },
  {
    id: "illegal-use-of-hands-offense",
    name: "Illegal Use of Hands (Offense)",
    yardage: 10,
    automatic: false,
    lossOfDown: false,
    description:
      "An offensive player uses his hands illegally while blocking, most often by pushing or striking a defender in the face or neck.",
    signal: "Grasping one wrist, with the hand open and facing forward, in front of the chest",
  },
  {
    id: "illegal-use-of-hands-defense",
    name: "Illegal Use of Hands (Defense)",
    yardage: 5,
    automatic: true,
    lossOfDown: false,
    description:
      "A defender uses his hands illegally, such as striking a blocker or receiver in the face or neck. Automatic first down.",
    signal: "Grasping one wrist, with the hand open and facing forward, in front of the chest",
  },
  {
    id: "illegal-block-in-the-back",
    name: "Illegal Block in the Back",
    yardage: 10,
    automatic: false,
    lossOfDown: false,
    description:
      "A player pushes an opponent who does not have the ball from behind and above the waist. Announced as an illegal block above the waist and marked from the spot of the foul.",
    signal: "Pushing movement of both hands to the front, with the arms angled downward",
  },
  {
    id: "clipping",
    name: "Clipping",
    yardage: 15,
    automatic: false,
    lossOfDown: false,
    description:
      "A player blocks an opponent who does not have the ball from behind at or below the waist, or rolls up on the back of his legs.",
    signal: "Personal foul signal, followed by one hand striking the back of the calf",
  },
  {
    id: "chop-block",
    name: "Chop Block",
    yardage: 15,
    automatic: false,
    lossOfDown: false,
    description:
      "Two offensive players block the same defender at once, one above the waist and one at the thigh or below.",
    signal: "Personal foul signal, followed by both hands striking the sides of the thighs",
  },
  {
    id: "illegal-low-block",
    name: "Illegal Block Below the Waist",
    yardage: 15,
    automatic: false,
    lossOfDown: false,
    description:
      "A player blocks an opponent below the waist in situations where low blocks are banned, such as on kicks and after a change of possession.",
    signal: "Personal foul signal, followed by one hand striking the front of the thigh",
  },
  {
    id: "illegal-peel-back-block",
    name: "Illegal Peel-Back Block",
    yardage: 15,
    automatic: false,
    lossOfDown: false,
    description:
      "A blocker who started inside the tackle box moves outside it and, while heading back toward his own end line, hits a defender from behind or the side at or below the waist.",
    signal: "Personal foul signal, followed by one hand striking the front of the thigh",
  },
  {
    id: "illegal-crackback-block",
    name: "Illegal Crackback Block",
    yardage: 15,
    automatic: false,
    lossOfDown: false,
    description:
      "A player lined up wide, or in motion, moves back toward the ball and hits a defender below the waist or in the head or neck area close to the line of scrimmage.",
    signal: "Personal foul signal, followed by an open hand striking the side of the mid-thigh",
  },
  {
    id: "illegal-blindside-block",
    name: "Illegal Blindside Block",
    yardage: 15,
    automatic: false,
    lossOfDown: false,
    description:
      "A blocker moving toward or parallel to his own end line makes forcible contact with an opponent using his helmet, forearm or shoulder.",
    signal: "Personal foul signal: one wrist striking the other above the head",
  },
  {
    id: "tripping",
    name: "Tripping",
    yardage: 10,
    automatic: true,
    lossOfDown: false,
    description:
      "A player uses his leg or foot to trip an opponent, including the ball carrier. When the defense commits it, the offense also gets an automatic first down.",
    signal: "Repeated action of the right foot behind the left heel",
  },
  {
    id: "illegal-contact",
    name: "Illegal Contact",
    yardage: 5,
    automatic: true,
    lossOfDown: false,
    description:
      "A defender makes contact that impedes a receiver more than 5 yards past the line of scrimmage before the pass is thrown, while the quarterback is still in the pocket with the ball. Automatic first down.",
    signal: "One open hand extended forward",
  },
  {
    id: "defensive-pass-interference",
    name: "Defensive Pass Interference",
    yardage: 0,
    automatic: true,
    lossOfDown: false,
    description:
      "Spot foul: a defender illegally hinders a receiver's chance to catch a pass thrown beyond the line. The ball goes to the spot of the foul with an automatic first down, or to the 1-yard line if the foul is in the end zone, so there is no fixed yardage.",
    signal: "Hands open and extended forward from the shoulders, with the hands vertical, in a pushing motion",
  },
  {
    id: "offensive-pass-interference",
    name: "Offensive Pass Interference",
    yardage: 10,
    automatic: false,
    lossOfDown: false,
    description:
      "A receiver pushes off, grabs or blocks a defender while a pass is in the air, or blocks downfield before a pass that crosses the line is thrown. 10 yards from the previous spot.",
    signal: "Hands open and extended forward from the shoulders, with the hands vertical, in a pushing motion",
  },
  {
    id: "illegal-forward-pass",
    name: "Illegal Forward Pass",
    yardage: 5,
    automatic: false,
    lossOfDown: true,
    description:
      "A forward pass thrown after the passer has crossed the line of scrimmage, or a second forward pass on the same play. 5 yards from the spot of the pass plus loss of down.",
    signal: "One hand waved behind the back, followed by both hands held behind the head (loss of down)",
  },
  {
    id: "intentional-grounding",
    name: "Intentional Grounding",
    yardage: 10,
    automatic: false,
    lossOfDown: true,
    description:
      "A passer under pressure throws the ball where no eligible receiver has a chance to catch it, without being outside the tackle box with the ball reaching the line. Loss of down and 10 yards, or the spot of the throw if that is farther back; a safety if thrown from his own end zone.",
    signal: "Parallel arms waved in a diagonal plane across the body, followed by both hands held behind the head (loss of down)",
  },
  {
    id: "illegal-touching-forward-pass",
    name: "Illegal Touching of a Forward Pass",
    yardage: 0,
    automatic: false,
    lossOfDown: true,
    description:
      "An eligible receiver who voluntarily went out of bounds comes back in and is the first player to touch a pass. The penalty is loss of down at the previous spot, with no yardage.",
    signal: "Fingertips of both hands tapping the shoulders, followed by both hands held behind the head (loss of down)",
  },
  {
    id: "ineligible-man-downfield",
    name: "Ineligible Man Downfield",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "An offensive lineman is more than 1 yard past the line of scrimmage when a pass that crosses the line is thrown.",
    signal: "Right hand touching the top of the cap",
  },
  {
    id: "personal-foul",
    name: "Personal Foul",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "The umbrella call for dangerous or unnecessary contact, such as late hits, illegal hits on defenseless players or striking an opponent. Automatic first down when the defense commits it.",
    signal: "Personal foul signal: one wrist striking the other above the head",
  },
  {
    id: "unnecessary-roughness",
    name: "Unnecessary Roughness",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "Contact that goes beyond what the play requires, such as hitting a player after the whistle or piling on a runner who is already down. Automatic first down when the defense commits it.",
    signal: "Personal foul signal: one wrist striking the other above the head",
  },
  {
    id: "late-hit-out-of-bounds",
    name: "Late Hit Out of Bounds",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "Hitting a runner who is clearly out of bounds, or driving him well past the sideline after the play is over. Automatic first down when the defense commits it.",
    signal: "Personal foul signal: one wrist striking the other above the head",
  },
  {
    id: "roughing-the-passer",
    name: "Roughing the Passer",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "A defender hits the quarterback after the ball is gone, strikes his head or neck, hits him at or below the knee in the pocket, or lands on him with most of his body weight. Automatic first down.",
    signal: "Personal foul signal, followed by a simulated throwing motion",
  },
  {
    id: "roughing-the-kicker",
    name: "Roughing the Kicker",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "A defender who does not touch the kick knocks down a kicker, punter or holder, or hits the kicker's plant leg, without being blocked into him. Automatic first down.",
    signal: "Personal foul signal, followed by a swinging leg, as if kicking",
  },
  {
    id: "running-into-the-kicker",
    name: "Running Into the Kicker",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "A defender bumps a kicker or punter without knocking him down. Lighter contact than roughing, and no automatic first down.",
    signal: "A swinging leg, as if kicking, without the personal foul signal",
  },
  {
    id: "face-mask",
    name: "Face Mask",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "A player grabs an opponent's face mask and twists, turns, pulls or controls it. Automatic first down when the defense commits it.",
    signal: "Personal foul signal, followed by a hand grasping an imaginary face mask and pulling it down",
  },
  {
    id: "horse-collar-tackle",
    name: "Horse-Collar Tackle",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "A tackler grabs the inside back or side collar of a runner's pads or jersey, or the jersey at the name plate or above, and pulls him toward the ground. Automatic first down.",
    signal: "Personal foul signal: one wrist striking the other above the head, then announced as a horse-collar tackle",
  },
  {
    id: "hip-drop-tackle",
    name: "Hip-Drop Tackle",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "A tackler wraps up the runner with both arms, then swivels and drops his hips and body weight onto the runner's legs at or below the knee. A foul since 2024, with an automatic first down.",
    signal: "Personal foul signal: one wrist striking the other above the head, then announced as a hip-drop tackle",
  },
  {
    id: "use-of-helmet",
    name: "Use of the Helmet",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "A player lowers his head to initiate contact with his helmet against an opponent. Flagrant cases can lead to ejection. Automatic first down when the defense commits it.",
    signal: "Personal foul signal: one wrist striking the other above the head",
  },
  {
    id: "hit-on-defenseless-player",
    name: "Hit on a Defenseless Player",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "Forcible contact to the head or neck of a player who cannot protect himself, such as a receiver trying to catch a pass, a passer or a kicker. Automatic first down when the defense commits it.",
    signal: "Personal foul signal: one wrist striking the other above the head",
  },
  {
    id: "striking-kicking-kneeing",
    name: "Striking, Kicking or Kneeing",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "Punching, kicking or kneeing an opponent. Flagrant cases lead to ejection. Automatic first down when the defense commits it.",
    signal: "Personal foul signal: one wrist striking the other above the head",
  },
  {
    id: "unsportsmanlike-conduct",
    name: "Unsportsmanlike Conduct",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "Behavior against the spirit of the game, such as abusive language or baiting an opponent. Automatic first down when the defense commits it.",
    signal: "Arms outstretched to the sides, palms down",
  },
  {
    id: "taunting",
    name: "Taunting",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "Words or gestures that mock, bait or embarrass an opponent. Two taunting fouls in one game get a player ejected. Automatic first down when the defense commits it.",
    signal: "Arms outstretched to the sides, palms down",
  },
  {
    id: "excessive-celebration",
    name: "Excessive Celebration",
    yardage: 15,
    automatic: true,
    lossOfDown: false,
    description:
      "A celebration that is obscene, aimed at an opponent, drags on, or uses the goalpost as a prop. It is called as unsportsmanlike conduct: 15 yards, and an automatic first down when the defense commits it. After a touchdown it is usually enforced on the try or the next kickoff.",
    signal: "Arms outstretched to the sides, palms down",
  },
  {
    id: "sideline-infraction",
    name: "Sideline Infraction",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "Coaches or other team personnel leave the team area or step onto the field during play and get in the way of the officials. Repeated or serious cases become a 15-yard unsportsmanlike conduct foul.",
    signal: "Referee points toward the offending team's sideline; the 15-yard version uses the unsportsmanlike conduct signal (arms outstretched, palms down)",
  },
  {
    id: "kick-catch-interference",
    name: "Kick Catch Interference",
    yardage: 15,
    automatic: false,
    lossOfDown: false,
    description:
      "A kicking team player gets in the way of a returner trying to catch a punt, whether or not he signaled for a fair catch. 15 yards from the spot of the foul.",
    signal: "Hands open and extended forward from the shoulders, with the hands vertical",
  },
  {
    id: "invalid-fair-catch-signal",
    name: "Invalid Fair Catch Signal",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "A returner makes a fair catch signal that does not meet the rules, such as waving after the ball has already hit the ground. 5 yards from the spot of the signal.",
    signal: "One hand waved above the head",
  },
  {
    id: "player-out-of-bounds-on-punt",
    name: "Player Out of Bounds on a Punt",
    yardage: 5,
    automatic: false,
    lossOfDown: false,
    description:
      "A player on the punting team voluntarily goes out of bounds during the kick and then comes back onto the field.",
    signal: "Referee points toward the kicking team and announces the foul",
  },
  {
    id: "illegal-touching-of-a-kick",
    name: "Illegal Touching of a Kick",
    yardage: 0,
    automatic: false,
    lossOfDown: false,
    description:
      "A kicking team player is the first to touch a punt beyond the line of scrimmage. There is no yardage; the receiving team may take the ball at the spot of the touch or keep the result of the play.",
    signal: "Fingertips of both hands tapping the shoulders",
  },
  {
    id: "illegal-bat",
    name: "Illegal Bat",
    yardage: 10,
    automatic: false,
    lossOfDown: false,
    description:
      "A player deliberately bats or punches a loose ball toward the opponent's goal line, or in any direction inside an end zone.",
    signal: "Fingertips of both hands tapping the shoulders",
  },
  {
    id: "illegal-kick",
    name: "Illegal Kick",
    yardage: 10,
    automatic: false,
    lossOfDown: false,
    description:
      "A player deliberately kicks a loose ball or a ball held by another player.",
    signal: "Fingertips of both hands tapping the shoulders",
  },
];
