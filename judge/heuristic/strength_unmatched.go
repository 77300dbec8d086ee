package heuristic

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// A strength word the passage does not match (C-007). "The court must
// find no price impact" where the passage says a defendant "may rebut"
// the presumption and an inference "starts to break down"; "bad faith as
// a matter of law" where the passage says an unreasonable refusal "is
// enough" for a jury. The proposition turns what the passage permits or
// weighs into a duty or a rule of law, in words that otherwise align
// well, and no hedge word is dropped for droppedHedge to see: the
// strength is simply added. Calibration passes only where the passage
// shows the strength itself, so when no sentence of the excerpt (and
// none the proposition rests on) says anything of the class the
// proposition's word is in, over-claim is left for a person to read,
// never decided: the passage may say it in words the lists lack.

// strengthClass is a kind of strength a proposition may claim: the
// words that claim it, and the words by which a passage shows it.
type strengthClass struct {
	name          string
	claims, shows []string
}

// strengthClasses are the strengths read here. A duty is shown by any
// word of obligation, necessity or prohibition ("requires", "only if",
// "cannot"); a rule of law by words saying the matter is not for the
// fact-finder.
var strengthClasses = []strengthClass{
	{"a duty", []string{"must", "is required to", "are required to", "has to", "have to"},
		[]string{"must", "shall", "required", "requires", "require", "requirement", "mandatory", "obligated", "obliged", "obligation", "duty", "has to", "have to", "bound to", "need", "needs", "necessary", "only if", "only when", "only where", "cannot", "may not", "can not", "is to be", "are to be", "should", "will", "insufficient", "not enough", "not sufficient", "not suffice", "does not suffice", "do not suffice"}},
	{"a rule of law", []string{"as a matter of law", "per se"},
		[]string{"as a matter of law", "per se", "conclusive", "conclusively", "always", "never", "in every case", "automatically", "irrebuttable", "cannot"}},
}

// strengthUnmatched is why the proposition's strength word has nothing
// of its class in the passage, or "". A strength word the proposition
// negates ("need not", "is not required to", "not as a matter of law")
// claims none; nor does one in a relative clause ("terms a party must
// accept"), which describes a thing rather than stating the rule.
func strengthUnmatched(pLow string, al alignment, p *passage) string {
	for _, c := range strengthClasses {
		w := firstPhrase(pLow, c.claims)
		if w == "" || negatedBefore(pLow, w) || containsPhrase(pLow, w+" not") || inRelativeClause(pLow, w) {
			continue
		}
		shows := c.shows
		if c.name == "a duty" && provesAfter(pLow, w) {
			shows = append(append([]string{}, shows...), proofDutyShows...)
		}
		shown := false
		for i := range p.sents {
			if p.where[i] == judge.InExcerpt || isPick(al, i) {
				if firstPhrase(p.sents[i].low, shows) != "" {
					shown = true
					break
				}
			}
		}
		if !shown {
			return fmt.Sprintf("the proposition claims %s (%q), and no sentence of the passage says anything of the kind (%s)", c.name, w, strings.Join(first(c.shows, 4), ", "))
		}
	}
	return ""
}

// dutyProofVerbs after "must" make the duty one of proof ("must show",
// "must then prove"), which a passage shows by placing the burden.
var dutyProofVerbs = map[string]bool{"show": true, "prove": true, "establish": true, "demonstrate": true, "plead": true, "allege": true, "persuade": true}

// proofDutyShows show a duty of proof.
var proofDutyShows = []string{"burden", "burdens"}

// provesAfter reports whether a proof verb follows the strength word w
// in the proposition, past at most two words ("must first show").
func provesAfter(pLow, w string) bool {
	for from := 0; ; {
		i := strings.Index(pLow[from:], w)
		if i < 0 {
			return false
		}
		i += from
		f := strings.Fields(pLow[i+len(w):])
		for j := 0; j < len(f) && j < 3; j++ {
			if dutyProofVerbs[strings.Trim(f[j], ",;:.")] {
				return true
			}
		}
		from = i + len(w)
	}
}
