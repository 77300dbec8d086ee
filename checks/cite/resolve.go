package cite

import (
	"strconv"
	"strings"
)

// maxOpinionPages bounds how far past its first page a pin may lie for an
// Id. to refer to a citation (eyecite's rule).
const maxOpinionPages = 150

// resolve links short forms to their antecedents: Id. to the citation
// before it (through other short forms), short cites to the full
// citation with the same volume and reporter (disambiguated by name),
// supra to the full citation whose name it repeats. Anything ambiguous
// stays unresolved (-1): a guess would let a wrong citation pass.
func (e *Extractor) resolve(s string, cites []*cand, markers []*cand) {
	mi := 0
	var prev *cand // the citation (or bare section) right before
	for _, c := range cites {
		for mi < len(markers) && markers[mi].Start < c.Start {
			if prev == nil || markers[mi].Start >= prev.End {
				prev = markers[mi]
			}
			mi++
		}
		switch c.Kind {
		case KindID:
			c.Antecedent = -1
			if prev != nil && !prev.marker {
				target := prev
				if prev.Kind == KindID || prev.Kind == KindShort || prev.Kind == KindSupra {
					target = nil
					if prev.Antecedent >= 0 {
						target = cites[prev.Antecedent]
					}
				}
				if target != nil {
					c.Antecedent = pinTarget(cites, target, c)
				}
			}
		case KindShort:
			c.Antecedent = resolveShort(cites[:c.Index], c)
		case KindSupra:
			c.Antecedent = resolveSupra(cites[:c.Index], c)
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
		prev = c
	}
}

// pinTarget returns the citation of target's parallel group (target
// alone when it has none) whose pages the Id.'s pin fits, preferring the
// group's first citation, or -1.
func pinTarget(cites []*cand, target, id *cand) int {
	if target.groupHead == nil {
		if pinFits(target, id) {
			return target.Index
		}
		return -1
	}
	for _, m := range cites {
		if m.groupHead == target.groupHead && pinFits(m, id) {
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
	p := strings.TrimPrefix(id.Pins[0], "*")
	n := 0
	for n < len(p) && isDigit(p[n]) {
		n++
	}
	if n == 0 {
		return false // "Id. at ¶ 100" against a paged report
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
func resolveShort(before []*cand, c *cand) int {
	var cands []*cand
	seen := map[string]bool{}
	for _, f := range before {
		if !isFull(f) || f.Volume != c.Volume || f.Reporter != c.Reporter {
			continue
		}
		if page, err := strconv.Atoi(f.Page); err == nil && len(c.Pins) > 0 {
			if pin, err := strconv.Atoi(leadingDigits(c.Pins[0])); err == nil && pin < page {
				continue
			}
		}
		id := f.Volume + " " + f.Reporter + " " + f.Page
		if seen[id] {
			continue // the same case cited again
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
	// the latest citation of that case
	return lastSame(before, cands[0])
}

// resolveSupra finds the one earlier full citation (or title) whose name
// the supra repeats.
func resolveSupra(before []*cand, c *cand) int {
	if c.Name == "" {
		return -1
	}
	var found *cand
	seen := map[string]bool{}
	for _, f := range before {
		if !(isFull(f) || f.Kind == KindTitle) || !nameMatches(f, c.Name) {
			continue
		}
		if f.groupHead != nil && f.groupHead != f {
			continue
		}
		id := f.Volume + " " + f.Reporter + " " + f.Page + "|" + f.Name
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
	return lastSame(before, found)
}

// lastSame returns the index of the last citation in before that cites
// the same case as f.
func lastSame(before []*cand, f *cand) int {
	idx := f.Index
	for _, g := range before {
		if g.Kind == f.Kind && g.Volume == f.Volume && g.Reporter == f.Reporter && g.Page == f.Page && g.Page != "" {
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
	s = strings.ToLower(cleanName(s))
	s = strings.TrimSuffix(strings.TrimSpace(s), ",")
	s = strings.TrimPrefix(s, "the ")
	return s
}
