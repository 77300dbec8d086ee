package heuristic

import (
	"fmt"
	"regexp"
	"strings"
)

// A decision the document itself says was vacated or reversed, stated as
// the law (C-004, C-003, C-007): a firm's copy of a trial court order
// carries its subsequent history ("Subsequent history: Vacated and
// remanded, Quillfeather Press v. Marrowind Software, 433 P.3d 118 (Calder
// Ct. App. 2025)"), and "Under Calder law, a licensor may terminate at
// once" cited to the vacated order restates its words exactly, so every
// other rule passed it. Told as what the court below held ("The Superior
// Court held that ...") it is history, which this rule leaves to the
// answer's other sentences; told as the rule, or told without the
// vacatur, it offers as law a judgment that no longer stands.

// subsequentHistoryRe finds a subsequent-history statement that the
// judgment was vacated, reversed or overruled by a later decision: a
// "Subsequent history:" label, or the disposition word followed by a
// case name ("Vacated and remanded, Roe v. Doe, ...", "Rev'd, Roe v.
// Doe").
var subsequentHistoryRe = regexp.MustCompile(`(?i)(?:subsequent history:\s*(?:judgment\s+)?(?:vacated|reversed|rev'd|overruled|set aside)\b|(?:^|\n|\. )(?:vacated|reversed|rev'd|overruled)(?: and remanded| in part)?,\s+[A-Z][^\n,]{0,80} v\. )`)

// historyToldWords in the proposition say that the judgment no longer
// stands, or report it as history.
var historyToldWords = []string{"vacated", "reversed", "overruled", "set aside", "no longer good law", "was later", "on appeal", "trial court held", "superior court held", "court below"}

// vacatedAsLaw describes a proposition resting on a decision whose own
// document (text: what the unit holds of it) records it as vacated or reversed, stated as law; "" when the
// document records no such history or the proposition tells it.
func vacatedAsLaw(text, pLow string) string {
	m := subsequentHistoryRe.FindString(text)
	if m == "" {
		return ""
	}
	if firstPhrase(pLow, heldWords) != "" || firstPhrase(pLow, historyToldWords) != "" {
		return ""
	}
	return fmt.Sprintf("the cited decision's document records that it was later set aside (%q), and the proposition states its rule as the law without saying so", clip(m, 120))
}

// historyLine is the line of text that records the decision's later
// vacatur or reversal (subsequentHistoryRe), or "": ReadHolding adds it
// to the holding's sentences, so a unit whose passage lies elsewhere in
// the document (C-008 reads the claim's passages with their holding
// only) still sees that the judgment no longer stands.
func historyLine(text string) string {
	if !mayRecordHistory(text) {
		return "" // the case-folding pattern over a whole opinion is costly
	}
	loc := subsequentHistoryRe.FindStringIndex(text)
	if loc == nil {
		return ""
	}
	start := strings.LastIndexByte(text[:loc[0]+1], '\n') + 1
	end := strings.IndexByte(text[loc[0]+1:], '\n')
	if end < 0 {
		end = len(text)
	} else {
		end += loc[0] + 1
	}
	return strings.TrimSpace(text[start:end])
}
