package cite

import "strings"

// A sentence that joins two statements, each with its own citation, is
// two propositions (FORMATS.md: propositions): "Section 4.2 requires
// notice [DOC-3, § 4.2], but Section 9.1 caps damages [DOC-3, § 9.1]."
// Attached to the whole sentence, each citation would be judged against
// the other's half too. The sentence is split at a joint outside
// citations, brackets and quotations:
//
//   - "; " (each half a statement with a citation of its own);
//   - ", but ", ", while ", ", whereas ", ", yet ", ", although ";
//   - ", and " only where the half before it ends with its citation in
//     brackets ("... (DOC-3, § 4.2), and ...") or states something after
//     its citation ("Section 4.2 of DOC-3 requires notice, and ..."): a
//     string of citations joined by "and" ("Under Bremen, 407 U.S. 1, and
//     Carnival, 499 U.S. 585, the clause ...") is one proposition.
//
// A half without a citation of its own, or holding nothing but citations
// and signal words ("...; see also Carnival, 499 U.S. at 595"), stays
// with the half before it (the first half, with the one after it), so a
// string cite is never split from what it supports. The joint's word
// ("but", "and") is left out of the second half, which starts at the
// statement.

// clausePart is one proposition of a sentence: its span, its citations
// and its reference markers.
type clausePart struct {
	sentence
	members []*cand
	marks   []marker
}

// joints are the words a sentence's statements are joined by, after the
// comma; "; " is read apart.
var joints = []string{", but ", ", while ", ", whereas ", ", yet ", ", although ", ", and "}

// splitClauses splits sentence sn (its citations members, its markers
// marks) into its statements, appended to buf[:0]; a sentence that is
// one statement is one part.
func splitClauses(buf []clausePart, s string, sn sentence, members []*cand, marks, allMarkers []marker) []clausePart {
	out := buf[:0]
	whole := clausePart{sn, members, marks}
	if len(members) < 2 || strings.IndexByte(s[sn.start:sn.end], ',') < 0 && strings.IndexByte(s[sn.start:sn.end], ';') < 0 {
		return append(out, whole)
	}
	type cut struct{ leftEnd, rightStart int }
	var cuts []cut
	depth, quoted, ci := 0, false, 0
	for i := sn.start; i < sn.end; i++ {
		for ci < len(members) && members[ci].End <= i {
			ci++
		}
		if ci < len(members) && members[ci].Start <= i {
			i = members[ci].End - 1 // inside a citation
			continue
		}
		// pass the bytes the switch does nothing with, up to the next
		// citation (none of them moves ci or starts one)
		lim := sn.end
		if ci < len(members) {
			lim = min(lim, members[ci].Start)
		}
		for i < lim && !clauseStop[s[i]] {
			i++
		}
		if i >= lim {
			i = lim - 1
			continue
		}
		switch c := s[i]; {
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			depth = max(0, depth-1)
		case c == '"':
			quoted = !quoted
		case strings.HasPrefix(s[i:], "“"):
			quoted = true
		case strings.HasPrefix(s[i:], "”"):
			quoted = false
		case depth > 0 || quoted:
		case c == ';' && i+1 < sn.end && s[i+1] == ' ':
			cuts = append(cuts, cut{i, skipSpaces(s, i+1, 4)})
		case c == ',':
			for _, j := range joints {
				if strings.HasPrefix(s[i:sn.end], j) {
					if j == ", and " && !endsStatement(s, sn.start, i, members) {
						break
					}
					cuts = append(cuts, cut{i, i + len(j)})
					break
				}
			}
		}
	}
	if len(cuts) == 0 {
		return append(out, whole)
	}
	start := sn.start
	for k := 0; k <= len(cuts); k++ {
		end, next := sn.end, sn.end
		if k < len(cuts) {
			end, next = cuts[k].leftEnd, cuts[k].rightStart
		}
		part := clausePart{sentence: sentence{start, end}}
		for _, c := range members {
			if c.Start >= start && (c.Start < end || k == len(cuts)) {
				part.members = append(part.members, c)
			}
		}
		for _, m := range marks {
			if m.start >= start && (m.start < end || k == len(cuts)) {
				part.marks = append(part.marks, m)
			}
		}
		out = append(out, part)
		start = next
	}
	// a half without its own statement and citation joins the one before
	// it (the first such half, the one after it)
	merged := out[:0]
	for _, p := range out {
		own := len(p.members) > 0 && !citationOnly(s, p.sentence, p.members, allMarkers)
		switch {
		case len(merged) > 0 && (!own || !ownStatement(merged[len(merged)-1], s, allMarkers)):
			last := &merged[len(merged)-1]
			last.end = p.end
			last.members = append(last.members, p.members...)
			last.marks = append(last.marks, p.marks...)
		default:
			merged = append(merged, p)
		}
	}
	if len(merged) == 1 {
		return append(out[:0], whole)
	}
	return merged
}

// ownStatement reports whether a part states something with a citation
// of its own.
func ownStatement(p clausePart, s string, allMarkers []marker) bool {
	return len(p.members) > 0 && !citationOnly(s, p.sentence, p.members, allMarkers)
}

// endsStatement reports whether the text before a ", and" at i ends a
// statement of its own: its last citation is closed by a bracket right
// before the comma ("... thirty days (DOC-3, § 4.2), and"), or words
// other than signal words follow that citation ("Section 4.2 of DOC-3
// requires notice, and"). A citation the comma follows directly ("Under
// Bremen, 407 U.S. 1, and") is a string of citations.
func endsStatement(s string, from, i int, members []*cand) bool {
	var last *cand
	for _, c := range members {
		if c.Start >= from && c.End <= i {
			last = c
		}
	}
	if last == nil {
		return false
	}
	tail := strings.TrimSpace(s[last.End:i])
	if tail == "" {
		return false
	}
	if tail[0] == ')' || tail[0] == ']' {
		return true // the citation closes its bracket: "(DOC-3, § 4.2), and"
	}
	if tail[0] == '(' { // the citation's own parenthetical: "(1972)", "(enforcing it)"
		if q := strings.Index(s[last.End:i], "("); q >= 0 {
			if _, pe, ok := readBalanced(s, last.End+q); ok && pe <= i {
				tail = strings.TrimSpace(s[pe:i])
			}
		}
	}
	for _, w := range strings.FieldsFunc(tail, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') }) {
		if !isSignalWord(w) {
			return true
		}
	}
	return false
}

// clauseStop marks the bytes splitClauses's switch acts on: brackets,
// quotation marks (0xE2 leads the curly ones), ';' and ','. Every other
// byte changes nothing, so a run of them is passed in a tight loop
// rather than through the switch and its two prefix tests byte by byte.
var clauseStop = func() (t [256]bool) {
	for _, c := range []byte("([)]\";,\xE2") {
		t[c] = true
	}
	return
}()
