package printer

import (
	"strings"

	"github.com/citecheck/citecheck/checks/report"
)

// redactor decides, in the reports that quote Vault text (titles,
// passages, the trace), which documents' text is withheld and what
// stands in its place. The report's own strings are withheld by
// report.Redact.
type redactor struct {
	on bool
	r  *report.Report
}

// denied reports whether doc's text must be withheld.
func (x redactor) denied(doc string) bool {
	return x.on && doc != "" && x.r.Denied(doc)
}

// deniedChunk reports whether the chunk's document is withheld.
func (x redactor) deniedChunk(chunk string) bool { return x.denied(docOfChunk(chunk)) }

// stub is the text shown instead of a withheld document's text.
func (x redactor) stub(doc string) string {
	return report.RedactionStub(doc, x.r.User, x.r.AskedAt)
}

// redact returns s and r with the text of denied documents withheld
// (report.Redact) unless show is set (--show-denied). Redacting twice is
// redacting once, so a stored, already redacted report prints the same.
func redact(s *report.Scores, r *report.Report, show bool) (*report.Scores, *report.Report) {
	if !show {
		return report.Redact(s, r)
	}
	if r != nil && r.DeniedText == "" {
		// A report graded here shows what it holds; one that was stored
		// redacted keeps saying so.
		rc := *r
		rc.DeniedText = report.DeniedShown
		return s, &rc
	}
	return s, r
}

// docOfChunk is the document of a chunk ID ("VLT-0001#c3" -> "VLT-0001").
func docOfChunk(chunk string) string {
	doc, _, _ := strings.Cut(chunk, "#")
	return doc
}

func orNone(s, none string) string {
	if s == "" {
		return none
	}
	return s
}

// deniedTextLine says which mode a report was written in.
func deniedTextLine(show bool, n int, user, at string) string {
	if show {
		return "Text of documents the user could not read at the time asked: shown (--show-denied)"
	}
	return "Text of documents the user could not read at the time asked: withheld (the default; --show-denied shows it to graders entitled to read it); " +
		itoa(n) + " " + pick(n == 1, "document", "documents") + " withheld for " + orNone(user, "the user") + " at " + orNone(at, "the time asked")
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}
