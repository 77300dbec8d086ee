package checks

import "strings"

// Reasoning is a criterion's reasoning: the check's summary, then each
// error finding (the offending citation by text and position, the
// document and chunk, and why), then each warning. Info findings stay in
// report.json.
func Reasoning(r Result) string {
	parts := []string{strings.TrimSpace(r.Summary)}
	for _, sev := range []Severity{SevError, SevReview, SevWarning} {
		for _, f := range r.Findings {
			if f.Severity != sev {
				continue
			}
			msg := f.Message
			switch sev {
			case SevWarning:
				msg = "Warning: " + msg
			case SevReview:
				msg = "Needs review: " + msg
			}
			if where := findingWhere(f); where != "" && !strings.Contains(msg, where) {
				msg += " [" + where + "]"
			}
			parts = append(parts, ensurePeriod(msg))
		}
	}
	return strings.Join(parts, " ")
}

// findingWhere names the document and chunk of a finding.
func findingWhere(f Finding) string {
	switch {
	case f.Chunk != "":
		return f.Chunk
	case f.Doc != "":
		return f.Doc
	}
	return ""
}

func ensurePeriod(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") {
		return s
	}
	return s + "."
}
