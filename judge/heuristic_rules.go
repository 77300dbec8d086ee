package judge

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"strings"
)

// The heuristic judge's word lists. They are data, hashed into
// HeuristicVersion, so a change to any list is visible in reports.
var (
	// adverseHolding is holding language in a source that cuts against a
	// proposition asserting enforcement.
	adverseHolding = regexp.MustCompile(`(?i)\b(unenforceable|not\s+enforceable|void|invalid|declined?\s+to\s+enforce|refused?\s+to\s+enforce|will\s+not\s+be\s+enforced|(?:is|was|are|be)\s+permissive|permissive\s+(?:clause|forum|rather)|held\s+(?:that\s+)?(?:the\s+)?(?:clause|provision)\s+(?:was\s+|is\s+)?(?:unenforceable|invalid|void))\b`)
	// conditionalBefore and conditionalAfter mark holding words used in a
	// rule statement ("should be held unenforceable if ...") rather than
	// an outcome.
	conditionalBefore = regexp.MustCompile(`(?i)\b(should|may|might|would|could|can|will)\s+(not\s+)?(be\s+)?(held\s+|found\s+|deemed\s+)?$`)
	conditionalAfter  = regexp.MustCompile(`(?i)^\W{0,3}(if|where|when|unless|only\s+if|in\s+cases?)\b`)
	// remandOnly is an outcome that decides nothing on enforceability.
	remandOnly = regexp.MustCompile(`(?i)\b(vacated?\s+and\s+remanded?|vacate\s+and\s+remand|remanded?\s+for\s+(?:the\s+district\s+court|further)|did\s+not\s+(?:hold|decide|reach))\b`)
	// propEnforces marks a proposition asserting enforcement or validity.
	propEnforces = regexp.MustCompile(`(?i)\b(enforceable|enforced|enforces?|enforcing|enforcement|valid|upheld|uphold|mandatory|exclusive|binding|controlling\s+weight)\b`)
	// propNegates marks a proposition asserting non-enforcement, or one
	// that already carries the exception the source applies.
	propNegates = regexp.MustCompile(`(?i)\b(unenforceable|not\s+enforce|not\s+be\s+enforced|void|invalid|refus|declin|denial|denied|deny|public\s+policy|fraud|overreach|permissive|deprived?\s+of\s+(?:its|his|her|their)?\s*day\s+in\s+court)`)
	// propHeldUnenforceable marks a proposition claiming a court held a
	// clause unenforceable (so a remand is adverse to it).
	propHeldUnenforceable = regexp.MustCompile(`(?i)\b(held|holding|found|ruled|struck)\b[^.;]{0,80}\b(unenforceable|invalid|void|not\s+enforceable|down)\b`)
	// propMandatory marks a proposition calling a clause mandatory or
	// exclusive (so a source calling it permissive is adverse).
	propMandatory    = regexp.MustCompile(`(?i)\b(mandatory|exclusive|must\s+be\s+litigated|only\s+in)\b`)
	sourcePermissive = regexp.MustCompile(`(?i)\bpermissive\b`)

	// absoluteWords are over-claiming words in a proposition.
	absoluteWords = regexp.MustCompile(`(?i)\b(always|never|must|all\s+courts|every\s+court|per\s+se|automatically|invariably|without\s+exception|in\s+every\s+case|uniformly|universally|any\s+court|courts\s+(?:uniformly|consistently|unanimously)|settled\s+law|no\s+exceptions?)\b`)
	// hedgeWords are qualifications in a source that an absolute claim
	// drops.
	hedgeWords = regexp.MustCompile(`(?i)\b(prima\s+facie|unless|generally|ordinarily|subject\s+to|in\s+all\s+but|absent|except|may|rarely|significant\s+factor|divergent|split|some\s+courts|other\s+circuits|not\s+dispositive)\b`)
	// hedgePairs: when the source qualifies Word with Hedge and the
	// proposition states Word without Hedge, the qualification was dropped.
	// wholeExcerpt: the hedge counts anywhere in the excerpt, not only in
	// the sentences that match the proposition best.
	hedgePairs = []struct {
		hedge, word  *regexp.Regexp
		wholeExcerpt bool
	}{
		{regexp.MustCompile(`(?i)\bprima\s+facie\b`), regexp.MustCompile(`(?i)\bvalid\b`), false},
		{regexp.MustCompile(`(?i)\bin\s+all\s+but\b|\bexceptional\b`), regexp.MustCompile(`(?i)\bcontrolling\s+weight\b`), false},
		{regexp.MustCompile(`(?i)\bfundamental\s+fairness\b`), regexp.MustCompile(`(?i)\b(enforceable|enforced)\b`), false},
		{regexp.MustCompile(`(?i)\bsignificant\s+factor\b|\bneither\s+dispositive\b|\bnot\s+dispositive\b`), regexp.MustCompile(`(?i)\b(dispositive|controlling|decisive)\b`), true},
	}
	// contrastWords mark a proposition that mentions mandatory or
	// exclusive clauses only to contrast them.
	contrastWords = regexp.MustCompile(`(?i)\b(rather\s+than|merely|consent\s+to\s+jurisdiction|not\s+(?:an?\s+)?(?:exclusive|mandatory))\b`)
	// properName is a capitalised word that may name an authority.
	properName = regexp.MustCompile(`\b[A-Z][a-z]{3,}\b`)
	// splitWords mark a split of authority in a source; agreeWords a
	// proposition claiming agreement.
	splitWords = regexp.MustCompile(`(?i)\b(divergent|diverge|split|disagree\w*|differ(?:ent|ing)?\s+approach\w*|conflict(?:ing)?\s+(?:authority|decisions|approaches))\b`)
	agreeWords = regexp.MustCompile(`(?i)\b(agree|consensus|uniform(?:ly)?|settled|unanimous(?:ly)?|all\s+circuits|every\s+circuit)\b`)
	// separateOpinion marks a concurrence or dissent in a source.
	separateOpinion = regexp.MustCompile(`(?i)\b(concurring|dissenting|concurrence|dissent(?:ed)?|separate\s+opinion)\b`)
	// propAttributesCourt marks a proposition attributing words to the
	// court or its majority.
	propAttributesCourt  = regexp.MustCompile(`(?i)\b(the\s+(?:supreme\s+)?court|majority|held|holds|holding|ruled|the\s+justices)\b`)
	propMentionsSeparate = regexp.MustCompile(`(?i)\b(concurr|dissent)`)

	// insufficiency is a statement that the retrieved sources do not
	// support something (C-008's accepted flag).
	insufficiency = regexp.MustCompile(`(?i)(not\s+addressed\s+by\s+(any\s+|the\s+)?(retrieved|vault)|cannot\s+support\s+(an\s+answer|this|that|it)|(vault|retrieved)\s+(sources?|documents?|passages?|materials?|chunks?)\s+(do(es)?\s+not|don't|did\s+not|are\s+insufficient|is\s+insufficient|cannot|could\s+not|fail\s+to|provide\s+no)|insufficient\s+(support|sources?|authority)|not\s+supported\s+by\s+(the\s+)?(retrieved|vault)|no\s+(retrieved|vault)\s+(source|passage|document|authority)|could\s+not\s+(find|locate|verify)|unable\s+to\s+(find|locate|verify)|unverified|not\s+(been\s+)?verified)`)
	// legalAssertion marks a sentence that states law.
	legalAssertion = regexp.MustCompile(`(?i)\b(court|courts|clause|clauses|enforc\w*|law|held|holds|holding|statute|rule|jurisdiction|venue|forum|transfer|contract|valid|void|waiver|doctrine|test|standard|must|require[sd]?|§)`)
	// metaSentence marks sentences about the answer itself.
	metaSentence = regexp.MustCompile(`(?i)^\s*(here\s+is|below|in\s+summary|to\s+summari[sz]e|this\s+(answer|memo|summary|response)|the\s+following|i\s+(have|will|can)|let\s+me|note:|question:)`)

	quoted = regexp.MustCompile(`"([^"]{3,400})"|“([^”]{3,400})”`)
	word   = regexp.MustCompile(`[\pL][\pL'’-]*`)
)

// commonNames are capitalised words that name no particular authority.
var commonNames = wordSet(`Court Courts Circuit Supreme Ninth Second Tenth Fifth Third Fourth Seventh Eighth Sixth First Eleventh District State States United Federal Congress Justice Judge Rule Rules Code Section Article Vault Under Where When While Because Although However Here This That These Those Such Each Every Only Also Some Many Most Other Both Either Neither With Without From Into Over Upon After Before Since Until Unless Whether Thus Then There Their They Party Parties Clause Clauses Forum Courts`)

// stopWords are ignored when measuring content overlap.
var stopWords = wordSet(`a an and are as at be been by can could did do does for from had has have he her his if in into is it its may might must not of on or our shall she should so such than that the their them then there these they this those to under upon was were when where which while who will with would see also court courts id supra held holds cir app ct`)

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// HeuristicVersion identifies the heuristic rules (the hash of every
// pattern and word list) for reports and caches.
var HeuristicVersion = func() string {
	h := sha256.New()
	for _, re := range []*regexp.Regexp{contrastWords, properName, splitWords, agreeWords, conditionalBefore, conditionalAfter, adverseHolding, remandOnly, propEnforces, propNegates, propHeldUnenforceable,
		propMandatory, sourcePermissive, absoluteWords, hedgeWords, separateOpinion,
		propAttributesCourt, propMentionsSeparate, insufficiency, legalAssertion, metaSentence, quoted} {
		h.Write([]byte(re.String()))
		h.Write([]byte{0})
	}
	for _, p := range hedgePairs {
		h.Write([]byte(p.hedge.String() + "\x00" + p.word.String() + "\x00"))
	}
	return "heuristic-" + hex.EncodeToString(h.Sum(nil))[:12]
}()
