import type { Rule } from '@gg/contracts';

// The order of this array IS the documented full-rule-list order: Previous/Next on the
// rule detail screen walks it from first to last. Rules are grouped by category in the
// order offense, defense, special-teams, penalties, game-flow, and inside each category
// they go from basic to advanced. Add new rules at the right place in their group.
//
// All text is our own wording, checked against the 2025 NFL rulebook (checkedForSeason).

const SEASON = '2025';

export const rules: Rule[] = [
  // ---------------------------------------------------------------- offense
  {
    id: "down-system",
    title: "The Down System",
    categoryId: "offense",
    description:
      "The offense gets four plays, called downs, to move the ball 10 yards. Reaching the 10 yards earns a fresh set of four downs.",
    details:
      "Every drive begins with 1st-and-10: it is first down and the offense needs 10 yards for the next first down. The spot it has to reach is the line to gain, shown on TV as a yellow line and on the sideline by the chain crew's markers. If the offense gets there within four downs, it earns a new 1st-and-10 from wherever the ball ends up. Down and distance are always quoted together, so 3rd-and-4 means third down with 4 yards still needed. If the offense comes up short on fourth down, the other team takes over at that spot, which is why most teams punt or kick a field goal on fourth down instead of going for it.",
    tags: ["downs", "first down", "basics", "line to gain"],
    checkedForSeason: SEASON,
  },
  {
    id: "line-of-scrimmage",
    title: "Line of Scrimmage",
    categoryId: "offense",
    description:
      "Every play starts from an imaginary line across the field through the ball. Neither team may cross it before the snap.",
    details:
      "After each play the officials spot the ball, and the next play starts from a line running sideline to sideline through that spot. If a play ends outside the hash marks, the ball is moved in to the nearer hash mark. Strictly speaking each team has its own line through its end of the ball, and the ball-length strip between the two lines is the neutral zone. The offense must have at least seven players on its line at the snap, while the defense may line up however it likes as long as nobody is in the neutral zone. A forward pass is legal only if the passer is behind this line when he throws.",
    tags: ["line of scrimmage", "neutral zone", "basics", "snap"],
    checkedForSeason: SEASON,
  },
  {
    id: "touchdown",
    title: "Touchdown",
    categoryId: "offense",
    description:
      "A touchdown is worth 6 points. It is scored by getting the ball into the opponent's end zone while a player has possession of it.",
    details:
      "A runner scores the moment any part of the ball, while he holds it, breaks the plane of the goal line, even if the rest of his body never gets there. A ball carried into the orange pylon at the corner of the goal line also counts as reaching the end zone. A receiver scores by completing a catch in the end zone: controlling the ball and getting two feet or another body part down inbounds. The defense can score touchdowns too, by returning an interception or a fumble all the way to the other end zone. After every touchdown the scoring team gets one untimed try for 1 or 2 more points.",
    tags: ["scoring", "touchdown", "end zone", "6 points"],
    checkedForSeason: SEASON,
  },
  {
    id: "extra-point",
    title: "Extra Point Kick",
    categoryId: "offense",
    description:
      "After a touchdown, the scoring team can kick the ball through the uprights for 1 point. The ball is snapped from the 15-yard line.",
    details:
      "The extra point is officially a try, a single play with no time taken off the clock. For a kick the ball is snapped from the defense's 15-yard line, so the kick itself covers about 33 yards once you add the 10-yard end zone and the spot where the holder sets the ball. It must pass above the crossbar and between the uprights, just like a field goal. The kick was moved back to the 15 in 2015 to make it less automatic, and kickers now miss a handful every season. If the defense blocks it and gets the ball, it can return it to the other end zone for 2 points of its own.",
    tags: ["scoring", "extra point", "try", "kicking"],
    checkedForSeason: SEASON,
  },
  {
    id: "two-point-conversion",
    title: "Two-Point Conversion",
    categoryId: "offense",
    description:
      "Instead of kicking for 1 point after a touchdown, a team can run or pass the ball in from the 2-yard line for 2 points.",
    details:
      "The two-point try is one untimed play snapped from the defense's 2-yard line. The offense has to get the ball into the end zone the same way it would score a touchdown, by running it in or completing a pass there. If the play fails, the team gets nothing and simply kicks off. Coaches choose it when the score makes 2 points worth the risk, for example to turn an 8-point deficit into a tie late in a game. If the defense intercepts or recovers a fumble during the try, it can return the ball to the other end zone for 2 points.",
    tags: ["scoring", "two-point conversion", "try", "strategy"],
    checkedForSeason: SEASON,
  },
  {
    id: "field-goal",
    title: "Field Goal",
    categoryId: "offense",
    description:
      "A field goal is worth 3 points. It is scored by kicking the ball off the ground over the crossbar and between the uprights.",
    details:
      "Teams usually try a field goal on fourth down when they are close enough for their kicker but unlikely to reach the line to gain. The long snapper sends the ball about 7 or 8 yards back to the holder, who sets it on the ground for the kicker. Because the goalposts stand on the end line at the back of the end zone, a kick is roughly 17 yards longer than the line of scrimmage, so a try from the 30 is a 47-yard attempt. The ball has to pass above the crossbar and between the uprights. If the kick misses, the other team takes over at the spot of the kick, or at its own 20 if the kick was tried from inside the 20.",
    tags: ["scoring", "field goal", "kicking", "3 points"],
    checkedForSeason: SEASON,
  },
  {
    id: "first-down-measurement",
    title: "Measuring for a First Down",
    categoryId: "offense",
    description:
      "When it is unclear whether the ball reached the line to gain, the officials measure. Since 2025 the NFL does this with a camera-based system, with the chains as a backup.",
    details:
      "The chain crew on the sideline holds two poles joined by a chain exactly 10 yards long, with the rear pole at the spot where the set of downs began, plus a marker showing the current down. When a play ends close to the line to gain, the referee can ask for a measurement. Officials still spot the ball by eye, but the distance from that spot to the line to gain is now checked with an optical tracking system fed by stadium cameras. If the front tip of the ball reaches the line, it is a first down; if it is short by even an inch, the down count continues. That is why coaches talk about fourth-and-inches.",
    tags: ["first down", "chains", "measurement", "line to gain"],
    checkedForSeason: SEASON,
    recentChange:
      "From the 2025 season the NFL measures first downs with Hawk-Eye virtual measurement instead of bringing the chains onto the field; the chain crew stays on the sideline as a backup.",
    changedInSeason: 2025,
    previously: {
      season: "2024",
      text: "Officials brought the chain crew onto the field to measure. The chains were stretched from the clip marking where the series began, and it was a first down if the front tip of the ball reached the forward stake.",
    },
  },
  {
    id: "forward-progress",
    title: "Forward Progress",
    categoryId: "offense",
    description:
      "The ball is spotted where the runner's forward movement was stopped, even if defenders then drive him backward.",
    details:
      "When tacklers meet a ball carrier and push him back, the officials do not mark the ball where he finally lands. They mark it at the farthest point he reached before his forward progress was stopped. This keeps the offense from losing yards it had already earned and lets officials blow the whistle before a pile gets dangerous. It also matters near the goal line: a runner who is stopped in the field of play and then carried back into his own end zone has not given up a safety. A runner who is moving backward on his own, on the other hand, is spotted where he goes down.",
    tags: ["spot", "forward progress", "tackle", "officials"],
    checkedForSeason: SEASON,
  },
  {
    id: "out-of-bounds",
    title: "Out of Bounds",
    categoryId: "offense",
    description:
      "A player is out of bounds when he touches a sideline, an end line or anything beyond them. The play ends as soon as the ball carrier steps out.",
    details:
      "The white boundary lines themselves count as out of bounds, so a foot on the sideline is out. When a runner goes out, the ball is spotted where it was at that moment, and the next play starts from the nearer hash mark. Going out of bounds stops the game clock; outside the final two minutes of the first half and the final five minutes of the game, the clock starts again once the ball is set for the next play. A pass caught by a receiver who comes down out of bounds is incomplete. A kickoff that goes out of bounds gives the receiving team the ball at its own 40.",
    tags: ["out of bounds", "sideline", "clock", "spot"],
    checkedForSeason: SEASON,
  },
  {
    id: "forward-pass",
    title: "The Forward Pass",
    categoryId: "offense",
    description:
      "The offense may throw one forward pass per play, and only from behind the line of scrimmage.",
    details:
      "Any pass that travels toward the opponent's goal line is a forward pass. Only one is allowed per play, and the passer must be behind the line of scrimmage when he lets go of the ball. A pass thrown after the passer has crossed the line, or a second forward pass on the same play, is an illegal forward pass: 5 yards from the spot of the pass and loss of down. On the offense only eligible receivers may catch it, and if it hits the ground first it is incomplete and the ball goes back to the previous spot. A throw sideways or backward is a lateral instead, and those are allowed any number of times.",
    tags: ["passing", "forward pass", "quarterback", "eligible receiver"],
    checkedForSeason: SEASON,
  },
  {
    id: "catch-rule",
    title: "What Counts as a Catch",
    categoryId: "offense",
    description:
      "A catch needs control of the ball, two feet or another body part down inbounds, and long enough to make a normal football move.",
    details:
      "First the receiver has to secure the ball in his hands or arms before it touches the ground. Next he has to touch down inbounds with both feet or with any other part of his body except his hands. Finally he must keep control long enough to do something a runner would do, such as take a third step, reach the ball forward or tuck it away, or long enough that he could have done so. If the ball comes loose before all three are met, the pass is incomplete. If he loses it after the catch is complete, it is a fumble and the ball is live.",
    tags: ["passing", "catch", "receiver", "incomplete pass"],
    checkedForSeason: SEASON,
  },
  {
    id: "incomplete-pass",
    title: "Incomplete Passes",
    categoryId: "offense",
    description:
      "A forward pass that hits the ground or goes out of bounds without being caught is incomplete. The clock stops and the ball goes back to the previous spot.",
    details:
      "An incompletion uses up the down, but no yards are gained or lost. The ball returns to where the play started, and the game clock stops until the next snap. A pass caught by a receiver who lands out of bounds, or who is still juggling it when he lands out of bounds, is also incomplete. A quarterback who throws the ball away to avoid a sack is safe from intentional grounding when an eligible receiver is in the area, or when he is outside the tackle box and the ball reaches the line of scrimmage. On fourth down an incomplete pass turns the ball over on downs.",
    tags: ["passing", "incomplete pass", "clock", "throwaway"],
    checkedForSeason: SEASON,
  },
  {
    id: "eligible-receivers",
    title: "Eligible Receivers",
    categoryId: "offense",
    description:
      "Only some offensive players may catch a forward pass: the player at each end of the line and the players lined up behind it.",
    details:
      "At the snap the offense needs at least seven players on the line of scrimmage. The two players at the ends of that line, and everyone in the backfield except a quarterback taking the snap directly under center, are eligible to catch a forward pass. Interior linemen, who usually wear numbers 50 to 79, are ineligible unless they report to the referee before the play, and the referee then tells the defense. Ineligible players may not be more than 1 yard past the line when a pass that crosses the line is thrown. Once a defender or an eligible receiver touches the pass, every player becomes eligible to catch it.",
    tags: ["passing", "eligible receiver", "offensive line", "formation"],
    checkedForSeason: SEASON,
  },
  {
    id: "lateral",
    title: "Laterals and Backward Passes",
    categoryId: "offense",
    description:
      "A pass thrown sideways or backward is a lateral. It can be thrown from anywhere on the field, any number of times in one play.",
    details:
      "If the ball travels parallel to the line of scrimmage or back toward the passer's own goal line, it is a backward pass, usually called a lateral or a pitch. There is no limit to how many a team may throw, and they are legal even after the ball has crossed the line, which is how last-second multi-lateral plays work. The risk is that a lateral that hits the ground is a live ball, not an incomplete pass, so either team can recover it. If the defense gets it, it may run with it. Option plays and toss sweeps to a running back are everyday examples of laterals.",
    tags: ["lateral", "backward pass", "fumble", "trick play"],
    checkedForSeason: SEASON,
  },
  {
    id: "snap-count",
    title: "The Snap and the Snap Count",
    categoryId: "offense",
    description:
      "Every play from scrimmage starts with the center snapping the ball back between his legs, timed by the quarterback's snap count.",
    details:
      "The quarterback calls out a cadence, such as 'Blue 42, set, hut', and the offense knows from the huddle which sound starts the play. Knowing the count gives offensive linemen a split-second head start on the defense. Quarterbacks vary the rhythm, and in loud stadiums they may use a silent count, where the center snaps on a hand signal or a tap. Once the linemen are set, any movement that imitates the start of the play is a false start, which costs 5 yards. A defender who jumps across the line early can be flagged for offside or encroachment.",
    tags: ["snap", "snap count", "cadence", "false start"],
    checkedForSeason: SEASON,
  },
  {
    id: "offensive-formation",
    title: "Offensive Formations",
    categoryId: "offense",
    description:
      "The offense must have at least seven players on the line of scrimmage at the snap, but it may arrange the others in many formations.",
    details:
      "With seven or more on the line and no more than four in the backfield, an offense has a lot of freedom. Common looks are under center, where the quarterback takes the snap straight from the center; shotgun, with the quarterback about five to seven yards back; and pistol, a shorter shotgun with the running back lined up directly behind him. Teams also vary how many receivers, tight ends and backs are on the field, described as personnel groupings such as 11 personnel (one back, one tight end, three receivers). After any shift, all eleven players must be still for a full second before the snap, except for one player who may be in motion. Lining up with fewer than seven on the line is a 5-yard illegal formation penalty.",
    tags: ["formation", "shotgun", "pistol", "personnel"],
    checkedForSeason: SEASON,
  },
  {
    id: "motion-and-shifts",
    title: "Pre-Snap Motion and Shifts",
    categoryId: "offense",
    description:
      "One offensive player may be moving at the snap, as long as he is not moving toward the line of scrimmage.",
    details:
      "Motion helps an offense find out whether the defense is playing man or zone coverage, and it gives receivers a running start. Only one player may be in motion when the ball is snapped, he must be a backfield player, and he may not be heading forward toward the opponent's goal line at that moment. A shift is when two or more players change position at the same time before the snap; afterwards, everyone must stop and stay still for a full second. Breaking these rules costs 5 yards, called as illegal motion or an illegal shift. Sending a receiver across the formation so he is at full speed at the snap is a common way to create mismatches.",
    tags: ["motion", "shift", "formation", "pre-snap"],
    checkedForSeason: SEASON,
  },
  {
    id: "play-action",
    title: "Play-Action Passing",
    categoryId: "offense",
    description:
      "Play action is a pass play that starts with a fake handoff, meant to freeze defenders who read it as a run.",
    details:
      "The quarterback holds the ball out toward the running back, pulls it back and then looks to throw. Linebackers and safeties who step up to stop the run leave open space behind them for receivers. Offensive linemen often block as if it were a run to sell the fake, but they still must follow passing rules: on a pass that crosses the line, they may not be more than 1 yard downfield when the ball is thrown. Play action works best when the offense has been running the ball well, because defenders then have a reason to bite. A bootleg, where the quarterback fakes one way and rolls out the other, is a popular version.",
    tags: ["play action", "passing", "strategy", "fake"],
    checkedForSeason: SEASON,
  },
  {
    id: "red-zone-offense",
    title: "Red Zone Offense",
    categoryId: "offense",
    description:
      "The red zone runs from the opponent's 20-yard line to its goal line. Turning red zone trips into touchdowns instead of field goals often decides games.",
    details:
      "Once an offense crosses the opponent's 20, a field goal is close to a sure thing, so the real question is whether the drive ends with 7 points or 3. The field gets crowded: the end zone is only 10 yards deep, so receivers have less room and defenders can play tighter. Offenses lean on quick passes, fades to the corner of the end zone, power runs and plays built around tall tight ends. When a first down is earned inside the 10, the offense has goal to go, meaning the line to gain is the goal line itself. Teams track red zone efficiency, the share of trips inside the 20 that end in touchdowns.",
    tags: ["red zone", "scoring", "strategy", "goal line"],
    checkedForSeason: SEASON,
  },
  {
    id: "audible-hot-route",
    title: "Audibles and Hot Routes",
    categoryId: "offense",
    description:
      "An audible is a play change called at the line of scrimmage. A hot route is a quick change to one receiver's route, often to beat a blitz.",
    details:
      "After seeing how the defense lines up, the quarterback can switch plays with code words or hand signals. He must finish before the play clock runs out, so audibles are a race against the clock. The coach can talk to him through a radio in his helmet, but it cuts off when the play clock reaches 15 seconds, so late changes are up to the quarterback. A hot route tells a receiver to cut his route short, giving the quarterback a quick target when more rushers are coming than the offense can block. Defenses answer by disguising their plans and shifting late.",
    tags: ["audible", "hot route", "quarterback", "blitz"],
    checkedForSeason: SEASON,
  },
  {
    id: "spike-and-kneel",
    title: "Spikes and Kneel-Downs",
    categoryId: "offense",
    description:
      "Spiking the ball stops the clock at the cost of a down. Kneeling keeps the clock running to protect a lead.",
    details:
      "To spike, the quarterback takes the snap and immediately throws the ball straight into the ground. It counts as an incomplete pass, so it uses a down but stops the clock without spending a timeout, and it is not intentional grounding when done right after the snap. A kneel-down is the opposite tool: the quarterback takes the snap and drops to a knee, ending the play in bounds with the clock still running. A team leading late can kneel several times in a row to run out the clock if the defense has too few timeouts left. Both plays show up most in the final two minutes of a half.",
    tags: ["clock management", "spike", "kneel down", "two-minute drill"],
    checkedForSeason: SEASON,
  },

  // ---------------------------------------------------------------- defense
  {
    id: "tackle",
    title: "Tackles and Down by Contact",
    categoryId: "defense",
    description:
      "A play ends when the ball carrier is down: after contact by a defender, any part of his body other than his hands or feet touches the ground.",
    details:
      "In the NFL a runner is down when he has been touched or hit by an opponent and then his knee, elbow, hip or any body part other than hands and feet touches the ground. If he slips and falls without being touched, he may get up and keep running. A runner who goes out of bounds, or whose forward progress is stopped, is also finished. Defenders may grab and pull the ball carrier down, but some techniques are banned for safety, including pulling the face mask, the horse-collar tackle and the hip-drop tackle. No player may lower his head to start contact with the helmet.",
    tags: ["tackle", "down by contact", "defense", "player safety"],
    checkedForSeason: SEASON,
  },
  {
    id: "sack",
    title: "Sacks",
    categoryId: "defense",
    description:
      "A sack is when the quarterback is tackled behind the line of scrimmage while trying to pass.",
    details:
      "A sack is a statistic rather than a separate rule, but several rules shape it. The ball is spotted where the quarterback went down, so the offense loses yards and uses up the down. If he is brought down in his own end zone, the defense scores a safety. The game clock keeps running after a sack, which hurts a team trying to come back late. Pass rushers still have to avoid roughing the passer, such as hitting him in the head or neck or landing on him with their full body weight.",
    tags: ["sack", "pass rush", "quarterback", "defense"],
    checkedForSeason: SEASON,
  },
  {
    id: "interception",
    title: "Interceptions",
    categoryId: "defense",
    description:
      "An interception is a forward pass caught by a defender. His team takes possession and may try to return it for a touchdown.",
    details:
      "A defender intercepts by meeting the same catch rules a receiver must meet: control, feet or another body part down inbounds, and time to make a football move. The play does not stop at the catch; he becomes a runner and can advance until he is tackled or goes out of bounds. A return all the way to the end zone is called a pick six because it scores 6 points. If a defender intercepts in his own end zone and is downed there, it is a touchback and his team starts at its own 20. Because possession changes, an interception ends the offense's drive on any down.",
    tags: ["interception", "turnover", "pick six", "defense"],
    checkedForSeason: SEASON,
  },
  {
    id: "fumble-recovery",
    title: "Fumbles and Recoveries",
    categoryId: "defense",
    description:
      "A fumble is when a player loses the ball before the play ends. Whoever recovers it keeps it, and the defense may run with it.",
    details:
      "If the ball comes loose before the runner is down, it is a live ball that either team can pick up. A defender who recovers a fumble may advance it, and a return into the end zone is a touchdown. If the ball rolls out of bounds in the field of play, it stays with the team that last had it. Officials often let the play continue when a fumble looks possible, because replay can then check whether the runner was down before the ball came out. Forcing fumbles by punching or ripping at the ball is a core defensive skill.",
    tags: ["fumble", "turnover", "recovery", "loose ball"],
    checkedForSeason: SEASON,
  },
  {
    id: "safety-scoring",
    title: "Safety",
    categoryId: "defense",
    description:
      "A safety gives the defense 2 points. The most common way is tackling the ball carrier in his own end zone.",
    details:
      "A quarterback sacked in his own end zone, or a runner tackled there, is the classic safety. It is also a safety when the offense commits certain fouls in its own end zone, such as holding or intentional grounding, or when the ball goes out of bounds behind its own goal line after the offense put it there. After a safety, the team that gave up the points must free-kick to the other team from its own 20-yard line, so the defense gets both the points and the ball. That kick is usually a punt. A runner whose forward progress was stopped in the field of play and who is then pushed back into his end zone has not given up a safety.",
    tags: ["safety", "scoring", "defense", "end zone"],
    checkedForSeason: SEASON,
  },
  {
    id: "defensive-formations",
    title: "Defensive Formations",
    categoryId: "defense",
    description:
      "Defenses line up in fronts named for their linemen and linebackers, such as the 4-3 and the 3-4, and add extra defensive backs against passing teams.",
    details:
      "A 4-3 defense uses four down linemen and three linebackers, while a 3-4 uses three linemen and four linebackers, two of whom often rush from the edges. When the offense brings in more receivers, the defense adds a fifth defensive back, called nickel, or a sixth, called dime. Nickel is now the most common NFL look because offenses use three-receiver sets so often. Near the goal line, defenses go the other way with extra linemen and linebackers to stop the run. Unlike the offense, the defense has no rule about how many players must be on the line; it only has to stay out of the neutral zone before the snap.",
    tags: ["defense", "formation", "nickel", "dime"],
    checkedForSeason: SEASON,
  },
  {
    id: "zone-vs-man",
    title: "Zone vs. Man Coverage",
    categoryId: "defense",
    description:
      "In man coverage each defender follows one receiver. In zone coverage defenders guard areas of the field and cover whoever enters.",
    details:
      "Man coverage lets a strong cornerback shadow a receiver everywhere, but one lost step can leave someone wide open. Zone coverage splits the field into areas, so defenders can watch the quarterback and break on the throw. Zone looks are often named for how many defenders split the deep part of the field, such as Cover 2 with two deep safeties and Cover 3 with three deep defenders. Many modern defenses blend the two, matching receivers in some areas and playing zones in others. Either way, defenders may jam receivers only within 5 yards of the line; beyond that, contact before the pass is thrown is illegal contact.",
    tags: ["coverage", "man coverage", "zone coverage", "secondary"],
    checkedForSeason: SEASON,
  },
  {
    id: "blitz",
    title: "The Blitz",
    categoryId: "defense",
    description:
      "A blitz sends linebackers or defensive backs after the quarterback in addition to the usual pass rushers.",
    details:
      "On most passing downs the defense rushes four players and drops seven into coverage. A blitz adds a fifth, sixth or even seventh rusher to overload the blockers and force a quick throw or a sack. The trade-off is fewer defenders in coverage, so a quarterback who spots the blitz can punish it with a hot route or a quick pass. Defenses disguise blitzes by showing one look and moving at the snap, and sometimes show a blitz and then drop back instead. A zone blitz sends a linebacker or defensive back while a lineman drops into coverage.",
    tags: ["blitz", "pass rush", "strategy", "defense"],
    checkedForSeason: SEASON,
  },
  {
    id: "defensive-scoring",
    title: "Defensive Scores",
    categoryId: "defense",
    description:
      "The defense can score by returning a fumble or interception for a touchdown, by a safety, or by returning a failed try for 2 points.",
    details:
      "Once a defender gains possession he becomes a runner, and the normal scoring rules apply, so reaching the other end zone is a 6-point touchdown. After a defensive touchdown, the scoring team gets its own try for 1 or 2 points. During an extra-point kick or two-point try, a defense that blocks the kick, intercepts or recovers a fumble can run the ball to the opposite end zone for 2 points. A safety is worth 2 points and also gives the defense the ball on the free kick that follows. Turnovers returned for scores are some of the biggest momentum swings in a game.",
    tags: ["scoring", "defense", "turnover", "pick six"],
    checkedForSeason: SEASON,
  },
  {
    id: "fourth-down-fumble",
    title: "Late-Game and Fourth-Down Fumbles",
    categoryId: "defense",
    description:
      "On fourth down, on a try, and on any play after the two-minute warning, only the player who fumbled may advance the ball if his own team recovers it.",
    details:
      "This rule came after a 1978 game in which the offense pushed a loose ball forward into the end zone on the last play for a winning touchdown. Now, in those situations, if a teammate of the fumbler recovers the ball, it is dead right there and is brought back to the spot of the fumble if it was recovered beyond that spot. The player who fumbled may still recover and advance it himself. The defense is not limited and may advance any fumble it recovers. An intentional forward fumble is treated as a forward pass, so it cannot be used as a loophole either.",
    tags: ["fumble", "two-minute warning", "fourth down", "holy roller"],
    checkedForSeason: SEASON,
  },
  {
    id: "fumble-through-end-zone",
    title: "Fumbles Out of the End Zone",
    categoryId: "defense",
    description:
      "If the offense fumbles the ball forward and it goes out of bounds in or through the opponent's end zone, the defense gets a touchback.",
    details:
      "This is one of the harshest rules in football. A runner reaching for the goal line who loses the ball near the pylon gives up possession entirely if the ball goes out of bounds in the end zone or out the back of it. The defense is awarded a touchback and takes over at its own 20. If the same fumble had gone out of bounds short of the goal line, the offense would simply keep it. That is why runners are coached to protect the ball most carefully when diving for the end zone.",
    tags: ["fumble", "touchback", "end zone", "turnover"],
    checkedForSeason: SEASON,
  },

  // ---------------------------------------------------------------- special teams
  {
    id: "kickoff-rules",
    title: "The Kickoff (Dynamic Kickoff)",
    categoryId: "special-teams",
    description:
      "Kickoffs start each half and follow touchdowns and field goals. The NFL uses the dynamic kickoff, which lines both teams up close together to cut down high-speed collisions.",
    details:
      "The kicker sets the ball on a tee at his own 35-yard line, while his ten teammates line up at the receiving team's 40. At least nine receiving players stand in a setup zone between their own 35 and 30, and up to two returners wait deeper. Nobody except the kicker and the returners may move until the ball hits the ground or a player in the landing zone, the area from the receiving 20 to the goal line, or is touched. A kick that lands short of the landing zone, or goes out of bounds, is brought out to the receiving team's 40. A kick that reaches the end zone in the air is a touchback at the 35 unless it is returned. A ball that lands in the landing zone and then rolls into the end zone can be returned, or downed for a touchback at the 20, and if it rolls out the back of the end zone it also comes out to the 20. Fair catches are not allowed on kickoffs, so the receivers either return the ball or take the touchback.",
    tags: ["kickoff", "dynamic kickoff", "landing zone", "touchback", "special teams"],
    checkedForSeason: SEASON,
    recentChange:
      "The dynamic kickoff was introduced for 2024 and made permanent in 2025, when the touchback spot for kicks that reach the end zone in the air moved from the 30 to the 35.",
    changedInSeason: 2025,
    previously: {
      season: "2024",
      text: "The dynamic kickoff was a one-season trial with the same alignment. A kick that reached the end zone in the air and was downed there, or went out the back, came out to the 30. A kick that landed in the landing zone and rolled into the end zone came out to the 20, and a kick short of the landing zone came out to the 40.",
    },
  },
  {
    id: "touchback",
    title: "Touchbacks",
    categoryId: "special-teams",
    description:
      "A touchback ends a play in or behind the end zone with no score. The team gets the ball at the 35 after a kickoff that reaches the end zone in the air, and at the 20 in other cases.",
    details:
      "A touchback happens when a kick, fumble or pass ends up dead in or behind a team's own end zone and the other team sent it there. A kickoff that reaches the end zone in the air and is downed there or goes out the back comes out to the 35-yard line. A kickoff that lands in the landing zone and then rolls into the end zone, whether it is downed there or rolls out the back, comes out to the 20. A punt into the end zone, an interception downed in the end zone, or a fumble that goes out of bounds through the opponent's end zone also gives the ball at the 20. Returners choose a touchback by kneeling in the end zone or letting the ball go out the back.",
    tags: ["touchback", "kickoff", "punt", "field position"],
    checkedForSeason: SEASON,
    recentChange:
      "Since 2025 a touchback on a kickoff that reaches the end zone in the air is placed at the 35 instead of the 30 used in 2024; before the dynamic kickoff every kickoff touchback came out to the 25.",
    changedInSeason: 2025,
    previously: {
      season: "2024",
      text: "A kickoff that reached the end zone in the air and was not returned came out to the 30, and one that landed in the landing zone and rolled in came out to the 20 (before the dynamic kickoff arrived in 2024, every kickoff touchback came out to the 25). Touchbacks on punts, interceptions and fumbles came out to the 20, as they still do.",
    },
  },
  {
    id: "punt-rules",
    title: "Punts",
    categoryId: "special-teams",
    description:
      "On fourth down, a team that does not want to risk going for it usually punts, kicking the ball away to pin the opponent deep in its own territory.",
    details:
      "The long snapper sends the ball about 15 yards back to the punter, who drops it and kicks it before it touches the ground. Blockers protect him while two gunners, usually split out wide, sprint downfield to cover the kick. The receiving team can return it, signal a fair catch or let it bounce. If the punt goes out of bounds, the receivers take over where it went out; if it goes into the end zone, it is a touchback at the 20. The kicking team may down a punt that is bouncing in the field of play, but if one of its players is the first to touch the ball beyond the line, the receivers may choose to take it at that spot.",
    tags: ["punt", "fourth down", "special teams", "field position"],
    checkedForSeason: SEASON,
  },
  {
    id: "fair-catch",
    title: "Fair Catch",
    categoryId: "special-teams",
    description:
      "On a punt, a returner who waves one arm above his head may catch the ball without being hit, but he may not run with it afterward.",
    details:
      "The signal is a clear side-to-side wave of one hand held above the head, made while the ball is in the air. Once he has signaled, no one on the kicking team may touch him or get in his way before the catch, or it is a 15-yard kick catch interference penalty. After the catch the ball is dead, and his team's drive starts at that spot. His team may instead try a fair-catch kick, a free kick at the goalposts from that spot for 3 points, though it is rarely used. Fair catches are not allowed on kickoffs; under the dynamic kickoff rules the receivers must return the ball or take a touchback.",
    tags: ["fair catch", "punt", "returner", "special teams"],
    checkedForSeason: SEASON,
    recentChange:
      "Since the dynamic kickoff arrived in 2024, fair catches apply to punts only; in 2023 a fair catch of a kickoff inside the 25 gave the receiving team the ball at the 25.",
    changedInSeason: 2024,
    previously: {
      season: "2023",
      text: "A returner could also signal for a fair catch on a kickoff. A fair catch of a kickoff inside the 25 gave the receiving team the ball at its 25, treated like a touchback.",
    },
  },
  {
    id: "muffed-punt",
    title: "Muffed Punts",
    categoryId: "special-teams",
    description:
      "A muff is when a returner touches a kick but fails to secure it. The kicking team can recover a muffed punt and keep the ball, but it cannot run with it.",
    details:
      "Muffs happen when a punt bounces off a returner's hands, helmet or leg, or hits a blocker who did not see it coming. Once a receiving player touches the ball it becomes a loose ball that the kicking team may recover. If the kicking team does recover, it gets a new first down at the spot of the recovery, but the player who recovered may not advance it. The receiving team may recover its own muff and return it. Returners who are unsure about a bouncing punt are taught to stay away, because the kicking team cannot gain possession of a punt that no receiver has touched.",
    tags: ["muff", "punt", "turnover", "special teams"],
    checkedForSeason: SEASON,
  },
  {
    id: "onside-kick",
    title: "Onside Kick",
    categoryId: "special-teams",
    description:
      "An onside kick is a short kickoff the kicking team hopes to recover itself. It must travel at least 10 yards, and it must be declared in advance by a team that is trailing.",
    details:
      "The kicking team has to tell the officials it is trying an onside kick, and it may do so only while it is behind in the score. The ball must travel at least 10 yards before a kicking player may touch it, unless a receiving player touches it first. Onside kicks use their own alignment, with the kicking team lined up right next to the ball rather than at the receiving 40. If the kicking team recovers legally, it keeps the ball where it recovered it; if not, the receiving team usually starts with excellent field position. Surprise onside kicks are no longer possible, because an undeclared short kick is treated as an ordinary kickoff that fell short of the landing zone.",
    tags: ["onside kick", "kickoff", "comeback", "special teams"],
    checkedForSeason: SEASON,
    recentChange:
      "In 2024 an onside kick had to be declared and was allowed only in the fourth quarter when trailing; starting in 2025 a trailing team may declare one at any point in the game.",
    changedInSeason: 2025,
    previously: {
      season: "2024",
      text: "An onside kick had to be declared to the officials and was allowed only in the fourth quarter, by a team that was behind in the score.",
    },
  },
  {
    id: "blocked-kick",
    title: "Blocked Kicks",
    categoryId: "special-teams",
    description:
      "When the defense blocks a punt or field goal, the ball is loose and either team may recover it.",
    details:
      "Defenders may get a hand on the ball, but if they miss it they must avoid roughing the kicker or holder. A blocked kick that stays behind the line of scrimmage can be picked up and advanced by either team. If the kicking team recovers behind the line, it keeps the ball only if it then reaches the line to gain on that play; otherwise the other team takes over. If the defense recovers, it can run the ball back, and a return into the end zone is a touchdown. A blocked punt that goes out of bounds through the kicking team's own end zone is a safety.",
    tags: ["blocked kick", "punt", "field goal", "special teams"],
    checkedForSeason: SEASON,
  },
  {
    id: "missed-field-goal",
    title: "Missed Field Goals",
    categoryId: "special-teams",
    description:
      "After a missed field goal, the defense takes over at the spot of the kick, or at its own 20 if the kick was tried from inside the 20.",
    details:
      "The spot of the kick is where the holder placed the ball, about 7 or 8 yards behind the line of scrimmage. So a missed 50-yard attempt hands the opponent the ball around its own 40, which is why long tries are a gamble on fourth down. A missed kick that falls short in the field of play can be caught and returned by the defense, much like a punt. If the kick is blocked, the blocked-kick rules apply instead. A missed extra point simply means no point is scored, and the game moves on to the kickoff.",
    tags: ["field goal", "missed kick", "field position", "special teams"],
    checkedForSeason: SEASON,
  },
  {
    id: "safety-kick",
    title: "Free Kick After a Safety",
    categoryId: "special-teams",
    description:
      "After giving up a safety, a team must free-kick the ball to its opponent from its own 20-yard line.",
    details:
      "It is a free kick, so the receiving team cannot rush the kicker. It may be a punt, a drop kick or a place kick, and most teams punt it. The receiving team can return it, so a safety usually hands the scoring team both 2 points and good field position. Because the kick starts at the 20 instead of the 35, returns after a safety often end near midfield.",
    tags: ["safety", "free kick", "punt", "special teams"],
    checkedForSeason: SEASON,
  },
  {
    id: "first-touching",
    title: "Illegal Touching of a Punt",
    categoryId: "special-teams",
    description:
      "If a kicking team player is the first to touch a punt beyond the line of scrimmage, the receiving team may take the ball at that spot.",
    details:
      "Coverage players often try to stop a bouncing punt near the goal line to pin the opponent deep. If they touch it before any receiver has, the officials mark the spot. Play goes on, and afterwards the receiving team may either keep the result of the play or take the ball at the spot of first touching. It is a violation, not a foul, so there is no yardage; it only matters when the play turns out worse for the receivers, for example when they muff the ball after the touch. Officials signal it by tapping their shoulders with the fingertips of both hands.",
    tags: ["punt", "illegal touching", "special teams", "rules"],
    checkedForSeason: SEASON,
  },
  {
    id: "fair-catch-kick",
    title: "Fair-Catch Kick",
    categoryId: "special-teams",
    description:
      "After a fair catch, the receiving team may try a free kick at the goalposts from the spot of the catch for 3 points.",
    details:
      "It is one of the rarest plays in the game. Instead of snapping, the team attempts a free kick from the yard line of the fair catch, with a holder placing the ball on the ground, and the defense must stay 10 yards away. Because nobody can rush the kicker, the kick is practically unblockable. If it goes over the crossbar and between the uprights, it counts as a field goal worth 3 points. It usually appears at the end of a half, when a team makes a fair catch near midfield with almost no time left; if time expires during the punt, the team may still try the kick as an untimed down.",
    tags: ["fair catch", "field goal", "kicking", "rare plays"],
    checkedForSeason: SEASON,
  },

  // ---------------------------------------------------------------- penalties
  {
    id: "penalty-flags",
    title: "How Penalties Work",
    categoryId: "penalties",
    description:
      "When an official sees a foul, a yellow penalty flag is thrown. After the play, the team that was fouled may accept the penalty or decline it.",
    details:
      "Most fouls move the ball a set distance: 5, 10 or 15 yards. Some also give the offense an automatic first down, and a few cost the offense a loss of down. Some fouls before the snap, like a false start, stop the play at once, while others, like most offside calls, let the play run and are sorted out afterward. The referee, the official in the white cap, announces the foul, the player's number and the result to the stadium. A penalty can never move the ball more than half the distance to the offending team's goal line.",
    tags: ["penalties", "flag", "referee", "enforcement"],
    checkedForSeason: SEASON,
  },
  {
    id: "false-start-vs-neutral",
    title: "False Start vs. Neutral Zone Infraction",
    categoryId: "penalties",
    description:
      "A false start is an offensive player moving before the snap, while a neutral zone infraction is a defender moving into the neutral zone and drawing a reaction. Both cost 5 yards.",
    details:
      "Once offensive linemen are set, any movement that imitates the start of the play, even a flinch or a lifted hand, is a false start. The whistle blows at once, the ball is dead, the offense moves back 5 yards and the down is replayed. A neutral zone infraction is called on the defense when a defender moves into the neutral zone before the snap and an offensive player reacts to him, or when he enters it with a clear path to the quarterback. That is also 5 yards with the play blown dead, and the offensive player who reacted is not penalized. So the key question on these flags is who moved first.",
    tags: ["false start", "neutral zone", "pre-snap", "5 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "offside",
    title: "Offside",
    categoryId: "penalties",
    description:
      "A defender is offside when any part of his body is beyond his line of scrimmage when the ball is snapped. The penalty is 5 yards.",
    details:
      "Each team's line of scrimmage runs through its own end of the ball, and defenders must be behind theirs at the snap. If a defender is across when the ball is snapped and the play goes on, the offense has what people call a free play: it may keep the result or take the 5-yard penalty. Quarterbacks use a hard count to lure defenders offside and then snap quickly to get that free play. A defender who jumps early but gets back before the snap without touching anyone has not fouled. Offside is not an automatic first down, but the 5 yards can still produce one when the offense needed 5 or fewer.",
    tags: ["offside", "defense", "pre-snap", "5 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "encroachment",
    title: "Encroachment",
    categoryId: "penalties",
    description:
      "Encroachment is a defender entering the neutral zone and touching an offensive player before the snap. The play is stopped and the defense loses 5 yards.",
    details:
      "Defenders may move around before the snap, but they may not enter the neutral zone and make contact with an opponent or the ball. The moment that happens, officials blow the play dead and mark off 5 yards. Unlike offside, there is no free play, because the whistle comes before the snap. Encroachment does not carry an automatic first down. It most often happens when a defender reacts to a quarterback's hard count and bumps the lineman across from him.",
    tags: ["encroachment", "defense", "pre-snap", "5 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "delay-game",
    title: "Delay of Game",
    categoryId: "penalties",
    description:
      "The offense must snap the ball before the play clock reaches zero. If it does not, it loses 5 yards.",
    details:
      "After most plays the offense has 40 seconds, counted from the end of the previous play, to snap the ball. After stoppages such as timeouts, penalties or injuries it gets 25 seconds from the referee's ready signal. When the play clock hits zero first, officials throw a flag for delay of game, the offense moves back 5 yards and the down is replayed. Teams sometimes take this penalty on purpose, for example to give their punter more room. Other actions can also be delay of game, such as a defender staying on a tackled runner too long or a team trying to call a timeout when it has none left.",
    tags: ["delay of game", "play clock", "5 yards", "clock"],
    checkedForSeason: SEASON,
  },
  {
    id: "holding-offense",
    title: "Offensive Holding",
    categoryId: "penalties",
    description:
      "Blockers may not grab, hook or tackle defenders to keep them from making a play. Offensive holding costs 10 yards.",
    details:
      "Blockers may push with their hands, but they must keep them inside the defender's frame and may not grab the jersey or pads and pull, or wrap an arm around him. Holding is among the most frequently called fouls, especially on pass plays when a lineman gets beaten and grabs to prevent a sack. The 10 yards are usually measured from the line of scrimmage, but on running plays they can be marked from where the hold happened. If a blocker holds in his own end zone, the defense scores a safety. Near the offense's own goal line, the penalty becomes half the distance to the goal instead.",
    tags: ["holding", "offense", "blocking", "10 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "holding-defense",
    title: "Defensive Holding",
    categoryId: "penalties",
    description:
      "A defender may not grab or hold an offensive player who does not have the ball. It costs 5 yards and gives the offense an automatic first down.",
    details:
      "Defenders may fight off blockers and jam receivers near the line, but they may not grab a jersey, hook an arm or pull a receiver off his route. It is called most often on defensive backs in coverage and on linemen who grab a blocker to free a teammate. The penalty is only 5 yards, but it comes with an automatic first down, so a hold on third-and-15 keeps the drive alive. Holding the ball carrier is simply tackling, so the rule only protects players without the ball. The 5 yards are normally marked off from the line of scrimmage.",
    tags: ["holding", "defense", "automatic first down", "5 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "too-many-men",
    title: "Too Many Men on the Field",
    categoryId: "penalties",
    description:
      "Each team may have only 11 players on the field at the snap. A 12th player costs 5 yards.",
    details:
      "Substitutes may run on and off between plays, but if a team has 12 or more players on the field when the ball is snapped, it is a 5-yard foul. Breaking the huddle with 12 players is also a 5-yard foul for the offense, even if the extra player leaves before the snap. When the offense substitutes, the officials give the defense time to match, so the offense cannot snap quickly to catch the defense mid-change. A player leaving the field must be off before the snap; one caught near the sideline still counts. Defenses are most likely to get caught against fast-moving, no-huddle offenses.",
    tags: ["substitution", "too many men", "5 yards", "12 men"],
    checkedForSeason: SEASON,
  },
  {
    id: "illegal-formation",
    title: "Illegal Formation",
    categoryId: "penalties",
    description:
      "The offense must have at least seven players on the line of scrimmage and no more than four in the backfield at the snap. Breaking this is a 5-yard foul.",
    details:
      "Officials check the alignment before every snap. The usual mistake is a wide receiver who lines up a step off the line when he was meant to be on it, leaving only six players there. Receivers often look to the nearest wing official to confirm whether they are on or off the line. The penalty is 5 yards, and because the play is run, the defense can decline it if the play went well for them. Offenses use unusual formations on purpose to confuse defenses, but those still have to meet the seven-on-the-line rule.",
    tags: ["formation", "illegal formation", "offense", "5 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "illegal-motion",
    title: "Illegal Motion",
    categoryId: "penalties",
    description:
      "Only one offensive player may be in motion at the snap, and he may not be moving toward the line of scrimmage. Violations cost 5 yards.",
    details:
      "Motion is legal and common, but the player in motion must be a back who started behind the line, and at the snap he must be running parallel to the line or away from it. If he is moving forward, toward the opponent's goal line, when the ball is snapped, it is illegal motion. It is also a foul if a player who is on the line of scrimmage is moving at the snap. The penalty is 5 yards. Unlike a false start, illegal motion happens with the play live, so the down is run and the flag is dealt with afterward.",
    tags: ["motion", "illegal motion", "offense", "5 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "illegal-shift",
    title: "Illegal Shift",
    categoryId: "penalties",
    description:
      "When two or more offensive players change position before the snap, all eleven must then stay still for one second. Failing to do so is a 5-yard illegal shift.",
    details:
      "A shift is a pre-snap change meant to alter the formation or confuse the defense, such as a tight end and a receiver switching sides at the same time. After it, everyone must be set for at least a full second before the snap. Having two players in motion at the snap is also called an illegal shift. The penalty is 5 yards, and because the play is run, the defense can decline it if the result is better for them. Officials in the backfield count that second in their heads.",
    tags: ["shift", "illegal shift", "offense", "5 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "pass-interference",
    title: "Pass Interference",
    categoryId: "penalties",
    description:
      "While a forward pass is in the air, neither defender nor receiver may illegally hinder the other's chance to catch it. Defensive pass interference is a spot foul with an automatic first down.",
    details:
      "Pass interference applies only to forward passes thrown beyond the line of scrimmage, and it lasts until someone touches the ball. Offensive players are restricted from the snap, so a receiver who pushes off or blocks a defender downfield before the throw can be flagged. Defensive restrictions begin when the ball is thrown; before that, contact by a defender is judged as illegal contact or holding instead. Both players have an equal right to go for the ball, so incidental contact while both are playing it is legal. Grabbing an arm, pulling a jersey, cutting in front without playing the ball or hitting the receiver before the ball arrives are typical fouls. Defensive pass interference puts the ball at the spot of the foul with an automatic first down; if it happens in the end zone, the ball goes to the 1-yard line. Because there is no cap on the yardage, one flag can swing 40 or 50 yards.",
    tags: ["pass interference", "coverage", "automatic first down", "spot foul"],
    checkedForSeason: SEASON,
  },
  {
    id: "offensive-pass-interference",
    title: "Offensive Pass Interference",
    categoryId: "penalties",
    description:
      "A receiver may not push off, grab or block a defender to get open on a pass play. The penalty is 10 yards from the previous spot.",
    details:
      "Receivers are held to the same standard as defenders: both may fight for the ball, but neither may use illegal contact to gain an edge once the pass is thrown. A receiver who extends an arm to create separation, or who blocks a defender downfield before a pass that crosses the line is caught, can be flagged. Pick plays, where one receiver runs into a defender to free a teammate, are legal only if the contact happens within 1 yard of the line of scrimmage. The penalty is 10 yards from the line of scrimmage, with no loss of down. Any catch on the play is wiped out.",
    tags: ["pass interference", "offense", "receiver", "10 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "illegal-contact",
    title: "Illegal Contact",
    categoryId: "penalties",
    description:
      "Once a receiver is more than 5 yards past the line of scrimmage, a defender may not shove or hold him before the pass is thrown. The penalty is 5 yards and an automatic first down.",
    details:
      "Within the first 5 yards, defenders may jam or reroute receivers with their hands, which is what press coverage is built on. Beyond that area, while the quarterback is still in the pocket with the ball, contact that impedes the receiver is illegal contact. Defenders may still hold their position and make incidental contact, but they cannot push, grab or knock a receiver off his path. Once the ball is in the air, pass interference rules take over instead. The 5 yards plus an automatic first down can rescue an offense facing a long third down.",
    tags: ["illegal contact", "coverage", "automatic first down", "5 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "intentional-grounding",
    title: "Intentional Grounding",
    categoryId: "penalties",
    description:
      "A passer facing a sack may not throw the ball away with no realistic chance of a completion. The penalty is loss of down and 10 yards, or a safety in the end zone.",
    details:
      "Grounding is called when a quarterback under pressure throws a pass with no eligible receiver nearby just to avoid losing yards. A throwaway is not grounding when an eligible receiver is in the area, and not when he is outside the tackle box, the area between where the offensive tackles lined up, and the ball reaches the line of scrimmage, even if it lands out of bounds. A spike to stop the clock immediately after the snap is also allowed. The penalty is loss of down and 10 yards from the previous spot; if the passer was more than 10 yards behind the line, the ball is placed at the spot of the throw instead. If he throws it from his own end zone, the defense scores a safety.",
    tags: ["intentional grounding", "quarterback", "loss of down", "10 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "ineligible-downfield",
    title: "Ineligible Man Downfield",
    categoryId: "penalties",
    description:
      "On a pass that crosses the line of scrimmage, offensive linemen may not be more than 1 yard past the line when the ball is thrown. The penalty is 5 yards.",
    details:
      "Linemen block on both runs and passes, so they naturally move forward. On a pass play they must stay within 1 yard of the line until the ball is released, otherwise they could clear out defenders downfield before the throw. The rule applies only when the pass is thrown beyond the line, which is why linemen may run out in front of a screen pass thrown behind it. It is often called on run-pass options, where linemen block as if it is a run and the quarterback throws instead. The penalty is 5 yards from the previous spot.",
    tags: ["ineligible receiver", "offensive line", "passing", "5 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "personal-foul",
    title: "Personal Fouls",
    categoryId: "penalties",
    description:
      "Personal fouls are dangerous or unnecessary hits, such as late hits, blows to the head and illegal tackles. They cost 15 yards, plus an automatic first down when the defense commits them.",
    details:
      "The personal foul family includes unnecessary roughness, late hits after the whistle or out of bounds, hits on defenseless players, face mask and horse-collar tackles, and striking or kicking an opponent. Officials signal it by striking one wrist against the other above the head, often followed by a second signal for the specific foul. The penalty is 15 yards, and when the defense commits it the offense also gets an automatic first down. Flagrant fouls can get a player ejected, and the league often adds fines afterward. Fouls that happen after the play has ended are marked from where the next play would have started.",
    tags: ["personal foul", "player safety", "15 yards", "automatic first down"],
    checkedForSeason: SEASON,
  },
  {
    id: "unsportsmanlike",
    title: "Unsportsmanlike Conduct",
    categoryId: "penalties",
    description:
      "Acts against the spirit of the game, such as taunting, abusive language or baiting an opponent, are unsportsmanlike conduct and cost 15 yards.",
    details:
      "Unsportsmanlike conduct covers behavior rather than football actions: taunting an opponent, abusive language toward officials, spiking the ball at someone, or taking off a helmet on the field to argue. Celebrations are allowed as long as they are not aimed at an opponent, obscene or drawn out. The penalty is 15 yards, and when the defense commits it the offense also gets an automatic first down. A player flagged twice in one game for certain unsportsmanlike fouls, including taunting, is ejected. If the foul comes with a touchdown, the yards are usually applied to the try or the following kickoff.",
    tags: ["unsportsmanlike conduct", "taunting", "celebration", "15 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "roughing-the-passer",
    title: "Roughing the Passer",
    categoryId: "penalties",
    description:
      "Defenders may not hit a quarterback late, in the head or neck, at or below the knees in the pocket, or by landing on him with their body weight. The penalty is 15 yards and an automatic first down.",
    details:
      "A quarterback in the act of throwing cannot protect himself, so he gets extra protection. Once the ball is gone, a pass rusher has roughly one step to pull up; a hit after that is a late hit. Even an on-time hit is a foul if it strikes the head or neck area, goes at or below the knee of a passer in the pocket, uses the helmet to start contact, or lands on him with most of the rusher's weight. The penalty is 15 yards and an automatic first down, added on to the end of the play if the pass was completed. A quarterback who runs with the ball becomes a runner, but if he slides feet-first he is treated as down and may not be hit.",
    tags: ["roughing the passer", "quarterback", "personal foul", "15 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "roughing-the-kicker",
    title: "Roughing vs. Running Into the Kicker",
    categoryId: "penalties",
    description:
      "Hard contact with a kicker or punter who has just kicked is roughing: 15 yards and an automatic first down. Lighter contact is running into the kicker: 5 yards.",
    details:
      "Kickers and holders are defenseless while they kick, so a defender trying to block a kick must avoid them if he misses the ball. Knocking the kicker down, or hitting his plant leg while his kicking leg is in the air, is roughing the kicker: 15 yards and an automatic first down, which often gives the ball back to the punting team. Bumping the kicker without knocking him over is running into the kicker, a 5-yard foul with no automatic first down. Neither foul is called if the defender touched the kick first or was blocked into the kicker by an opponent. Holders get the same protection as kickers.",
    tags: ["roughing the kicker", "running into the kicker", "special teams", "punt"],
    checkedForSeason: SEASON,
  },
  {
    id: "facemask",
    title: "Face Mask",
    categoryId: "penalties",
    description:
      "Grabbing an opponent's face mask and twisting, turning, pulling or controlling it is a 15-yard personal foul.",
    details:
      "The face mask is the cage on the front of the helmet, and yanking it can wrench a player's neck. Any player can be flagged for it, including a runner whose stiff-arm grabs a tackler's mask. Brushing the mask and letting go at once is not a foul; the foul is grasping it and then twisting, turning, pulling or controlling it. The penalty is 15 yards, and when the defense commits it the offense also gets an automatic first down. The old 5-yard penalty for an incidental grab was dropped in 2008, so today the foul is always 15 yards.",
    tags: ["face mask", "personal foul", "tackling", "15 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "horse-collar",
    title: "Horse-Collar Tackle",
    categoryId: "penalties",
    description:
      "Grabbing the inside back or side of a runner's collar, or his jersey at the name plate or above, and pulling him toward the ground is a 15-yard foul.",
    details:
      "The name comes from the way a horse collar wraps around the neck. Yanking a runner backward or sideways by the collar can fold his legs under him and cause serious knee and ankle injuries. The foul is grabbing the inside of the shoulder pads or jersey at the back or side of the collar, or the jersey at the name plate or higher, and pulling the runner down. The penalty is 15 yards, with an automatic first down when the defense commits it. The NFL first banned the tackle in 2005 and widened it in 2016 to include grabbing the jersey at the name plate.",
    tags: ["horse-collar", "tackling", "personal foul", "15 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "hip-drop-tackle",
    title: "Hip-Drop Tackle",
    categoryId: "penalties",
    description:
      "A tackler may not wrap up a runner with both arms and then drop his hips and body weight onto the runner's legs. Since 2024 it is a 15-yard foul with an automatic first down.",
    details:
      "The hip-drop tackle is a specific technique: the defender grabs the runner, usually from behind or the side, then swivels and lets his legs go so that he falls with his full weight on the runner's lower legs. League injury data showed it led to ankle and knee injuries far more often than normal tackles. Under the rule, it is a foul when the tackler grabs the runner with both hands or arms and unweights himself by swiveling and dropping his hips or lower body onto the runner at or below the knee. The penalty is 15 yards and an automatic first down, like other personal fouls. Ordinary wrap-up tackles from behind are still legal.",
    tags: ["hip-drop tackle", "tackling", "player safety", "15 yards"],
    checkedForSeason: SEASON,
    recentChange: "The hip-drop tackle became a foul in 2024; before that season it was legal.",
    changedInSeason: 2024,
    previously: {
      season: "2023",
      text: "The hip-drop tackle was not a foul: a tackler could swivel and drop his hips onto the runner's legs without a flag, though the league discouraged it.",
    },
  },
  {
    id: "targeting-helmet",
    title: "Use of the Helmet",
    categoryId: "penalties",
    description:
      "No player may lower his head to start contact with his helmet against an opponent. The foul costs 15 yards and can lead to ejection.",
    details:
      "Since 2018, any player who lowers his head and initiates contact with the helmet can be penalized, whether he is a tackler, a blocker or a ball carrier. The aim is to take the helmet out of the game as a weapon and cut down on head and neck injuries. The penalty is 15 yards, with an automatic first down if the defense commits it, and flagrant cases can lead to ejection. The NFL calls this use of the helmet; targeting is the college football name for a similar foul that brings an automatic ejection. Hits to the head or neck of a defenseless player are covered by a separate rule.",
    tags: ["helmet", "player safety", "personal foul", "15 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "illegal-block-in-the-back",
    title: "Illegal Block in the Back",
    categoryId: "penalties",
    description:
      "A blocker may not push an opponent from behind above the waist. The penalty is 10 yards from the spot of the foul.",
    details:
      "Blocks must come from the front or the side. A shove in the back, often seen on kick returns when a blocker chases a defender who has already run past him, is a foul. Referees announce it as an illegal block above the waist, and it is marked 10 yards from where it happened. The rule protects players who do not have the ball; a ball carrier may be tackled from any direction. A block in the back behind a long return can wipe out a touchdown and push the returning team deep into its own territory.",
    tags: ["block in the back", "blocking", "returns", "10 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "clipping",
    title: "Clipping",
    categoryId: "penalties",
    description:
      "Clipping is blocking an opponent from behind at or below the waist, or rolling up on the back of his legs. It is a 15-yard personal foul.",
    details:
      "Hits to the back of a player's legs can tear knee ligaments, so the rule bans them. Clipping includes throwing the body across the back of an opponent's legs and diving into him from behind below the waist. It is marked 15 yards from the spot of the foul. The rule protects players who are not carrying the ball; a runner may be tackled around the legs from behind. Some low contact is allowed in tight line play right around the ball, but downfield and on kicks the ban is strict.",
    tags: ["clipping", "blocking", "personal foul", "15 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "chop-block",
    title: "Chop Block",
    categoryId: "penalties",
    description:
      "A chop block is a high-low double team: one blocker engages a defender high while a teammate hits him at the thigh or lower. All chop blocks are illegal and cost 15 yards.",
    details:
      "A defender held up by one blocker cannot protect his knees from a second blocker diving at them, which is why the NFL banned every form of the chop block in 2016. The foul requires two blockers working on the same defender, one above the waist and one at the thigh or below. A single low block by one player, often called a cut block, is still legal in some situations, such as by linemen near the ball at the snap. The penalty is 15 yards. Defensive linemen are taught to keep their hands down and active to fend off low blocks.",
    tags: ["chop block", "blocking", "player safety", "15 yards"],
    checkedForSeason: SEASON,
  },
  {
    id: "declining-penalty",
    title: "Accepting or Declining a Penalty",
    categoryId: "penalties",
    description:
      "The team that was fouled chooses whether to take the penalty or keep the result of the play.",
    details:
      "After a flag, the referee asks the offended team for its decision, which the captain or head coach gives. If the play went well for them, they decline the penalty and the result stands, for example an interception on a play with an offensive hold. If the play went badly, they accept and the yards are marked off, usually with the down replayed. On third down, a defense may decline a holding penalty after an incomplete pass to force fourth down rather than give the offense another third-down try. When a penalty is declined, the referee signals it by moving both hands back and forth across each other in front of the waist.",
    tags: ["penalties", "decline", "strategy", "enforcement"],
    checkedForSeason: SEASON,
  },
  {
    id: "offsetting-penalties",
    title: "Offsetting Penalties",
    categoryId: "penalties",
    description:
      "When both teams commit fouls during the same play, the penalties usually cancel out and the down is replayed.",
    details:
      "If the offense and defense each commit a foul while the ball is live, officials announce offsetting penalties. In most cases the yards cancel and the down is replayed from the previous spot. There are exceptions for some plays where possession changes, for example when a team intercepts a pass cleanly and only fouls afterward, so complicated cases can take a while to sort out. Fouls after the play ends, such as taunting, are dead-ball fouls and are enforced separately. Offsetting penalties are why you sometimes see a big play erased without any yards being marked off.",
    tags: ["penalties", "offsetting", "enforcement", "double foul"],
    checkedForSeason: SEASON,
  },
  {
    id: "spot-of-foul",
    title: "Where Penalties Are Marked",
    categoryId: "penalties",
    description:
      "Penalty yards are measured from one of a few spots: the previous spot, the spot of the foul, the end of the run, or where the next play would start.",
    details:
      "Fouls before the snap, like a false start or offside, are measured from the previous spot, which is the line of scrimmage. Some fouls during a play are spot fouls, measured from exactly where they happened; defensive pass interference is the best-known example. On running plays the usual starting point is the end of the run, but a foul by the offense behind that point is marked from where it happened. Fouls after the play is over, such as a late hit, are marked from where the next play would have started. Knowing the spot explains why a holding call sometimes costs more or less than 10 yards from the original line.",
    tags: ["enforcement", "spot", "penalties", "previous spot"],
    checkedForSeason: SEASON,
  },
  {
    id: "half-the-distance",
    title: "Half the Distance to the Goal",
    categoryId: "penalties",
    description:
      "A penalty can never move the ball more than half the distance to the offending team's goal line.",
    details:
      "Near either goal line, a full 10- or 15-yard penalty could push the ball into or past the end zone. Instead the ball moves halfway to the goal line. For example, an offensive holding call with the ball on the offense's own 8 puts the ball at the 4. The same applies to the defense: a 15-yard personal foul with the ball at the defense's 10 moves the ball to the 5. Defensive pass interference in the end zone is handled separately and places the ball at the 1-yard line.",
    tags: ["penalties", "half the distance", "goal line", "enforcement"],
    checkedForSeason: SEASON,
  },

  // ---------------------------------------------------------------- game flow
  {
    id: "game-time",
    title: "Game Length and Quarters",
    categoryId: "game-flow",
    description:
      "An NFL game has four 15-minute quarters, with halftime after the second. The game clock shows the time left in the current quarter.",
    details:
      "The game clock adds up to 60 minutes, but a typical game takes about three hours because the clock stops so often. Teams switch ends after the first and third quarters, and the drive simply continues with the same down and distance. Halftime is a break of roughly a quarter of an hour in a normal game and much longer at the Super Bowl. The second half starts with a new kickoff. A separate play clock, 40 seconds after most plays, limits how long the offense may take between snaps.",
    tags: ["clock", "quarters", "halftime", "basics"],
    checkedForSeason: SEASON,
  },
  {
    id: "officials",
    title: "The Officiating Crew",
    categoryId: "game-flow",
    description:
      "An NFL game is run by seven on-field officials led by the referee, who wears a white cap.",
    details:
      "The referee lines up behind the offense and has the final say on the field. The other six are the umpire, down judge, line judge, side judge, field judge and back judge, each watching a different area. Any of them may throw a penalty flag, and they meet to sort out close calls before the referee announces the result. A replay official in the stadium and the league's officiating center help with video reviews. A chain crew on the sideline shows the line to gain and the current down.",
    tags: ["officials", "referee", "flags", "basics"],
    checkedForSeason: SEASON,
  },
  {
    id: "coin-toss",
    title: "The Coin Toss",
    categoryId: "game-flow",
    description:
      "Before kickoff a coin toss decides who chooses first: the winner picks to receive or kick, picks which goal to defend, or defers its choice to the second half.",
    details:
      "The toss takes place at midfield a few minutes before kickoff, with the visiting captain calling heads or tails. The winner has three options: choose whether to receive or kick, choose which goal to defend, or defer, which gives the first-half choice to the opponent and saves its own first choice for the second half. Most teams that win the toss defer so they can receive the second-half kickoff. Whatever the first team picks, the other team makes the remaining choice. There is a fresh coin toss before overtime, and deferring is not an option there.",
    tags: ["coin toss", "kickoff", "defer", "overtime"],
    checkedForSeason: SEASON,
  },
  {
    id: "change-possession",
    title: "Change of Possession",
    categoryId: "game-flow",
    description:
      "The ball changes hands after a score, a punt, a turnover, a missed field goal or a failed fourth down.",
    details:
      "After a touchdown or field goal, the scoring team kicks off to the other team; after a safety, the team that gave up the points kicks from its own 20. A punt gives the ball away on purpose in exchange for field position, while a failed fourth-down attempt is a turnover on downs and the opponent takes over where the play ended. Interceptions and lost fumbles hand the ball to the defense immediately, and it can keep running. A missed field goal gives the opponent the ball at the spot of the kick or at its own 20, whichever is farther from its goal line. At halftime, the team that kicked off to start the game normally receives the second-half kickoff.",
    tags: ["possession", "turnover", "punt", "kickoff"],
    checkedForSeason: SEASON,
  },
  {
    id: "clock-stoppages",
    title: "When the Game Clock Stops",
    categoryId: "game-flow",
    description:
      "The game clock runs during plays and keeps running after tackles in bounds. It stops for incomplete passes, plays out of bounds, scores, penalties, timeouts and changes of possession.",
    details:
      "If a runner is tackled in bounds, the clock keeps running between plays, which is why teams protecting a lead like to run the ball. An incomplete pass stops the clock until the next snap. A runner going out of bounds stops it too, but outside the last two minutes of the first half and the last five minutes of the game it restarts once the ball is spotted. After a score or a change of possession the clock stops and starts again with the next play. Teams that need to stop the clock without a timeout can spike the ball or get out of bounds.",
    tags: ["clock", "game clock", "clock management", "out of bounds"],
    checkedForSeason: SEASON,
  },
  {
    id: "play-clock",
    title: "The Play Clock",
    categoryId: "game-flow",
    description:
      "The play clock counts down how long the offense has to snap the ball: 40 seconds after most plays, or 25 seconds after certain stoppages.",
    details:
      "When a normal play ends, a 40-second play clock starts right away. After administrative stoppages, such as a timeout, a penalty, an injury or the start of a quarter, it is set to 25 seconds and starts when the referee signals the ball is ready. If it reaches zero before the snap, the offense is penalized 5 yards for delay of game. The radio in the quarterback's helmet, and the one in a designated defender's helmet, cuts off when the play clock reaches 15 seconds. Up-tempo offenses snap quickly to stop the defense from substituting, while teams with a lead let the play clock run down to burn game time.",
    tags: ["play clock", "clock", "delay of game", "tempo"],
    checkedForSeason: SEASON,
  },
  {
    id: "timeouts",
    title: "Timeouts",
    categoryId: "game-flow",
    description:
      "Each team has three timeouts per half. A timeout stops the game clock, and unused timeouts do not carry over to the second half.",
    details:
      "A player or the head coach calls a timeout by signaling to an official, and the clock stops at once. Timeouts are most valuable late in a half: a trailing team uses them to stop the clock after running plays, while a leading team wants its opponent to run out of them. They are also used to avoid a delay of game or to rethink a call in a big moment, such as fourth down. In regular-season overtime each team gets two timeouts. Challenges are tied to timeouts too: a coach needs at least one left to challenge, and he loses one if the challenge fails.",
    tags: ["timeouts", "clock", "strategy", "clock management"],
    checkedForSeason: SEASON,
  },
  {
    id: "two-minute-warning",
    title: "Two-Minute Warning",
    categoryId: "game-flow",
    description:
      "The game clock stops automatically when two minutes remain in the second and fourth quarters. It works like an extra timeout that neither team has to spend.",
    details:
      "When the clock reaches 2:00 in the second or fourth quarter, officials stop the game; if a play is under way, the stop comes when it ends. Teams use the break to plan their final drive or defense. Several rules change after the warning: coaches can no longer challenge plays because the replay official starts all reviews, and the special late-game fumble rule applies. Inside these last two minutes of a half, a runner going out of bounds stops the clock until the next snap. The warning is the reason a trailing team often tries to save timeouts for after it.",
    tags: ["two-minute warning", "clock", "timeouts", "end of half"],
    checkedForSeason: SEASON,
  },
  {
    id: "scoring-summary",
    title: "Scoring at a Glance",
    categoryId: "game-flow",
    description:
      "The main ways to score are a touchdown (6), a field goal (3), a safety (2), and, after a touchdown, an extra-point kick (1) or a two-point conversion (2).",
    details:
      "The touchdown is the big prize, and right after it the scoring team tries for 1 more point with a kick snapped from the 15 or 2 more with a play from the 2. A field goal is worth 3 and usually comes when a drive stalls within range of the kicker. A safety gives the defense 2 points plus possession on the free kick that follows. On a try, a defense that returns a blocked kick or a turnover to the other end zone scores 2. Because touchdowns with a kick and field goals are so common, margins of 3 and 7 points come up more often than any others.",
    tags: ["scoring", "points", "touchdown", "field goal"],
    checkedForSeason: SEASON,
  },
  {
    id: "coaches-challenge",
    title: "Coach's Challenge",
    categoryId: "game-flow",
    description:
      "A head coach can throw a red flag to ask for a video review of a ruling. Each team gets two challenges per game and earns a third if at least one of them succeeds.",
    details:
      "To challenge, the coach throws the red flag onto the field before the next snap. The referee then watches the replay, and the ruling is reversed only if the video clearly shows it was wrong. A team must have a timeout left to challenge, and it loses that timeout if the challenge fails. Coaches cannot challenge in the final two minutes of either half or in overtime, and they do not need to challenge scoring plays or turnovers, because those are reviewed automatically. Most judgment calls, such as holding, cannot be challenged at all.",
    tags: ["challenge", "replay", "red flag", "timeouts"],
    checkedForSeason: SEASON,
    recentChange:
      "Since 2024 a team earns a third challenge after just one successful challenge; before that, both of its first two challenges had to succeed.",
    changedInSeason: 2024,
    previously: {
      season: "2023",
      text: "Each team had two challenges a game and earned a third only if both of its first two challenges succeeded.",
    },
  },
  {
    id: "instant-replay",
    title: "Instant Replay Review",
    categoryId: "game-flow",
    description:
      "Replay officials can review many rulings using video. Scoring plays, turnovers and plays in the last two minutes of each half and in overtime are reviewed without a coach's challenge.",
    details:
      "Every game has a replay official in the stadium who works with the league's officiating center in New York, where the final decision is made. The replay booth starts the review of every scoring play and turnover, and of any reviewable play in the final two minutes of each half and in overtime. To change a call, the video must clearly show the ruling on the field was wrong; otherwise the call stands. Reviewable questions include whether a pass was caught, whether a runner was down or out of bounds, and whether the ball broke the plane of the goal line. The replay booth may also quickly help the on-field crew with clear, objective facts, such as where the ball should be spotted or whether a kick was touched.",
    tags: ["replay", "review", "officials", "challenge"],
    checkedForSeason: SEASON,
    recentChange:
      "In 2025 the NFL expanded replay assist so the booth can also help officials with certain flagged fouls, such as face mask, horse-collar tackles and hits on defenseless players.",
    changedInSeason: 2025,
    previously: {
      season: "2024",
      text: "Replay assist could help the on-field officials only with clear, objective facts of a play, such as possession, whether a pass was complete, and where the ball was. It could not help with flagged fouls.",
    },
  },
  {
    id: "ten-second-runoff",
    title: "Ten-Second Runoff",
    categoryId: "game-flow",
    description:
      "After the two-minute warning of either half, a foul by the offense that stops the clock can also cost it 10 seconds of game time.",
    details:
      "The rule stops teams from committing a foul just to get a free clock stoppage. If the offense commits a foul that stops the clock after the two-minute warning of either half, such as a false start or intentional grounding, the defense may choose to have 10 seconds run off the game clock on top of the yards. If 10 seconds or fewer remain, the runoff can end the half right there. The offense can avoid the runoff by using one of its timeouts. Similar runoff rules apply late in a half when a team with no timeouts left stops the clock because of an injury.",
    tags: ["clock", "runoff", "end of half", "penalties"],
    checkedForSeason: SEASON,
    recentChange:
      "Since 2017 the runoff applies from the two-minute warning of either half; before that it applied only in the final minute.",
  },
  {
    id: "overtime",
    title: "Overtime",
    categoryId: "game-flow",
    description:
      "A game tied after four quarters goes to overtime. Since 2025, both teams are guaranteed a possession in regular-season overtime, as they are in the playoffs.",
    details:
      "A new coin toss decides who gets the ball first: the visiting captain calls it, and the winner chooses to receive or kick or picks a goal to defend, with no option to defer. Overtime starts with a kickoff; if it reaches the end zone in the air and is not returned, the touchback puts the ball at the 35. Both teams get a possession even if the first team scores a touchdown, unless the kicking team scores on that first possession, for example with a safety. Once both teams have had the ball, the team ahead wins; if the score is still tied, the next score of any kind wins. In the regular season overtime is a single 10-minute period with two timeouts per team, and the game ends in a tie if no one has won when it expires. In the playoffs, 15-minute periods are played until there is a winner.",
    tags: ["overtime", "coin toss", "sudden death", "playoffs"],
    checkedForSeason: SEASON,
    recentChange:
      "Overtime used to be sudden death, with the coin-toss winner able to win on its first drive (and, before 2024, starting at the 25 after a touchback). In 2022 the playoffs began guaranteeing both teams a possession, and in 2025 the same rule was adopted for the regular season; before 2025 a touchdown on the first regular-season possession ended the game.",
    changedInSeason: 2025,
    previously: {
      season: "2024",
      text: "In the regular season, overtime was one 10-minute period. A touchdown on the first possession won the game at once; a field goal on it gave the other team a possession. Only the playoffs guaranteed both teams the ball.",
    },
  },
];
