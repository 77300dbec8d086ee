package cite

import (
	"regexp"
	"strings"
)

// Some codes are cited without "§" as often as with it: New York's
// practice law is written "CPLR 3211(a)(7)" by New York's own courts,
// and answers write "28 U.S.C. 1404(a)" or "17 C.F.R. 240.10b-5" as
// readily as the Bluebook's "§" form. The statute scanner walks back
// from "§", so each of these was read as prose: an answer citing only
// such a statute cited nothing, and passed every criterion with nothing
// checked. Only codes whose name cannot be anything but a code are
// read this way; a section number after any other word ("Code 410",
// "Article 3") stays prose, as a marker-less number is too weak a sign.

// bareCode is a code's name that a section follows without "§".
type bareCode struct {
	name string
	// titled codes are read only after their title number ("28
	// U.S.C."): "U.S.C. 1404" alone names no title.
	titled bool
	// dashed codes' sections always hold a dash ("U.C.C. 2-207"), which
	// keeps a count after the name ("UCC 400 filings") out.
	dashed bool
	// state is the state prefix the name may carry ("N.Y. C.P.L.R.").
	state []string
}

// bareCodes are read longest first at each position, so "U.S.C.A." is
// not read as "U.S.C." and a stray "A.".
var bareCodes = []bareCode{
	{name: "U.S.C.A.", titled: true}, {name: "U.S.C.S.", titled: true}, {name: "U.S.C.", titled: true},
	{name: "USCA", titled: true}, {name: "USC", titled: true},
	{name: "C.F.R.", titled: true}, {name: "CFR", titled: true},
	{name: "C.P.L.R.", state: []string{"N.Y.", "NY"}}, {name: "CPLR", state: []string{"N.Y.", "NY"}},
	{name: "U.C.C.", dashed: true}, {name: "UCC", dashed: true},
}

// bareSectionRe reads a section right after a code's name and one
// space: sectionRe's body without the "§".
var bareSectionRe = regexp.MustCompile(`^(\d[\w.:-]*?(?:\([A-Za-z0-9]+\))*)(?:\s+et\s+seq\.)?(?:[^\w.:-]|\.(?:\s|$)|$)`)

// bareStatutes finds the statutes of bareCodes written without "§". Every
// name holds a capital C, so one pass over the C's finds them all.
func (e *Extractor) bareStatutes(s string) []*cand {
	var out []*cand
	for i := 0; i < len(s) && !e.full(len(out)); {
		k := strings.IndexByte(s[i:], 'C')
		if k < 0 {
			break
		}
		k += i
		i = k + 1
		if !bareCodeNear(s, k) {
			continue // "Court", "County": most C's start a word
		}
		if c := e.bareStatuteAt(s, k); c != nil {
			out = append(out, c)
			i = c.End
		}
	}
	return out
}

// bareCodeNear is a quick filter before bareStatuteAt: in every name of
// bareCodes the C at s[k] follows '.', 'S' or 'U', or is followed by '.',
// 'F', 'P' or 'C'.
func bareCodeNear(s string, k int) bool {
	if k > 0 {
		if p := s[k-1]; p == '.' || p == 'S' || p == 'U' {
			return true
		}
	}
	if k+1 < len(s) {
		if n := s[k+1]; n == '.' || n == 'F' || n == 'P' || n == 'C' {
			return true
		}
	}
	return false
}

// bareStatuteAt reads the statute of a bareCodes name that holds the C
// at s[k], or returns nil.
func (e *Extractor) bareStatuteAt(s string, k int) *cand {
	for _, code := range bareCodes {
		at := strings.IndexByte(code.name, 'C')
		for at >= 0 && at <= k {
			ns := k - at
			if strings.HasPrefix(s[ns:], code.name) {
				if c := e.bareStatute(s, ns, code); c != nil {
					return c
				}
			}
			next := strings.IndexByte(code.name[at+1:], 'C')
			if next < 0 {
				break
			}
			at += next + 1
		}
	}
	return nil
}

// bareStatute reads the statute whose code name code.name starts at
// s[ns]: a whole word, then one space and a section, with the title
// number or state prefix the code takes before it.
func (e *Extractor) bareStatute(s string, ns int, code bareCode) *cand {
	ne := ns + len(code.name)
	if ns > 0 && (isAlnum(s[ns-1]) || s[ns-1] == '.') {
		return nil
	}
	if ne+1 >= len(s) || s[ne] != ' ' || !isDigit(s[ne+1]) {
		return nil // a longer word ("CPLRS"), or "§" after the name: the "§" scanner's
	}
	m := bareSectionRe.FindStringSubmatchIndex(s[ne+1 : min(len(s), ne+81)])
	if m == nil {
		return nil
	}
	secS, secE := ne+1+m[2], ne+1+m[3]
	section := strings.TrimRight(s[secS:secE], ".")
	secE = secS + len(section)
	if code.dashed && !strings.Contains(section, "-") {
		return nil
	}
	start, volume := ns, ""
	switch {
	case code.titled:
		vs, ok := titleBefore(s, ns)
		if !ok {
			return nil
		}
		start, volume = vs, strings.TrimSpace(s[vs:ns])
	default:
		start = statePrefix(s, ns, code.state)
	}
	section, secE, parts, partsEnd := statuteParts(s, secE, section)
	end := secE
	if j := strings.Index(s[secE:min(len(s), secE+10)], "et seq."); j >= 0 && strings.TrimSpace(s[secE:secE+j]) == "" {
		end = secE + j + len("et seq.")
	}
	more, runEnd := statuteTrailing(s, max(end, partsEnd))
	c := e.newCand(start, runEnd, prioStatute)
	c.Kind = KindStatute
	c.ident = [2]int{start, end}
	c.rep = [2]int{start, ne}
	c.Section = section
	c.Volume = volume
	c.Reporter = strings.TrimSpace(strings.TrimPrefix(s[start:ne], volume))
	c.locs = append(append([]loc{{"section", section}}, parts...), more...)
	return c
}

// titleBefore is where the title number before a code's name (at ns)
// starts: one to three digits, a whole word, one space before the name.
func titleBefore(s string, ns int) (int, bool) {
	j := ns
	if j == 0 || s[j-1] != ' ' {
		return 0, false
	}
	j--
	vs := j
	for vs > 0 && isDigit(s[vs-1]) {
		vs--
	}
	if vs == j || j-vs > 3 || vs > 0 && (isAlnum(s[vs-1]) || s[vs-1] == '.' || s[vs-1] == ',') {
		return 0, false
	}
	return vs, true
}

// statePrefix is where a code's name at ns starts when one of the
// state's prefixes ("N.Y.") stands right before it, else ns.
func statePrefix(s string, ns int, prefixes []string) int {
	for _, p := range prefixes {
		ps := ns - 1 - len(p)
		if ps >= 0 && s[ns-1] == ' ' && s[ps:ns-1] == p && (ps == 0 || !isAlnum(s[ps-1])) {
			return ps
		}
	}
	return ns
}
