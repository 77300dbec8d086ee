package cite

import "strings"

// Low-level readers over the skeleton text. Each takes the text and a
// byte offset and returns what it read and the offset just past it; a
// false result means nothing was read and the offset is unchanged.

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isLower(c byte) bool { return c >= 'a' && c <= 'z' }
func isAlnum(c byte) bool { return isDigit(c) || isUpper(c) || isLower(c) }

// skipSpaces skips at most max bytes of white space.
func skipSpaces(s string, i, max int) int {
	j := i
	for j < len(s) && isSpaceByte(s[j]) && j-i < max {
		j++
	}
	return j
}

// hasWordAt reports whether s[i:] starts with word followed by a
// non-letter.
func hasWordAt(s string, i int, word string) bool {
	if !strings.HasPrefix(s[i:], word) {
		return false
	}
	j := i + len(word)
	return j >= len(s) || !isAlnum(s[j])
}

// readDigits reads a run of ASCII digits of at most max bytes.
func readDigits(s string, i, max int) (int, bool) {
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j == i || j-i > max {
		return i, false
	}
	return j, true
}

// dashAt returns the length of a range dash at s[i] (hyphen, en dash, em
// dash), or 0.
func dashAt(s string, i int) int {
	if i >= len(s) {
		return 0
	}
	if s[i] == '-' {
		return 1
	}
	if strings.HasPrefix(s[i:], "–") || strings.HasPrefix(s[i:], "—") {
		return 3
	}
	return 0
}

// readPage reads a reporter page: digits (with an optional "-P" style
// suffix), a lower-case roman numeral, or a blank ("___", "—", "----")
// for a page not yet assigned. blank reports the last.
func readPage(s string, i int) (end int, blank, ok bool) {
	if j, ok := readDigits(s, i, 7); ok {
		if j < len(s) && s[j] == '-' && j+1 < len(s) && isUpper(s[j+1]) && (j+2 >= len(s) || !isAlnum(s[j+2])) {
			j += 2
		}
		if j < len(s) && (isAlnum(s[j]) || s[j] == '_') {
			return i, false, false
		}
		if j+1 < len(s) && s[j] == '.' && isDigit(s[j+1]) {
			return i, false, false // "1.5": a decimal, not a page
		}
		return j, false, true
	}
	if j := readBlank(s, i); j > i {
		return j, true, true
	}
	j := i
	for j < len(s) && strings.IndexByte("ivxlc", s[j]) >= 0 {
		j++
	}
	if j > i && j-i <= 8 && (j >= len(s) || !isAlnum(s[j])) {
		return j, false, true
	}
	return i, false, false
}

// readFollowing reads "f"/"ff" ("and following", as in "at 265ff.", "pp.
// 264ff", "p. 12 f.") written right after a pin, so the pin is read and
// the citation is not dropped for a letter after its page: it returns the
// offset past the suffix and the suffix's length, which is no part of the
// locator's value (the pin names its first page). A word after a space
// ("at 265 ff." read as "265" before) is read the same way, with its
// space, so the span covers what the answer wrote; its period too when a
// parenthetical follows, so "265ff. (1949)" keeps its year.
func readFollowing(s string, j int) (int, int) {
	k := j
	if k < len(s) && s[k] == ' ' {
		k++
	}
	for _, w := range []string{"ff", "f"} {
		if strings.HasPrefix(s[k:], w) && (k+len(w) >= len(s) || !isAlnum(s[k+len(w)]) && s[k+len(w)] != '_') {
			if k > j && (k+len(w) >= len(s) || s[k+len(w)] != '.') {
				return j, 0 // "at 12 f": spaced without a period is prose, not a suffix
			}
			e := k + len(w)
			if strings.HasPrefix(s[e:], ". (") {
				e++ // "265ff. (1949)": the period is the abbreviation's, the parenthetical the citation's
			}
			return e, e - j
		}
	}
	return j, 0
}

// readBlank reads a blank page or volume: two or more underscores or
// hyphens, or one or more em dashes.
func readBlank(s string, i int) int {
	j := i
	for j < len(s) {
		switch {
		case s[j] == '_' || s[j] == '-':
			j++
		case strings.HasPrefix(s[j:], "—"):
			j += 3
		default:
			goto done
		}
	}
done:
	if j-i >= 2 || strings.HasPrefix(s[i:], "—") {
		return j
	}
	return i
}

// pin is one pin cite as written ("10", "593-95", "*3", "460 n.3") with
// the locators it names.
type pin struct {
	text string
	locs []loc
}

// loc is a locator before it becomes a vault.Locator.
type loc struct{ kind, value string }

// readPin reads one pin: an optional "p."/"pp."/"page" or "¶"/"¶¶"
// prefix, a page or star page, an optional range, and an optional
// footnote ("n.3", "& n. 4", "nn. 3-4").
func readPin(s string, i int) (pin, int, bool) { return readPinLabels(s, i, false) }

// readPinLabels is readPin that, when labels is set or the pin says
// "p."/"pp.", also reads a non-numeric page label ("Id. at ii", "at p.
// A-1", "pp. i-ii"; page_labels.go).
func readPinLabels(s string, i int, labels bool) (pin, int, bool) {
	j := i
	kind := "page"
	switch {
	case strings.HasPrefix(s[j:], "pp. "), strings.HasPrefix(s[j:], "pp."):
		j = skipSpaces(s, j+3, 2)
		labels = true
	case strings.HasPrefix(s[j:], "p. "), strings.HasPrefix(s[j:], "p.") && j+2 < len(s) && (isDigit(s[j+2]) || s[j+2] == '*'):
		j = skipSpaces(s, j+2, 2)
		labels = true
	case strings.HasPrefix(s[j:], "¶¶"):
		j = skipSpaces(s, j+4, 2)
		kind = "paragraph"
	case strings.HasPrefix(s[j:], "¶"):
		j = skipSpaces(s, j+2, 2)
		kind = "paragraph"
	}
	start := j
	if j < len(s) && s[j] == '*' {
		j++
	}
	e, ok := readDigits(s, j, 6)
	if !ok {
		if kind == "page" && labels && j == start {
			if v, le, ok := readPageLabelSpan(s, j, len(s)); ok {
				return pin{text: v, locs: []loc{{"page", v}}}, le, true
			}
		}
		return pin{}, i, false
	}
	j = e
	if d := dashAt(s, j); d > 0 {
		k := j + d
		if k < len(s) && s[k] == '\n' { // "5-⏎6": a range broken across a line
			k = skipSpaces(s, k, 4)
		}
		if k < len(s) && s[k] == '*' {
			k++
		} else if kind == "paragraph" && strings.HasPrefix(s[k:], "¶") {
			k = skipSpaces(s, k+len("¶"), 1) // "¶ 3–¶ 5": the range's end repeats the sign
		}
		if e, ok := readDigits(s, k, 6); ok {
			j = e
		}
	}
	j, following := readFollowing(s, j)
	if j < len(s) && (isAlnum(s[j]) || s[j] == '_') {
		return pin{}, i, false
	}
	value := s[start : j-following]
	if kind == "paragraph" {
		value = strings.ReplaceAll(value, "¶", "") // "3–¶ 5" is the range 3-5
	}
	if strings.ContainsAny(value, "\n ") {
		value = strings.Join(strings.Fields(value), "")
	}
	p := pin{locs: []loc{{kind, strings.ReplaceAll(strings.TrimPrefix(value, "*"), "–", "-")}}}
	// footnote: " n.3", " & n. 4", " nn. 3-4", ", n. 5"
	k := skipSpaces(s, j, 2)
	if k < len(s) && s[k] == ',' && (strings.HasPrefix(s[skipSpaces(s, k+1, 2):], "n.") || strings.HasPrefix(s[skipSpaces(s, k+1, 2):], "nn.")) {
		k = skipSpaces(s, k+1, 2)
	}
	if strings.HasPrefix(s[k:], "& ") || strings.HasPrefix(s[k:], "&n") {
		k = skipSpaces(s, k+1, 2)
	} else if q := skipSpaces(s, k+3, 2); strings.HasPrefix(s[k:], "and ") && (strings.HasPrefix(s[q:], "n.") || strings.HasPrefix(s[q:], "nn.")) {
		k = q // "at 10 and nn. 3-4", as "at 10 & nn. 3-4"
	}
	if strings.HasPrefix(s[k:], "nn.") || strings.HasPrefix(s[k:], "n.") {
		n := k + 2
		if s[k+1] == 'n' {
			n = k + 3
		}
		n = skipSpaces(s, n, 2)
		if e, ok := readDigits(s, n, 4); ok {
			if d := dashAt(s, e); d > 0 {
				if e2, ok := readDigits(s, e+d, 4); ok {
					e = e2
				}
			}
			p.locs = append(p.locs, loc{"footnote", s[n:e]})
			j = e
		}
	}
	p.text = s[i:j]
	if kind == "page" {
		p.text = s[start:j] // "p. 651" is pin "651"
	}
	if strings.ContainsAny(p.text, "\n\t") || strings.Contains(p.text, "-\n") {
		p.text = strings.Join(strings.Fields(strings.ReplaceAll(p.text, "-\n", "-")), " ")
		p.text = strings.ReplaceAll(p.text, "- ", "-")
	}
	return p, j, true
}

// readPins reads a comma-separated list of pins starting at s[i] (after
// "at " or the comma after a page). stop reports whether a position
// starts something else (a parallel citation) and ends the list there.
func readPins(s string, i int, stop func(int) bool) ([]pin, int) {
	return readPinsLabels(s, i, stop, false)
}

// readPinsLabels is readPins that, with labels, also reads non-numeric
// page labels (readPinLabels): after the pin word of a short form
// ("Id. at iv"), which always introduces a pin.
func readPinsLabels(s string, i int, stop func(int) bool, labels bool) ([]pin, int) {
	var pins []pin
	p, j, ok := readPinLabels(s, i, labels)
	if !ok {
		return nil, i
	}
	pins = append(pins, p)
	for {
		k, joined := j, false
		if k < len(s) && s[k] == ',' {
			k = skipSpaces(s, k+1, 3)
		} else if q, ok := pinJoin(s, k); ok {
			k, joined = q, true
		} else {
			break
		}
		if stop(k) {
			break
		}
		p, e, ok := readPinLabels(s, k, labels)
		if !ok || joined && !pinEnds(s, e) {
			break
		}
		pins = append(pins, p)
		j = e
	}
	return pins, j
}

// pinJoin reads the word that joins a second pin to a first ("at 10 & 12",
// "at 10 and 12", "p. 10 & n.3", a note of the page before): it returns
// where the second pin starts. A second pin
// dropped there would never be checked, so "at 10 & 99" passed C-009 on
// page 10 alone.
func pinJoin(s string, j int) (int, bool) {
	for _, w := range []string{" & ", " and "} {
		if strings.HasPrefix(s[j:], w) {
			k := skipSpaces(s, j+len(w), 2)
			if k < len(s) && (isDigit(s[k]) || s[k] == '*' || strings.HasPrefix(s[k:], "p.") || strings.HasPrefix(s[k:], "pp.") || strings.HasPrefix(s[k:], "¶") || strings.HasPrefix(s[k:], "§") || strings.HasPrefix(s[k:], "n.") || strings.HasPrefix(s[k:], "nn.") || strings.HasPrefix(s[k:], "note") || strings.HasPrefix(s[k:], "fn")) {
				return k, true
			}
		}
	}
	return j, false
}

// pinEnds reports whether a pin joined by "&" or "and" ends where a
// citation may: at the end of the text, punctuation, a parenthetical or
// a bracket, so prose ("at 10 and 2 other cases") is not read as a pin.
func pinEnds(s string, e int) bool {
	if e >= len(s) {
		return true
	}
	if strings.IndexByte(".,;:)]\n", s[e]) >= 0 {
		return true
	}
	return strings.HasPrefix(s[e:], " (") || strings.HasPrefix(s[e:], " n.") || strings.HasPrefix(s[e:], " &") || strings.HasPrefix(s[e:], " and ")
}

// readBalanced reads a parenthesised or bracketed group at s[i] and
// returns the offset of its content and just past its close. Groups
// longer than 400 bytes or crossing a blank line are not read.
func readBalanced(s string, i int) (contentStart, end int, ok bool) {
	if i >= len(s) || (s[i] != '(' && s[i] != '[') {
		return i, i, false
	}
	open, close := s[i], byte(')')
	if open == '[' {
		close = ']'
	}
	depth := 0
	for j := i; j < len(s) && j-i < 400; j++ {
		switch s[j] {
		case open:
			depth++
		case close:
			depth--
			if depth == 0 {
				return i + 1, j + 1, true
			}
		case '\n':
			if j+1 < len(s) && s[j+1] == '\n' {
				return i, i, false
			}
		}
	}
	return i, i, false
}

// yearCourt reads a year/court parenthetical's content: "1972",
// "4th Cir. 1982", "Pa. Feb. 9, 2017", "S.D.N.Y. Aug. 25, 2000",
// "2005-06". ok is false when the content is not one.
func yearCourt(content string) (year, court string, ok bool) {
	c := strings.TrimSpace(content)
	// the year is the last run of four digits, possibly followed by a
	// range end ("1993-94").
	end := len(c)
	if d := strings.LastIndexAny(c, "-–"); d > 0 && d >= len(c)-5 {
		if _, ok := readDigits(c, d+dashAt(c, d), 4); ok {
			end = d
		}
	}
	if end < 4 {
		return "", "", false
	}
	y := c[end-4 : end]
	for i := 0; i < 4; i++ {
		if !isDigit(y[i]) {
			return "", "", false
		}
	}
	if end > 4 && isAlnum(c[end-5]) {
		return "", "", false
	}
	if y < "1600" || y > "2099" {
		return "", "", false
	}
	court = strings.TrimSpace(c[:end-4])
	court = strings.TrimRight(court, ", ")
	// drop a trailing date: "Feb. 9", "Aug. 25", "12/15/95"
	if f := strings.Fields(court); len(f) >= 2 && isMonth(f[len(f)-2]) {
		court = strings.TrimSpace(strings.Join(f[:len(f)-2], " "))
	} else if len(f) >= 1 && (isMonth(f[len(f)-1]) || strings.Count(f[len(f)-1], "/") == 2) {
		court = strings.TrimSpace(strings.Join(f[:len(f)-1], " "))
	}
	if len(court) > 60 {
		return "", "", false
	}
	return y, court, true
}

func isMonth(w string) bool {
	switch strings.TrimSuffix(w, ".") {
	case "Jan", "January", "Feb", "February", "Mar", "March", "Apr", "April", "May", "Jun", "June",
		"Jul", "July", "Aug", "August", "Sep", "Sept", "September", "Oct", "October", "Nov", "November", "Dec", "December":
		return true
	}
	return false
}
