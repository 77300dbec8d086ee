package heuristic

import (
	_ "embed"
	"regexp"
)

// The heuristic judge's word lists: general legal language, never the
// name of a case, a party or a phrase of any fixture. They are data:
// every list is written into Version (version.go), so
// a change to any of them changes the version that reports and caches
// carry. Each list says what it is for; the rules that read them are in
// the file of their family. The lists written as text (one word, or one
// "word axis sign" entry, after another) are data files in tables/,
// embedded at build time; their bytes are hashed as they stand.

// stopWordList are function words and citation filler, ignored when
// measuring how much of a proposition a passage covers.
//
//go:embed tables/stop_words.txt
var stopWordList string

// genericWordList are legal words so common in every passage of a
// Vault that sharing them says little about support: they count for
// less (genericWeight) when a proposition is aligned with a passage.
//
//go:embed tables/generic_words.txt
var genericWordList string

// synonymGroups is the small legal synonym table: words in one group
// count as the same word when a proposition is aligned with a passage
// (light stemming is applied to every member). Antonyms that differ only
// in polarity (enforceable / unenforceable) share a group on purpose:
// polarity is judged separately (polarity.go), so a negated
// proposition still aligns with the passage it contradicts.
var synonymGroups = []string{
	`enforce enforceable unenforceable enforcement enforceability uphold upheld honor honour valid invalid validity void voidable null binding bind effective ineffective`,
	`forum venue tribunal`,
	`clause provision term stipulation covenant agreement contract`,
	`show prove demonstrate establish`,
	`resist resisting oppose opposing challenge challenging object objecting contest contesting`,
	`hold rule conclude decide determine`,
	`refuse refusal decline reject deny denial`,
	`grant issue`,
	`affirm affirmance`,
	`reverse reversal overturn`,
	`modify modification reform reformation rewrite narrow blue-pencil`,
	`sufficient adequate enough insufficient inadequate`,
	`reasonable unreasonable`,
	`legitimate protectable protectible`,
	`require requirement need necessary`,
	`protect safeguard shield`,
	`harm injury injure injurious`,
	`negotiate bargain`,
	`obtain procure`,
	`contravene violate offend`,
	`competition compete competitor rival`,
	`customer client`,
	`employee worker`,
	`business company firm enterprise`,
	`statute act code §`,
	`presume presumption presumptive presumptively`,
	`disfavor disfavour disfavored disfavoured`,
	`notice warning`,
	`dissent dissenting`,
	`concur concurring concurrence`,
	`divide divided split disagree differ divergent`,
	`inconvenient burdensome`,
	`permissive nonexclusive`,
	`mandatory exclusive`,
	`unfair unjust`,
	`restrict restriction restraint restrain limit limitation bar forbid prohibit preclude`,
	`injunction enjoin`,
	`duration period length`,
	`area territory region radius geographic geography`,
	`overbroad broad broader excessive`,
	`waive waiver forfeit relinquish`,
	`appeal appeals appellate`,
	`doctrine principle standard test`,
	`trial lower`,
	`sale sell purchase buy acquisition`,
	`earnings income salary wage wages compensation pay`,
	`terminate termination discharge`,
	`sign execute`,
	`conflict contradict`,
	`revise tailor trim pare`,
	`whole entire`,
	`see seen view viewed regard regarded treat treated`,
	`depart departing leave leaving`,
	`nationwide national countrywide country`,
	// British spelling (an assistant writing "licence" of a "license"):
	// the words otherwise keep their keys
	`license licence licenced licences licencing`,
}

// wordnetSynonymList is the synonym table generated from Princeton
// WordNet 3.0 (tables/gen; licence in tables/WORDNET-LICENSE.txt): the
// dominant verb and adjective senses of the words of legal prose, merged
// into synonymGroups after it (keys.go), so ordinary paraphrase
// (forbids / prohibits, permits / allows) aligns without a hand entry.
//
//go:embed tables/wordnet_synonyms.txt
var wordnetSynonymList string

// Polarity lexicon (polarity.go). Each entry is "word axis
// sign": a content word asserting something on an axis (enforced +, void
// -). An axis is a question a holding or a proposition answers one way or
// the other.
//
//go:embed tables/polarity.txt
var polarWordList string

// Operators change the sign of the content words after them in a clause
// (refused to enforce, reversed the order enforcing, upheld the denial);
// a clause with no content word asserts the operator's own axis (We
// reverse; the motion is denied).
//
//go:embed tables/operators.txt
var operatorWordList string

// operatorAxis is the axis a clause asserts when an operator stands
// alone (no content word in the clause).
//
//go:embed tables/operator_axes.txt
var operatorAxisList string

// negatorList are words that negate what follows them in the clause.
// "n't" covers don't, doesn't, didn't, isn't, won't, wasn't and so on.
//
//go:embed tables/negators.txt
var negatorList string

// negatorExceptions are phrases in which a negator does not negate (no
// more than, no greater than) or belongs to a name (covenant not to
// compete, promise not to sue).
var negatorExceptions = []string{
	"no more than", "no greater than", "no longer than", "no less than", "no broader than", "no wider than", "not only", "nothing more than",
	"not merely", "not just", "not simply", "not solely", "no later than", "no earlier than", "no sooner than", "no fewer than", // 26.41-s
	"covenant not to", "covenants not to", "agreement not to", "agreements not to", "promise not to", "promises not to", "undertaking not to", "obligation not to",
}

// optionalPhrases make what follows optional rather than negated: "is
// not required to rewrite it" does not say the court will not.
var optionalPhrases = []string{
	"not required to", "need not", "needs not", "not obliged to", "not obligated to", "not bound to", "not have to", "n't have to", "not need to", "n't need to", "is not necessary to",
}

// holdingLabels and dispositionLabels open a sentence that a case
// summary or syllabus labels as the holding or the disposition;
// bareDispositionWords open a disposition written without a subject.
var (
	holdingLabels        = []string{"holding:", "holdings:", "held:"}
	dispositionLabels    = []string{"disposition:", "judgment:"}
	bareDispositionWords = []string{"affirmed", "reversed", "vacated", "remanded", "dismissed"}
	// labelWords, capitalised before a number, make it a label ("Matter
	// 2041", "Exhibit 4"), not a fact.
	labelWords = []string{"matter", "exhibit", "schedule", "annex", "appendix", "attachment", "project", "file", "ticket"}
	// enumerationWords, before a number in any case, refer to a part of
	// the answer's own list ("the rule in item 2", "step 3 above").
	enumerationWords = []string{"item", "items", "point", "points", "step", "steps", "question", "option", "bullet"}
	// conclusionHeadings head the part of an opinion where the court
	// gives its own judgment.
	conclusionHeadings = []string{"conclusion", "conclusions", "disposition", "judgment", "decision", "conclusion and disposition", "order"}
)

// undecidedPhrases mark a clause that declines to decide what follows
// (we do not decide whether the clause is enforceable; the court need
// not reach ...; remanded for the district court to determine whether
// ...). A remand "for further proceedings consistent with this opinion"
// after deciding the law is not one.
var undecidedPhrases = []string{
	"not decide", "not reach", "not address", "not determine", "not resolve", "not hold", "not express",
	"n't decide", "n't reach", "n't address", "n't hold",
	"need not decide", "need not reach", "no view", "no opinion on", "leave open", "left open", "leaves open", "open question",
	"to determine whether", "to decide whether", "to consider whether", "to resolve whether", "on remand",
	"for the district court to", "for the trial court to", "hearing on whether", "evidentiary hearing",
}

// Clause connectives (clauses.go): words that start a clause
// of a given role. "if"-type conditions state when the main clause
// holds; "unless"-type exceptions state when it does not.
var (
	conditionWords = []string{"if", "only if", "where", "when", "whenever", "provided that", "provided", "so long as", "as long as", "to the extent that", "to the extent", "in cases where", "on condition that"}
	exceptionWords = []string{"unless", "except where", "except when", "except if", "except", "absent", "but for", "other than where"}
	reasonWords    = []string{"because", "since", "given that", "for the reason that", "as a result of"}
	contrastWords  = []string{"but", "however", "although", "though", "whereas", "while", "yet", "nonetheless", "nevertheless", "so"}
)

// Hedge classes (calibration.go): qualifiers in a passage that
// a proposition must keep. "passage" are the words that qualify a
// statement in the source; "keep" are the words by which a proposition
// keeps the qualification (a broader list: "although they must still be
// reasonable" keeps "subject to the same requirement of reasonableness").
var hedgeClasses = []struct {
	name          string
	passage, keep []string
}{
	{"permission",
		[]string{"may", "might", "discretionary", "in its discretion", "has discretion", "is permitted to"},
		[]string{"may", "can", "might", "could", "discretion", "discretionary", "not required", "need not", "not obliged", "permitted", "allowed", "not have to", "optional", "free to", "power to", "authority to",
			"lets", "let", "allows", "permits", "entitled to", "entitles"}},
	{"generality",
		[]string{"generally", "ordinarily", "usually", "typically", "as a general matter", "as a rule", "in general", "normally", "often", "tend to", "tends to", "rarely", "seldom"},
		[]string{"generally", "ordinarily", "usually", "typically", "as a general matter", "as a rule", "in general", "normally", "often", "tend", "tends", "rarely", "seldom", "largely", "mostly", "frequently", "commonly", "more readily", "most", "many", "general"}},
	{"prima facie",
		[]string{"prima facie", "presumptively", "presumed", "presumption", "rebut", "rebuttable", "rebutted"},
		[]string{"prima facie", "presumptively", "presumed", "presumption", "presume", "rebut", "rebuttable", "rebutted", "unless"}},
	{"exception",
		[]string{"unless", "except", "absent", "provided", "only if", "only where", "only to the extent", "so long as", "as long as"},
		[]string{"unless", "except", "absent", "provided", "only", "so long as", "as long as", "if", "where", "when", "but", "although", "though", "however", "prima facie", "presumptively", "presumed", "subject to", "to the extent", "as applied", "limited to", "without", "require", "requires", "required", "requiring"}},
	{"limit",
		[]string{"subject to", "in all but", "exceptional", "save in", "barring", "to the extent of", "to the extent that", "insofar as", "in so far as"},
		[]string{"subject to", "in all but", "exceptional", "except", "unless", "but", "although", "though", "however", "still", "scrutiny", "remain subject", "limited", "save", "absent", "exempt", "to the extent", "insofar", "in so far", "only", "partly", "in part", "portion", "share"}},
	{"some",
		[]string{"some courts", "some states", "some hold", "some have held", "others hold", "several", "certain courts", "a few", "most states", "most courts", "many courts", "divided", "split", "differ", "different approaches", "disagree", "divergent", "others require"},
		[]string{"some", "several", "certain", "few", "most", "many", "divided", "split", "differ", "different", "disagree", "divergent", "not all", "other", "others", "one of"}},
	{"likelihood",
		[]string{"likely", "probably", "unlikely", "perhaps", "possibly"},
		[]string{"likely", "probably", "unlikely", "perhaps", "possibly", "may", "might", "could", "not certain", "uncertain"}},
	{"factor",
		[]string{"significant factor", "one factor", "a factor", "not dispositive", "neither dispositive", "among several", "one among"},
		[]string{"factor", "not dispositive", "among", "weigh", "consider"}},
}

// notHedges are phrases that hold a hedge word without hedging: a
// "generally applicable" defense is not a general tendency, and costs
// "not subject to" a cap are limited by nothing.
var notHedges = []string{"generally applicable", "generally accepted", "general rule of law", "not subject to", "never subject to", "no longer subject to"}

// absoluteWithout are "without" phrases that make a statement absolute
// rather than keep its exception ("will not enforce it without clear
// words" keeps an "unless"; "without exception" and "even without
// notice" drop it).
var absoluteWithout = []string{"even without", "without exception", "without limitation", "without qualification", "without regard to", "without more", "without any exception"}

// strongerWords are absolute or mandatory words. A proposition that uses
// one where its passage hedges claims more than the passage says.
var strongerWords = []string{
	"always", "never", "must", "shall", "invariably", "automatically", "per se", "without exception", "in every case", "in all cases", "all courts", "every court",
	"every state", "all states", "every jurisdiction", "all jurisdictions", "every circuit", "all circuits", "uniformly", "universally", "unanimously", "settled",
	"required to", "is required", "are required", "will be enforced", "are enforced", "is enforced", "dispositive", "controlling", "decisive", "conclusively", "void", "no exceptions", "any court", "courts agree", "all agree",
}

// weightWords in a proposition make a consideration decisive; a passage
// that calls it one factor among others (factorWords) does not say so.
var (
	weightWords = []string{"controlling weight", "controlling", "dispositive", "decisive", "conclusive", "determinative", "outcome determinative"}
	factorWords = []string{"significant factor", "one factor", "a factor", "relevant factor", "not dispositive", "neither dispositive", "among several", "one of several", "one among", "weighed against", "to be weighed"}
)

// particularPattern marks a proposition about one decision's own
// instrument ("the court enforced the cruise-ticket clause"): an account
// of what a court did with it, which need not repeat the qualifiers of
// the rule it applied.
var particularPattern = regexp.MustCompile(`\b(the|its|this|that|their|his|her|[a-z]+'s)\s+(?:[\w'’-]+\s+){0,3}?(clause|covenant|agreement|provision|contract|restraint|ticket|noncompete|non compete)\b`)

// pastDecisionWords are the past-tense decisions of such an account.
var pastDecisionWords = []string{"held", "enforced", "refused", "declined", "found", "ruled", "affirmed", "reversed", "upheld", "struck", "granted", "denied", "vacated", "remanded", "approved", "narrowed", "modified", "erred"}

var pastDecisionSet = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range pastDecisionWords {
		m[w] = true
	}
	return m
}()

// universalWords claim that every court, always, agrees; a proposition
// using one needs a passage that says as much (a universal or
// consensus word of its own), not one that merely states the rule.
var universalWords = []string{"always", "all courts", "every court", "every state", "all states", "every jurisdiction", "all jurisdictions", "every circuit", "all circuits",
	"without exception", "invariably", "automatically", "per se", "uniformly", "universally", "in every case", "in all cases", "courts agree", "courts uniformly", "consensus", "unanimously", "settled law", "well settled",
	// absolutes of outcome: nothing can be done against it
	"no way to avoid", "no way around", "no way out", "cannot be avoided", "can never be avoided", "unavoidable", "inescapable",
	"under any circumstances", "in any circumstances", "no matter what", "without fail", "in every instance", "in all circumstances",
	// absolutes of cause: the rule holds whatever brought the case about
	// ("if the action is dismissed, for whatever reason"), where a
	// passage names the causes it holds for
	"for whatever reason", "for any reason", "whatever the reason", "regardless of the reason", "on any ground", "on whatever ground", "whatever the ground", "for any cause", "whatever the cause", "regardless of the cause", "regardless of why", "no matter why", "no matter the reason"}

// splitWords mark a split of authority in a passage; agreementWords a
// proposition claiming that courts agree.
var (
	splitWords     = []string{"divided", "split", "disagree", "disagreement", "divergent", "diverge", "differ", "different approaches", "conflicting", "some courts", "other courts", "others require", "some hold", "some states", "other states", "a few states", "most states", "several others"}
	agreementWords = []string{"agree that", "agreed that", "agree on", "courts agree", "circuits agree", "states agree", "in agreement", "consensus", "uniform rule", "uniformly", "settled that", "well settled", "unanimous", "unanimously", "all courts", "every court", "all circuits", "every circuit", "every state", "all states", "every jurisdiction", "all jurisdictions", "courts consistently"}
)

// separateOpinionWords mark a concurrence or dissent in a source's title,
// section or first lines; courtWords a proposition attributing words to
// the court itself.
var (
	dissentWords         = []string{"dissenting", "dissent", "dissented"}
	concurrenceWords     = []string{"concurring", "concurrence", "concurred"}
	courtAttributionList = []string{"the court", "the supreme court", "the majority", "the panel", "held", "holds", "holding", "ruled", "concluded", "the justices", "went on to hold"}
)

// decisionWords mark a proposition that states what a court decided
// (held, ruled, found, affirmed ...), as opposed to a rule of law.
var decisionWords = []string{"held", "holds", "holding that", "ruled", "found that", "concluded", "decided", "determined that", "struck down",
	"affirmed the", "affirmed a", "affirmed its", "was affirmed", "were affirmed", "reversed the", "reversed a", "was reversed", "were reversed",
	"affirmed an", "reversed an", "upheld an", "granted an", "denied an", "enforced an", // "affirmed an order": the article before a vowel
	"upheld the", "upheld a", "upheld its", "was upheld", "granted the", "granted a", "was granted", "denied the", "denied a", "was denied",
	"was enforced", "were enforced", "was enforceable", "was unenforceable", "was void", "was held", "refused to enforce", "declined to enforce", "enforced the", "enforced a", "enforced its"}

// Role lexicon (roles.go). Each entry is "word pair side": two
// words with the same pair and different sides are opposite roles (the
// employer and the employee; the party seeking enforcement and the party
// resisting it).
//
//go:embed tables/roles.txt
var roleWordList string

// rolePhrases are multi-word roles: the party seeking enforcement is the
// clause's proponent, the party seeking to avoid it its opponent.
var rolePhrases = []struct{ phrase, pair, side string }{
	{"seeking enforcement", "clause", "P"}, {"seeking to enforce", "clause", "P"}, {"seeks to enforce", "clause", "P"}, {"relying on", "clause", "P"}, {"invoking", "clause", "P"}, {"asking the court to enforce", "clause", "P"},
	{"seeking to avoid", "clause", "O"}, {"seeks to avoid", "clause", "O"}, {"resisting enforcement", "clause", "O"}, {"opposing enforcement", "clause", "O"}, {"to avoid the", "clause", "O"},
	{"former employer", "employment", "A"}, {"former employee", "employment", "B"},
}

// Role predicates: burden words and the verbs that say who must show
// something, who moved, who won.
var (
	burdenVerbs    = []string{"bears the burden", "bear the burden", "bore the burden", "carries the burden", "carry the burden", "carried the burden", "has the burden", "have the burden", "had the burden", "bears the initial burden", "carries the initial burden", "has the initial burden"}
	burdenOn       = []string{"burden on", "burden upon", "burden is on", "burden rests on", "burden lies on", "burden falls on", "burden of proof on", "initial burden on"}
	burdenShift    = []string{"burden shifts to", "burden then shifts to", "burden shift to", "shifts the burden to", "burden passes to", "does the burden shift to", "then shifts to"}
	mustShowVerbs  = []string{"shows that", "proves that", "establishes that", "demonstrates that", "shows the", "shows they", "shows it", "must show", "must prove", "must establish", "must demonstrate", "must plead", "must first", "has to show", "has to prove", "has to demonstrate", "has to establish", "have to show", "have to prove", "have to demonstrate", "is required to show", "is required to prove", "are required to prove", "needs to show", "must persuade", "shall prove", "should prove", "should show", "bears the burden of proving", "carries the burden of proving"}
	passiveShownBy = []string{"shown by", "proved by", "proven by", "established by", "demonstrated by"}
	movedVerbs     = []string{"moved for", "moved to", "moves for", "moves to", "filed a motion", "sought an injunction", "seeks an injunction", "sought a preliminary", "seeks a preliminary", "asks the court to", "asked the court to", "applied for", "moved under", "moves under", "sought sanctions", "seeks sanctions"}
	wonVerbs       = []string{"judgment for", "judgment in favor of", "judgment in favour of", "summary judgment to", "prevailed", "won", "verdict for", "verdict in favor of", "verdict in favour of", "found for", "found in favor of", "ruled for", "ruled in favor of", "ruled in favour of", "decided in favor of", "award in favor of"}
	firstWords     = []string{"first", "initial", "initially", "at the outset"}
)
