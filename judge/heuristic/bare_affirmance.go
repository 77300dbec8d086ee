package heuristic

import (
	"fmt"
	"strings"
)

// A rule cited to a bare disposition (C-004): where all the rules read of
// a case's holding is its judgment ("The judgment is affirmed.",
// "Reversed.") and nothing of what it decided, a general rule cited to it
// has no holding to be compared with. The judgment went for one party,
// and the rule may be the one that party's opponent argued and lost on:
// the absence of a clash the rules can read says nothing there, so the
// citation is left for a person to read rather than passed. A
// proposition about the judgment itself ("the court affirmed") is
// compared with the disposition as usual, and a holding that states
// anything of the proposition's own question is compared as it stands.

// bareJudgmentDoubt is why a case whose holding is only a bare
// disposition cannot pass C-004 for a general rule, or "".
func bareJudgmentDoubt(pLow string, pk propKeys, hs []*analysed, src sourceInfo) string {
	if src.kind != "case" || len(hs) == 0 || reportsSeparateView(pLow) {
		return ""
	}
	if firstPhrase(pLow, decisionWords) != "" || isParticular(pLow) || reportsDecision(pLow) {
		return ""
	}
	if !savesPermission(pLow) {
		return ""
	}
	for _, h := range hs {
		if !judgmentOnly(h) || sentenceShare(pk, h) > 0 {
			return ""
		}
	}
	return fmt.Sprintf("%sthe source is a case whose holding, as read, is only its judgment (%q): it states nothing of the rule the proposition cites it for, and the judgment may have gone against that rule, so whether the holding is adverse is for a person to read", cannotDecide, clip(hs[len(hs)-1].text, 160))
}

// savingWords, after a permission, mark a rule that saves a party's
// position on a condition or despite what would otherwise defeat it ("can
// still assert", "may recover so long as it gave notice"): the rule the
// losing side of a judgment most often argued. A concession ("even if
// the car was sold elsewhere") is how a rule is stated on either side,
// and is not read.
var savingWords = []string{"so long as", "as long as", "provided that"}

// permissionWords grant what the saving condition keeps.
var permissionWords = map[string]bool{"can": true, "may": true, "could": true}

// savesPermission: the proposition grants a permission ("can", "may")
// and either keeps it ("can still") or puts it on a saving condition
// ("may qualify so long as").
func savesPermission(pLow string) bool {
	f := strings.Fields(pLow)
	permits := false
	for i, w := range f {
		if !permissionWords[w] {
			continue
		}
		permits = true
		if i+1 < len(f) && f[i+1] == "still" {
			return true
		}
	}
	return permits && firstPhrase(pLow, savingWords) != ""
}

// judgmentOnly: every assertion of the sentence is on the disposition
// axis, and it has at least one.
func judgmentOnly(h *analysed) bool {
	n := 0
	for _, c := range h.clauses {
		for _, a := range c.asserts {
			if a.axis != "disposition" {
				return false
			}
			n++
		}
	}
	return n > 0 || bareDisposition(strings.TrimSpace(h.low))
}
