package cite

import (
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// scanVault finds Vault references: bracketed ([VLT-0001, p. 10],
// [VLT-0001#c3]), lenticular (【VLT-0001†L10-L14】), Markdown links to
// vault:// URLs, IDs in footnote definitions and, with a configured ID
// pattern, every ID-shaped token.
func (e *Extractor) scanVault(s string, doc *docStructure, tx *mdtext.Text) []*cand {
	out := e.markdownLinks(s, tx)
	for i := 0; i < len(s) && !e.full(len(out)); {
		k := strings.IndexByte(s[i:], '[')
		if k < 0 {
			break
		}
		k += i
		i = k + 1
		if k+1 < len(s) && s[k+1] == '^' {
			continue
		}
		close := strings.IndexByte(s[k:min(len(s), k+300)], ']')
		if close < 0 || strings.Contains(s[k:k+close], "\n\n") {
			continue
		}
		close += k
		if close+1 < len(s) && s[close+1] == '(' {
			if c := e.vaultLink(s, k, close); c != nil {
				out = append(out, c)
				i = c.End
			}
			continue
		}
		out = append(out, e.bracketRefs(s, k+1, close, k, close+1)...)
	}
	for i := 0; i < len(s) && !e.full(len(out)); {
		k := strings.Index(s[i:], "【")
		if k < 0 {
			break
		}
		k += i
		i = k + len("【")
		close := strings.Index(s[k:min(len(s), k+300)], "】")
		if close < 0 {
			continue
		}
		close += k
		out = append(out, e.bracketRefs(s, lenticularSource(s, k+len("【"), close), close, k, close+len("】"))...)
	}
	// bare IDs: everywhere with a configured pattern, in footnote
	// definitions with the default one
	if e.explicitID {
		out = append(out, e.bareIDs(s, 0, len(s))...)
	} else {
		for _, f := range doc.footnotes {
			out = append(out, e.bareIDs(s, f.start, f.end)...)
		}
	}
	return out
}

// lenticularSource is where the source of a lenticular mark whose
// content starts at cs begins: after a result number and its dagger
// ("【2†VLT-0001】", "【4:0†VLT-0001】"), else cs.
func lenticularSource(s string, cs, ce int) int {
	k := cs
	for k < ce && (isDigit(s[k]) || s[k] == ':') {
		k++
	}
	if k > cs && strings.HasPrefix(s[k:ce], "†") {
		return k + len("†")
	}
	return cs
}

// idAt returns the end of a Vault ID starting exactly at s[k] and ending
// at a token boundary, or -1.
func (e *Extractor) idEnd(s string, k, limit int) int {
	if e.idFoldPrefix != "" && !hasPrefixFold(s[k:limit], e.idFoldPrefix) {
		return -1 // no match can start here (most brackets hold no ID)
	}
	loc := e.idFoldAt.FindStringIndex(s[k:limit])
	if loc == nil || loc[0] != 0 {
		return -1
	}
	if !e.explicitID {
		if m := e.idPatternAt.FindStringIndex(s[k:limit]); (m == nil || m[0] != 0 || m[1] != loc[1]) && !e.knownCase(s[k:k+loc[1]]) {
			return -1 // without the Vault's own ID shape, another case is read only for an ID the Vault holds
		}
	}
	end := k + loc[1]
	if end < len(s) && (isAlnum(s[end]) || s[end] == '_') {
		return -1
	}
	return end
}

// hasPrefixFold reports whether s begins with the ASCII lower-case
// prefix p, ASCII case ignored.
func hasPrefixFold(s, p string) bool {
	if len(s) < len(p) {
		return false
	}
	for i := 0; i < len(p); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != p[i] {
			return false
		}
	}
	return true
}

// bracketRefs reads the Vault references inside a bracket whose content
// is s[cs:ce] and whose whole span is s[bs:be]. A bracket holding one
// reference is one citation spanning the brackets; several references
// ("[VLT-0001; VLT-0002, p. 3]") are one citation each.
func (e *Extractor) bracketRefs(s string, cs, ce, bs, be int) []*cand {
	var out []*cand
	j := cs
	for j < ce {
		j = skipSpaces(s, j, 4)
		for j < ce && (s[j] == '*' || s[j] == '_' || s[j] == '`') {
			j++
		}
		idE := e.idEnd(s, j, ce)
		if idE < 0 {
			break
		}
		c := e.newCand(j, idE, prioVault)
		c.Kind = KindVault
		c.ident = [2]int{j, idE}
		c.docID = [2]int{j, idE}
		locs, le := readLocatorsFor(s, idE, ce, e.atLabelFor(s[j:idE]))
		if ls := pastBracketSeparator(s, idE, ce); len(locs) == 0 && ls > idE {
			// "[DOC-4 | ¶ 3]", "[DOC-4 — p. 3]": the separator stands
			// where the comma would
			locs, le = readLocatorsFor(s, ls, ce, e.atLabelFor(s[j:idE]))
		}
		if p := pastTitlePart(s, idE, ce); len(locs) == 0 && p > idE {
			if l2, le2 := readLocatorsFor(s, p, ce, e.atLabelFor(s[j:idE])); len(l2) > 0 {
				locs, le = l2, le2 // "[DOC-3, Forum Selection Treatise, § 5.1]" (locators_title.go)
			}
		}
		c.locs = locs
		c.End = max(idE, le)
		if v, ve := bareNumberPin(s, c.End, ce); len(locs) == 0 && ve > 0 {
			c.locs, c.End = []loc{{"unread", v}}, ve // "[DOC-4, 12]" (bare_number.go)
		}
		out = append(out, c)
		j = c.End
		for j < ce && (s[j] == '*' || s[j] == '_' || s[j] == '`' || s[j] == ' ') {
			j++
		}
		if j < ce && (s[j] == ';' || s[j] == ',') {
			j++
			continue
		}
		if rest := strings.TrimSpace(s[j:ce]); rest != "" && strings.ContainsAny(rest, "0123456789") {
			// a part of the reference no locator reader reads ("p. 10
			// et 99", "¶ 3 sub 9"): kept as unread, so C-009 fails it as
			// undecidable rather than passing on the part read
			c.locs = append(c.locs, loc{"unread", rest})
		}
		break
	}
	if len(out) == 1 {
		out[0].Start, out[0].End = bs, be
		if len(out[0].locs) == 0 {
			out[0].locs = locatorsBefore(s, bs) // "..., § 4.4 [RT-013]" (locators_before.go)
		}
	}
	return out
}

// vaultLink reads "[text](vault://ID#c3)" with the bracket at s[k:close].
func (e *Extractor) vaultLink(s string, k, close int) *cand {
	us := close + 2
	ue := strings.IndexByte(s[us:min(len(s), us+300)], ')')
	if ue < 0 {
		return nil
	}
	ue += us
	url := s[us:ue]
	const scheme = "vault://"
	if !strings.HasPrefix(url, scheme) {
		return nil
	}
	ids := us + len(scheme)
	idE := ids
	for idE < ue && s[idE] != '#' && s[idE] != '?' && s[idE] != '/' {
		idE++
	}
	if idE == ids {
		return nil
	}
	c := e.newCand(k, ue+1, prioVault)
	c.Kind = KindVault
	c.ident = [2]int{ids, idE}
	c.docID = [2]int{ids, idE}
	c.name = [2]int{k + 1, close}
	c.Name = cleanName(s[k+1 : close])
	if idE < ue {
		locs, _ := readLocators(s, idE, ue)
		c.locs = locs
		// "?page=10" / "?p=10"
		if s[idE] == '?' {
			for _, kv := range strings.Split(s[idE+1:ue], "&") {
				kvs := strings.SplitN(kv, "=", 2)
				if len(kvs) != 2 {
					continue
				}
				switch kvs[0] {
				case "page", "p":
					c.locs = append(c.locs, loc{"page", kvs[1]})
				case "section":
					c.locs = append(c.locs, loc{"section", kvs[1]})
				case "chunk":
					c.locs = append(c.locs, loc{"chunk", strings.TrimPrefix(kvs[1], "c")})
				}
			}
		}
	}
	if len(c.locs) == 0 {
		c.locs = linkTextLocators(s, k+1, close) // "[Corvane, 219 N.E.3d at 411](vault://LD-001)"
	}
	return c
}

// linkTextLocators reads the locators that end a link's text, where the
// URL names only the document: "[EPC § 8.2](vault://DOC-010)", "[Corvane,
// 219 N.E.3d at 411](vault://DOC-001)". They are the pin the reader
// sees; only locators that run to the text's end count.
func linkTextLocators(s string, from, to int) []loc {
	end := to
	for end > from && (s[end-1] == ' ' || s[end-1] == '.' || s[end-1] == '*' || s[end-1] == '_') {
		end--
	}
	for p := from; p < end; p++ {
		if p > from && s[p-1] != ' ' {
			continue
		}
		if locs, e := readLocators(s, p, end); len(locs) > 0 && e == end {
			return locs
		}
	}
	return nil
}

// bareIDs finds ID-shaped tokens in s[from:to] with the locators after
// them ("VLT-0004, § 3.1", "VLT-0001#c3").
func (e *Extractor) bareIDs(s string, from, to int) []*cand {
	var out []*cand
	for _, m := range e.findIDs(s[from:to]) {
		if e.full(len(out)) {
			break
		}
		st, en := from+m[0], from+m[1]
		if st > 0 && (isAlnum(s[st-1]) || s[st-1] == '_' || s[st-1] == '-' || s[st-1] == '/') {
			continue
		}
		if en < len(s) && (isAlnum(s[en]) || s[en] == '_') {
			continue
		}
		if st > 0 && s[st-1] == '[' || strings.HasSuffix(s[:st], "【") {
			continue // the bracketed reference, read by bracketRefs, wins anyway
		}
		c := e.newCand(st, en, prioBareID)
		c.Kind = KindVault
		c.ident = [2]int{st, en}
		c.docID = [2]int{st, en}
		c.readTrailingFor(s, en, e.atLabelFor(s[st:en]))
		out = append(out, c)
	}
	return out
}

// knownCase reports whether id is a Vault ID written in another case.
func (e *Extractor) knownCase(id string) bool {
	return len(e.idsFolded(id)) == 1
}

// asciiOnly reports whether s holds only ASCII bytes.
func asciiOnly(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
