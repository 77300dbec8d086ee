package cite

import "strings"

// afterRefSeparator returns where a reference's locators start when
// something other than a comma stands between them, or from when
// nothing does:
//
//   - the bracket that closes a reference written in brackets after a
//     title, then a comma or space: "Memorandum on Forum Selection
//     (DOC-4), ¶ 3", "Title [DOC-4] p. 3";
//   - a dash, as a Sources line or a metadata line writes it: "Source:
//     DOC-4 — ¶ 3", "DOC-4 – p. 3", "DOC-4 - § 2".
//
// start is where the reference starts, from where it ends. Whatever
// follows must still read as locators (readLocators) to count.
func afterRefSeparator(s string, start, from, limit int) int {
	if from >= limit {
		return from
	}
	k := from
	if (s[k] == ')' || s[k] == ']') && start > 0 && s[start-1] == map[byte]byte{')': '(', ']': '['}[s[k]] {
		k++
		if k < limit && s[k] == ',' {
			k++
		}
		if q := skipSpaces(s, k, 2); q > k || k > from+1 {
			return q
		}
		return from
	}
	if strings.HasPrefix(s[k:limit], " (") {
		return k + 2 // "DOC-002 (p. 3)": the locators in brackets of their own
	}
	q := skipSpaces(s, k, 2)
	if q >= limit {
		return from // white space runs past what may be read: no separator
	}
	switch rest := s[q:limit]; {
	case strings.HasPrefix(rest, "—"), strings.HasPrefix(rest, "–"):
		return skipSpaces(s, q+len("—"), 2) // both dashes are three bytes
	case strings.HasPrefix(rest, "- ") && q > k: // " - ", not "DOC-4-2"
		return skipSpaces(s, q+1, 2)
	}
	return from
}

// trailingCaption returns the end of a heading's caption written right
// after a reference without quotes, or from when there is none: ",
// Termination", " — Limitation of Liability", closed by the line's end, a
// bracket, a semicolon, a table cell's bar or a sentence's period. The
// caption becomes part of the citation, so "Source: DOC-7 — Termination"
// is a citation line, not a statement; whether it names a section is
// known only with the document (checks/resolve: resolve_heading.go). It
// is one to six capitalised words (connectives between them), no digits.
func trailingCaption(s string, start, from, limit int) int {
	k := from
	if k < limit && s[k] == ',' {
		k = skipSpaces(s, k+1, 2)
	} else if p := afterRefSeparator(s, start, from, limit); p > from && p < limit && s[p-1] == ' ' && s[from] != ')' && s[from] != ']' {
		k = p
	} else {
		return from
	}
	words, e := 0, k
	for e < limit {
		w := e
		for w < limit && !isSpaceByte(s[w]) && strings.IndexByte(")];|,", s[w]) < 0 {
			w++
		}
		word := strings.TrimRight(s[e:w], ".:")
		if word == "" {
			break
		}
		if strings.ContainsAny(word, "0123456789§¶#*[(\"") || len(word) < 2 {
			return from // "P. 3" is a page, not a caption
		}
		switch {
		case isUpper(word[0]):
		case words > 0 && captionConnectives[word]:
		default:
			return from
		}
		words++
		if words > 6 {
			return from
		}
		end := w
		if strings.HasSuffix(s[e:w], ".") { // "Termination." ends the sentence
			return e + len(strings.TrimRight(s[e:w], "."))
		}
		q := skipSpaces(s, w, 2)
		if q >= limit || strings.IndexByte(")];|", s[q]) >= 0 {
			return end
		}
		if q == w {
			return from // "Termination," goes on: prose
		}
		e = q
	}
	return from
}

// captionConnectives may join a caption's words: "Limitation of Liability".
var captionConnectives = map[string]bool{"of": true, "and": true, "&": true, "for": true, "to": true, "on": true, "in": true, "or": true, "the": true, "a": true, "an": true}
