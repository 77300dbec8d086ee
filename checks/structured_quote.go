package checks

import "fmt"

// structuredQuoteFinding is C-005's finding on a structured citation's
// cited text (a provider-native response's quote or offsets): it must
// occur verbatim in the Vault document the citation names, else the
// assistant quoted text that is not there. ok is false when there is
// nothing to compare (no cited text, or no document it resolved to,
// which C-001 reports). A walled document's text is never quoted here.
func structuredQuoteFinding(check string, in *Input, i int) (Finding, bool) {
	ct := &in.Answer.Citations[i]
	s := ct.Structured
	if s == nil || s.CitedText == "" || i >= len(in.Resolved) || in.Resolved[i].Doc == "" {
		return Finding{}, false
	}
	doc := in.Resolved[i].Doc
	if s.Found {
		return citeFinding(check, in, SevInfo, ct, doc, "",
			fmt.Sprintf("%s: the cited text appears verbatim in %s (bytes %d-%d of its text)", ct.Ref(), doc, s.DocStart, s.DocEnd)), true
	}
	return citeFinding(check, in, SevError, ct, doc, "",
		fmt.Sprintf("%s: the cited text %q is not in %s (compared after Unicode NFC, white-space, line-end hyphen and page-break folding): the response quotes text the document does not hold", ct.Ref(), clipQuote(s.CitedText), doc)), true
}

// clipQuote shortens a quote for a message (the response's own text).
func clipQuote(s string) string {
	r := []rune(s)
	if len(r) <= 120 {
		return s
	}
	return string(r[:120]) + "…"
}
