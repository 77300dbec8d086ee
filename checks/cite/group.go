package cite

import (
	"sort"
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// groupCores joins reporter citations into parallel groups ("407 U.S. 1,
// 92 S. Ct. 1907"), reads each group's year/court and explanatory
// parentheticals (the first parenthetical directly after the group, never
// across ';' or into the next citation) and the case name before it.
func (e *Extractor) groupCores(s string, cores []rcore, bounds []int, emph []mdtext.Span) []*cand {
	var out []*cand
	lb := 0
	for g := 0; g < len(cores); {
		h := g + 1
		for h < len(cores) && cores[h].first() >= cores[h-1].end && parallelGap(s[cores[h-1].end:cores[h].first()]) && cores[h].short == cores[g].short {
			h++
		}
		members := cores[g:h]
		// A core that starts inside the group before it (a Tax Court
		// memo's "T.C. ... 2019-233" under a reporter core that read
		// "1983 T.C. ..."): no name can stand between them, and the
		// walks back below must not start before their own bound.
		lb = min(lb, members[0].first())
		last := members[len(members)-1]
		end := last.end
		if k := skipSpaces(s, end, 2); k < len(s) && s[k] == ']' && opensBracket(s, members) {
			end = k + 1
		}
		year, court := "", ""
		groupEnd := last.end
		paren := [2]int{-1, -1}
		q := skipSpaces(s, end, 4)
		if q < len(s) && s[q] == ',' { // "803 N.E.2d 62, 68, 70, (2003)": a stray comma
			if q2 := skipSpaces(s, q+1, 2); q2 < len(s) && s[q2] == '(' {
				if cs, pe, ok := readBalanced(s, q2); ok {
					if _, _, isYear := yearCourt(s[cs : pe-1]); isYear {
						q = q2
					}
				}
			}
		}
		if cs, pe, ok := readBalanced(s, q); ok && (h >= len(cores) || pe <= cores[h].first()) {
			content := s[cs : pe-1]
			if y, c, ok := yearCourt(content); ok && !e.citeStartsAt(s, skipSpaces(s, cs, 2)) {
				year, court, groupEnd = y, c, pe
				q2 := skipSpaces(s, pe, 2)
				// the explanatory parenthetical may hold the citations it
				// quotes ("(quoting Stewart, 487 U.S. 22, 33 (1988))")
				if cs2, pe2, ok := readBalanced(s, q2); ok && s[q2] == '(' {
					paren = [2]int{cs2, pe2 - 1}
				}
			} else if s[q] == '(' {
				paren = [2]int{cs, pe - 1}
			}
		}
		if year == "" { // year first: "Sauvage v. Gallaway (1946), 329 Ill. App. 38"
			v := members[0].first()
			for v > lb && (isSpaceByte(s[v-1]) || s[v-1] == ',') {
				v--
			}
			if k := skipBackYear(s, v, lb); k < v {
				year = s[k+1 : k+5]
			}
		}
		if !singleSpacedASCII(court) {
			court = joinFields(court) // strings.Join(strings.Fields(court), " ") in one string
		}
		nlb := lb
		// the latest end of another citation before this one
		if k := sort.SearchInts(bounds, members[0].first()+1); k > 0 && bounds[k-1] > nlb {
			nlb = bounds[k-1]
		}
		name, hasName := nameBefore(s, members[0].first(), nlb, e.looseAbbrev, e.strictAbbrev)
		if hasName {
			name = clampToEmphasis(s, name, emph)
		}
		first := len(out)
		for m, rc := range members {
			rc.entry = byYear(rc, year)
			c := e.coreCand(s, rc)
			c.Year, c.Court = year, court
			c.paren = paren
			if m == 0 && hasName {
				c.Start = name.start
			}
			if hasName {
				c.name = [2]int{name.start, name.end}
				c.Name, c.Plaintiff, c.Defendant, c.Docket = name.name, name.plaintiff, name.defendant, name.docket
			}
			if m == len(members)-1 {
				c.End = groupEnd
			}
			c.Parallel = -1
			if len(members) > 1 {
				c.groupHead = c
				if m > 0 {
					c.groupHead = out[first]
				}
			}
			out = append(out, c)
		}
		lb = groupEnd
		g = h
	}
	return out
}

// parallelGap reports whether the text between two citations joins them
// into one parallel group: a comma, or an opening bracket.
func parallelGap(gap string) bool {
	g := strings.TrimSpace(gap)
	return g == "," || g == "[" || g == ",["
}

func opensBracket(s string, members []rcore) bool {
	for _, m := range members {
		k := m.volS
		for k > 0 && isSpaceByte(s[k-1]) {
			k--
		}
		if k > 0 && s[k-1] == '[' {
			return true
		}
	}
	return false
}

// coreCand turns a reporter core into a citation candidate.
func (e *Extractor) coreCand(s string, rc rcore) *cand {
	c := e.newCand(rc.first(), rc.end, prioReporter)
	switch {
	case rc.entry.kind == ReporterWL:
		c.Kind = KindWL
	case rc.entry.kind == ReporterLexis:
		c.Kind = KindLexis
	case rc.entry.kind == ReporterStatute:
		c.Kind = KindStatute
	case rc.entry.kind == ReporterJournal:
		c.Kind = KindJournal
	case rc.short:
		c.Kind = KindShort
	default:
		c.Kind = KindCase
	}
	c.Volume = s[rc.volS:rc.volE]
	c.Reporter = rc.entry.canonical
	c.KnownReporter = rc.known
	c.rep = [2]int{rc.repS, rc.repE}
	if !rc.short {
		if !rc.blank {
			c.Page = s[rc.pageS:rc.pageE]
		}
		c.ident = [2]int{rc.first(), rc.pageE}
	} else {
		c.ident = [2]int{rc.volS, rc.repE}
	}
	c.blankPage = rc.blank
	for _, p := range rc.pins {
		c.Pins = append(c.Pins, p.text)
		c.locs = append(c.locs, p.locs...)
	}
	if len(c.Pins) > 0 {
		c.Pin = c.Pins[0]
	}
	if !rc.known {
		c.Warnings = append(c.Warnings, "unknown reporter \""+c.Reporter+"\"")
	}
	if rc.leftover {
		c.Warnings = append(c.Warnings, "shaped like a citation, but its page \""+c.Page+"\" is not a page number: it names nothing")
	}
	return c
}

// clampToEmphasis starts an italic case name where its italics start:
// "... the Southern District of Tex. *Ardent Freight Co. v. Moravec*,
// 2022 WL 1187734" names Ardent Freight, whatever the words before it.
func clampToEmphasis(s string, n caseName, emph []mdtext.Span) caseName {
	k := sort.Search(len(emph), func(i int) bool { return emph[i].End >= n.end })
	for ; k < len(emph) && emph[k].End <= n.end+2; k++ {
		em := emph[k]
		if em.Start > n.start && em.Start < n.end {
			n.start = emphasisNameStart(s, n.start, em.Start, emph)
			n.name = cleanName(s[n.start:n.end])
			n.plaintiff, n.defendant = splitParties(n.name)
		}
	}
	return n
}

// byYear settles an abbreviation several reporters share by the
// citation's year: the one reporter whose edition covers it, else the
// table's first.
func byYear(rc rcore, year string) reporterEntry {
	if len(rc.alts) < 2 || year == "" {
		return rc.entry
	}
	y := 0
	for i := 0; i < len(year); i++ {
		y = y*10 + int(year[i]-'0')
	}
	var fit []reporterEntry
	for _, a := range rc.alts {
		if a.covers(y) && (len(fit) == 0 || fit[len(fit)-1].canonical != a.canonical) {
			fit = append(fit, a)
		}
	}
	if len(fit) == 1 {
		return fit[0]
	}
	return rc.entry
}
