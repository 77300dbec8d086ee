package heuristic

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// Sources and evidence: the SOURCE label a unit carries (kind, court,
// date, section) and everything a fact in a proposition may be found in.

// evidence is everything a fact in a proposition may be found in: the
// excerpt, its context, the document's other retrieved text, the source
// label and the citation, each read once per judge (textFacts).
type evidence struct {
	parts      []*textFacts
	courtLevel string // of the source's court, when its label says
	court      string // the source's court label ("S.D.N.Y.")
	cited      int    // index in parts of the citation's own text, -1 without one
}

func newEvidence(u *judge.Unit, src sourceInfo, tm *textMemo) *evidence {
	ev := &evidence{courtLevel: courtLevelOf(src.court), court: src.court, cited: -1}
	for i, t := range []string{u.Excerpt, u.Before, u.After, u.SameDocRetrieved, u.Source, u.Citation} {
		if t != "" {
			if i == 5 {
				ev.cited = len(ev.parts)
			}
			ev.parts = append(ev.parts, tm.facts(t))
		}
	}
	return ev
}

// hasNumber, hasCircuit, hasPhrase and hasWord ask every part.
func (e *evidence) hasNumber(v string) bool {
	for _, p := range e.parts {
		if p.numbers()[v] {
			return true
		}
	}
	return false
}

func (e *evidence) hasCircuit(n int) bool {
	for _, p := range e.parts {
		if p.circuits()[n] {
			return true
		}
	}
	return false
}

func (e *evidence) hasPhrase(phrase string) bool {
	for _, p := range e.parts {
		if containsPhrase(p.low(), phrase) {
			return true
		}
	}
	return false
}

func (e *evidence) hasWord(w string) bool {
	for _, p := range e.parts {
		if containsWord(p.raw, w) {
			return true
		}
	}
	return false
}

// mentionsLevel reports whether the evidence names a court of that kind
// anywhere (a passage discussing a higher court's precedent).
func (e *evidence) mentionsLevel(level string) bool {
	for _, l := range courtLevelWords {
		if levelName(l.words) != level {
			continue
		}
		for _, w := range l.words {
			if e.hasPhrase(w) {
				return true
			}
		}
	}
	return false
}

func levelName(words []string) string {
	switch words[0] {
	case "supreme court":
		return "supreme"
	case "district court":
		return "district"
	case "court of chancery":
		return "chancery"
	}
	return "appellate"
}

// sourceInfo is what a unit's SOURCE label says about the document.
type sourceInfo struct {
	title, kind, court, decided, section string
	// note is the grader's bracketed note after the label, if any;
	// noTrace: it says no retrieval trace was given, so nothing is known
	// to have been retrieved or not.
	note    string
	noTrace bool
}

// SourceLabel is the SOURCE line of a citation unit: "Title (ID, chunk,
// kind, court C, decided D, section S)", the parts after the chunk only
// when known. The heuristic judge reads kind, court, date and section
// back from it; an LLM judge reads it as written.
func SourceLabel(title, doc, chunk, kind, court, decided, section string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s, %s", title, doc, chunk)
	if kind != "" {
		b.WriteString(", " + kind)
	}
	if court != "" {
		b.WriteString(", court " + court)
	}
	if decided != "" {
		b.WriteString(", decided " + decided)
	}
	if section != "" {
		b.WriteString(", section " + section)
	}
	b.WriteString(")")
	return b.String()
}

// parseSource reads a SourceLabel back (any other text gives what it
// can: nothing but the title). The label starts at the first " (" that
// is followed by an ID-shaped word and a comma; the section is last and
// may itself hold commas ("Farraday, J., dissenting").
func parseSource(s string) sourceInfo {
	// A note the grader puts after the label ("[the pinned text; NOT
	// among the retrieved chunks]", "[located in the Vault; no retrieval
	// trace was given]") says where the passage came from.
	if strings.HasSuffix(s, "]") {
		if i := strings.LastIndex(s, " ["); i > 0 {
			note := s[i+2 : len(s)-1]
			si := parseSource(s[:i])
			si.note = note
			si.noTrace = strings.Contains(note, "no retrieval trace")
			return si
		}
	}
	si := sourceInfo{title: s}
	if !strings.HasSuffix(s, ")") {
		return si
	}
	inner := ""
	for from := 0; ; {
		i := strings.Index(s[from:], " (")
		if i < 0 {
			return si
		}
		i += from
		rest := s[i+2 : len(s)-1]
		if id, _, ok := strings.Cut(rest, ", "); ok && id != "" && !strings.ContainsAny(id, " ()") {
			si.title, inner = s[:i], rest
			break
		}
		from = i + 2
	}
	if i := strings.Index(inner, ", section "); i >= 0 {
		si.section = inner[i+len(", section "):]
		inner = inner[:i]
	}
	for _, part := range strings.Split(inner, ", ") {
		switch {
		case strings.HasPrefix(part, "court "):
			si.court = strings.TrimPrefix(part, "court ")
		case strings.HasPrefix(part, "decided "):
			si.decided = strings.TrimPrefix(part, "decided ")
		case part == "case" || part == "statute" || part == "treatise" || part == "memo" || part == "contract" || part == "article" || part == "other":
			si.kind = part
		}
	}
	return si
}
