package cite

import "strings"

// locWords are the words that introduce a locator, longest first, and the
// kind of locator each introduces.
var locWords = []struct {
	word string
	kind string
}{
	{"paragraphs ", "paragraph"}, {"paragraph ", "paragraph"}, {"footnote ", "footnote"},
	{"Sections ", "section"}, {"sections ", "section"}, {"Articles ", "section"}, {"Secs. ", "section"},
	{"Section ", "section"}, {"section ", "section"}, {"Article ", "section"}, {"cl. ", "section"}, {"Part ", "section"},
	{"chunks ", "chunk"}, {"chunk ", "chunk"}, {"Chunks ", "chunk"}, {"Chunk ", "chunk"}, {"pages ", "page"}, {"page ", "page"}, {"lines ", "line"},
	{"line ", "line"}, {"paras. ", "paragraph"}, {"para. ", "paragraph"}, {"note ", "footnote"},
	{"Sec. ", "section"}, {"sec. ", "section"}, {"Art. ", "section"}, {"art. ", "section"},
	{"pp. ", "page"}, {"p. ", "page"}, {"fn. ", "footnote"}, {"fns. ", "footnote"}, {"nn. ", "footnote"}, {"n. ", "footnote"}, {"notes ", "footnote"},
	{"§§ ", "section"}, {"§§", "section"}, {"§ ", "section"}, {"§", "section"},
	{"¶¶ ", "paragraph"}, {"¶¶", "paragraph"}, {"¶ ", "paragraph"}, {"¶", "paragraph"},
	{"at pp. ", "page"}, {"at p. ", "page"}, {"at page ", "page"}, {"pgs. ", "page"}, {"pg. ", "page"}, {"Pgs. ", "page"}, {"Pg. ", "page"},
	{"at ", "page"}, {"pp.", "page"}, {"p.", "page"}, {"nn.", "footnote"}, {"n.", "footnote"},
	// as a heading or a metadata label writes them: "(DOC-4, Paragraph 3)",
	// "(DOC-4, Page 3)", "(DOC-5, Section: 3(a))", "[DOC-4, page: 3]"
	{"Paragraphs ", "paragraph"}, {"Paragraph ", "paragraph"}, {"Paras. ", "paragraph"}, {"Para. ", "paragraph"},
	{"Para ", "paragraph"}, {"para ", "paragraph"}, {"Pages ", "page"}, {"Page ", "page"}, {"Footnote ", "footnote"},
	{"Clause ", "section"}, {"clause ", "section"}, {"Cl. ", "section"}, {"Lines ", "line"}, {"Line ", "line"},
	{"Paragraph: ", "paragraph"}, {"paragraph: ", "paragraph"}, {"Page: ", "page"}, {"page: ", "page"},
	{"Section: ", "section"}, {"section: ", "section"}, {"Pages: ", "page"}, {"pages: ", "page"},
	{"PP. ", "page"}, {"Pp. ", "page"}, {"P. ", "page"}, {"pgs ", "page"}, {"pg ", "page"}, {"pp ", "page"}, {"p ", "page"},
	{"Subsections ", "section"}, {"subsections ", "section"}, {"Subsection ", "section"}, {"subsection ", "section"},
	{"paras ", "paragraph"}, {"Paras ", "paragraph"}, {"Sec ", "section"}, {"sec ", "section"}, {"ss. ", "section"}, {"s. ", "section"},
}

// locWordsByFirstByte lists, for each byte, the indexes into locWords of
// the words that begin with it, in locWords' order. readOneLocator runs at
// every place a locator may start, and most places start with a byte no
// word begins with; within one byte the list keeps locWords' order, so
// the first word that matches is the one a scan of the whole list finds.
var locWordsByFirstByte = func() (t [256][]uint8) {
	if len(locWords) > 256 {
		panic("cite: locWords outgrew its uint8 index")
	}
	for i, w := range locWords {
		t[w.word[0]] = append(t[w.word[0]], uint8(i))
	}
	return t
}()

// trailingWindow is how far after a Vault reference, file name or title
// its locators are looked for: they follow it on the same line, at once.
const trailingWindow = 80

// readTrailing reads the locators that follow a reference ending at from,
// on the same line and within trailingWindow bytes, into c, and extends
// c.End past the last one read.
func (c *cand) readTrailing(s string, from int) { c.readTrailingFor(s, from, nil) }

// readTrailingFor is readTrailing where atLabel (nil: none) says which
// non-numeric labels after "at" name a page of the cited document.
func (c *cand) readTrailingFor(s string, from int, atLabel func(string) bool) {
	limit := min(len(s), from+trailingWindow)
	if nl := strings.IndexByte(s[from:limit], '\n'); nl >= 0 {
		limit = from + nl
	}
	locs, le := readLocatorsFor(s, from, limit, atLabel)
	if v, ve := bareNumberPin(s, from, limit); len(locs) == 0 && ve > 0 {
		locs, le = []loc{{"unread", v}}, ve // "DOC-1, 457 n.2" (bare_number.go)
	}
	if len(locs) == 0 {
		if cap, ce := quotedCaption(s, from, limit); cap != "" {
			more, me := readLocatorsFor(s, ce, limit, atLabel)
			locs, le = append([]loc{{"section", cap}}, more...), max(ce, me) // `DOC-011, "Short answer"`
		}
	}
	if p := afterLabelParen(s, from, limit); len(locs) == 0 && p > from {
		if l2, le2 := readLocatorsFor(s, p, limit, atLabel); len(l2) > 0 {
			locs, le = l2, le2 // "DOC-010 (practice note), § 2"
		}
	}
	if p := afterRefSeparator(s, c.Start, from, limit); len(locs) == 0 && p > from {
		if l2, le2 := readLocatorsFor(s, p, limit, atLabel); len(l2) > 0 {
			locs, le = l2, le2 // "Title (DOC-4), ¶ 3", "Source: DOC-4 — ¶ 3" (locators_after.go)
			if p == from+2 && le < limit && s[le] == ')' {
				le++ // "DOC-002 (p. 3)" takes its bracket
			}
		}
	}
	if p := pastTitlePart(s, from, limit); len(locs) == 0 && p > from {
		if l2, le2 := readLocatorsFor(s, p, limit, atLabel); len(l2) > 0 {
			locs, le = l2, le2 // "DOC-3, Forum Selection Treatise, § 5.1" (locators_title.go)
		}
	}
	if c.Kind == KindTitle && len(locs) == 0 {
		if p, docket := pastDocketPart(s, from, limit); p > from {
			if l2, le2 := readLocatorsFor(s, p, limit, atLabel); len(l2) > 0 {
				locs, le, c.Docket = l2, le2, docket // "Name, No. CV-23-1180, at 2" (docket_pin.go)
			}
		}
	}
	if len(locs) == 0 {
		le = max(le, trailingCaption(s, c.Start, from, limit)) // "DOC-7 — Termination": a caption, read in checks/resolve
	}
	c.locs = locs
	c.End = max(from, le)
	if lead, ls := readLeadingOf(s, c.Start); len(lead) > 0 {
		c.locs, c.Start = append(lead, c.locs...), ls
	}
}

// quotedCaption reads a section cited by its caption in quotes right
// after a reference (`DOC-011, "Short answer"`, `DOC-011, “Open
// points”`): the caption is a section locator, which names a place only
// when the document has a section of that caption. A quoted text with a
// digit, or longer than a caption, is a quotation, not a locator.
func quotedCaption(s string, from, limit int) (string, int) {
	k := from
	if k < limit && s[k] == ',' {
		k++
	}
	k = skipSpaces(s, k, 2)
	if k >= limit {
		return "", from
	}
	open, close := "", ""
	switch {
	case strings.HasPrefix(s[k:limit], "\""):
		open, close = "\"", "\""
	case strings.HasPrefix(s[k:limit], "“"):
		open, close = "“", "”"
	default:
		return "", from
	}
	rest := s[k+len(open) : min(limit, k+len(open)+60)]
	j := strings.Index(rest, close)
	if j <= 0 {
		return "", from
	}
	cap := strings.TrimRight(rest[:j], ".,")
	if cap == "" || strings.ContainsAny(cap, "0123456789\"“”") || !isUpper(cap[0]) {
		return "", from
	}
	return cap, k + len(open) + j + len(close)
}

// afterLabelParen returns the offset after a short parenthetical label of
// words written between a reference and its locators ("NCV-010 (practice
// note), § 2", "DOC-003 (the memo) ¶ 4"), or from when there is none. A
// parenthetical with a digit is not a label: it may be a locator or a
// year of its own.
func afterLabelParen(s string, from, limit int) int {
	if !strings.HasPrefix(s[from:limit], " (") {
		return from
	}
	close := strings.IndexByte(s[from+2:min(limit, from+42)], ')')
	if close <= 0 {
		return from
	}
	label := s[from+2 : from+2+close]
	if strings.ContainsAny(label, "0123456789()[]§¶") {
		return from
	}
	return from + 2 + close + 1
}

// readLeadingOf reads the locators written before a reference and joined
// to it by "of" ("Art. III of DOC-001", "Section 14.2 of the
// Acme-Globex MSA", "¶ 3 of the memo"), the way prose pins a contract or
// memo. It returns them and where they start; none when the words before
// the reference are not exactly locators and "of" ("the memo of 2026",
// "at 10 of").
func readLeadingOf(s string, st int) ([]loc, int) {
	of := -1
	for _, w := range []string{" of the ", " of "} {
		if strings.HasSuffix(s[:st], w) {
			of = st - len(w)
			break
		}
	}
	if of <= 0 {
		return nil, st
	}
	for p := max(0, of-40); p < of; p++ {
		if p > 0 && s[p-1] != ' ' && s[p-1] != '(' && s[p-1] != '\n' || strings.HasPrefix(s[p:], "at ") {
			continue
		}
		if locs, e := readLocatorsFor(s, p, of, nil); len(locs) > 0 && e == of {
			return locs, p
		}
	}
	return nil, st
}

// readLocators reads locators after a Vault reference, file name or
// title: ", p. 10", ", § 3.1", "#c3", "†L10-L14", ", ¶ 12, 14". It returns
// the locators and the offset just past the last one read (i when none).
func readLocators(s string, i, limit int) ([]loc, int) {
	return readLocatorsFor(s, i, limit, nil)
}

// readLocatorsFor is readLocators where atLabel (nil: none) says which
// non-numeric page labels after "at" name a page of the cited document
// ("[DOC-003, at ii]"); after a word that says page ("p. ii") a label is
// always a page.
func readLocatorsFor(s string, i, limit int, atLabel func(string) bool) ([]loc, int) {
	if limit > len(s) {
		limit = len(s)
	}
	var locs []loc
	end := i
	j := i
	for j < limit {
		k := j
		// separators
		for k < limit && (s[k] == ',' || s[k] == ';' || s[k] == ' ' || s[k] == '\t') {
			k++
		}
		if strings.HasPrefix(s[k:], "†") {
			k += len("†")
		}
		l, e, ok := readOneLocator(s, k, limit, atLabel)
		if !ok {
			// a bare number after a locator continues its list: "¶¶ 3, 5",
			// "p. 10 & 12", "pp. 10 and 12"
			if len(locs) > 0 && k > j && s[j] == ',' {
				if v, e2, ok := readLocValue(s, k, limit, locs[len(locs)-1].kind); ok {
					locs = append(locs, loc{locs[len(locs)-1].kind, v})
					end, j = e2, e2
					continue
				}
			}
			if q, joined := pinJoin(s[:limit], j); len(locs) > 0 && joined {
				if l2, e2, ok := readOneLocator(s, q, limit, atLabel); ok && (e2 >= limit || pinEnds(s, e2)) {
					locs = append(locs, l2)
					end, j = e2, e2
					continue
				}
				if v, e2, ok := readLocValue(s, q, limit, locs[len(locs)-1].kind); ok && (e2 >= limit || pinEnds(s, e2)) {
					locs = append(locs, loc{locs[len(locs)-1].kind, v})
					end, j = e2, e2
					continue
				}
			}
			break
		}
		locs = append(locs, l)
		end, j = e, e
	}
	return chunkRangeEnds(locs), end
}

// chunkRangeEnds writes a chunk range ("chunks 3-4") as its two ends,
// chunk 3 and chunk 4: a document's chunks run without a gap, so the
// range names chunks it has exactly when both ends do. Read whole, "3-4"
// named no chunk, and C-009 failed a range the document holds.
func chunkRangeEnds(locs []loc) []loc {
	for i := 0; i < len(locs); i++ {
		l := locs[i]
		if l.kind != "chunk" {
			continue
		}
		lo, hi, ok := strings.Cut(l.value, "-")
		if !ok || lo == "" || hi == "" {
			continue
		}
		locs = append(locs[:i], append([]loc{{"chunk", lo}, {"chunk", hi}}, locs[i+1:]...)...)
		i++
	}
	return locs
}

// readOneLocator reads one locator starting exactly at s[k].
func readOneLocator(s string, k, limit int, atLabel func(string) bool) (loc, int, bool) {
	if k >= limit {
		return loc{}, k, false
	}
	// "file.pdf#page=10": the PDF open parameter, written as text
	if strings.HasPrefix(s[k:limit], "#page=") {
		if e, ok := readDigits(s, k+len("#page="), 6); ok && (e >= len(s) || !isAlnum(s[e])) {
			return loc{"page", s[k+len("#page=") : e]}, e, true
		}
	}
	// "p10", "pp10-11", "pg10": a page written without its space, as a
	// terse assistant writes one after a Vault ID
	if s[k] == 'p' && (k == 0 || !isAlnum(s[k-1])) {
		q := k + 1
		if q < limit && (s[q] == 'p' || s[q] == 'g') {
			q++
		}
		if q < limit && isDigit(s[q]) {
			if v, e, ok := readLocValue(s, q, limit, "page"); ok {
				return loc{"page", v}, e, true
			}
		}
	}
	// "#c3"
	if s[k] == '#' && k+2 < limit && s[k+1] == 'c' && isDigit(s[k+2]) {
		e, _ := readDigits(s, k+2, 6)
		return loc{"chunk", s[k+2 : e]}, e, true
	}
	// "L10-L14"
	if s[k] == 'L' && k+1 < limit && isDigit(s[k+1]) {
		e, _ := readDigits(s, k+1, 6)
		v := s[k+1 : e]
		if d := dashAt(s, e); d > 0 {
			q := e + d
			if q < limit && s[q] == 'L' {
				q++
			}
			if e2, ok := readDigits(s, q, 6); ok {
				v += "-" + s[q:e2]
				e = e2
			}
		}
		if e < len(s) && isAlnum(s[e]) {
			return loc{}, k, false
		}
		return loc{"line", v}, e, true
	}
	for _, wi := range locWordsByFirstByte[s[k]] {
		w := &locWords[wi]
		if !strings.HasPrefix(s[k:], w.word) {
			continue
		}
		if k > 0 && isAlnum(s[k-1]) {
			return loc{}, k, false
		}
		q := skipSpaces(s, k+len(w.word), 2)
		if w.word == "at " && (strings.HasPrefix(s[q:limit], "§") || strings.HasPrefix(s[q:limit], "¶")) {
			return readOneLocator(s, q, limit, atLabel) // "at § 9", "at ¶ 3": the symbol says the kind
		}
		if w.word == "at " && q < limit && s[q] == '*' {
			q++
		}
		if w.kind == "chunk" && q+1 < limit && s[q] == '#' && isDigit(s[q+1]) {
			q++ // "chunk #3", as a retrieval tool numbers its results
		}
		v, e, ok := readLocValue(s, q, limit, w.kind)
		if !ok && w.kind == "page" {
			// a page label: "p. ii", "pp. i-ii", "page A-1"; after
			// "at" only one the document names
			if lv, le, lok := readPageLabelSpan(s, q, limit); lok && (w.word != "at " || (atLabel != nil && atLabel(lv))) {
				return loc{"page", lv}, le, true
			}
		}
		if !ok && w.kind == "footnote" {
			v, e, ok = readNoteLabel(s, q, limit, w.word)
		}
		if !ok {
			return loc{}, k, false
		}
		return loc{w.kind, v}, e, true
	}
	return loc{}, k, false
}

// readLocValue reads a locator's value: a number or range for pages,
// paragraphs, chunks, lines and footnotes; a section number ("3.2",
// "14.2(b)", "IV", "II.B") for sections.
func readLocValue(s string, q, limit int, kind string) (string, int, bool) {
	if q >= limit {
		return "", q, false
	}
	if kind == "section" {
		e := q
		for e < limit && (isAlnum(s[e]) || s[e] == '.' || s[e] == '(' || s[e] == ')' || s[e] == '-') {
			e++
		}
		for e > q && (s[e-1] == '.' || (s[e-1] == ')' && strings.Count(s[q:e], "(") < strings.Count(s[q:e], ")"))) {
			e--
		}
		if e == q || !(isDigit(s[q]) || isUpper(s[q])) || !sectionLetters(s[q:e]) {
			return "", q, false
		}
		if e-q == 1 && isUpper(s[q]) && e+1 < limit && s[e] == ' ' && (isUpper(s[e+1]) || isLower(s[e+1])) {
			return "", q, false // "A Treatise on ...": an article, not section A
		}
		// a run in words, "§§ 14.2 to 14.4": one locator, its two ends
		for _, w := range []string{" to ", " through "} {
			if strings.HasPrefix(s[e:limit], w) && e+len(w) < limit && isDigit(s[e+len(w)]) {
				if hi, e2, ok := readLocValue(s, e+len(w), limit, kind); ok && !strings.Contains(hi, " ") {
					return s[q:e] + w + hi, e2, true
				}
			}
		}
		return s[q:e], e, true
	}
	if s[q] == '*' {
		q++
	}
	e, ok := readDigits(s, q, 6)
	if !ok {
		return "", q, false
	}
	v := s[q:e]
	if d := dashAt(s, e); d > 0 {
		k := e + d
		if kind == "paragraph" && strings.HasPrefix(s[k:limit], "¶") {
			k = skipSpaces(s, k+len("¶"), 1) // "¶3–¶5": the range's end repeats the sign
		}
		if e2, ok := readDigits(s, k, 6); ok {
			v += "-" + s[k:e2]
			e = e2
		}
	}
	for _, w := range []string{" to ", " through "} {
		// "pp. 10 to 12": a range in words, both ends checked
		if strings.HasPrefix(s[e:limit], w) {
			if e2, ok := readDigits(s, e+len(w), 6); ok && (e2 >= len(s) || !isAlnum(s[e2])) {
				v += "-" + s[e+len(w):e2]
				e = e2
			}
			break
		}
	}
	if kind == "page" || kind == "paragraph" {
		e, _ = readFollowing(s[:limit], e) // "pp. 264ff": the pages from 264 on
	}
	if e < len(s) && isAlnum(s[e]) {
		return "", q, false
	}
	return v, e, true
}

// sectionLetters reports whether a section value's opening letters
// read as a section's name: one letter ("A", "B.2") or capitals ("IV",
// "II.B"), never a capitalised word. "(DOC-3, § 2, Forum Selection)"
// read "Forum" as a second section, which C-009 then failed.
func sectionLetters(v string) bool {
	n := 0
	for n < len(v) && (isUpper(v[n]) || isLower(v[n])) {
		n++
	}
	if n <= 1 {
		return true
	}
	for i := 0; i < n; i++ {
		if !isUpper(v[i]) {
			return false
		}
	}
	return true
}

// readNoteLabel reads a note label that is not a number, as Word numbers
// endnotes (i, ii, iv) or a document its notes (a, b; I, II): a canonical
// lower-case roman numeral after any footnote word ("note iv", "n. ii"),
// and a single letter or an upper-case numeral only after an
// abbreviation ("fn. b", "n. B", "n. II"), where prose ("note a
// difference", "note I") would otherwise read as a pin. The label must
// end there.
func readNoteLabel(s string, q, limit int, word string) (string, int, bool) {
	e := q
	for e < limit && e-q < 9 && (isLower(s[e]) || isUpper(s[e])) {
		e++
	}
	if e == q || e < len(s) && isAlnum(s[e]) {
		return "", q, false
	}
	v := s[q:e]
	abbreviated := strings.HasSuffix(strings.TrimSpace(word), ".")
	switch {
	case romanValue(v) > 0 && isLower(v[0]):
	case abbreviated && (len(v) == 1 || romanValue(v) > 0):
	default:
		return "", q, false
	}
	return v, e, true
}
