package printer

import (
	"io"

	"github.com/citecheck/citecheck/checks/report"
)

// jsonReply is scores.json with report.json under "report": the reply of
// the HTTP service's POST /v1/grade (FORMATS.md: the HTTP service) and grade --format json.
type jsonReply struct {
	*report.Scores
	Report *report.Report `json:"report"`
}

// WriteJSON writes scores.json with the report under "report", in the
// encoding every result file uses (two-space indent, no HTML escaping,
// final newline). Unless ShowDenied the reasoning and report withhold the
// text of denied documents.
func WriteJSON(w io.Writer, s *report.Scores, r *report.Report, opt Options) error {
	if err := needInput(s, r); err != nil {
		return err
	}
	s, r = redact(s, r, opt.ShowDenied)
	b, err := report.MarshalIndent(jsonReply{Scores: s, Report: r})
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}
