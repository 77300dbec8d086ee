package cite

import (
	"slices"
	"strconv"
	"strings"
	"unsafe"
)

// maxOpinionPages bounds how far past its first page a pin may lie for an
// Id. to refer to a citation (eyecite's rule).
const maxOpinionPages = 150

// resolve links short forms to their antecedents: Id. to the citation
// before it (through other short forms), short cites to the full
// citation with the same volume and reporter (disambiguated by name),
// supra to the full citation whose name it repeats. An Id. after a
// footnote or Sources marker (marked) refers to that marker's authority.
// Anything ambiguous stays unresolved (-1): a guess would let a wrong
// citation pass.
func (e *Extractor) resolve(s string, cites []*cand, markers []*cand, marked []markedAuthority) {
	ix := newPriorIndex()
	for _, c := range cites {
		if c.Kind == KindSupra {
			ix.names = true // names are indexed only for supra to look up
			break
		}
	}
	mi, ai := 0, 0
	var prev *cand     // the citation (or bare section) right before
	var lastCite *cand // the citation right before, bare sections aside
	var host *cand     // the latest citation with an explanatory parenthetical
	for _, c := range cites {
		if host != nil && c.Start >= host.paren[0] && c.End <= host.paren[1]+1 {
			// a citation inside another's parenthetical ("(quoting Stewart,
			// 487 U.S. 22, 33)") is the quoted authority: an Id. after it
			// still refers to the citing case
			ix.add(c)
			continue
		}
		for mi < len(markers) && markers[mi].Start < c.Start {
			if prev == nil || markers[mi].Start >= prev.End {
				prev = markers[mi]
			}
			mi++
		}
		// a footnote or Sources marker between: its authority came last
		// in reading order (resolve_marked.go)
		for ai < len(marked) && marked[ai].end <= c.Start {
			if a := marked[ai]; (prev == nil || a.start >= prev.End) && !(prev != nil && prev.Start == a.start && prev != ambiguousMarker) {
				if prev = a.target; prev == nil {
					prev = ambiguousMarker
				}
			}
			ai++
		}
		switch c.Kind {
		case KindID:
			c.Antecedent = -1
			if prev != nil && prev.marker && pageIDPastSection(s, prev, c) && lastCite != nil { // id_past_section.go
				prev = lastCite
			}
			if prev != nil && !prev.marker {
				target := prev
				if prev.Kind == KindID || prev.Kind == KindShort || prev.Kind == KindSupra {
					target = nil
					if prev.Antecedent >= 0 {
						target = cites[prev.Antecedent]
					} else if prev.Kind != KindID && prev.Name != "" {
						// a short form with no full citation before it
						// ("Bremen, 407 U.S. at 10. ... Id. at 15."), which
						// resolves by its own name: Id. is that authority
						target = prev
					}
				}
				if target != nil {
					c.Antecedent = ix.pinTarget(target, c)
				}
			}
		case KindShort:
			if c.refTo != nil { // a bare name with a pin refers to the citation it names
				c.Antecedent = c.refTo.Index
				break
			}
			c.Antecedent = ix.resolveShort(c)
		case KindSupra:
			c.Antecedent = ix.resolveSupra(c)
			if c.Antecedent < 0 {
				c.Antecedent = e.supraWithoutLead(s, ix, c) // supra_lead.go
			}
		}
		if c.Antecedent >= 0 {
			a := cites[c.Antecedent]
			if c.Kind != KindShort {
				c.Volume, c.Reporter, c.Page = a.Volume, a.Reporter, a.Page
			}
			if c.Name == "" {
				c.Name, c.Plaintiff, c.Defendant = a.Name, a.Plaintiff, a.Defendant
			}
		}
		ix.add(c)
		prev, lastCite = c, c
		if c.paren[0] >= 0 {
			host = c
		}
	}
}

// priorIndex holds the citations seen so far, indexed so that resolving
// each short form costs a map lookup, not a pass over everything before
// it (an answer of thousands of citations stays linear).
type priorIndex struct {
	byVolRep map[string][]*cand // full citations by volume and reporter
	named    []*cand            // full citations and titles with names, in order (byName)
	groups   map[*cand][]*cand  // parallel group head -> members in order
	names    bool               // index names (the answer holds a supra)
	// lower holds the lower-cased ASCII names (normName), appended to
	// and never written again where a string was handed out: one
	// allocation per few kilobytes of names instead of one per name.
	lower []byte
}

func newPriorIndex() *priorIndex {
	return &priorIndex{byVolRep: map[string][]*cand{}, groups: map[*cand][]*cand{}}
}

func volRep(c *cand) string { return c.Volume + "|" + c.Reporter }

// add records c as a possible antecedent of what follows.
func (ix *priorIndex) add(c *cand) {
	if c.groupHead != nil {
		ix.groups[c.groupHead] = append(ix.groups[c.groupHead], c)
	}
	if isFull(c) {
		k := volRep(c)
		ix.byVolRep[k] = append(ix.byVolRep[k], c)
	}
	if !isFull(c) && c.Kind != KindTitle || !ix.names {
		return
	}
	if c.normNames == nil {
		c.normNames = []string{ix.normName(c.Name), ix.normName(c.Plaintiff), ix.normName(c.Defendant)}
	}
	if c.nameForms == nil {
		c.nameForms = make([]string, 0, 2*len(c.normNames)) // at most every name and its trimmed form
	}
	for _, cn := range c.normNames {
		if cn == "" {
			continue
		}
		for _, v := range [2]string{cn, trimCorporate(cn)} {
			if v != "" && !slices.Contains(c.nameForms, v) {
				c.nameForms = append(c.nameForms, v)
			}
		}
	}
	ix.named = append(ix.named, c)
}

// byName returns the named citations, in the order they were added,
// that a supra's name k may stand for: k is one of their name forms,
// or a run of its words at the start or the end of one. Looking the
// few supras up this way costs less than indexing every prefix and
// suffix of every name in a map.
func (ix *priorIndex) byName(k string) []*cand {
	if k == "" {
		return nil
	}
	var out []*cand
	for _, c := range ix.named {
		for _, v := range c.nameForms {
			if nameKeyOf(v, k) {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// nameKeyOf reports whether k is v, or the words of v before one of its
// spaces, or the words after one.
func nameKeyOf(v, k string) bool {
	switch {
	case len(k) > len(v):
		return false
	case len(k) == len(v):
		return k == v
	}
	return strings.HasPrefix(v, k) && v[len(k)] == ' ' || strings.HasSuffix(v, k) && v[len(v)-len(k)-1] == ' '
}

// pinTarget returns the citation of target's parallel group (target
// alone when it has none) whose pages the Id.'s pin fits, preferring the
// group's first citation, or -1.
func (ix *priorIndex) pinTarget(target, id *cand) int {
	if target.groupHead == nil {
		if pinFits(target, id) {
			return target.Index
		}
		return -1
	}
	for _, m := range ix.groups[target.groupHead] {
		if pinFits(m, id) {
			return m.Index
		}
	}
	return -1
}

// pinFits reports whether an Id.'s pin can lie in the target: a numbered
// page no lower than the target's first page and within
// maxOpinionPages of it. A target with a blank page takes no pin.
func pinFits(target, id *cand) bool {
	if target.blankPage && (target.Kind == KindCase || target.Kind == KindShort) {
		return false
	}
	if len(id.Pins) == 0 {
		return true
	}
	page, err := strconv.Atoi(target.Page)
	if err != nil || target.Kind == KindShort {
		return true // a statute or a Vault document: nothing to check
	}
	if target.Kind == KindWL || target.Kind == KindLexis {
		// "2025 WL 1184420, at *2. Id. at *3": a database citation's
		// number is a document number, not a first page; its pages are
		// the screen pages *1, *2, ..., so any of them up to the bound
		// can be the Id.'s pin.
		page = 1
	}
	p := strings.TrimPrefix(id.Pins[0], "*")
	n := 0
	for n < len(p) && isDigit(p[n]) {
		n++
	}
	if n == 0 {
		// "Id. at iv": a page label, which only the document's pages can
		// confirm or refute (C-009 places it); "Id. at ¶ 100" against a
		// paged report is no pin of it
		_, e, ok := readPageLabelSpan(p, 0, len(p))
		return ok && e == len(p)
	}
	pin, _ := strconv.Atoi(p[:n])
	return pin >= page && pin <= page+maxOpinionPages
}

// isFull reports whether a citation can be an antecedent.
func isFull(c *cand) bool {
	return c.Kind == KindCase || c.Kind == KindWL || c.Kind == KindLexis
}

// resolveShort finds the one full citation with the short cite's volume
// and reporter, whose first page is not after the pin, narrowed by name.
func (ix *priorIndex) resolveShort(c *cand) int {
	var cands []*cand
	var seen map[string]bool // only for long lists: a short one is searched
	for _, f := range ix.byVolRep[volRep(c)] {
		if page, err := strconv.Atoi(f.Page); err == nil && len(c.Pins) > 0 {
			if pin, err := strconv.Atoi(leadingDigits(c.Pins[0])); err == nil && pin < page {
				continue
			}
		}
		if seen == nil && len(cands) < 8 {
			if slices.ContainsFunc(cands, func(g *cand) bool { return sameCase(f, g) }) {
				continue // the same case cited again
			}
			cands = append(cands, f)
			continue
		}
		if seen == nil {
			seen = make(map[string]bool, 2*len(cands))
			for _, g := range cands {
				seen[caseID(g)] = true
			}
		}
		id := caseID(f)
		if seen[id] {
			continue
		}
		seen[id] = true
		cands = append(cands, f)
	}
	if len(cands) > 1 && c.Name != "" {
		var named []*cand
		for _, f := range cands {
			if nameMatches(f, c.Name) {
				named = append(named, f)
			}
		}
		cands = named
	}
	if len(cands) != 1 {
		return -1
	}
	return ix.lastSame(cands[0])
}

// resolveSupra finds the one earlier full citation (or title) whose name
// the supra repeats.
func (ix *priorIndex) resolveSupra(c *cand) int {
	if c.Name == "" {
		return -1
	}
	var found *cand
	seen := map[string]bool{}
	for _, f := range ix.byName(ix.normName(c.Name)) {
		if f.groupHead != nil && f.groupHead != f {
			continue
		}
		id := f.Volume + " " + f.Reporter + " " + f.Page // the same case cited again, whatever name it was given
		if f.Page == "" {
			id += "|" + f.Name
		}
		if seen[id] {
			continue
		}
		seen[id] = true
		if found != nil {
			return -1
		}
		found = f
	}
	if found == nil {
		return -1
	}
	return ix.lastSame(found)
}

// caseID is a citation's volume, reporter and page as one key.
func caseID(f *cand) string { return f.Volume + " " + f.Reporter + " " + f.Page }

// sameCase reports whether caseID(f) == caseID(g), building neither key
// when the parts match one for one.
func sameCase(f, g *cand) bool {
	if f.Volume == g.Volume && f.Reporter == g.Reporter {
		return f.Page == g.Page
	}
	return caseID(f) == caseID(g)
}

// lastSame returns the index of the latest citation of the same case as
// f (the same volume, reporter and page).
func (ix *priorIndex) lastSame(f *cand) int {
	idx := f.Index
	if f.Page == "" {
		return idx
	}
	for _, g := range ix.byVolRep[volRep(f)] {
		if g.Kind == f.Kind && g.Page == f.Page {
			idx = g.Index
		}
	}
	return idx
}

func leadingDigits(p string) string {
	p = strings.TrimPrefix(p, "*")
	n := 0
	for n < len(p) && isDigit(p[n]) {
		n++
	}
	return p[:n]
}

// nameMatches reports whether a short-form name ("Bremen", "Foo v. Bar")
// names the citation f: equal to its name, plaintiff or defendant, or a
// word-prefix of one of them.
func nameMatches(f *cand, name string) bool {
	n := normName(name)
	if n == "" {
		return false
	}
	if f.normNames == nil {
		f.normNames = []string{normName(f.Name), normName(f.Plaintiff), normName(f.Defendant)}
	}
	for _, cn := range f.normNames {
		if cn == "" {
			continue
		}
		if cn == n || strings.HasPrefix(cn, n+" ") || strings.HasSuffix(cn, " "+n) {
			return true
		}
	}
	return false
}

func normName(s string) string {
	return trimNormName(strings.ToLower(cleanName(s)))
}

func trimNormName(s string) string {
	s = strings.TrimSuffix(strings.TrimSpace(s), ",")
	s = strings.TrimPrefix(s, "the ")
	return s
}

// normName is normName lower-casing an ASCII name into ix.lower.
func (ix *priorIndex) normName(s string) string {
	s = cleanName(s)
	upper := false
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return trimNormName(strings.ToLower(s))
		}
		upper = upper || isUpper(s[i])
	}
	if !upper {
		return trimNormName(s) // what ToLower returns: s itself
	}
	if cap(ix.lower)-len(ix.lower) < len(s) {
		ix.lower = make([]byte, 0, max(2048, len(s))) // the old bytes stay with the names made from them
	}
	at := len(ix.lower)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isUpper(c) {
			c += 'a' - 'A'
		}
		ix.lower = append(ix.lower, c)
	}
	return trimNormName(unsafe.String(&ix.lower[at], len(s)))
}

// trimCorporate drops corporate designators at the end of a normalised
// name ("j. a. croson co." -> "j. a. croson"), so "Croson, supra" finds
// "Richmond v. J. A. Croson Co.".
func trimCorporate(n string) string {
	if singleSpacedASCII(n) {
		// splitting into words and joining them gives n back, so only the
		// last word needs reading; a designator there takes the long way
		if sp := strings.LastIndexByte(n, ' '); sp < 0 || !corporateDesignator(strings.TrimRight(n[sp+1:], ",")) {
			return strings.TrimRight(n, ",")
		}
	}
	f := strings.Fields(n)
	for len(f) > 1 {
		if corporateDesignator(strings.TrimRight(f[len(f)-1], ",")) {
			f = f[:len(f)-1]
			continue
		}
		break
	}
	// "dellwood partners, llc" keeps no comma once its designator is gone.
	return strings.TrimRight(strings.Join(f, " "), ",")
}

// corporateDesignator reports whether w, a lower-cased word without
// trailing commas, is a corporate designator trimCorporate drops.
func corporateDesignator(w string) bool {
	switch w {
	case "co.", "inc.", "corp.", "ltd.", "llc", "l.l.c.", "llp", "l.l.p.", "lp", "l.p.", "pllc", "p.c.", "p.a.", "plc", "s.a.", "n.a.", "co", "inc", "corp", "ltd":
		return true
	}
	return false
}
