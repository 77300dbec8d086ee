package heuristic

import (
	"fmt"
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

// historyStatement is the statement in text that records the judgment's
// vacatur, reversal or overruling by a later decision: "Subsequent
// history:" with a disposition word after it on its line, or a line
// opening with the disposition word and naming a case ("Vacated and
// remanded, Roe v. Doe, ...", "Rev'd, Roe v. Doe"); "" when none. Lines
// are read one by one, without a pattern, since every case document's
// text is read so.
func historyStatement(text string) string {
	// the label anywhere: a holding's sentences are joined by spaces
	for _, label := range [...]string{"Subsequent history:", "subsequent history:", "SUBSEQUENT HISTORY:"} {
		if i := strings.Index(text, label); i >= 0 {
			rest := text[i:]
			if j := strings.IndexByte(rest, '\n'); j >= 0 {
				rest = rest[:j]
			}
			low := strings.ToLower(rest)
			for _, w := range historyWords {
				if strings.Contains(low, w) {
					return strings.TrimSpace(rest)
				}
			}
		}
	}
	for len(text) > 0 {
		line := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		line = strings.TrimSpace(line)
		if len(line) < 8 {
			continue
		}
		if !strings.Contains(line, " v. ") {
			continue
		}
		head := strings.ToLower(line[:min(len(line), 24)])
		for _, w := range historyWords {
			if strings.HasPrefix(head, w) {
				return line
			}
		}
	}
	return ""
}

// historyWords are the dispositions a later court's decision records.
var historyWords = []string{"vacated", "reversed", "rev'd", "overruled", "set aside"}

// historyToldWords in the proposition say that the judgment no longer
// stands, or report it as history.
var historyToldWords = []string{"vacated", "reversed", "overruled", "set aside", "no longer good law", "was later", "on appeal", "trial court held", "superior court held", "court below"}

// vacatedAsLaw describes a proposition resting on a decision whose own
// document (text: what the unit holds of it) records it as vacated or reversed, stated as law; "" when the
// document records no such history or the proposition tells it.
func vacatedAsLaw(text, pLow string) string {
	m := historyStatement(text)
	if m == "" {
		return ""
	}
	if firstPhrase(pLow, heldWords) != "" || firstPhrase(pLow, historyToldWords) != "" {
		return ""
	}
	return fmt.Sprintf("the cited decision's document records that it was later set aside (%q), and the proposition states its rule as the law without saying so", clip(m, 120))
}

// historyLine is the line of text that records the decision's later
// vacatur or reversal (historyStatement), or "": ReadHolding adds it
// to the holding's sentences, so a unit whose passage lies elsewhere in
// the document (C-008 reads the claim's passages with their holding
// only) still sees that the judgment no longer stands.
func historyLine(text string) string {
	if !mayRecordHistory(text) {
		return ""
	}
	return historyStatement(text)
}
