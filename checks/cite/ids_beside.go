package cite

import (
	"slices"
	"strings"
)

// A Vault ID written in parentheses right after a citation
// ("Marrowfield v. Xandor Corp., 301 N.E.3d 220, 223 (Ill. 2024)
// (CI-001)", "[1] Bus. Code § 14-101(b) (CI-010)", "Smith v. Jones, 12
// F.4th 1, 5 ([CI-003](vault://CI-003))") is that citation's identifier,
// as assistants tag a citation with the document it came from: one
// reference written two ways, so one citation (FORMATS.md: reading the
// answer, "Captions and titles"). Read as a citation of its own it had
// no pin and failed C-009 beside a pinned citation of the same document.

// besideIDs moves each Vault ID written right after a citation of the
// same document out of cites, into mentions of that citation. The ID's
// own locators go to the citation when it has none ("..., 301 N.E.3d
// 220 (CI-001, p. 223)"); an ID and a citation that both carry locators
// stay two citations, so neither place goes unchecked, and so do an ID
// and a citation with an explanatory parenthetical between them
// ("(holding ...) (CI-001)"): the parenthetical is text of its own.
//
// An ID the extractor cannot show to name the citation's document (it
// names another one, or the citation's document is not known here)
// stays a citation of its own. It carries the citation's text as its
// name, so the resolver compares the two and a mismatch fails C-001
// (resolve.CheckLinkTexts), and the citation's locators when it has
// none, so C-009 and the passage checks look for that place in the
// document the ID names.
func (e *Extractor) besideIDs(s string, cites, mentions []*cand) (kept, more []*cand) {
	if e.docs == nil {
		return cites, mentions // without the Vault's names no document can be compared
	}
	kept = cites[:0:0]
	for i, c := range cites {
		f, direct := e.taggedCitation(s, cites, kept, i)
		if f == nil {
			kept = append(kept, c)
			continue
		}
		if direct && e.sameTaggedDocument(s, f, c) && !(carriesLocators(c) && carriesLocators(f)) {
			if !carriesLocators(f) {
				f.locs, f.Pins, f.Pin = c.locs, c.Pins, c.Pin
			}
			c.refTo = f
			mentions = append(mentions, c)
			f.End = tagEnd(s, c) // the citation as a reader sees it holds its tag
			continue
		}
		// its name is the citation it tags, also for a link whose text
		// is only the ID ("([CI-001](vault://CI-001))")
		c.Name, c.name = cleanName(s[f.Start:f.End]), [2]int{-1, -1}
		if !carriesLocators(c) {
			c.locs, c.Pins, c.Pin = f.locs, f.Pins, f.Pin
		}
		kept = append(kept, c)
	}
	if len(mentions) > 0 {
		slices.SortStableFunc(mentions, byStart)
	}
	return kept, mentions
}

// tagEnd is where the tag c ends: after the ')' that closes the
// parenthesis it stands in, else after c.
func tagEnd(s string, c *cand) int {
	r := c.End
	for r < len(s) && strings.IndexByte(" *_`", s[r]) >= 0 {
		r++
	}
	if r < len(s) && s[r] == ')' {
		return r + 1
	}
	return c.End
}

// carriesLocators reports whether c names a place in its document.
func carriesLocators(c *cand) bool { return len(c.locs) > 0 || len(c.Pins) > 0 }

// taggedCitation returns the citation that cites[i], a Vault ID, is
// written right after as its tag, or nil: the ID stands alone in
// parentheses, perhaps after a label ("(CI-001)", "(Vault ID: CI-001)",
// "(CI-001, p. 223)", "([CI-001](vault://CI-001))"), or in brackets
// ("[CI-001]"), and only white space and the citation's parentheticals
// stand between the citation and it, on one line. A citation inside
// another's parenthetical ("(citing ...)") is never the one tagged.
// kept are the citations before cites[i] that were kept. direct is
// true when only white space stands between them.
func (e *Extractor) taggedCitation(s string, cites, kept []*cand, i int) (f *cand, direct bool) {
	c := cites[i]
	if c.Kind != KindVault || c.marker || len(kept) == 0 {
		return nil, false
	}
	link := c.origSpan[0] >= 0
	if link && !strings.EqualFold(strings.Trim(s[c.Start:c.End], " *_`"), c.docIDRead) {
		return nil, false // a link whose text is a citation of its own, not an ID
	}
	at := -1 // where the tag begins: its '(' or bracket
	p := c.Start
	for p > 0 && strings.IndexByte(" *_`", s[p-1]) >= 0 {
		p--
	}
	if p > 0 && s[p-1] == ':' { // "(Vault ID: CI-001)"
		p--
	}
	q := p
	for q > 0 && q > p-maxTagLabel && (isAlnum(s[q-1]) || s[q-1] == ' ' || s[q-1] == '.') {
		q-- // a label is short: reading back further would make many IDs in long prose quadratic
	}
	if q > 0 && s[q-1] == '(' && tagLabel(s[q:p]) {
		r := c.End
		for r < len(s) && strings.IndexByte(" *_`", s[r]) >= 0 {
			r++
		}
		if r < len(s) && s[r] == ')' {
			at = q - 1
		}
	}
	if at < 0 && (link || s[c.Start] == '[' || strings.HasPrefix(s[c.Start:], "【")) {
		at = c.Start // "[CI-003]" right after the citation
	}
	if at < 0 {
		return nil, false
	}
	j := len(kept) - 1
	for j > 0 && inParenOf(kept[:j], kept[j]) {
		j-- // "(citing Y, 2 F.4th 2, 7) (CI-001)": the citing case is tagged
	}
	f = kept[j]
	if f.marker || f.Kind == KindReference || f.Kind == KindVault && f.origSpan[0] < 0 || f.End > at {
		return nil, false // an ID or bracket of its own is no citation an ID tags
	}
	if !onlyParentheticals(s, f.End, at) {
		return nil, false
	}
	return f, strings.Trim(s[f.End:at], " \t*_") == ""
}

// maxTagLabel is the longest label tagLabel accepts, with room for
// spaces around it.
const maxTagLabel = 24

// tagLabel reports whether w, the text between a '(' and a Vault ID,
// labels the ID as one ("", "Vault", "Vault ID", "doc", "Document ID",
// "Source"): the parenthesis holds the ID alone.
func tagLabel(w string) bool {
	switch strings.ToLower(strings.Join(strings.Fields(w), " ")) {
	case "", "vault", "vault id", "vault doc", "vault doc.", "vault document", "id", "doc", "doc.", "doc id", "doc. id", "document", "document id", "source", "vault source":
		return true
	}
	return false
}

// inParenOf reports whether f stands inside the explanatory
// parenthetical of one of the citations before it.
func inParenOf(before []*cand, f *cand) bool {
	for k := len(before) - 1; k >= 0 && k >= len(before)-4; k-- {
		if h := before[k]; h.paren[0] >= 0 && f.Start >= h.paren[0] && f.End <= h.paren[1]+1 {
			return true
		}
	}
	return false
}

// onlyParentheticals reports whether s[from:to] holds only white space,
// markup and balanced parentheticals ("(Ill. 2024)", "(holding ...)"),
// on one line.
func onlyParentheticals(s string, from, to int) bool {
	q := from
	for q < to {
		switch {
		case s[q] == ' ' || s[q] == '\t' || s[q] == '*' || s[q] == '_':
			q++
		case s[q] == '(':
			_, pe, ok := readBalanced(s, q)
			if !ok || pe > to {
				return false
			}
			q = pe
		default:
			return false
		}
	}
	return q == to && !strings.Contains(s[from:to], "\n")
}

// sameTaggedDocument reports whether the Vault ID id names the one
// document citation f names. A statute the Vault lists by its section
// only is looked up by that section too ("Bus. Code § 14-101(b)" is the
// document listing "Bus. Code § 14-101").
func (e *Extractor) sameTaggedDocument(s string, f, id *cand) bool {
	ids := e.docsOfCand(s, id)
	if len(ids) != 1 {
		return false
	}
	docs := e.docsOfCand(s, f)
	if len(docs) == 0 && f.Kind == KindStatute && f.ident[0] >= 0 {
		for p, ok := trimSubsection(s[f.ident[0]:f.ident[1]]); ok && len(docs) == 0; p, ok = trimSubsection(p) {
			docs = e.docs.docsOfCite(p)
		}
	}
	return len(docs) == 1 && docs[0] == ids[0]
}

// trimSubsection drops the last parenthesised group of a statute's
// identifier ("§ 14-101(b)(2)" -> "§ 14-101(b)"); ok is false when it
// ends with none, or the group is all that follows "§".
func trimSubsection(ident string) (string, bool) {
	t := strings.TrimRight(ident, " ")
	if !strings.HasSuffix(t, ")") {
		return "", false
	}
	open := strings.LastIndexByte(t, '(')
	if open <= 0 || open+1 == len(t)-1 || strings.ContainsAny(t[open+1:len(t)-1], "() ") {
		return "", false
	}
	parent := strings.TrimRight(t[:open], " ")
	if parent == "" || strings.HasSuffix(parent, "§") {
		return "", false
	}
	return parent, true
}
