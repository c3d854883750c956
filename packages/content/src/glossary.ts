import type { GlossaryTerm } from '@gg/contracts';

// Glossary terms in our own words. relatedTerms lists other entries by their exact `term`
// display name; every name there must exist in this file.

export const glossary: GlossaryTerm[] = [
  // Scoring
  {
    id: "touchdown",
    term: "Touchdown",
    definition:
      "The biggest score in football, worth 6 points. A team scores one by carrying the ball across the opponent's goal line or catching a pass in the end zone.",
    category: "Scoring",
    relatedTerms: ["End Zone", "Goal Line", "Extra Point", "Two-Point Conversion"],
  },
  {
    id: "field-goal",
    term: "Field Goal",
    definition:
      "A kick from the ground that passes over the crossbar and between the uprights, worth 3 points. Teams usually try one on fourth down when they are within range of their kicker.",
    category: "Scoring",
    relatedTerms: ["Kicker", "Holder", "Uprights", "Crossbar"],
  },
  {
    id: "extra-point",
    term: "Extra Point",
    definition:
      "A 1-point kick tried right after a touchdown, snapped from the 15-yard line. It is one of the two kinds of try.",
    category: "Scoring",
    relatedTerms: ["Try", "Two-Point Conversion", "Touchdown", "Kicker"],
  },
  {
    id: "two-point-conversion",
    term: "Two-Point Conversion",
    definition:
      "A single play from the 2-yard line after a touchdown, worth 2 points if the offense gets the ball into the end zone. Teams choose it instead of the extra-point kick.",
    category: "Scoring",
    relatedTerms: ["Try", "Extra Point", "Touchdown"],
  },
  {
    id: "safety",
    term: "Safety",
    definition:
      "A 2-point score for the defense, most often by tackling the ball carrier in his own end zone. The team that gave up the safety then has to kick the ball away from its own 20.",
    category: "Scoring",
    relatedTerms: ["Safety (Position)", "End Zone", "Free Kick", "Sack"],
  },
  {
    id: "try",
    term: "Try",
    definition:
      "The untimed bonus play after a touchdown, when the scoring team attempts either a 1-point kick or a 2-point play.",
    category: "Scoring",
    relatedTerms: ["Extra Point", "Two-Point Conversion", "Untimed Down"],
  },
  {
    id: "pick-six",
    term: "Pick Six",
    definition:
      "An interception returned all the way for a touchdown, worth 6 points to the defense.",
    category: "Scoring",
    relatedTerms: ["Interception", "Pick", "Touchdown"],
  },
  {
    id: "defensive-two-point-return",
    term: "Defensive Two-Point Return",
    definition:
      "When the defense takes the ball away during a try, by blocking the kick, intercepting or recovering a fumble, and returns it to the other end zone. It is worth 2 points to the defense.",
    category: "Scoring",
    relatedTerms: ["Try", "Extra Point", "Two-Point Conversion"],
  },
  // Positions
  {
    id: "quarterback",
    term: "Quarterback",
    definition:
      "The leader of the offense, who takes the snap on almost every play and then hands off, throws or runs. Often shortened to QB.",
    category: "Positions",
    relatedTerms: ["Snap", "Pocket", "Audible", "QB Rating"],
  },
  {
    id: "running-back",
    term: "Running Back",
    definition:
      "An offensive player who lines up in the backfield and mainly carries the ball on running plays, while also catching short passes and blocking. Often shortened to RB.",
    category: "Positions",
    relatedTerms: ["Fullback", "Handoff", "Rushing", "Backfield"],
  },
  {
    id: "fullback",
    term: "Fullback",
    definition:
      "A bigger back who usually lines up in front of the running back to lead-block, and occasionally carries the ball or catches passes.",
    category: "Positions",
    relatedTerms: ["Running Back", "I-Formation", "Backfield"],
  },
  {
    id: "wide-receiver",
    term: "Wide Receiver",
    definition:
      "A fast pass catcher who lines up near the sidelines or in the slot and runs routes to get open. Often shortened to WR.",
    category: "Positions",
    relatedTerms: ["Slot Receiver", "Route", "Eligible Receiver", "Cornerback"],
  },
  {
    id: "slot-receiver",
    term: "Slot Receiver",
    definition:
      "A wide receiver who lines up between the outside receiver and the offensive line, usually running shorter routes over the middle.",
    category: "Positions",
    relatedTerms: ["Wide Receiver", "Nickel", "Route"],
  },
  {
    id: "tight-end",
    term: "Tight End",
    definition:
      "A hybrid player who lines up next to the offensive line and both blocks and catches passes. Often shortened to TE.",
    category: "Positions",
    relatedTerms: ["Offensive Line", "Eligible Receiver", "Wide Receiver"],
  },
  {
    id: "offensive-line",
    term: "Offensive Line",
    definition:
      "The five big blockers at the front of the offense: a center, two guards and two tackles. They protect the quarterback and open running lanes.",
    category: "Positions",
    relatedTerms: ["Center", "Guard", "Tackle", "Trenches"],
  },
  {
    id: "center",
    term: "Center",
    definition:
      "The offensive lineman in the middle of the line who snaps the ball to the quarterback to start each play, then blocks.",
    category: "Positions",
    relatedTerms: ["Snap", "Offensive Line", "Guard", "Long Snapper"],
  },
  {
    id: "guard",
    term: "Guard",
    definition:
      "One of the two offensive linemen lined up on either side of the center.",
    category: "Positions",
    relatedTerms: ["Center", "Tackle", "Offensive Line"],
  },
  {
    id: "tackle",
    term: "Tackle",
    definition:
      "One of the two offensive linemen on the outside of the guards; the left tackle usually guards a right-handed quarterback's blind side. The word also names a defensive tackle and, as a verb, the act of bringing down the ball carrier.",
    category: "Positions",
    relatedTerms: ["Offensive Line", "Guard", "Defensive Tackle", "Tackling"],
  },
  {
    id: "defensive-line",
    term: "Defensive Line",
    definition:
      "The defenders who line up directly across from the offensive line, usually three or four players, and try to stop the run and rush the passer.",
    category: "Positions",
    relatedTerms: ["Defensive End", "Defensive Tackle", "Pass Rush", "Trenches"],
  },
  {
    id: "defensive-end",
    term: "Defensive End",
    definition:
      "A defensive lineman who lines up on the outside edge of the line and is usually a team's main pass rusher.",
    category: "Positions",
    relatedTerms: ["Defensive Line", "Edge Rusher", "Sack"],
  },
  {
    id: "defensive-tackle",
    term: "Defensive Tackle",
    definition:
      "A defensive lineman who lines up on the inside of the line, across from the guards or center, to clog running lanes and push the pocket.",
    category: "Positions",
    relatedTerms: ["Defensive Line", "Nose Tackle", "Guard"],
  },
  {
    id: "nose-tackle",
    term: "Nose Tackle",
    definition:
      "A defensive tackle who lines up directly over the center, most common in a 3-4 defense, whose main job is to take on double-team blocks.",
    category: "Positions",
    relatedTerms: ["Defensive Tackle", "3-4 Defense", "Center"],
  },
  {
    id: "edge-rusher",
    term: "Edge Rusher",
    definition:
      "A defender, either a defensive end or an outside linebacker, whose main job is to rush the quarterback from outside the offensive tackles.",
    category: "Positions",
    relatedTerms: ["Defensive End", "Outside Linebacker", "Pass Rush", "Sack"],
  },
  {
    id: "linebacker",
    term: "Linebacker",
    definition:
      "A defender who lines up behind the defensive line and helps against both the run and the pass, and sometimes blitzes.",
    category: "Positions",
    relatedTerms: ["Middle Linebacker", "Outside Linebacker", "Blitz", "Front Seven"],
  },
  {
    id: "middle-linebacker",
    term: "Middle Linebacker",
    definition:
      "The linebacker in the middle of the defense, often the player who relays the defensive call in the huddle.",
    category: "Positions",
    relatedTerms: ["Linebacker", "Outside Linebacker", "Front Seven"],
  },
  {
    id: "outside-linebacker",
    term: "Outside Linebacker",
    definition:
      "A linebacker who lines up toward the edge of the formation; in a 3-4 defense outside linebackers are often the main pass rushers.",
    category: "Positions",
    relatedTerms: ["Linebacker", "Edge Rusher", "3-4 Defense"],
  },
  {
    id: "cornerback",
    term: "Cornerback",
    definition:
      "A defensive back who usually lines up across from wide receivers and tries to stop them from catching passes.",
    category: "Positions",
    relatedTerms: ["Secondary", "Man Coverage", "Wide Receiver", "Pass Breakup"],
  },
  {
    id: "safety-position",
    term: "Safety (Position)",
    definition:
      "A defensive back who lines up deepest in the defense as the last line of protection against long passes and runs. Not to be confused with the 2-point score of the same name.",
    category: "Positions",
    relatedTerms: ["Free Safety", "Strong Safety", "Secondary", "Safety"],
  },
  {
    id: "free-safety",
    term: "Free Safety",
    definition:
      "A safety who usually plays deep in the middle of the field, reading the quarterback and helping wherever a deep pass goes.",
    category: "Positions",
    relatedTerms: ["Safety (Position)", "Strong Safety", "Zone Coverage"],
  },
  {
    id: "strong-safety",
    term: "Strong Safety",
    definition:
      "A safety who typically lines up closer to the line on the side where the tight end is, helping more against the run.",
    category: "Positions",
    relatedTerms: ["Safety (Position)", "Free Safety", "Box"],
  },
  {
    id: "secondary",
    term: "Secondary",
    definition:
      "The group of defensive backs, the cornerbacks and safeties, who mainly defend against passes.",
    category: "Positions",
    relatedTerms: ["Cornerback", "Safety (Position)", "Nickel", "Dime"],
  },
  {
    id: "kicker",
    term: "Kicker",
    definition:
      "The specialist who handles field goals, extra points and usually kickoffs.",
    category: "Positions",
    relatedTerms: ["Field Goal", "Extra Point", "Kickoff", "Holder"],
  },
  {
    id: "punter",
    term: "Punter",
    definition:
      "The specialist who catches the long snap and punts the ball away on fourth down, aiming for distance and hang time.",
    category: "Positions",
    relatedTerms: ["Punt", "Long Snapper", "Hang Time", "Coffin Corner"],
  },
  {
    id: "long-snapper",
    term: "Long Snapper",
    definition:
      "A specialist center who snaps the ball back on punts, field goals and extra points, a longer and more precise snap than usual.",
    category: "Positions",
    relatedTerms: ["Center", "Punter", "Holder", "Special Teams"],
  },
  {
    id: "holder",
    term: "Holder",
    definition:
      "The player, often the punter, who catches the snap on a field goal or extra point and holds the ball upright on the ground for the kicker.",
    category: "Positions",
    relatedTerms: ["Kicker", "Long Snapper", "Field Goal"],
  },
  {
    id: "returner",
    term: "Returner",
    definition:
      "The player who catches kickoffs or punts and tries to run them back upfield.",
    category: "Positions",
    relatedTerms: ["Kickoff", "Punt", "Fair Catch", "Return"],
  },
  {
    id: "gunner",
    term: "Gunner",
    definition:
      "A player on the punting team who lines up wide and sprints downfield to tackle the returner or down the ball.",
    category: "Positions",
    relatedTerms: ["Punt", "Returner", "Special Teams"],
  },
  {
    id: "eligible-receiver",
    term: "Eligible Receiver",
    definition:
      "An offensive player allowed to catch a forward pass: the players at each end of the line and those lined up in the backfield, with a quarterback under center excepted.",
    category: "Positions",
    relatedTerms: ["Wide Receiver", "Tight End", "Running Back", "Forward Pass"],
  },
  {
    id: "backfield",
    term: "Backfield",
    definition:
      "The area behind the line of scrimmage where the quarterback and running backs line up, and the players who line up there.",
    category: "Positions",
    relatedTerms: ["Quarterback", "Running Back", "Line of Scrimmage"],
  },
  // Offense
  {
    id: "snap",
    term: "Snap",
    definition:
      "The backward handoff or toss of the ball from the center to the quarterback, or to the holder or punter, that starts each play from scrimmage.",
    category: "Offense",
    relatedTerms: ["Center", "Snap Count", "Line of Scrimmage"],
  },
  {
    id: "snap-count",
    term: "Snap Count",
    definition:
      "The word or sound in the quarterback's cadence that tells the offense when the ball will be snapped. Varying it helps draw defenders offside.",
    category: "Offense",
    relatedTerms: ["Snap", "Hard Count", "False Start", "Offside"],
  },
  {
    id: "hard-count",
    term: "Hard Count",
    definition:
      "A louder or longer call by the quarterback meant to trick defenders into jumping offside, without actually snapping the ball.",
    category: "Offense",
    relatedTerms: ["Snap Count", "Offside", "Encroachment"],
  },
  {
    id: "huddle",
    term: "Huddle",
    definition:
      "The brief gathering of players between plays where the play call is shared.",
    category: "Offense",
    relatedTerms: ["Audible", "Hurry-Up Offense", "Play Calling"],
  },
  {
    id: "audible",
    term: "Audible",
    definition:
      "A change to the play called by the quarterback at the line of scrimmage after seeing the defense.",
    category: "Offense",
    relatedTerms: ["Hot Route", "Quarterback", "Line of Scrimmage"],
  },
  {
    id: "hot-route",
    term: "Hot Route",
    definition:
      "A quick adjustment that shortens a receiver's route so the quarterback has a fast outlet against a blitz.",
    category: "Offense",
    relatedTerms: ["Audible", "Blitz", "Route"],
  },
  {
    id: "play-action",
    term: "Play Action",
    definition:
      "A pass play that begins with a fake handoff to make defenders think it is a run.",
    category: "Offense",
    relatedTerms: ["Bootleg", "Handoff", "Passing"],
  },
  {
    id: "shotgun",
    term: "Shotgun",
    definition:
      "A formation in which the quarterback lines up about five to seven yards behind the center and receives a short toss snap.",
    category: "Offense",
    relatedTerms: ["Pistol", "Under Center", "Formation"],
  },
  {
    id: "pistol",
    term: "Pistol",
    definition:
      "A shorter version of the shotgun, with the quarterback about four yards behind the center and the running back directly behind him.",
    category: "Offense",
    relatedTerms: ["Shotgun", "Under Center", "Formation"],
  },
  {
    id: "under-center",
    term: "Under Center",
    definition:
      "A formation in which the quarterback stands right behind the center and takes the snap directly from his hands.",
    category: "Offense",
    relatedTerms: ["Shotgun", "Pistol", "Center"],
  },
  {
    id: "spread",
    term: "Spread",
    definition:
      "An offensive style that lines up three or more receivers wide to stretch the defense across the whole field.",
    category: "Offense",
    relatedTerms: ["Formation", "Wide Receiver", "Shotgun"],
  },
  {
    id: "formation",
    term: "Formation",
    definition:
      "The way the eleven players of a team line up before the snap.",
    category: "Offense",
    relatedTerms: ["Shotgun", "I-Formation", "Illegal Formation", "Personnel Grouping"],
  },
  {
    id: "i-formation",
    term: "I-Formation",
    definition:
      "A classic formation with the quarterback under center, the fullback behind him and the running back behind the fullback, all in a straight line.",
    category: "Offense",
    relatedTerms: ["Fullback", "Running Back", "Under Center"],
  },
  {
    id: "wildcat",
    term: "Wildcat",
    definition:
      "A formation in which the ball is snapped directly to a running back or another non-quarterback, who usually runs with it.",
    category: "Offense",
    relatedTerms: ["Formation", "Running Back", "Trick Play"],
  },
  {
    id: "personnel-grouping",
    term: "Personnel Grouping",
    definition:
      "A two-digit code for which skill players are on the field: the first digit is running backs, the second is tight ends, and the rest are receivers. For example, 11 personnel is one back, one tight end and three receivers.",
    category: "Offense",
    relatedTerms: ["Formation", "Running Back", "Tight End"],
  },
  {
    id: "motion",
    term: "Motion",
    definition:
      "When one offensive player moves sideways or backward before the snap, often to reveal the defense's coverage. Only one player may be moving at the snap.",
    category: "Offense",
    relatedTerms: ["Illegal Motion", "Formation", "Man Coverage"],
  },
  {
    id: "pocket",
    term: "Pocket",
    definition:
      "The protected area formed by the offensive line around the quarterback while he looks to pass.",
    category: "Offense",
    relatedTerms: ["Quarterback", "Offensive Line", "Scramble", "Tackle Box"],
  },
  {
    id: "scramble",
    term: "Scramble",
    definition:
      "When the quarterback leaves the pocket and runs around to avoid pass rushers, either to keep the play alive or to run.",
    category: "Offense",
    relatedTerms: ["Pocket", "Quarterback", "Sack"],
  },
  {
    id: "handoff",
    term: "Handoff",
    definition:
      "Handing the ball directly to a teammate, most often from the quarterback to a running back.",
    category: "Offense",
    relatedTerms: ["Running Back", "Play Action", "Rushing"],
  },
  {
    id: "route",
    term: "Route",
    definition:
      "The path a receiver runs to get open for a pass.",
    category: "Offense",
    relatedTerms: ["Wide Receiver", "Slant", "Fade", "Hot Route"],
  },
  {
    id: "slant",
    term: "Slant",
    definition:
      "A quick route in which the receiver runs a few steps upfield and then cuts sharply toward the middle of the field.",
    category: "Offense",
    relatedTerms: ["Route", "Wide Receiver"],
  },
  {
    id: "fade",
    term: "Fade",
    definition:
      "A route toward the sideline and the back corner of the end zone, often thrown high so only a tall receiver can reach it.",
    category: "Offense",
    relatedTerms: ["Route", "Red Zone", "Wide Receiver"],
  },
  {
    id: "screen-pass",
    term: "Screen Pass",
    definition:
      "A short pass behind or near the line of scrimmage to a receiver or back with blockers set up in front of him.",
    category: "Offense",
    relatedTerms: ["Passing", "Offensive Line", "Running Back"],
  },
  {
    id: "draw-play",
    term: "Draw Play",
    definition:
      "A run that starts out looking like a pass, with the quarterback dropping back before handing off, to catch pass rushers moving upfield.",
    category: "Offense",
    relatedTerms: ["Handoff", "Pass Rush", "Rushing"],
  },
  {
    id: "run-pass-option",
    term: "Run-Pass Option",
    definition:
      "A play in which the quarterback decides after the snap whether to hand off or throw, based on what one defender does. Often shortened to RPO.",
    category: "Offense",
    relatedTerms: ["Quarterback", "Handoff", "Passing"],
  },
  {
    id: "bootleg",
    term: "Bootleg",
    definition:
      "A play-action play in which the quarterback fakes a handoff one way and rolls out the other way to pass or run.",
    category: "Offense",
    relatedTerms: ["Play Action", "Quarterback", "Pocket"],
  },
  {
    id: "hail-mary",
    term: "Hail Mary",
    definition:
      "A long, high desperation pass into the end zone, usually on the last play of a half.",
    category: "Offense",
    relatedTerms: ["Passing", "End Zone", "Two-Minute Drill"],
  },
  {
    id: "checkdown",
    term: "Checkdown",
    definition:
      "A short, safe pass to a back or tight end when the deeper targets are covered.",
    category: "Offense",
    relatedTerms: ["Passing", "Running Back", "Completion"],
  },
  {
    id: "throwaway",
    term: "Throwaway",
    definition:
      "A pass the quarterback deliberately throws out of play to avoid a sack. It is legal when an eligible receiver is in the area, or when he is outside the tackle box and the ball reaches the line of scrimmage; otherwise it is intentional grounding.",
    category: "Offense",
    relatedTerms: ["Intentional Grounding", "Tackle Box", "Incompletion"],
  },
  {
    id: "quarterback-sneak",
    term: "Quarterback Sneak",
    definition:
      "A short-yardage run in which the quarterback takes the snap and immediately pushes forward behind his center.",
    category: "Offense",
    relatedTerms: ["Quarterback", "Tush Push", "Down and Distance"],
  },
  {
    id: "tush-push",
    term: "Tush Push",
    definition:
      "A quarterback sneak in which teammates line up behind the quarterback and push him forward. A proposal to ban it narrowly failed in 2025, so it remains legal.",
    category: "Offense",
    relatedTerms: ["Quarterback Sneak", "Quarterback"],
  },
  {
    id: "lateral",
    term: "Lateral",
    definition:
      "A pass thrown sideways or backward. Unlike a forward pass it can be thrown from anywhere and any number of times, but if it hits the ground either team may recover it.",
    category: "Offense",
    relatedTerms: ["Forward Pass", "Fumble", "Trick Play"],
  },
  {
    id: "forward-pass",
    term: "Forward Pass",
    definition:
      "A throw toward the opponent's goal line. A team gets one per play, thrown from behind the line of scrimmage.",
    category: "Offense",
    relatedTerms: ["Passing", "Lateral", "Eligible Receiver"],
  },
  {
    id: "trick-play",
    term: "Trick Play",
    definition:
      "A play built to fool the defense, such as a flea flicker, a reverse or a pass by a non-quarterback.",
    category: "Offense",
    relatedTerms: ["Flea Flicker", "Lateral", "Wildcat"],
  },
  {
    id: "flea-flicker",
    term: "Flea Flicker",
    definition:
      "A trick play in which the running back takes a handoff, then tosses the ball back to the quarterback, who throws deep.",
    category: "Offense",
    relatedTerms: ["Trick Play", "Lateral", "Play Action"],
  },
  {
    id: "hurry-up-offense",
    term: "Hurry-Up Offense",
    definition:
      "Running plays quickly without a full huddle, either to save time late in a half or to keep the defense from substituting. Also called no-huddle.",
    category: "Offense",
    relatedTerms: ["Two-Minute Drill", "Huddle", "Play Clock"],
  },
  {
    id: "two-minute-drill",
    term: "Two-Minute Drill",
    definition:
      "A fast-paced drive at the end of a half, using sideline passes, spikes and timeouts to score before time runs out.",
    category: "Offense",
    relatedTerms: ["Hurry-Up Offense", "Spike", "Timeout", "Two-Minute Warning"],
  },
  {
    id: "kneel-down",
    term: "Kneel Down",
    definition:
      "A play in which the quarterback takes the snap and immediately kneels, ending the play with the clock still running. Used to run out the clock when ahead.",
    category: "Offense",
    relatedTerms: ["Clock Management", "Quarterback", "Game Clock"],
  },
  {
    id: "spike",
    term: "Spike",
    definition:
      "Throwing the ball straight into the ground right after the snap to stop the clock. It costs a down but not a timeout.",
    category: "Offense",
    relatedTerms: ["Two-Minute Drill", "Game Clock", "Incompletion"],
  },
  {
    id: "completion",
    term: "Completion",
    definition:
      "A forward pass that is caught by a receiver on the passer's team.",
    category: "Offense",
    relatedTerms: ["Reception", "Incompletion", "Completion Percentage"],
  },
  {
    id: "incompletion",
    term: "Incompletion",
    definition:
      "A forward pass that is not caught and hits the ground or goes out of bounds. The clock stops and the ball returns to the previous spot.",
    category: "Offense",
    relatedTerms: ["Completion", "Forward Pass", "Spike"],
  },
  {
    id: "reception",
    term: "Reception",
    definition:
      "A catch credited to the receiver on a completed pass. Fantasy leagues using PPR scoring award points for each one.",
    category: "Offense",
    relatedTerms: ["Completion", "Wide Receiver", "PPR"],
  },
  {
    id: "catch",
    term: "Catch",
    definition:
      "Securing a pass with control, getting two feet or another body part down inbounds, and holding on long enough to make a normal football move.",
    category: "Offense",
    relatedTerms: ["Reception", "Completion", "Incompletion"],
  },
  {
    id: "rushing",
    term: "Rushing",
    definition:
      "Moving the ball by running with it rather than passing. Rushing yards are gained on running plays.",
    category: "Offense",
    relatedTerms: ["Running Back", "Handoff", "Yards per Carry"],
  },
  {
    id: "passing",
    term: "Passing",
    definition:
      "Moving the ball by throwing it forward to a teammate. Passing yards count the yards gained on completed passes.",
    category: "Offense",
    relatedTerms: ["Forward Pass", "Quarterback", "QB Rating"],
  },
  // Stats
  {
    id: "yards-after-catch",
    term: "Yards After Catch",
    definition:
      "The yards a receiver gains by running after he catches the ball. Often shortened to YAC.",
    category: "Stats",
    relatedTerms: ["Reception", "Air Yards", "Wide Receiver"],
  },
  // Offense
  {
    id: "goal-to-go",
    term: "Goal to Go",
    definition:
      "A down-and-distance situation inside the opponent's 10-yard line where the line to gain is the goal line itself, shown as first-and-goal.",
    category: "Offense",
    relatedTerms: ["Down and Distance", "Red Zone", "Goal Line"],
  },
  // Defense
  {
    id: "blitz",
    term: "Blitz",
    definition:
      "Sending extra pass rushers, usually linebackers or defensive backs, after the quarterback on top of the normal rush.",
    category: "Defense",
    relatedTerms: ["Pass Rush", "Hot Route", "Linebacker", "Sack"],
  },
  {
    id: "sack",
    term: "Sack",
    definition:
      "Tackling the quarterback behind the line of scrimmage before he can throw.",
    category: "Defense",
    relatedTerms: ["Pass Rush", "Quarterback", "Strip Sack", "Edge Rusher"],
  },
  {
    id: "strip-sack",
    term: "Strip Sack",
    definition:
      "A sack in which the pass rusher also knocks the ball out of the quarterback's hands, causing a fumble.",
    category: "Defense",
    relatedTerms: ["Sack", "Fumble", "Forced Fumble"],
  },
  {
    id: "interception",
    term: "Interception",
    definition:
      "A forward pass caught by a defender, which gives his team the ball.",
    category: "Defense",
    relatedTerms: ["Pick", "Pick Six", "Turnover"],
  },
  {
    id: "pick",
    term: "Pick",
    definition:
      "Slang for an interception. It also names a pick play, where one receiver screens a defender to free a teammate.",
    category: "Defense",
    relatedTerms: ["Interception", "Pick Six"],
  },
  {
    id: "fumble",
    term: "Fumble",
    definition:
      "When a player who has the ball loses it before the play is over. Either team may recover the loose ball.",
    category: "Defense",
    relatedTerms: ["Forced Fumble", "Turnover", "Strip Sack"],
  },
  {
    id: "forced-fumble",
    term: "Forced Fumble",
    definition:
      "A fumble caused by a defender punching, ripping or hitting the ball loose.",
    category: "Defense",
    relatedTerms: ["Fumble", "Strip Sack", "Turnover"],
  },
  {
    id: "turnover",
    term: "Turnover",
    definition:
      "Losing the ball to the other team through an interception or a lost fumble. A failed fourth down is called a turnover on downs.",
    category: "Defense",
    relatedTerms: ["Interception", "Fumble", "Turnover on Downs", "Turnover Differential"],
  },
  {
    id: "tackling",
    term: "Tackling",
    definition:
      "Bringing the ball carrier to the ground or otherwise stopping him to end the play.",
    category: "Defense",
    relatedTerms: ["Down by Contact", "Tackle for Loss", "Horse-Collar Tackle", "Hip-Drop Tackle"],
  },
  {
    id: "tackle-for-loss",
    term: "Tackle for Loss",
    definition:
      "A tackle of a ball carrier behind the line of scrimmage on a running play or short pass, costing the offense yards. Often shortened to TFL.",
    category: "Defense",
    relatedTerms: ["Tackling", "Sack", "Line of Scrimmage"],
  },
  {
    id: "pass-rush",
    term: "Pass Rush",
    definition:
      "The defenders who charge at the quarterback on a passing play, and the act of doing so.",
    category: "Defense",
    relatedTerms: ["Sack", "Blitz", "Edge Rusher", "Defensive Line"],
  },
  {
    id: "stunt",
    term: "Stunt",
    definition:
      "A pass-rush move in which two defensive linemen cross paths after the snap to confuse blockers.",
    category: "Defense",
    relatedTerms: ["Pass Rush", "Defensive Line", "Offensive Line"],
  },
  {
    id: "zone-coverage",
    term: "Zone Coverage",
    definition:
      "A pass defense in which each defender guards an area of the field rather than a specific receiver.",
    category: "Defense",
    relatedTerms: ["Man Coverage", "Cover 2", "Cover 3"],
  },
  {
    id: "man-coverage",
    term: "Man Coverage",
    definition:
      "A pass defense in which each defender is assigned to follow a specific receiver.",
    category: "Defense",
    relatedTerms: ["Zone Coverage", "Press Coverage", "Cornerback"],
  },
  {
    id: "press-coverage",
    term: "Press Coverage",
    definition:
      "Lining a cornerback up right in front of a receiver to jam him at the line and disrupt his route. Contact is allowed only within 5 yards of the line.",
    category: "Defense",
    relatedTerms: ["Man Coverage", "Cornerback", "Illegal Contact"],
  },
  {
    id: "cover-2",
    term: "Cover 2",
    definition:
      "A zone defense with two safeties each guarding a deep half of the field while the other defenders cover shorter areas.",
    category: "Defense",
    relatedTerms: ["Zone Coverage", "Cover 3", "Safety (Position)"],
  },
  {
    id: "cover-3",
    term: "Cover 3",
    definition:
      "A zone defense with three defenders, usually two cornerbacks and a safety, each guarding a deep third of the field.",
    category: "Defense",
    relatedTerms: ["Zone Coverage", "Cover 2", "Cornerback"],
  },
  {
    id: "nickel",
    term: "Nickel",
    definition:
      "A defensive package with five defensive backs instead of the usual four, used against three-receiver formations.",
    category: "Defense",
    relatedTerms: ["Dime", "Secondary", "Base Defense", "Slot Receiver"],
  },
  {
    id: "dime",
    term: "Dime",
    definition:
      "A defensive package with six defensive backs, used in obvious passing situations.",
    category: "Defense",
    relatedTerms: ["Nickel", "Secondary", "Prevent Defense"],
  },
  {
    id: "base-defense",
    term: "Base Defense",
    definition:
      "A team's standard defensive alignment, such as a 4-3 or 3-4, before substitutions for specific situations.",
    category: "Defense",
    relatedTerms: ["4-3 Defense", "3-4 Defense", "Nickel"],
  },
  {
    id: "4-3-defense",
    term: "4-3 Defense",
    definition:
      "A defensive front with four down linemen and three linebackers.",
    category: "Defense",
    relatedTerms: ["3-4 Defense", "Base Defense", "Linebacker"],
  },
  {
    id: "3-4-defense",
    term: "3-4 Defense",
    definition:
      "A defensive front with three down linemen and four linebackers, two of whom usually rush from the outside.",
    category: "Defense",
    relatedTerms: ["4-3 Defense", "Nose Tackle", "Outside Linebacker"],
  },
  {
    id: "front-seven",
    term: "Front Seven",
    definition:
      "The defensive linemen and linebackers together, the players responsible for stopping the run and rushing the passer.",
    category: "Defense",
    relatedTerms: ["Defensive Line", "Linebacker", "Box"],
  },
  {
    id: "box",
    term: "Box",
    definition:
      "The area near the line of scrimmage between the offensive tackles. Stacking the box means putting extra defenders there to stop the run.",
    category: "Defense",
    relatedTerms: ["Front Seven", "Strong Safety", "Tackle Box"],
  },
  {
    id: "pass-breakup",
    term: "Pass Breakup",
    definition:
      "A defender knocking a pass away so it falls incomplete. Often shortened to PBU.",
    category: "Defense",
    relatedTerms: ["Cornerback", "Incompletion", "Interception"],
  },
  {
    id: "goal-line-stand",
    term: "Goal-Line Stand",
    definition:
      "A series of plays in which the defense stops the offense from scoring from very close to the goal line.",
    category: "Defense",
    relatedTerms: ["Goal Line", "Turnover on Downs", "Red Zone"],
  },
  {
    id: "prevent-defense",
    term: "Prevent Defense",
    definition:
      "A very soft, deep coverage used late in a game to stop long passes, giving up short gains in exchange.",
    category: "Defense",
    relatedTerms: ["Dime", "Zone Coverage", "Clock Management"],
  },
  {
    id: "trenches",
    term: "Trenches",
    definition:
      "Nickname for the line of scrimmage, where offensive and defensive linemen battle on every play.",
    category: "Defense",
    relatedTerms: ["Offensive Line", "Defensive Line", "Line of Scrimmage"],
  },
  // Special Teams
  {
    id: "special-teams",
    term: "Special Teams",
    definition:
      "The units on the field for kicking plays: kickoffs, punts, field goals, extra points and their returns.",
    category: "Special Teams",
    relatedTerms: ["Kickoff", "Punt", "Field Goal", "Returner"],
  },
  {
    id: "kickoff",
    term: "Kickoff",
    definition:
      "The free kick that starts each half and follows touchdowns and field goals, kicked from the kicking team's 35-yard line.",
    category: "Special Teams",
    relatedTerms: ["Dynamic Kickoff", "Touchback", "Onside Kick", "Returner"],
  },
  {
    id: "dynamic-kickoff",
    term: "Dynamic Kickoff",
    definition:
      "The NFL's kickoff format since 2024: the kick comes from the 35, the other kickers line up at the receiving 40, receivers set up between their 35 and 30, and nobody but the kicker and returners moves until the ball lands or is touched.",
    category: "Special Teams",
    relatedTerms: ["Kickoff", "Landing Zone", "Setup Zone", "Touchback"],
  },
  {
    id: "landing-zone",
    term: "Landing Zone",
    definition:
      "Under the dynamic kickoff, the area from the receiving team's 20-yard line to its goal line. A kickoff that lands short of it is brought out to the 40.",
    category: "Special Teams",
    relatedTerms: ["Dynamic Kickoff", "Setup Zone", "Kickoff"],
  },
  {
    id: "setup-zone",
    term: "Setup Zone",
    definition:
      "Under the dynamic kickoff, the area between the receiving team's 35 and 30-yard lines where at least nine of its players line up before the kick.",
    category: "Special Teams",
    relatedTerms: ["Dynamic Kickoff", "Landing Zone", "Kickoff"],
  },
  {
    id: "touchback",
    term: "Touchback",
    definition:
      "A play that ends dead in or behind a team's own end zone after the other team sent the ball there. The ball then goes to the 35 after a kickoff that reaches the end zone in the air, and to the 20 in other cases.",
    category: "Special Teams",
    relatedTerms: ["Kickoff", "Punt", "End Zone"],
  },
  {
    id: "fair-catch",
    term: "Fair Catch",
    definition:
      "A catch of a punt by a returner who first waves one hand above his head. He may not be hit, but he cannot run with the ball. Not allowed on kickoffs.",
    category: "Special Teams",
    relatedTerms: ["Punt", "Returner", "Kick Catch Interference", "Fair-Catch Kick"],
  },
  {
    id: "fair-catch-kick",
    term: "Fair-Catch Kick",
    definition:
      "A rare free kick at the goalposts from the spot of a fair catch, worth 3 points if good.",
    category: "Special Teams",
    relatedTerms: ["Fair Catch", "Field Goal", "Free Kick"],
  },
  {
    id: "onside-kick",
    term: "Onside Kick",
    definition:
      "A short kickoff the kicking team tries to recover. It must travel 10 yards, and the kicking team must be trailing and must declare it in advance.",
    category: "Special Teams",
    relatedTerms: ["Kickoff", "Dynamic Kickoff", "Possession"],
  },
  {
    id: "punt",
    term: "Punt",
    definition:
      "A kick made by dropping the ball and kicking it before it hits the ground, usually on fourth down, to give the opponent the ball far from your end zone.",
    category: "Special Teams",
    relatedTerms: ["Punter", "Fair Catch", "Coffin Corner", "Field Position"],
  },
  {
    id: "muff",
    term: "Muff",
    definition:
      "Touching a loose ball, such as a punt, without gaining control of it. The kicking team can recover a muffed punt but cannot advance it.",
    category: "Special Teams",
    relatedTerms: ["Punt", "Returner", "Fumble"],
  },
  {
    id: "coffin-corner",
    term: "Coffin Corner",
    definition:
      "A punt aimed to go out of bounds close to the opponent's goal line, pinning them deep.",
    category: "Special Teams",
    relatedTerms: ["Punt", "Punter", "Field Position"],
  },
  {
    id: "squib-kick",
    term: "Squib Kick",
    definition:
      "A low, bouncing kickoff that is hard to field cleanly. Under the dynamic kickoff it still has to reach the landing zone to avoid giving the ball at the 40.",
    category: "Special Teams",
    relatedTerms: ["Kickoff", "Landing Zone", "Onside Kick"],
  },
  {
    id: "return",
    term: "Return",
    definition:
      "Running back a kick, punt, interception or fumble after gaining the ball.",
    category: "Special Teams",
    relatedTerms: ["Returner", "Kickoff", "Punt"],
  },
  {
    id: "blocked-kick",
    term: "Blocked Kick",
    definition:
      "A punt, field goal or extra point deflected by a defender near the line. The loose ball can be recovered by either team.",
    category: "Special Teams",
    relatedTerms: ["Punt", "Field Goal", "Roughing the Kicker"],
  },
  {
    id: "hang-time",
    term: "Hang Time",
    definition:
      "How long a punt or kick stays in the air. More hang time gives coverage players time to reach the returner.",
    category: "Special Teams",
    relatedTerms: ["Punt", "Punter", "Fair Catch"],
  },
  {
    id: "free-kick",
    term: "Free Kick",
    definition:
      "A kick that the receiving team may not rush, used for kickoffs, the kick after a safety and a fair-catch kick.",
    category: "Special Teams",
    relatedTerms: ["Kickoff", "Safety", "Fair-Catch Kick"],
  },
  // Field
  {
    id: "playing-field",
    term: "Playing Field",
    definition:
      "The playing surface: 100 yards between the goal lines plus a 10-yard end zone at each end, and 53 1/3 yards wide.",
    category: "Field",
    relatedTerms: ["End Zone", "Yard Line", "Sideline"],
  },
  {
    id: "end-zone",
    term: "End Zone",
    definition:
      "The 10-yard-deep area at each end of the field between the goal line and the end line, where touchdowns are scored.",
    category: "Field",
    relatedTerms: ["Goal Line", "End Line", "Touchdown", "Pylon"],
  },
  {
    id: "goal-line",
    term: "Goal Line",
    definition:
      "The line at the front of each end zone. The ball must break its plane for a touchdown.",
    category: "Field",
    relatedTerms: ["End Zone", "Touchdown", "Goal to Go"],
  },
  {
    id: "end-line",
    term: "End Line",
    definition:
      "The line at the back of each end zone. The goalposts stand on it.",
    category: "Field",
    relatedTerms: ["End Zone", "Goalpost", "Sideline"],
  },
  {
    id: "sideline",
    term: "Sideline",
    definition:
      "Either of the two long boundary lines along the sides of the field. The line itself is out of bounds.",
    category: "Field",
    relatedTerms: ["Out of Bounds", "End Line", "Hash Marks"],
  },
  {
    id: "hash-marks",
    term: "Hash Marks",
    definition:
      "Two rows of short lines near the middle of the field. Every play starts between or on them, and in the NFL they are 18 feet 6 inches apart, the same width as the goalposts.",
    category: "Field",
    relatedTerms: ["Yard Line", "Sideline", "Spot"],
  },
  {
    id: "yard-line",
    term: "Yard Line",
    definition:
      "The lines across the field marking every 5 yards, numbered every 10 from each goal line up to the 50.",
    category: "Field",
    relatedTerms: ["Midfield", "Playing Field", "Hash Marks"],
  },
  {
    id: "midfield",
    term: "Midfield",
    definition:
      "The 50-yard line, exactly halfway between the two goal lines.",
    category: "Field",
    relatedTerms: ["Yard Line", "Field Position", "Coin Toss"],
  },
  {
    id: "red-zone",
    term: "Red Zone",
    definition:
      "The area from the opponent's 20-yard line to its goal line, where scoring chances are best.",
    category: "Field",
    relatedTerms: ["Goal Line", "Red Zone Efficiency", "Goal to Go"],
  },
  {
    id: "line-of-scrimmage",
    term: "Line of Scrimmage",
    definition:
      "The imaginary line across the field through the ball where each play starts. Neither team may cross it before the snap.",
    category: "Field",
    relatedTerms: ["Neutral Zone", "Snap", "Trenches"],
  },
  {
    id: "neutral-zone",
    term: "Neutral Zone",
    definition:
      "The ball-length strip between the two teams' lines of scrimmage that no player except the center may enter before the snap.",
    category: "Field",
    relatedTerms: ["Line of Scrimmage", "Neutral Zone Infraction", "Encroachment"],
  },
  {
    id: "pylon",
    term: "Pylon",
    definition:
      "The small orange markers at the corners of each end zone. If the ball, held by a runner, touches a pylon, it counts as reaching the end zone.",
    category: "Field",
    relatedTerms: ["End Zone", "Goal Line", "Sideline"],
  },
  {
    id: "goalpost",
    term: "Goalpost",
    definition:
      "The Y-shaped structure on each end line that field goals and extra points must go through.",
    category: "Field",
    relatedTerms: ["Uprights", "Crossbar", "End Line"],
  },
  {
    id: "uprights",
    term: "Uprights",
    definition:
      "The two vertical posts of the goalpost, 18 feet 6 inches apart. A kick must pass between them.",
    category: "Field",
    relatedTerms: ["Goalpost", "Crossbar", "Field Goal"],
  },
  {
    id: "crossbar",
    term: "Crossbar",
    definition:
      "The horizontal bar of the goalpost, 10 feet above the ground. Field goals and extra points must clear it.",
    category: "Field",
    relatedTerms: ["Goalpost", "Uprights", "Field Goal"],
  },
  {
    id: "chains",
    term: "Chains",
    definition:
      "The two poles joined by a 10-yard chain kept on the sideline to show where a set of downs began and the line to gain.",
    category: "Field",
    relatedTerms: ["Chain Crew", "Line to Gain", "First Down"],
  },
  {
    id: "line-to-gain",
    term: "Line to Gain",
    definition:
      "The spot the offense must reach for a new first down, shown on TV as a yellow line.",
    category: "Field",
    relatedTerms: ["First Down", "Chains", "Down and Distance"],
  },
  {
    id: "tackle-box",
    term: "Tackle Box",
    definition:
      "The area between where the two offensive tackles line up, extending back from the line of scrimmage. Several passing and protection rules depend on whether the quarterback is inside it.",
    category: "Field",
    relatedTerms: ["Pocket", "Intentional Grounding", "Tackle"],
  },
  // Strategy
  {
    id: "field-position",
    term: "Field Position",
    definition:
      "Where on the field a team starts its drive. Starting close to the opponent's end zone makes scoring much easier.",
    category: "Strategy",
    relatedTerms: ["Punt", "Touchback", "Drive"],
  },
  // Game Flow
  {
    id: "down",
    term: "Down",
    definition:
      "A single play from scrimmage. The offense gets four downs to gain 10 yards.",
    category: "Game Flow",
    relatedTerms: ["First Down", "Down and Distance", "Turnover on Downs"],
  },
  {
    id: "first-down",
    term: "First Down",
    definition:
      "The first of a set of four downs, and the reward for gaining the required yards. Each new first down starts a fresh set of four.",
    category: "Game Flow",
    relatedTerms: ["Down", "Line to Gain", "Automatic First Down"],
  },
  {
    id: "down-and-distance",
    term: "Down and Distance",
    definition:
      "The current down paired with the yards still needed for a first down, such as 3rd-and-4.",
    category: "Game Flow",
    relatedTerms: ["Down", "First Down", "Line to Gain"],
  },
  {
    id: "possession",
    term: "Possession",
    definition:
      "Having control of the ball. The team in possession is the offense.",
    category: "Game Flow",
    relatedTerms: ["Drive", "Turnover", "Time of Possession"],
  },
  {
    id: "drive",
    term: "Drive",
    definition:
      "A team's series of plays from when it gets the ball until it scores, punts or turns it over.",
    category: "Game Flow",
    relatedTerms: ["Possession", "Field Position", "Down"],
  },
  {
    id: "quarter",
    term: "Quarter",
    definition:
      "One of the four 15-minute periods of a game. Teams switch ends after the first and third quarters.",
    category: "Game Flow",
    relatedTerms: ["Halftime", "Game Clock", "Overtime"],
  },
  {
    id: "halftime",
    term: "Halftime",
    definition:
      "The break between the second and third quarters. The second half starts with a new kickoff.",
    category: "Game Flow",
    relatedTerms: ["Quarter", "Kickoff", "Defer"],
  },
  {
    id: "game-clock",
    term: "Game Clock",
    definition:
      "The clock showing the time left in the current quarter. It stops for incomplete passes, plays out of bounds, scores, timeouts and other events.",
    category: "Game Flow",
    relatedTerms: ["Play Clock", "Quarter", "Clock Management"],
  },
  {
    id: "play-clock",
    term: "Play Clock",
    definition:
      "The countdown of how long the offense has to snap the ball: 40 seconds after most plays, 25 after certain stoppages.",
    category: "Game Flow",
    relatedTerms: ["Delay of Game", "Game Clock", "Snap"],
  },
  {
    id: "timeout",
    term: "Timeout",
    definition:
      "A break that stops the game clock. Each team gets three per half.",
    category: "Game Flow",
    relatedTerms: ["Game Clock", "Two-Minute Warning", "Challenge"],
  },
  {
    id: "two-minute-warning",
    term: "Two-Minute Warning",
    definition:
      "An automatic stoppage when two minutes remain in the second and fourth quarters.",
    category: "Game Flow",
    relatedTerms: ["Timeout", "Two-Minute Drill", "Game Clock"],
  },
  {
    id: "coin-toss",
    term: "Coin Toss",
    definition:
      "The flip before the game, and again before overtime, that decides which team chooses first between receiving, kicking or picking a goal to defend.",
    category: "Game Flow",
    relatedTerms: ["Defer", "Kickoff", "Overtime"],
  },
  {
    id: "defer",
    term: "Defer",
    definition:
      "Choosing, after winning the opening coin toss, to save your choice for the second half, usually so you can receive the second-half kickoff.",
    category: "Game Flow",
    relatedTerms: ["Coin Toss", "Halftime", "Kickoff"],
  },
  {
    id: "overtime",
    term: "Overtime",
    definition:
      "Extra time played when a game is tied after four quarters. In the regular season it is one 10-minute period in which both teams get a possession; in the playoffs it continues until there is a winner.",
    category: "Game Flow",
    relatedTerms: ["Coin Toss", "Sudden Death", "Playoffs"],
  },
  {
    id: "sudden-death",
    term: "Sudden Death",
    definition:
      "A format in which the next score wins. In the NFL it now applies in overtime only after both teams have had a possession.",
    category: "Game Flow",
    relatedTerms: ["Overtime", "Coin Toss"],
  },
  {
    id: "turnover-on-downs",
    term: "Turnover on Downs",
    definition:
      "Losing the ball by failing to reach the line to gain on fourth down. The other team takes over at the spot of the ball.",
    category: "Game Flow",
    relatedTerms: ["Down", "Going for It", "Turnover"],
  },
  {
    id: "spot",
    term: "Spot",
    definition:
      "Where the officials place the ball after a play, which sets the line of scrimmage for the next one.",
    category: "Game Flow",
    relatedTerms: ["Forward Progress", "Line of Scrimmage", "Hash Marks"],
  },
  {
    id: "forward-progress",
    term: "Forward Progress",
    definition:
      "The farthest point a ball carrier reached before being stopped. The ball is spotted there even if he is then pushed backward.",
    category: "Game Flow",
    relatedTerms: ["Spot", "Tackling", "Down by Contact"],
  },
  {
    id: "dead-ball",
    term: "Dead Ball",
    definition:
      "A ball that is not in play, between the end of one play and the snap of the next.",
    category: "Game Flow",
    relatedTerms: ["Spot", "Personal Foul", "Snap"],
  },
  {
    id: "down-by-contact",
    term: "Down by Contact",
    definition:
      "The NFL rule that a runner is down only if he touches the ground with something other than his hands or feet after being touched by an opponent.",
    category: "Game Flow",
    relatedTerms: ["Tackling", "Forward Progress", "Fumble"],
  },
  {
    id: "out-of-bounds",
    term: "Out of Bounds",
    definition:
      "Touching a sideline, end line or anything beyond them. A runner who goes out of bounds ends the play and stops the clock.",
    category: "Game Flow",
    relatedTerms: ["Sideline", "Game Clock", "Spot"],
  },
  {
    id: "officials",
    term: "Officials",
    definition:
      "The seven-member crew that enforces the rules on the field: referee, umpire, down judge, line judge, side judge, field judge and back judge.",
    category: "Game Flow",
    relatedTerms: ["Referee", "Penalty Flag", "Instant Replay"],
  },
  {
    id: "referee",
    term: "Referee",
    definition:
      "The head official, who wears a white cap, lines up behind the offense and announces penalties to the crowd.",
    category: "Game Flow",
    relatedTerms: ["Officials", "Penalty", "Penalty Flag"],
  },
  {
    id: "chain-crew",
    term: "Chain Crew",
    definition:
      "The sideline team that holds the chains and the down marker. Since 2025 the NFL measures first downs with camera tracking and keeps the chains as a backup.",
    category: "Game Flow",
    relatedTerms: ["Chains", "Line to Gain", "Officials"],
  },
  {
    id: "red-flag",
    term: "Red Flag",
    definition:
      "The flag a head coach throws onto the field to challenge a ruling.",
    category: "Game Flow",
    relatedTerms: ["Challenge", "Instant Replay", "Penalty Flag"],
  },
  {
    id: "challenge",
    term: "Challenge",
    definition:
      "A coach's request for a video review of a ruling. Each team gets two per game and a third if at least one succeeds; a failed challenge costs a timeout.",
    category: "Game Flow",
    relatedTerms: ["Red Flag", "Instant Replay", "Timeout"],
  },
  {
    id: "instant-replay",
    term: "Instant Replay",
    definition:
      "Video review of on-field rulings. Scoring plays and turnovers are always checked, the replay booth starts any review in the last two minutes of each half and in overtime, and other plays need a coach's challenge.",
    category: "Game Flow",
    relatedTerms: ["Challenge", "Red Flag", "Officials"],
  },
  {
    id: "untimed-down",
    term: "Untimed Down",
    definition:
      "A play run after time has expired, for example a try after a touchdown or an extra play because the defense committed a foul on the last play of a half.",
    category: "Game Flow",
    relatedTerms: ["Try", "Game Clock", "Penalty"],
  },
  {
    id: "ten-second-runoff",
    term: "Ten-Second Runoff",
    definition:
      "Ten seconds taken off the game clock when the offense commits a clock-stopping foul after the two-minute warning of either half, unless it uses a timeout.",
    category: "Game Flow",
    relatedTerms: ["Game Clock", "Timeout", "False Start"],
  },
  // Penalties
  {
    id: "penalty",
    term: "Penalty",
    definition:
      "The punishment for breaking a rule, usually a loss of yards and sometimes an automatic first down or loss of down.",
    category: "Penalties",
    relatedTerms: ["Penalty Flag", "Personal Foul", "Declined Penalty"],
  },
  {
    id: "penalty-flag",
    term: "Penalty Flag",
    definition:
      "The weighted yellow cloth an official throws to mark a foul.",
    category: "Penalties",
    relatedTerms: ["Yellow Flag", "Flag", "Penalty"],
  },
  {
    id: "yellow-flag",
    term: "Yellow Flag",
    definition:
      "Another name for the penalty flag, from its bright yellow color. It is thrown toward the spot of the foul.",
    category: "Penalties",
    relatedTerms: ["Penalty Flag", "Flag", "Red Flag"],
  },
  {
    id: "flag",
    term: "Flag",
    definition:
      "Short for a penalty flag. Fans say a play was flagged or there is a flag on the play when a foul has been called.",
    category: "Penalties",
    relatedTerms: ["Penalty Flag", "Yellow Flag", "Penalty"],
  },
  {
    id: "offside",
    term: "Offside",
    definition:
      "A player, usually a defender, being beyond the line of scrimmage when the ball is snapped. 5 yards.",
    category: "Penalties",
    relatedTerms: ["Encroachment", "Neutral Zone Infraction", "Free Play"],
  },
  {
    id: "encroachment",
    term: "Encroachment",
    definition:
      "A defender entering the neutral zone and touching an offensive player before the snap. The play is stopped and the penalty is 5 yards.",
    category: "Penalties",
    relatedTerms: ["Offside", "Neutral Zone", "Neutral Zone Infraction"],
  },
  {
    id: "neutral-zone-infraction",
    term: "Neutral Zone Infraction",
    definition:
      "A defender moving into the neutral zone before the snap and causing an offensive player to react. 5 yards.",
    category: "Penalties",
    relatedTerms: ["Offside", "Encroachment", "False Start"],
  },
  {
    id: "false-start",
    term: "False Start",
    definition:
      "An offensive player moving in a way that imitates the start of the play after getting set. The ball is dead and the offense loses 5 yards.",
    category: "Penalties",
    relatedTerms: ["Snap Count", "Offside", "Neutral Zone Infraction"],
  },
  {
    id: "free-play",
    term: "Free Play",
    definition:
      "A play on which the defense jumped offside but the ball was snapped anyway, so the offense can take the result or the penalty.",
    category: "Penalties",
    relatedTerms: ["Offside", "Hard Count", "Declined Penalty"],
  },
  {
    id: "holding",
    term: "Holding",
    definition:
      "Illegally grabbing or restraining an opponent who does not have the ball. 10 yards on the offense; 5 yards and an automatic first down on the defense.",
    category: "Penalties",
    relatedTerms: ["Penalty", "Automatic First Down", "Illegal Contact"],
  },
  {
    id: "pass-interference",
    term: "Pass Interference",
    definition:
      "Illegally hindering an opponent's chance to catch a forward pass while it is in the air. Against the defense it is a spot foul with an automatic first down; against the offense it is 10 yards.",
    category: "Penalties",
    relatedTerms: ["Illegal Contact", "Spot Foul", "Automatic First Down"],
  },
  {
    id: "illegal-contact",
    term: "Illegal Contact",
    definition:
      "A defender impeding a receiver more than 5 yards past the line before the pass is thrown. 5 yards and an automatic first down.",
    category: "Penalties",
    relatedTerms: ["Pass Interference", "Press Coverage", "Holding"],
  },
  {
    id: "intentional-grounding",
    term: "Intentional Grounding",
    definition:
      "A passer under pressure throwing the ball away with no eligible receiver in the area, so with no realistic chance of a completion. Loss of down and 10 yards, or a safety in his own end zone.",
    category: "Penalties",
    relatedTerms: ["Throwaway", "Loss of Down", "Tackle Box"],
  },
  {
    id: "roughing-the-passer",
    term: "Roughing the Passer",
    definition:
      "An illegal hit on a quarterback, such as a late hit or a blow to the head. 15 yards and an automatic first down.",
    category: "Penalties",
    relatedTerms: ["Personal Foul", "Quarterback", "Defenseless Player"],
  },
  {
    id: "roughing-the-kicker",
    term: "Roughing the Kicker",
    definition:
      "Knocking down or hitting the plant leg of a kicker or punter after the kick. 15 yards and an automatic first down.",
    category: "Penalties",
    relatedTerms: ["Running Into the Kicker", "Blocked Kick", "Personal Foul"],
  },
  {
    id: "running-into-the-kicker",
    term: "Running Into the Kicker",
    definition:
      "Lighter contact with a kicker or punter that does not knock him down. 5 yards with no automatic first down.",
    category: "Penalties",
    relatedTerms: ["Roughing the Kicker", "Punter"],
  },
  {
    id: "personal-foul",
    term: "Personal Foul",
    definition:
      "A dangerous or unnecessary act of contact, such as a late hit. 15 yards, plus an automatic first down when the defense commits it.",
    category: "Penalties",
    relatedTerms: ["Unsportsmanlike Conduct", "Face Mask", "Roughing the Passer"],
  },
  {
    id: "unsportsmanlike-conduct",
    term: "Unsportsmanlike Conduct",
    definition:
      "Behavior against the spirit of the game, such as taunting or abusive language. 15 yards.",
    category: "Penalties",
    relatedTerms: ["Taunting", "Personal Foul", "Ejection"],
  },
  {
    id: "taunting",
    term: "Taunting",
    definition:
      "Mocking, baiting or embarrassing an opponent with words or gestures. A 15-yard unsportsmanlike foul; two in one game get a player ejected.",
    category: "Penalties",
    relatedTerms: ["Unsportsmanlike Conduct", "Ejection"],
  },
  {
    id: "face-mask",
    term: "Face Mask",
    definition:
      "Grabbing an opponent's face mask and twisting, pulling or controlling it. 15 yards.",
    category: "Penalties",
    relatedTerms: ["Personal Foul", "Tackling", "Horse-Collar Tackle"],
  },
  {
    id: "horse-collar-tackle",
    term: "Horse-Collar Tackle",
    definition:
      "Grabbing the inside collar of a runner's pads or jersey, or the jersey at the name plate or above, and pulling him down. 15 yards.",
    category: "Penalties",
    relatedTerms: ["Hip-Drop Tackle", "Face Mask", "Tackling"],
  },
  {
    id: "hip-drop-tackle",
    term: "Hip-Drop Tackle",
    definition:
      "Wrapping up a runner and then dropping your hips and body weight onto his legs at or below the knee. A 15-yard foul with an automatic first down since 2024.",
    category: "Penalties",
    relatedTerms: ["Horse-Collar Tackle", "Tackling", "Personal Foul"],
  },
  {
    id: "use-of-the-helmet",
    term: "Use of the Helmet",
    definition:
      "Lowering the head to start contact with the helmet against an opponent. 15 yards, with possible ejection.",
    category: "Penalties",
    relatedTerms: ["Personal Foul", "Defenseless Player", "Ejection"],
  },
  {
    id: "defenseless-player",
    term: "Defenseless Player",
    definition:
      "A player who cannot protect himself, such as a passer, a receiver trying to catch a pass or a kicker. Forcible hits to his head or neck are 15-yard fouls.",
    category: "Penalties",
    relatedTerms: ["Personal Foul", "Roughing the Passer", "Use of the Helmet"],
  },
  {
    id: "delay-of-game",
    term: "Delay of Game",
    definition:
      "Failing to snap the ball before the play clock expires, or otherwise delaying the restart of play. 5 yards.",
    category: "Penalties",
    relatedTerms: ["Play Clock", "Timeout", "Penalty"],
  },
  {
    id: "illegal-formation",
    term: "Illegal Formation",
    definition:
      "Lining up with fewer than seven players on the line of scrimmage or more than four in the backfield. 5 yards.",
    category: "Penalties",
    relatedTerms: ["Formation", "Illegal Motion", "Line of Scrimmage"],
  },
  {
    id: "illegal-motion",
    term: "Illegal Motion",
    definition:
      "An offensive player moving toward the line at the snap, or more movement than the motion rules allow. 5 yards.",
    category: "Penalties",
    relatedTerms: ["Motion", "Illegal Formation", "False Start"],
  },
  {
    id: "too-many-men-on-the-field",
    term: "Too Many Men on the Field",
    definition:
      "Having 12 or more players on the field at the snap. 5 yards.",
    category: "Penalties",
    relatedTerms: ["Penalty", "Huddle"],
  },
  {
    id: "block-in-the-back",
    term: "Block in the Back",
    definition:
      "Pushing an opponent who does not have the ball from behind above the waist. 10 yards from the spot of the foul.",
    category: "Penalties",
    relatedTerms: ["Clipping", "Return", "Penalty"],
  },
  {
    id: "clipping",
    term: "Clipping",
    definition:
      "Blocking an opponent from behind at or below the waist. 15 yards.",
    category: "Penalties",
    relatedTerms: ["Block in the Back", "Chop Block", "Personal Foul"],
  },
  {
    id: "chop-block",
    term: "Chop Block",
    definition:
      "Two blockers engaging one defender at the same time, one high and one at the thigh or below. 15 yards.",
    category: "Penalties",
    relatedTerms: ["Clipping", "Offensive Line", "Personal Foul"],
  },
  {
    id: "kick-catch-interference",
    term: "Kick Catch Interference",
    definition:
      "A kicking-team player getting in the way of a returner trying to catch a punt. 15 yards.",
    category: "Penalties",
    relatedTerms: ["Fair Catch", "Returner", "Punt"],
  },
  {
    id: "automatic-first-down",
    term: "Automatic First Down",
    definition:
      "A penalty bonus that gives the offense a new first down no matter how many yards it still needed.",
    category: "Penalties",
    relatedTerms: ["First Down", "Holding", "Pass Interference"],
  },
  {
    id: "loss-of-down",
    term: "Loss of Down",
    definition:
      "A penalty that counts the play as a used down for the offense, as with intentional grounding.",
    category: "Penalties",
    relatedTerms: ["Intentional Grounding", "Down", "Penalty"],
  },
  {
    id: "spot-foul",
    term: "Spot Foul",
    definition:
      "A foul enforced from the exact spot where it happened, such as defensive pass interference.",
    category: "Penalties",
    relatedTerms: ["Pass Interference", "Spot", "Penalty"],
  },
  {
    id: "declined-penalty",
    term: "Declined Penalty",
    definition:
      "A penalty the fouled team chooses not to accept because the result of the play was better for it.",
    category: "Penalties",
    relatedTerms: ["Penalty", "Offsetting Penalties", "Free Play"],
  },
  {
    id: "offsetting-penalties",
    term: "Offsetting Penalties",
    definition:
      "Fouls by both teams on the same play that cancel each other out, usually leading to the down being replayed.",
    category: "Penalties",
    relatedTerms: ["Penalty", "Declined Penalty"],
  },
  {
    id: "half-the-distance",
    term: "Half the Distance",
    definition:
      "The rule that a penalty can move the ball no more than half the distance to the offending team's goal line.",
    category: "Penalties",
    relatedTerms: ["Penalty", "Goal Line", "Spot Foul"],
  },
  {
    id: "ejection",
    term: "Ejection",
    definition:
      "Removal of a player from the rest of the game for a flagrant foul or repeated unsportsmanlike conduct. Also called disqualification.",
    category: "Penalties",
    relatedTerms: ["Taunting", "Unsportsmanlike Conduct", "Personal Foul"],
  },
  // Strategy
  {
    id: "clock-management",
    term: "Clock Management",
    definition:
      "Using timeouts, sideline routes, spikes, kneel-downs and the play clock to control how much time is left.",
    category: "Strategy",
    relatedTerms: ["Timeout", "Spike", "Kneel Down", "Two-Minute Drill"],
  },
  {
    id: "going-for-it",
    term: "Going for It",
    definition:
      "Running a normal play on fourth down instead of punting or kicking a field goal, risking a turnover on downs.",
    category: "Strategy",
    relatedTerms: ["Turnover on Downs", "Down and Distance", "Punt"],
  },
  {
    id: "time-of-possession",
    term: "Time of Possession",
    definition:
      "How much game-clock time a team spends on offense. Long drives keep the other offense off the field.",
    category: "Strategy",
    relatedTerms: ["Possession", "Drive", "Clock Management"],
  },
  {
    id: "play-calling",
    term: "Play Calling",
    definition:
      "Choosing each play, usually by the head coach or a coordinator, and sending it to the quarterback through his helmet radio.",
    category: "Strategy",
    relatedTerms: ["Huddle", "Audible", "Quarterback"],
  },
  {
    id: "mismatch",
    term: "Mismatch",
    definition:
      "A matchup where one player has a clear edge, such as a fast receiver covered by a slower linebacker.",
    category: "Strategy",
    relatedTerms: ["Motion", "Man Coverage", "Linebacker"],
  },
  {
    id: "icing-the-kicker",
    term: "Icing the Kicker",
    definition:
      "Calling a timeout just before a big field-goal attempt to make the kicker wait and think about it.",
    category: "Strategy",
    relatedTerms: ["Timeout", "Field Goal", "Kicker"],
  },
  {
    id: "four-minute-offense",
    term: "Four-Minute Offense",
    definition:
      "An offense protecting a late lead by running the ball and keeping the clock moving to finish the game.",
    category: "Strategy",
    relatedTerms: ["Clock Management", "Rushing", "Kneel Down"],
  },
  // Stats
  {
    id: "qb-rating",
    term: "QB Rating",
    definition:
      "The NFL passer rating, a 0 to 158.3 score combining completion percentage, yards per attempt, touchdown rate and interception rate.",
    category: "Stats",
    relatedTerms: ["Quarterback", "Completion Percentage", "Passing"],
  },
  {
    id: "completion-percentage",
    term: "Completion Percentage",
    definition:
      "The share of a quarterback's pass attempts that are caught.",
    category: "Stats",
    relatedTerms: ["Completion", "QB Rating", "Passing"],
  },
  {
    id: "yards-per-carry",
    term: "Yards per Carry",
    definition:
      "Rushing yards divided by rushing attempts, a basic measure of a runner's efficiency.",
    category: "Stats",
    relatedTerms: ["Rushing", "Running Back"],
  },
  {
    id: "air-yards",
    term: "Air Yards",
    definition:
      "How far a pass travels past the line of scrimmage before it is caught or lands, not counting the run afterward.",
    category: "Stats",
    relatedTerms: ["Yards After Catch", "Passing", "Target"],
  },
  {
    id: "target",
    term: "Target",
    definition:
      "A pass thrown toward a particular receiver, whether or not it is caught.",
    category: "Stats",
    relatedTerms: ["Reception", "Air Yards", "PPR"],
  },
  {
    id: "turnover-differential",
    term: "Turnover Differential",
    definition:
      "Takeaways minus giveaways over a game or season. It is one of the stats most closely tied to winning.",
    category: "Stats",
    relatedTerms: ["Turnover", "Interception", "Fumble"],
  },
  {
    id: "red-zone-efficiency",
    term: "Red Zone Efficiency",
    definition:
      "The share of a team's trips inside the opponent's 20 that end in touchdowns.",
    category: "Stats",
    relatedTerms: ["Red Zone", "Touchdown", "Field Goal"],
  },
  {
    id: "third-down-conversion-rate",
    term: "Third-Down Conversion Rate",
    definition:
      "The share of third downs on which an offense earns a first down.",
    category: "Stats",
    relatedTerms: ["Down and Distance", "First Down", "Going for It"],
  },
  // League
  {
    id: "nfl",
    term: "NFL",
    definition:
      "The National Football League, the top professional American football league, with 32 teams split into two conferences.",
    category: "League",
    relatedTerms: ["AFC", "NFC", "Super Bowl"],
  },
  {
    id: "afc",
    term: "AFC",
    definition:
      "The American Football Conference, one of the NFL's two 16-team conferences.",
    category: "League",
    relatedTerms: ["NFC", "Conference", "Division"],
  },
  {
    id: "nfc",
    term: "NFC",
    definition:
      "The National Football Conference, one of the NFL's two 16-team conferences.",
    category: "League",
    relatedTerms: ["AFC", "Conference", "Division"],
  },
  {
    id: "conference",
    term: "Conference",
    definition:
      "One of the NFL's two halves, the AFC and NFC. Their champions meet in the Super Bowl.",
    category: "League",
    relatedTerms: ["AFC", "NFC", "Division"],
  },
  {
    id: "division",
    term: "Division",
    definition:
      "A group of four teams within a conference (North, South, East and West). Division winners qualify for the playoffs.",
    category: "League",
    relatedTerms: ["Conference", "Playoffs", "Wild Card"],
  },
  {
    id: "regular-season",
    term: "Regular Season",
    definition:
      "The 18-week schedule in which each team plays 17 games and has one bye week.",
    category: "League",
    relatedTerms: ["Bye Week", "Preseason", "Playoffs"],
  },
  {
    id: "preseason",
    term: "Preseason",
    definition:
      "Exhibition games in August used to evaluate players before the regular season. Results do not count in the standings.",
    category: "League",
    relatedTerms: ["Regular Season", "Depth Chart", "Rookie"],
  },
  {
    id: "bye-week",
    term: "Bye Week",
    definition:
      "The week during the regular season when a team does not play. Top playoff seeds also get a first-round bye.",
    category: "League",
    relatedTerms: ["Regular Season", "Playoffs", "Fantasy Football"],
  },
  {
    id: "playoffs",
    term: "Playoffs",
    definition:
      "The single-elimination tournament after the regular season: seven teams from each conference, with the top seed in each getting a first-round bye.",
    category: "League",
    relatedTerms: ["Wild Card", "Super Bowl", "Division"],
  },
  {
    id: "wild-card",
    term: "Wild Card",
    definition:
      "A playoff spot for one of the three best non-division-winning teams in each conference, and the name of the first playoff round.",
    category: "League",
    relatedTerms: ["Playoffs", "Division", "Seeding"],
  },
  {
    id: "seeding",
    term: "Seeding",
    definition:
      "The ranking of playoff teams from 1 to 7 in each conference. Division winners are seeded 1 to 4 and higher seeds host games.",
    category: "League",
    relatedTerms: ["Playoffs", "Wild Card", "Home-Field Advantage"],
  },
  {
    id: "home-field-advantage",
    term: "Home-Field Advantage",
    definition:
      "The edge a team gets from playing in its own stadium, from crowd noise to familiarity. Higher playoff seeds earn home games.",
    category: "League",
    relatedTerms: ["Seeding", "Playoffs", "Silent Count"],
  },
  {
    id: "super-bowl",
    term: "Super Bowl",
    definition:
      "The NFL championship game between the AFC and NFC champions, played each February at a site chosen years in advance.",
    category: "League",
    relatedTerms: ["Playoffs", "AFC", "NFC"],
  },
  {
    id: "pro-bowl",
    term: "Pro Bowl",
    definition:
      "The NFL's all-star event. Since 2023 it has been played as the Pro Bowl Games, with skills contests and flag football instead of a full tackle game.",
    category: "League",
    relatedTerms: ["NFL", "Super Bowl"],
  },
  {
    id: "nfl-draft",
    term: "NFL Draft",
    definition:
      "The yearly spring event where teams take turns picking eligible college players over seven rounds, with weaker teams generally picking earlier.",
    category: "League",
    relatedTerms: ["Rookie", "Free Agency", "Salary Cap"],
  },
  {
    id: "rookie",
    term: "Rookie",
    definition:
      "A player in his first NFL season.",
    category: "League",
    relatedTerms: ["NFL Draft", "Practice Squad", "Depth Chart"],
  },
  {
    id: "free-agency",
    term: "Free Agency",
    definition:
      "The period when players whose contracts have ended can sign with any team.",
    category: "League",
    relatedTerms: ["Franchise Tag", "Salary Cap", "NFL Draft"],
  },
  {
    id: "franchise-tag",
    term: "Franchise Tag",
    definition:
      "A tool that lets a team keep a player whose contract is ending for one more season on a one-year deal at a high set salary. A team may use it on one player per year.",
    category: "League",
    relatedTerms: ["Free Agency", "Salary Cap"],
  },
  {
    id: "salary-cap",
    term: "Salary Cap",
    definition:
      "The hard limit on how much each team can spend on player salaries in a season, set by the league every year.",
    category: "League",
    relatedTerms: ["Free Agency", "Franchise Tag", "NFL Draft"],
  },
  {
    id: "injured-reserve",
    term: "Injured Reserve",
    definition:
      "A list for injured players that frees up their roster spot. A player placed on it must miss several games before he can return, and teams can bring back only a limited number each season.",
    category: "League",
    relatedTerms: ["Practice Squad", "Depth Chart"],
  },
  {
    id: "practice-squad",
    term: "Practice Squad",
    definition:
      "Extra players who practice with a team but are not on the game-day roster; they can be promoted or signed to the active roster.",
    category: "League",
    relatedTerms: ["Injured Reserve", "Depth Chart", "Rookie"],
  },
  {
    id: "depth-chart",
    term: "Depth Chart",
    definition:
      "A team's ranking of players at each position, showing the starters and backups.",
    category: "League",
    relatedTerms: ["Practice Squad", "Injured Reserve", "Fantasy Football"],
  },
  {
    id: "trade-deadline",
    term: "Trade Deadline",
    definition:
      "The point partway through the regular season after which teams can no longer trade players.",
    category: "League",
    relatedTerms: ["Free Agency", "Regular Season"],
  },
  // Fantasy & Betting
  {
    id: "fantasy-football",
    term: "Fantasy Football",
    definition:
      "A game in which fans draft real NFL players onto imaginary teams and score points based on those players' real stats each week.",
    category: "Fantasy & Betting",
    relatedTerms: ["PPR", "Waiver Wire", "Flex"],
  },
  {
    id: "ppr",
    term: "PPR",
    definition:
      "Point per reception, a fantasy scoring format that awards a point for every catch in addition to yards and touchdowns.",
    category: "Fantasy & Betting",
    relatedTerms: ["Fantasy Football", "Reception", "Target"],
  },
  {
    id: "waiver-wire",
    term: "Waiver Wire",
    definition:
      "The pool of unowned players a fantasy team can claim, often in an order that favors teams lower in the standings.",
    category: "Fantasy & Betting",
    relatedTerms: ["Fantasy Football", "Bye Week"],
  },
  {
    id: "flex",
    term: "Flex",
    definition:
      "A fantasy lineup spot that can be filled by a running back, wide receiver or tight end.",
    category: "Fantasy & Betting",
    relatedTerms: ["Fantasy Football", "Running Back", "Wide Receiver"],
  },
  {
    id: "point-spread",
    term: "Point Spread",
    definition:
      "The number of points by which the favorite is expected to win, used to even out a bet. Often just called the spread.",
    category: "Fantasy & Betting",
    relatedTerms: ["Moneyline", "Over/Under", "Favorite", "Underdog"],
  },
  {
    id: "moneyline",
    term: "Moneyline",
    definition:
      "A bet on which team wins outright. Odds like -150 mean betting 150 to win 100, and +130 means betting 100 to win 130.",
    category: "Fantasy & Betting",
    relatedTerms: ["Point Spread", "Favorite", "Underdog"],
  },
  {
    id: "over-under",
    term: "Over/Under",
    definition:
      "A bet on whether the combined score of both teams will be higher or lower than a set number, also called the total.",
    category: "Fantasy & Betting",
    relatedTerms: ["Point Spread", "Moneyline"],
  },
  {
    id: "vig",
    term: "Vig",
    definition:
      "The sportsbook's built-in fee on a bet, also called the juice. Standard odds of -110 mean betting 110 to win 100.",
    category: "Fantasy & Betting",
    relatedTerms: ["Point Spread", "Moneyline"],
  },
  {
    id: "favorite",
    term: "Favorite",
    definition:
      "The team expected to win, shown with a minus sign on the point spread.",
    category: "Fantasy & Betting",
    relatedTerms: ["Underdog", "Point Spread", "Moneyline"],
  },
  {
    id: "underdog",
    term: "Underdog",
    definition:
      "The team expected to lose, shown with a plus sign on the point spread.",
    category: "Fantasy & Betting",
    relatedTerms: ["Favorite", "Point Spread", "Moneyline"],
  },
  {
    id: "parlay",
    term: "Parlay",
    definition:
      "A single bet that combines several picks; every pick must win for the bet to pay, but the payout is larger.",
    category: "Fantasy & Betting",
    relatedTerms: ["Point Spread", "Moneyline", "Prop Bet"],
  },
  {
    id: "prop-bet",
    term: "Prop Bet",
    definition:
      "A bet on something other than the final result, such as a player's passing yards or whether a game goes to overtime.",
    category: "Fantasy & Betting",
    relatedTerms: ["Parlay", "Over/Under"],
  },
  // Offense
  {
    id: "silent-count",
    term: "Silent Count",
    definition:
      "A way to snap the ball in a loud stadium without a spoken cadence, using a hand signal or a tap to time the snap.",
    category: "Offense",
    relatedTerms: ["Snap Count", "Center", "Home-Field Advantage"],
  },
];
