package heuristic

import (
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// What a proposition says, without its citations: the citation of the
// unit, every other citation-shaped span (reporter citations with their
// case names and pins, Westlaw numbers, Id., bracketed Vault references,
// Markdown links, footnote markers, dated parentheticals) and any text
// that addresses the grader. What is left is what the passage must
// support; numbers and names in a citation are not facts the proposition
// asserts.

var (
	// reporterCite is "volume Reporter page[, pin[-pin]]", optionally led
	// by a case name ("Harlan Dental Partners, P.C. v. Pryce, ").
	reporterCite = regexp.MustCompile(`(?:(?:[A-Z][\w&'’./\-]*,?\s+){1,10}v\.\s+(?:[\w&'’.\-]+,?\s+){1,10}?)?\b\d{1,4}\s+(?:[A-Z][A-Za-z.'’]*\s?){1,5}(?:\d[a-z]{1,2}\s+)?\d{1,5}(?:,\s*\d{1,5}(?:\s*[-–]\s*\d{1,5})?)*(?:\s+n\.\s*\d+)?`)
	westlawCite  = regexp.MustCompile(`(?:(?:[A-Z][\w&'’./\-]*,?\s+){1,10}v\.\s+(?:[\w&'’.\-]+,?\s+){1,10}?)?\b\d{4}\s+(?:WL|U\.S\.\s+Dist\.\s+LEXIS|LEXIS)\s+\d+(?:,\s*at\s+\*\d+(?:\s*[-–]\s*\*?\d+)?)?`)
	idCite       = regexp.MustCompile(`\b(?:Id|Ibid)\.(?:\s+at\s+\*?\d+(?:\s*[-–]\s*\*?\d+)?)?`)
	shortPin     = regexp.MustCompile(`(?:\b[A-Z][\w&'’.\-]*,\s+)?\b\d{1,4}\s+(?:[A-Z][A-Za-z.'’]*\s?){1,5}(?:\d[a-z]{1,2}\s+)?at\s+\*?\d+(?:\s*[-–]\s*\*?\d+)?|\bat\s+\*\d+(?:\s*[-–]\s*\*?\d+)?`)
	datedParen   = regexp.MustCompile(`\((?:[^()]*\s)?(?:1[6-9]|20)\d\d\)|\([^()]*\b(?:J|JJ|C\.J)\.,[^()]*\)|\((?:citing|quoting|discussing)\b[^()]*\)|\((?:per curiam|unpublished[^()]*|memorandum opinion)\)`)
	bracketRef   = regexp.MustCompile(`\[\^[^\]]{1,40}\]|\[[^\[\]]{0,120}\]\([a-z]+:[^)\s]{1,300}\)|\[[^\[\]]*\d[^\[\]]*\]|【[^】]*】`)
	statuteCite  = regexp.MustCompile(`\b\d+\s+U\.\s?S\.\s?C\.(?:\s?A\.)?\s+§+\s*[\w.()\-]+|\bFed\.\s+R\.\s+(?:Civ|Crim|App|Evid|Bankr)\.\s+P\.\s+\d+[\w()]*`)
)

// stripCitations is prop without its citations and grader-addressing
// text.
func stripCitations(prop, citation string) string {
	s := prop
	if citation != "" {
		s = strings.ReplaceAll(s, citation, " ")
	}
	s = withoutInjections(s)
	for _, c := range citationStrippers {
		if c.may(s) {
			s = c.re.ReplaceAllString(s, " ")
		}
	}
	return strings.TrimSpace(collapseSpaceRuns(s))
}

// collapseSpaceRuns is spaceRun.ReplaceAllString(s, " ") without the
// regexp: every run of two or more \s bytes ([\t\n\f\r ]) becomes one
// space, a single one is kept as it is.
func collapseSpaceRuns(s string) string {
	isSpace := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }
	var b strings.Builder
	last := 0 // s[last:i] is copied when a run is replaced
	for i := 0; i < len(s); {
		if !isSpace(s[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(s) && isSpace(s[j]) {
			j++
		}
		if j-i >= 2 {
			if b.Len() == 0 {
				b.Grow(len(s))
			}
			b.WriteString(s[last:i])
			b.WriteByte(' ')
			last = j
		}
		i = j
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// citationStrippers are the citation patterns in the order they are
// removed, each with a cheap test that the text may hold a match (the
// regular expressions cost more than every other rule together).
var citationStrippers = []struct {
	re  *regexp.Regexp
	may func(string) bool
}{
	{bracketRef, func(s string) bool { return strings.ContainsAny(s, "[【") }},
	{statuteCite, func(s string) bool { return strings.Contains(s, "U.") || strings.Contains(s, "Fed.") }},
	{westlawCite, func(s string) bool { return strings.Contains(s, "WL") || strings.Contains(s, "LEXIS") }},
	{reporterCite, hasDigit},
	{shortPin, func(s string) bool { return strings.Contains(s, "at ") }},
	{idCite, func(s string) bool { return strings.Contains(s, "Id.") || strings.Contains(s, "Ibid.") }},
	{datedParen, func(s string) bool { return strings.Contains(s, "(") }},
}

func hasDigit(s string) bool { return strings.ContainsAny(s, "0123456789") }

// citationPatterns are the citation-shaped spans a proposition may hold.
var citationPatterns = []*regexp.Regexp{bracketRef, statuteCite, westlawCite, reporterCite, shortPin, idCite}

// segmentFor is the part of prop that the citation is attached to. A
// sentence citing two sources in its middle ("... in one case [A] and an
// Idaho statute in another [B].") offers each for the words before it,
// back to the previous citation; a citation with too little before it
// ("Under [A], clauses are ...") takes the words after it instead. A
// citation not found in prop (a footnote's) is attached to all of it.
func segmentFor(prop, citation string) string {
	if citation == "" {
		return prop
	}
	at := strings.Index(prop, citation)
	if at < 0 {
		return prop
	}
	type span struct{ start, end int }
	var spans []span
	for i, re := range citationPatterns {
		if !citationStrippers[i].may(prop) {
			continue
		}
		for _, m := range re.FindAllStringIndex(prop, -1) {
			spans = append(spans, span{m[0], m[1]})
		}
	}
	prevEnd, nextStart := 0, len(prop)
	for _, sp := range spans {
		if sp.end <= at && sp.end > prevEnd {
			prevEnd = sp.end
		}
		if sp.start >= at+len(citation) && sp.start < nextStart {
			nextStart = sp.start
		}
	}
	before := prop[prevEnd:at]
	if len(keysInOrder(tokenize(stripCitations(before, ""))).keys) >= 3 {
		if prevEnd == 0 && len(strings.TrimSpace(stripCitations(prop[at+len(citation):], ""))) > 0 && nextStart == len(prop) {
			return prop // the only citation, standing inside its sentence
		}
		return prop[prevEnd : at+len(citation)]
	}
	return prop[prevEnd:nextStart]
}

// withoutInjections is s with every span that addresses the grader
// (DetectInjection) replaced by a space: such text is neither a claim
// nor support, whether it stands in an answer or in a passage.
func withoutInjections(s string) string {
	inj := judge.DetectInjection(s)
	if len(inj) == 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for _, m := range inj {
		if m.Start < last {
			continue
		}
		b.WriteString(s[last:m.Start])
		b.WriteByte(' ')
		last = m.End
	}
	b.WriteString(s[last:])
	return b.String()
}
