package heuristic

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// Holdings: what a case decided, read from the whole opinion (its "we
// hold" and disposition sentences, separate opinions left out), and the
// Vault's "outcome" metadata, which adds to the text (and is the label
// reports show) but never hides it. A
// proposition whose polarity contradicts the holding is adverse (C-004);
// one stating as held what the court left undecided (a remand) is
// adverse and over-claims.

// Holding is a document's holding as code reads it, for the judge's
// HOLDING block and for reports.
type Holding struct {
	// Outcome is a short label: "unenforceable", "enforced", "mandatory",
	// "permissive", "not decided (remanded)", "affirmed", "reversed",
	// "relief granted", "relief denied"; "" when none could be read.
	Outcome string `json:"outcome,omitempty"`
	// From is "metadata" (documents.jsonl "outcome") or "text".
	From string `json:"from,omitempty"`
	// Sentences are the holding and disposition sentences, in document
	// order (at most MaxHoldingSentences).
	Sentences []string `json:"sentences,omitempty"`
	// Note says why a metadata outcome was not used, when it was not.
	Note string `json:"note,omitempty"`
}

// notDecidedLabel opens the outcome label of a holding that decided
// nothing ("not decided (remanded)"); read back as an outcome, it is a
// remand, not an unknown word.
const notDecidedLabel = "not decided"

// MaxHoldingSentences bounds the holding sentences kept per document.
const MaxHoldingSentences = 4

// holdingPhrases mark a sentence that states what the court decides.
var holdingPhrases = []string{
	"we hold", "we therefore hold", "we conclude", "we therefore conclude", "the court holds", "this court holds", "the court concludes",
	"we affirm", "we reverse", "we vacate", "we remand", "we therefore affirm", "we therefore reverse", "we therefore vacate",
	"is affirmed", "are affirmed", "is reversed", "are reversed", "is vacated", "are vacated", "is remanded", "are remanded", "was reversed", "was affirmed",
	"is granted", "are granted", "is denied", "are denied", "is dismissed", "it is so ordered",
	"we do not decide", "we need not decide", "need not and does not reach", "does not reach", "we express no view", "we do not reach",
	"is therefore unenforceable", "is therefore void", "is therefore mandatory", "is therefore permissive", "is therefore enforceable", "are therefore unenforceable",
	"correctly refused", "correctly declined", "properly denied", "properly granted", "erred in",
}

// ReadHolding reads a case document's holding from its text; a non-empty
// metadata outcome (documents.jsonl "outcome") wins when the judge's
// word lists understand it.
func ReadHolding(text, metadataOutcome string) Holding {
	h := Holding{Sentences: holdingSentences(text)}
	if m := strings.TrimSpace(metadataOutcome); m != "" {
		if outcomeAnalysis(m) != nil {
			h.Outcome, h.From = m, "metadata"
			return h
		}
		h.Note = fmt.Sprintf("the Vault's outcome %q is not one the heuristic judge reads; the holding is read from the text", m)
	}
	if len(h.Sentences) > 0 {
		h.From = "text"
		h.Outcome = outcomeLabel(analyseAll(h.Sentences))
	}
	if hl := historyLine(text); hl != "" {
		h.Sentences = append(h.Sentences, hl) // vacated_as_law.go: shown, not read into the outcome
	}
	return h
}

// Text is the holding as the judge's HOLDING block shows it: a metadata
// outcome first, then the sentences.
func (h Holding) Text() string {
	s := strings.Join(h.Sentences, " ")
	if h.From == "metadata" {
		s = strings.TrimSpace(fmt.Sprintf("Outcome recorded in the Vault for this document: %s. %s", h.Outcome, s))
	}
	return s
}

// holdingSentences are the holding and disposition sentences of text in
// document order, leaving out separate opinions (after a heading that
// names a concurrence or dissent) and sentences that describe another
// case (a citation in them).
func holdingSentences(text string) []string {
	// Each paragraph's sentences, read as a holding, a disposition or
	// neither.
	var paras [][]heldSentence
	lastDisposed := -1 // the last paragraph holding the court's own disposition
	separate := false
	conclusion := false // in the opinion's own "Conclusion" or "Disposition" part
	for _, t := range unwrapLines(text) {
		if strings.HasPrefix(t, "#") {
			low := strings.ToLower(t)
			separate = firstPhrase(low, dissentWords) != "" || firstPhrase(low, concurrenceWords) != ""
			conclusion = conclusionHeading(t)
			continue
		}
		if conclusionHeading(t) {
			conclusion = true
			continue
		}
		if separate {
			continue
		}
		var para []heldSentence
		for _, s := range splitSentences(t) {
			low := normText(s)
			if firstPhrase(low, dissentWords) != "" || firstPhrase(low, concurrenceWords) != "" || describesOtherCase(s) {
				continue
			}
			p := firstPhrase(low, holdingPhrases)
			labelled, bare := labelledHolding(low), bareDisposition(low)
			// "The Supreme Court reversed." is the deciding court's own
			// judgment in its conclusion; elsewhere a court named with a
			// disposition is the account of the history below ("The
			// Court of Appeals affirmed. We granted certiorari.").
			bare = bare || conclusion && courtDisposition(low)
			// "It held that ...", "The court concluded that ...": in the
			// opinion's own conclusion the pronoun or "the court" is the
			// deciding court; elsewhere it may be the court below.
			if p == "" && conclusion {
				p = pronounHolding(low)
			}
			switch {
			case bare || labelled == "disposition" || (labelled == "" && p != "" && isDisposition(p)):
				para = append(para, heldSentence{s, disposes})
				lastDisposed = len(paras)
			case p != "" || labelled != "":
				para = append(para, heldSentence{s, holds})
			default:
				para = append(para, heldSentence{s, neither})
			}
		}
		paras = append(paras, para)
	}
	var substantive, disposition []int
	var all []string
	for i, para := range paras {
		for _, r := range para {
			switch {
			case r.kind == disposes:
				all = append(all, r.s)
				disposition = append(disposition, len(all)-1)
			case r.kind == holds || i == lastDisposed && decides(r.s):
				// The paragraph of the court's final disposition is its
				// judgment: its other sentences ("The covenant is
				// unenforceable as written, and the Court will not
				// rewrite it. The motion is DENIED.") say what was
				// decided without "we hold".
				all = append(all, r.s)
				substantive = append(substantive, len(all)-1)
			}
		}
	}
	// Keep the last substantive sentences and the last two dispositions.
	keep := map[int]bool{}
	for i := len(disposition) - 1; i >= 0 && i >= len(disposition)-2; i-- {
		keep[disposition[i]] = true
	}
	for i := len(substantive) - 1; i >= 0 && len(keep) < MaxHoldingSentences; i-- {
		keep[substantive[i]] = true
	}
	var out []string
	for i, s := range all {
		if keep[i] {
			out = append(out, s)
		}
	}
	return out
}

// labelledHolding is "holding" for a sentence labelled as the holding
// ("Holding: ...", "Held: ..."), "disposition" for one labelled as the
// disposition ("Disposition: Affirmed."), else "": case summaries and
// syllabi say what was decided that way.
func labelledHolding(low string) string {
	low = strings.TrimSpace(low)
	for _, l := range holdingLabels {
		if strings.HasPrefix(low, l) {
			return "holding"
		}
	}
	for _, l := range dispositionLabels {
		if strings.HasPrefix(low, l) {
			return "disposition"
		}
	}
	return ""
}

// bareDisposition reports whether a sentence is a disposition without a
// subject ("Reversed and remanded.", "Affirmed in part.", "Vacated in part
// and remanded."): only the deciding court writes its judgment that way,
// where a court's account of the history below names the court.
func bareDisposition(low string) bool {
	low = strings.TrimSpace(low)
	for _, w := range bareDispositionWords {
		if rest, ok := strings.CutPrefix(low, w); ok && (rest == "" || !isWordByte(rest[0])) {
			return true
		}
	}
	return false
}

// conclusionHeading reports whether line heads the opinion's own
// conclusion ("Conclusion", "IV. CONCLUSION", "## Disposition"): a short
// line of that word alone, with its numbering and heading marks.
func conclusionHeading(line string) bool {
	t := strings.ToLower(strings.TrimSpace(strings.TrimLeft(line, "#* ")))
	t = strings.TrimRight(t, ".:* ")
	if i := strings.IndexByte(t, ' '); i > 0 && i <= 5 && strings.TrimRight(t[:i], ".)") != t[:i] {
		t = strings.TrimSpace(t[i+1:]) // "IV. Conclusion", "5) Disposition"
	}
	for _, w := range conclusionHeadings {
		if t == w {
			return true
		}
	}
	return false
}

// courtDisposition reports whether a sentence is a court's disposition
// written with the court as its subject ("The Supreme Court reversed.",
// "The court of appeals affirmed and remanded."): a few words naming a
// court, then a disposition word.
func courtDisposition(low string) bool {
	f := strings.Fields(strings.TrimRight(strings.TrimSpace(low), "."))
	for i, w := range f {
		if i > 6 {
			return false
		}
		if w == "court" || w == "circuit" || w == "panel" || strings.HasSuffix(w, "court") {
			for _, d := range bareDispositionWords {
				if i+1 < len(f) && strings.TrimRight(f[i+1], ",;") == d {
					return true
				}
			}
			// "the court of appeals affirmed"
			for j := i + 1; j < len(f) && j <= i+4; j++ {
				for _, d := range bareDispositionWords {
					if strings.TrimRight(f[j], ",;") == d && (f[i+1] == "of" || f[i+1] == "for") {
						return true
					}
				}
			}
		}
	}
	return false
}

func isDisposition(p string) bool {
	switch p {
	case "is affirmed", "are affirmed", "is reversed", "are reversed", "is vacated", "are vacated", "is remanded", "are remanded", "was reversed", "was affirmed",
		"is granted", "are granted", "is denied", "are denied", "is dismissed", "it is so ordered", "we affirm", "we reverse", "we vacate", "we remand",
		"we therefore affirm", "we therefore reverse", "we therefore vacate":
		return true
	}
	return false
}

// describesOtherCase reports whether a sentence cites another decision
// ("There the Court held ... 407 U.S. 1, 10"), so its "held that" is not
// this court's holding.
func describesOtherCase(s string) bool {
	// Every reporter citation holds a digit (TestReporterCiteHoldsADigit):
	// most sentences have none and skip the regexp.
	return strings.Contains(s, " v. ") || hasDigit(s) && reporterCite.MatchString(s)
}

func analyseAll(sents []string) []*analysed {
	var out []*analysed
	for _, t := range sents {
		for _, s := range sentencesOf(t) {
			a := analyse(s)
			out = append(out, &a)
		}
	}
	return out
}

// outcomeAnalysis reads a metadata outcome ("unenforceable",
// "remanded") as a holding sentence; nil when it asserts nothing the
// rules read.
func outcomeAnalysis(outcome string) []*analysed {
	sentence := "The clause is " + strings.TrimSuffix(outcome, ".") + "."
	if strings.HasPrefix(strings.ToLower(strings.TrimSpace(outcome)), notDecidedLabel) {
		// The label this judge writes back for a remand (Holding.Outcome).
		sentence = "The court did not decide the question; it remanded."
	}
	if as := assertingAnalysis(sentence); as != nil {
		return as
	}
	// "force majeure defense rejected", "claim for the penalty denied": a
	// thing and what was done to it, read as "The force majeure defense
	// is rejected." (outcome_words.go).
	f := strings.Fields(strings.TrimSuffix(strings.TrimSpace(outcome), "."))
	if len(f) >= 2 {
		if _, ok := polar.operators[strings.ToLower(f[len(f)-1])]; ok {
			return assertingAnalysis("The " + strings.Join(f[:len(f)-1], " ") + " is " + f[len(f)-1] + ".")
		}
	}
	return nil
}

// assertingAnalysis is sentence analysed, or nil when it asserts (or
// declines to decide) nothing the rules read.
func assertingAnalysis(sentence string) []*analysed {
	as := analyseAll([]string{sentence})
	for _, a := range as {
		for _, c := range a.clauses {
			if c.undecided || len(c.asserts) > 0 {
				return as
			}
		}
	}
	return nil
}

// outcomeLabel is the short label of a holding's analysed sentences.
func outcomeLabel(hs []*analysed) string {
	pick := func(axis string, cond bool) (assertion, bool) {
		for i := len(hs) - 1; i >= 0; i-- {
			for _, c := range hs[i].clauses {
				if c.role != roleMain || (c.cond != roleMain) != cond {
					continue
				}
				for _, a := range c.asserts {
					if a.axis == axis && a.sign != 0 {
						return a, true
					}
				}
			}
		}
		return assertion{}, false
	}
	if a, ok := pick("effect", false); ok {
		return pickWord(a.sign, "enforced", "unenforceable")
	}
	if a, ok := pick("mandatory", false); ok {
		return pickWord(a.sign, "mandatory", "permissive")
	}
	if undecidedHolding(hs) {
		return notDecidedLabel + " (remanded)"
	}
	if a, ok := pick("relief", false); ok {
		return pickWord(a.sign, "relief granted", "relief denied")
	}
	if a, ok := pick("disposition", false); ok {
		return pickWord(a.sign, "affirmed", "reversed")
	}
	if a, ok := pick("effect", true); ok {
		return pickWord(a.sign, "enforceable (as a rule)", "unenforceable (as a rule)")
	}
	return ""
}

func pickWord(sign int, pos, neg string) string {
	if sign > 0 {
		return pos
	}
	return neg
}

// undecidedHolding: the holding declines to decide or remands, and
// decides nothing on the axis (the clause's effect, unless said
// otherwise): a remand on reasonableness after holding consideration
// sufficient decided sufficiency, not enforceability.
func undecidedHolding(hs []*analysed, axes ...string) bool {
	if len(axes) == 0 {
		axes = []string{"effect"}
	}
	undecided := false
	for _, h := range hs {
		for _, c := range h.clauses {
			if c.undecided {
				undecided = true
			}
			for _, a := range c.asserts {
				for _, ax := range axes {
					if c.role == roleMain && a.axis == ax && a.sign != 0 {
						return false
					}
				}
			}
		}
	}
	return undecided
}

// holdingOfUnit is the analysed holding a citation unit carries: the
// metadata outcome when set (it wins), else the holding sentences.
func holdingOfUnit(u *judge.Unit, tm *textMemo) (hs []*analysed, from string) {
	text := u.Holding
	if i := strings.Index(text, "Outcome recorded in the Vault for this document: "); i == 0 {
		if j := strings.Index(text, ". "); j > 0 {
			text = text[j+2:]
		} else {
			text = ""
		}
	}
	var read []*analysed
	if strings.TrimSpace(text) != "" {
		read = tm.pointers(text)
	}
	if o := strings.TrimSpace(u.Outcome); o != "" {
		if as := outcomeAnalysis(o); as != nil {
			// The Vault's outcome adds to what the opinion says; it never
			// hides it.
			from := "the Vault's outcome for this document (" + o + ")"
			if read != nil {
				from += " with the holding read from the opinion"
			}
			return append(as, read...), from
		}
	}
	if read == nil {
		return nil, ""
	}
	return read, "the holding read from the opinion"
}

// pronounHoldings open a sentence stating a holding with a pronoun or
// "the court" as subject.
var pronounHoldings = []string{"it held", "it holds", "it concluded", "it concludes", "it ruled", "it rules", "the court held", "the court concluded", "the court ruled", "the court therefore held", "it therefore held"}

// pronounHolding is the pronoun-subject holding phrase that opens low,
// or "".
func pronounHolding(low string) string {
	low = strings.TrimSpace(low)
	for _, w := range pronounHoldings {
		if rest, ok := strings.CutPrefix(low, w); ok && (rest == "" || !isWordByte(rest[0])) {
			return w
		}
	}
	return ""
}

// otherCourtRe finds a court other than the deciding one named in a
// sentence ("the trial court granted ...", "the court of appeals
// affirmed"): in the disposition's paragraph such a sentence tells the
// history, not the judgment.
var otherCourtRe = regexp.MustCompile(`\b(trial|district|lower|bankruptcy|magistrate|appeals|appellate|circuit|superior|county|chancery|family|probate|municipal|state|federal|supreme) courts?\b|\bcourts? (of appeals?|below)\b|\b(panel|arbitrator|tribunal|agency|board|commission)\b`)

func namesOtherCourt(s string) bool { return otherCourtRe.MatchString(strings.ToLower(s)) }

// decides reports whether a sentence of the disposition's paragraph says
// what was decided: a main clause asserting an outcome one way or the
// other, not as a permission ("on remand the tenant may seek to show
// ..."), and no other court named (the history: "the trial court
// granted the motion").
func decides(s string) bool {
	if namesOtherCourt(s) {
		return false
	}
	for _, a := range analyseAll([]string{s}) {
		for _, c := range a.clauses {
			if c.role != roleMain {
				continue
			}
			for _, x := range c.asserts {
				if x.sign != 0 && x.modal != "may" {
					return true
				}
			}
		}
	}
	return false
}

// heldSentence is a sentence of an opinion as holdingSentences reads it.
type heldSentence struct {
	s    string
	kind int // neither, holds or disposes
}

// The kinds of heldSentence.
const (
	neither = iota
	holds
	disposes
)
