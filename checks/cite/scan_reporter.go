package cite

import (
	"slices"
	"sort"
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// rcore is the core of a reporter citation: volume, reporter, page (or
// "at" pins for a short cite) and pins, before grouping and names.
type rcore struct {
	volS, volE int
	repS, repE int
	pageS      int
	pageE      int
	blank      bool // page not yet assigned ("1 U.S. ___")
	// start is where the citation starts when its reporter comes before
	// its volume ("T.C. Memo. 1991-462"); 0 means volS.
	start    int
	short    bool
	leftover bool // the page is not a number ("11O2"): names nothing
	entry    reporterEntry
	alts     []reporterEntry // every reporter the spelling names
	known    bool
	pins     []pin
	end      int
}

// scanReporters finds every reporter citation in s: at each run of digits
// that could be a volume it walks the reporter trie; nothing else in the
// text is examined.
func (e *Extractor) scanReporters(s string, bounds []int, emph []mdtext.Span) []*cand {
	var cores []rcore
	if e.arena != nil {
		cores = e.arena.cores[:0]
		defer func() { e.arena.cores = cores }() // release clears them
	}
	buf := make([]reporterMatch, 0, 8)
	for i := 0; i < len(s) && !e.full(len(cores)); {
		c := s[i]
		if !isDigit(c) {
			// to the next digit (the bound cannot change before a core
			// is added)
			i++
			for i+8 <= len(s) && !hasDigitByte(load8(s, i)) {
				i += 8
			}
			for i < len(s) && !isDigit(s[i]) {
				i++
			}
			continue
		}
		if i > 0 && (isAlnum(s[i-1]) || s[i-1] == '.' || s[i-1] == ',' && i > 1 && isDigit(s[i-2]) || s[i-1] == '-' || s[i-1] == '/') {
			for i < len(s) && isDigit(s[i]) {
				i++
			}
			continue
		}
		rc, ok := e.coreAt(s, i, &buf)
		if !ok {
			for i < len(s) && isDigit(s[i]) {
				i++
			}
			continue
		}
		cores = append(cores, rc)
		i = rc.end
	}
	if memos := e.scanTaxMemos(s); len(memos) > 0 {
		cores = append(cores, memos...)
		sort.SliceStable(cores, func(a, b int) bool { return cores[a].first() < cores[b].first() })
	}
	return e.groupCores(s, cores, bounds, emph)
}

// hasDigitByte reports whether any of the eight bytes of x is an ASCII
// digit: a byte's low seven bits plus 0x50 reach 0x80 from '0' on, plus
// 0x46 from just past '9' on, with no carry between bytes; bytes of
// 0x80 and above are masked out.
func hasDigitByte(x uint64) bool {
	const ones = 0x0101010101010101
	h := x & (0x7f * ones)
	return (h+(0x80-'0')*ones)&^(h+(0x80-'9'-1)*ones)&^x&(0x80*ones) != 0
}

// first is where the citation of a core starts.
func (rc rcore) first() int {
	if rc.start > 0 {
		return rc.start
	}
	return rc.volS
}

// coreAt parses a reporter citation whose volume starts at s[i].
func (e *Extractor) coreAt(s string, i int, buf *[]reporterMatch) (rcore, bool) {
	volE, ok := readDigits(s, i, 5)
	if !ok {
		return rcore{}, false
	}
	k := skipSpaces(s, volE, 20)
	if volE < len(s) && s[volE] == '-' && isYear(s[i:volE]) {
		return e.neutralHyphen(s, i, volE)
	}
	if k == volE && i > 0 && s[i-1] == '*' && k < len(s) && isUpper(s[k]) {
		// a star page glued to a parallel citation ("665 *973N.E.2d
		// 1290"): the reporter follows the volume without a space
	} else if k == volE || k >= len(s) {
		return rcore{}, false
	}
	if k < len(s) && s[k] == '*' {
		// a star page between volume and reporter ("135 *355 Mass. 147",
		// an opinion's page break)
		if se, ok := readDigits(s, k+1, 6); ok && se < len(s) && isSpaceByte(s[se]) {
			k = skipSpaces(s, se, 4)
		}
	}
	if volE < len(s) && s[volE] == '-' {
		return e.neutralHyphen(s, i, volE)
	}
	*buf = e.reps.matchAt(s, k, *buf)
	for _, m := range *buf {
		if m.entry.kind == ReporterNeutral && !isYear(s[i:volE]) {
			continue // "7 ME 3" is no public-domain citation
		}
		if rc, ok := e.afterReporter(s, i, volE, k, m.end, m.entry, true); ok {
			rc.alts = m.alts
			return rc, true
		}
	}
	if rc, ok := e.unknownReporter(s, i, volE, k); ok {
		return rc, true
	}
	if len(*buf) > 0 {
		// A known reporter followed by a "page" that starts with a digit
		// but is no page ("918 F.3d 11O2", "2019 WL 12345678901"): shaped
		// like a citation, naming nothing.
		m := (*buf)[0]
		q := skipSpaces(s, m.end, 3)
		if q > m.end && q < len(s) && isDigit(s[q]) {
			end := q
			for end < len(s) && (isAlnum(s[end]) || s[end] >= 0x80) {
				end++
			}
			if !pageLike(s[q:end]) {
				return rcore{}, false // "12th St.", "3d": not meant as a page
			}
			return rcore{volS: i, volE: volE, repS: k, repE: m.end, pageS: q, pageE: end, entry: m.entry, known: true, leftover: true, end: end}, true
		}
	}
	return rcore{}, false
}

// afterReporter reads what follows a reporter: a page and pins (full
// citation) or "at" and pins (short citation).
func (e *Extractor) afterReporter(s string, volS, volE, repS, repE int, entry reporterEntry, known bool) (rcore, bool) {
	rc := rcore{volS: volS, volE: volE, repS: repS, repE: repE, entry: entry, known: known}
	q := skipSpaces(s, repE, 20)
	stop := func(k int) bool { return e.citeStartsAt(s, k) }
	readShort := func(r int) (rcore, bool) {
		r = skipSpaces(s, r+2, 3)
		pins, end := readPins(s, r, stop)
		if len(pins) == 0 {
			if b := readBlank(s, r); b > r { // "560 U. S., at ___": a pin not yet assigned
				rc.short, rc.end, rc.pageS, rc.pageE = true, b, r, r
				return rc, true
			}
			return rcore{}, false
		}
		rc.short, rc.pins, rc.end = true, pins, end
		rc.pageS, rc.pageE = r, r
		return rc, true
	}
	if q > repE {
		if hasWordAt(s, q, "at") {
			return readShort(q)
		}
		pe, blank, ok := readPage(s, q)
		if ok && (entry.kind == ReporterCase || isDigit(s[q])) && !(blank && entry.kind != ReporterCase) {
			if !isDigit(s[q]) && !blank && !known {
				return rcore{}, false
			}
			if entry.kind == ReporterStatute && !blank {
				if te := thousandsEnd(s, pe); te > pe {
					// "60 Fed. Reg. 68,380, 68,385": a register's pages
					// and pins are written with thousands separators
					rc.pageS, rc.pageE, rc.end = q, te, te
					rc.pins, rc.end = thousandsPins(s, te)
					return rc, true
				}
			}
			rc.pageS, rc.pageE, rc.blank, rc.end = q, pe, blank, pe
			rc.pins, rc.end = e.pinsAfterPage(s, pe)
			if rc.end < pe {
				rc.end = pe
			}
			return rc, true
		}
		return rcore{}, false
	}
	if repE < len(s) && s[repE] == ',' {
		r := skipSpaces(s, repE+1, 3)
		if hasWordAt(s, r, "at") {
			return readShort(r)
		}
		if pe, ok := readDigits(s, r, 7); ok && r > repE+1 && (pe >= len(s) || !isAlnum(s[pe])) && !e.citeStartsAt(s, r) {
			rc.pageS, rc.pageE, rc.end = r, pe, pe
			rc.pins, rc.end = e.pinsAfterPage(s, pe)
			if rc.end < pe {
				rc.end = pe
			}
			return rc, true
		}
	}
	return rcore{}, false
}

// pinsAfterPage reads ", 10", ", at *3", ", 593-95, 601" after a page.
func (e *Extractor) pinsAfterPage(s string, pe int) ([]pin, int) {
	if pe >= len(s) || s[pe] != ',' {
		return nil, pe
	}
	r := skipSpaces(s, pe+1, 3)
	if hasWordAt(s, r, "at") {
		r = skipSpaces(s, r+2, 3)
	}
	if b := readBlank(s, r); b > r { // "560 U. S. 330, ___ (2010)": a slip opinion's blank pin
		return nil, b
	}
	if e.citeStartsAt(s, r) {
		return nil, pe
	}
	pins, end := readPins(s, r, func(k int) bool { return e.citeStartsAt(s, k) })
	if len(pins) == 0 {
		return nil, pe
	}
	return pins, end
}

// citeStartsAt reports whether a reporter citation (volume, reporter,
// page or "at") starts at s[k]: a parallel citation, not a pin.
func (e *Extractor) citeStartsAt(s string, k int) bool {
	volE, ok := readDigits(s, k, 5)
	if !ok {
		return false
	}
	r := skipSpaces(s, volE, 20)
	if r == volE {
		return false
	}
	var buf [8]reporterMatch
	for _, m := range e.reps.matchAt(s, r, buf[:0]) {
		q := skipSpaces(s, m.end, 20)
		if q < len(s) && (hasWordAt(s, q, "at") || isDigit(s[q]) || readBlank(s, q) > q) {
			return true
		}
		if m.end < len(s) && s[m.end] == ',' {
			return true
		}
	}
	return false
}

// notReporter are capitalised abbreviations that follow a number in prose
// and are never reporters.
var notReporter = map[string]bool{
	"No.": true, "Nos.": true, "Art.": true, "Sec.": true, "Ch.": true, "Vol.": true, "Pt.": true,
	"Para.": true, "Dkt.": true, "Ex.": true, "Exh.": true, "Fig.": true, "Tbl.": true, "Id.": true,
	"Jan.": true, "Feb.": true, "Mar.": true, "Apr.": true, "Jun.": true, "Jul.": true, "Aug.": true,
	"Sep.": true, "Sept.": true, "Oct.": true, "Nov.": true, "Dec.": true, "U.S.C.": true, "C.F.R.": true,
	"Mr.": true, "Mrs.": true, "Ms.": true, "Dr.": true, "St.": true, "Ave.": true, "Cl.": true,
	"Pub.": true, "Rule": true, "R.": true, "Dist.": true, "Cir.": true, "Ibid.": true, "Inc.": true,
	"Civ.": true, "Cr.": true, "Crim.": true, "CV": true, "Misc.No.": true,
	"Co.": true, "Corp.": true, "Ltd.": true, "Hr.": true, "Hrs.": true, "Min.": true, "Mins.": true,
	// record citations: "1 App. 13" (Joint Appendix), "2 Tr. 45"
	"App.": true, "Tr.": true, "Br.": true, "Rec.": true, "J.A.": true, "Doc.": true, "ECF": true, "ER": true, "SER": true,
}

// sessionLawEnds are the last words of a session-law compilation
// ("Ill. Laws", "Cal. Stat.", "N.Y. Sess. Laws", "Acts") or of a
// register of regulations ("Fed. Reg.", "Ark. Reg.", "Ohio Monthly
// Rec.", "Fla. Admin. Weekly", "Pa. Bull.", "Okla. Gaz."): law cited by
// volume and page, not a case (reporters-db's laws table).
var sessionLawEnds = map[string]bool{"Laws": true, "Acts": true, "Stat.": true, "Stats.": true,
	"Reg.": true, "Regs.": true, "Bull.": true, "Gaz.": true, "Weekly": true, "Monthly": true, "Code": true}

// legislativeService reports whether a reporter's words end as a
// session-law service does ("Cal. Legis. Serv.", "Fla. Sess. Law Serv.",
// "D.C. Sess. L. Serv."): "Serv." after a word of legislation, where a
// case reporter's "Serv." ("Fed. R. Serv.") follows none.
func legislativeService(f []string) bool {
	if len(f) < 2 || f[len(f)-1] != "Serv." {
		return false
	}
	prev := f[len(f)-2]
	return prev == "Legis." || prev == "Law" || prev == "L."
}

// unknownReporter reads a reporter-shaped citation whose reporter the
// table does not know ("12 Fake Rptr. 34"): one to four capitalised
// abbreviation words, at least one ending in a period, then a page. A
// Lexis number ("2019 Tex. App. LEXIS 4242") is recognised by its last
// word.
func (e *Extractor) unknownReporter(s string, volS, volE, k int) (rcore, bool) {
	j := k
	words, dotted := 0, false
	lexis, inner := false, false
	last := k
	for words < 6 {
		ws := j
		if ws >= len(s) || !isUpper(s[ws]) {
			break
		}
		we := ws
		for we < len(s) && (isAlnum(s[we]) || s[we] == '.' || s[we] == '\'') && we-ws <= 12 {
			we++
		}
		if we < len(s) && !isSpaceByte(s[we]) && s[we] != ',' {
			return rcore{}, false
		}
		w := s[ws:we]
		if notReporter[w] {
			if words == 0 {
				return rcore{}, false
			}
			// "Corp." inside a journal's name ("49 Del. J. Corp. L. 233"):
			// it stands only if the words end as a journal's do
			inner = true
		}
		if strings.HasSuffix(w, ".") {
			dotted = true
		}
		words++
		last = we
		if w == "LEXIS" {
			lexis = true
			break
		}
		j = skipSpaces(s, we, 2)
		if j == we {
			break
		}
		if j < len(s) && isDigit(s[j]) {
			break
		}
	}
	if words == 0 || (!dotted && !lexis) || (words > 4 && !lexis) {
		return rcore{}, false
	}
	if inner && !isJournal(strings.Fields(s[k:last])) {
		return rcore{}, false
	}
	entry := reporterEntry{canonical: strings.Join(strings.Fields(s[k:last]), " "), kind: ReporterCase}
	if lexis {
		entry.kind = ReporterLexis
	}
	if f := strings.Fields(s[k:last]); len(f) > 1 && (sessionLawEnds[f[len(f)-1]] || legislativeService(f)) {
		entry.kind = ReporterStatute // "1999 Ill. Laws 5126": a session law
	} else if isJournal(f) {
		entry.kind = ReporterJournal // "75 Colum. L. Rev. 559"
	}
	rc, ok := e.afterReporter(s, volS, volE, k, last, entry, lexis)
	if !ok || rc.blank || (!isDigit(s[rc.pageS]) && !rc.short) {
		return rcore{}, false
	}
	rc.known = lexis
	return rc, true
}

// isJournal reports whether reporter words name a law review or journal:
// "L. Rev.", "L.J.", "L. Q.", "J.", "Rev." at the end.
func isJournal(f []string) bool {
	if len(f) < 2 {
		return false
	}
	last := f[len(f)-1]
	switch last {
	case "Rev.", "L.J.", "J.", "Q.", "L.Q.", "Rev", "Forum", "Bull.":
		return true
	case "L.": // "J. Corp. L.", "Am. J. Int'l L.": a journal of some law
		return len(f) >= 3 && slices.Contains(f[:len(f)-1], "J.")
	}
	return false
}
