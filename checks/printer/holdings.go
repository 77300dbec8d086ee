package printer

import "github.com/citecheck/citecheck/checks/report"

// holdingView is what the judge read as the holding of one cited case
// document (report.json "holdings"), so a reviewer can see what an
// adverse-holding verdict (C-004) rested on without opening the opinion.
type holdingView struct {
	Doc, Title, Outcome, From, Note string
	Sentences                       []string
}

// holdingsOf lists the report's holdings in its order (by document ID).
// A document the user may not read shows no sentences unless the
// printer was asked to show denied text; the report leaves such
// documents out already, so this only guards a report written by hand.
func holdingsOf(x redactor, t Texts, r *report.Report) []holdingView {
	var out []holdingView
	for _, h := range r.Holdings {
		hv := holdingView{Doc: h.Doc, Title: title(x, t, h.Doc), Outcome: h.Outcome, From: h.From, Note: h.Note}
		// Only sentences an outcome was read from are shown under it: with
		// no outcome read, or one taken from the Vault's metadata, the
		// sentences matched are not what the holding says, and showing
		// them under "holdings" would state them as one.
		if !x.denied(h.Doc) && h.Outcome != "" && h.From == "text" {
			hv.Sentences = h.Sentences
		}
		out = append(out, hv)
	}
	return out
}

// fromWords says where a holding was read: the Vault's metadata or the
// opinion's text.
func fromWords(from string) string {
	switch from {
	case "metadata":
		return "the Vault's outcome metadata"
	case "text":
		return "the opinion's text"
	}
	return from
}
