package heuristic

import "fmt"

// A remand denied (C-003): the passage's court remands ("vacate the
// award of damages, and remand for the trial court to determine whether
// ..."), and the proposition says it did not ("the court held that no
// remand was needed because ..."), or the other way round. The
// proposition's "no remand" is a negated noun, which the predicate
// rules do not read as denying the passage's verb, so the two passed on
// the words they share.

// remandDenials tell that a case was not sent back.
var remandDenials = phrasesOf("no remand", "without remand", "without remanding", "not remand", "not remanded", "did not remand", "declined to remand", "declines to remand", "decline to remand", "no need to remand", "rather than remand", "rather than remanding", "instead of remanding", "refused to remand", "never remanded")

// remandWords tell a remand.
var remandWords = map[string]bool{"remand": true, "remands": true, "remanded": true, "remanding": true}

// remandDenied describes one sentence telling a remand the other denies;
// "" when neither does.
func remandDenied(prop []tok, s *analysed) string {
	pd, pr := remandTold(prop)
	sd, sr := remandTold(s.toks)
	switch {
	case pd && !pr && sr && !sd:
		return "the proposition says the case was not remanded; the passage's court remands it"
	case pr && !pd && sd && !sr:
		return fmt.Sprintf("the proposition says the case was remanded; the passage says %q", "no remand")
	}
	return ""
}

// remandTold reports whether toks deny a remand and whether they tell one
// outside a denial.
func remandTold(toks []tok) (denied, told bool) {
	in := make([]bool, len(toks))
	for _, h := range phraseHits(toks, remandDenials) {
		denied = true
		for i := h.at; i < h.after; i++ {
			in[i] = true
		}
	}
	for i, t := range toks {
		if t.lex&lexRemand != 0 && !in[i] { // remandWords (lex_flags.go)
			told = true
		}
	}
	return denied, told
}
