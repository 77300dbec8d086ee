package printer

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/vault"
)

// Options are the settings every printer accepts.
type Options struct {
	// ShowDenied shows the text of documents the report's user could not
	// read at asked_at (--show-denied, for graders entitled to read it).
	// By default it is withheld (report.Redact; a document without an
	// access entry counts as denied): passages, trace text, titles, judge
	// evidence and findings about it become "[redacted: <doc> not
	// readable by <user> at <time>]", and every report says which mode it
	// was written in.
	ShowDenied bool
	// Texts supplies document titles and passage text for the reports
	// that quote them (Markdown, HTML). A vault.Reader satisfies it. Nil:
	// passages are named by chunk ID only.
	Texts Texts
	// Width is the text report's line width (0: DefaultWidth); reasons
	// wrap at it, never cut.
	Width int
	// Color paints the text report with ANSI colours. The command sets it
	// only for a terminal without NO_COLOR; every other output is plain.
	Color bool
	// Brief leaves the summary of passing criteria out of the text report
	// (grade's default output: one line per passing criterion, the
	// reasons of every failing one).
	Brief bool
}

// Texts looks up Vault text. It is the part of vault.Reader the printers
// need, so a stored report can be printed against any source of text.
type Texts interface {
	Document(id string) (*vault.Document, bool)
	Chunk(id string) (*vault.Chunk, bool)
}

// Formats lists the formats Write knows, in the order help shows them.
var Formats = []string{"text", "md", "json", "html", "junit"}

// Write prints one graded response in the named format.
func Write(w io.Writer, format string, s *report.Scores, r *report.Report, opt Options) error {
	switch format {
	case "text":
		return WriteText(w, s, r, opt)
	case "md", "markdown":
		return WriteMarkdown(w, s, r, opt)
	case "json":
		return WriteJSON(w, s, r, opt)
	case "html":
		return WriteHTML(w, s, r, opt)
	case "junit":
		return WriteJUnit(w, s, r, opt)
	}
	return &FormatError{Format: format}
}

// FormatError is an unknown format name: bad usage, exit code 2.
type FormatError struct{ Format string }

// Error names the format and the ones that exist.
func (e *FormatError) Error() string {
	return fmt.Sprintf("unknown format %q (want one of %s)", e.Format, strings.Join(Formats, ", "))
}

// ExitCode marks a bad format name as bad usage (FORMATS.md: exit codes).
func (e *FormatError) ExitCode() int { return 2 }

// needInput rejects a nil scores or report with a message naming which.
func needInput(s *report.Scores, r *report.Report) error {
	switch {
	case s == nil:
		return fmt.Errorf("printer: no scores to print")
	case r == nil:
		return fmt.Errorf("printer: no report to print")
	}
	return nil
}

// sortedKeys returns m's keys in order, so no map order reaches output.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
