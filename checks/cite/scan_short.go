package cite

import "strings"

// scanShortForms finds "Id." / "Id. at 12" / "Ibid." and "supra" citations.
func (e *Extractor) scanShortForms(s string) []*cand {
	var out []*cand
	// Every literal ends in "d.": one walk over the extraction's periods
	// (periodsOf) finds them all, and the candidates are made literal by
	// literal, in the order of idForms.
	var at [len(idForms)][]int
	for _, d := range e.periodsOf(s) {
		k := d - 1
		if k < 0 || s[k] != 'd' {
			continue
		}
		for f, lit := range idForms {
			if st := k + 2 - len(lit); st >= 0 && s[st:k+2] == lit {
				at[f] = append(at[f], st)
			}
		}
	}
	// supra by its 'p', which prose holds about as seldom as periods (it
	// never overlaps itself, so every one is read); supras are made after
	// every Id., as before.
	supras := supraStarts(s)
	for f, lit := range idForms {
		for _, k := range at[f] {
			if e.full(len(out)) {
				break
			}
			if k > 0 && (isAlnum(s[k-1]) || s[k-1] == '.') {
				continue
			}
			out = append(out, e.idAt(s, k, k+len(lit)))
		}
	}
	for _, k := range supras {
		if e.full(len(out)) {
			break
		}
		if (k > 0 && isAlnum(s[k-1])) || (k+5 < len(s) && isAlnum(s[k+5])) {
			continue
		}
		if c := e.supraAt(s, k); c != nil {
			out = append(out, c)
		}
	}
	return out
}

// idForms are the Id. literals, in the order their candidates are made.
var idForms = [...]string{"Id.", "id.", "Ibid.", "ibid."}

// idAt reads an Id. citation whose "Id." spans s[k:e].
func (e *Extractor) idAt(s string, k, end int) *cand {
	c := e.newCand(k, end, prioID)
	c.Kind = KindID
	j := end
	// "*Id.*" / "*Id.,*"
	for j < len(s) && (s[j] == '*' || s[j] == '_') {
		j++
	}
	if j < len(s) && s[j] == ',' {
		j++
	}
	for j < len(s) && (s[j] == '*' || s[j] == '_') {
		j++
	}
	r := skipSpaces(s, j, 3)
	stop := func(int) bool { return false }
	if hasWordAt(s, r, "at") {
		q := skipSpaces(s, r+2, 3)
		if pins, pe := readPinsLabels(s, q, stop, true); len(pins) > 0 {
			e.setPins(c, pins)
			c.End = pe
		}
	} else if strings.HasPrefix(s[r:], "¶") {
		if pins, pe := readPins(s, r, stop); len(pins) > 0 {
			e.setPins(c, pins)
			c.End = pe
		}
	} else if pe, ok := otherLocators(s, c, r, strings.Contains(s[end:r], ",")); ok {
		c.End = pe // "Id., p. 12", "Id. § 3", "Id., para. 4"
	}
	q := skipSpaces(s, c.End, 2)
	if q < len(s) && s[q] == '(' {
		if cs, pe, ok := readBalanced(s, q); ok {
			c.paren = [2]int{cs, pe - 1}
		}
	}
	return c
}

func (e *Extractor) setPins(c *cand, pins []pin) {
	for _, p := range pins {
		c.Pins = append(c.Pins, p.text)
		c.locs = append(c.locs, p.locs...)
	}
	c.Pin = c.Pins[0]
}

// supraAt reads "Foo, supra, at 2" around the "supra" at s[k]. A supra
// followed by a reporter short cite ("Grant, supra, 316 F.Supp. at 884")
// is left to the reporter scanner.
func (e *Extractor) supraAt(s string, k int) *cand {
	end := k + 5
	j := end
	for j < len(s) && (s[j] == '*' || s[j] == '_') {
		j++
	}
	if j < len(s) && s[j] == ',' {
		j++
	}
	r := skipSpaces(s, j, 3)
	if e.citeStartsAt(s, r) {
		return nil
	}
	c := e.newCand(k, end, prioSupra)
	c.Kind = KindSupra
	if hasWordAt(s, r, "at") {
		q := skipSpaces(s, r+2, 3)
		if pins, pe := readPinsLabels(s, q, func(int) bool { return false }, true); len(pins) > 0 {
			e.setPins(c, pins)
			c.End = pe
		}
	} else if strings.HasPrefix(s[r:], "note ") || strings.HasPrefix(s[r:], "n. ") {
		q := skipSpaces(s, r+strings.IndexByte(s[r:], ' '), 2)
		if qe, ok := readDigits(s, q, 4); ok {
			c.locs = append(c.locs, loc{"footnote", s[q:qe]})
			c.End = qe
		}
	} else if pe, ok := otherLocators(s, c, r, strings.Contains(s[end:r], ",")); ok {
		c.End = pe // "Bremen, supra, p. 12", "supra, ¶ 9"
	}
	q := skipSpaces(s, c.End, 2)
	if q < len(s) && s[q] == '(' {
		if cs, pe, ok := readBalanced(s, q); ok {
			c.paren = [2]int{cs, pe - 1}
		}
	}
	// the name before: "Foo, supra" / "Foo v. Bar, supra" / "Qwerty supra"
	b := k
	for b > 0 && (s[b-1] == '*' || s[b-1] == '_') {
		b--
	}
	// "123 supra": a volume
	bb := b
	for bb > 0 && isSpaceByte(s[bb-1]) {
		bb--
	}
	vs := bb
	for vs > 0 && isDigit(s[vs-1]) {
		vs--
	}
	if vs < bb && (vs == 0 || isSpaceByte(s[vs-1])) {
		c.Volume = s[vs:bb]
		b = vs
	}
	if n, ok := nameBefore(s, b, max(0, b-200), e.looseAbbrev, e.strictAbbrev); ok {
		c.Start = n.start
		c.name = [2]int{n.start, n.end}
		c.Name, c.Plaintiff, c.Defendant = n.name, n.plaintiff, n.defendant
	}
	return c
}

// otherLocators reads, at s[r] on the same line, a locator that is not
// an "at" pin ("p. 12", "pp. 10-12", "¶ 9", "§ 3", "para. 4"), as a
// short form may carry it, into c. ok is false when none is there. A
// capitalised locator word right after the short form's period
// ("Id. Section 3 provides ...") starts the next sentence instead, so
// it is read only after a comma ("Id., Section 3").
func otherLocators(s string, c *cand, r int, afterComma bool) (int, bool) {
	if r < len(s) && isUpper(s[r]) && !afterComma {
		return r, false
	}
	limit := min(len(s), r+trailingWindow)
	if nl := strings.IndexByte(s[r:limit], '\n'); nl >= 0 {
		limit = r + nl
	}
	locs, le := readLocators(s, r, limit)
	if len(locs) == 0 {
		return r, false
	}
	c.locs = append(c.locs, locs...)
	for _, l := range locs {
		if l.kind == "page" {
			c.Pins = append(c.Pins, l.value)
		}
	}
	if len(c.Pins) > 0 {
		c.Pin = c.Pins[0]
	}
	return le, true
}

// supraStarts is the offset of every "supra" in s, ascending, found by
// IndexByte for its 'p' (a byte of about one in seventy of an opinion;
// the pair "su" eight bytes at a time cost twice as much).
func supraStarts(s string) []int {
	var out []int
	for i := 2; i < len(s); {
		q := strings.IndexByte(s[i:], 'p')
		if q < 0 {
			break
		}
		q += i
		i = q + 1
		if strings.HasPrefix(s[q-2:], "supra") {
			out = append(out, q-2)
		}
	}
	return out
}
