package suite

import (
	"io"

	"github.com/citecheck/citecheck/checks/report"
)

// The JSON form of a run (citecheck test --json), for CI steps that
// read results rather than logs. Rows are in suite and case order.

type jsonRun struct {
	Suite     string         `json:"suite"`
	Warnings  []string       `json:"warnings"`
	Responses []jsonResponse `json:"responses"`
	Totals    jsonTotals     `json:"totals"`
	// OK is what the exit code says: every compared verdict matched (known
	// differences aside).
	OK bool `json:"ok"`
}

type jsonResponse struct {
	Name     string    `json:"name"`
	Response string    `json:"response"`
	Expected string    `json:"expected"`
	RunID    string    `json:"run_id"`
	Summary  string    `json:"summary"`
	Rows     []jsonRow `json:"rows"`
}

type jsonRow struct {
	Criterion string `json:"criterion"`
	Title     string `json:"title"`
	Expected  string `json:"expected,omitempty"`
	Actual    string `json:"actual"`
	DecidedBy string `json:"decided_by"`
	// Result is "ok", "mismatch", "known" (a recorded known difference),
	// "known-resolved", "not-compared" or "not-selected".
	Result     string   `json:"result"`
	Known      string   `json:"known,omitempty"`
	Incomplete bool     `json:"incomplete,omitempty"`
	Reasons    []string `json:"reasons"`
	Reasoning  string   `json:"reasoning"`
}

type jsonTotals struct {
	Responses     int            `json:"responses"`
	Compared      int            `json:"compared"`
	Matched       int            `json:"matched"`
	Mismatches    int            `json:"mismatches"`
	Known         int            `json:"known"`
	KnownResolved int            `json:"known_resolved"`
	NotCompared   int            `json:"not_compared"`
	Unselected    int            `json:"not_selected"`
	Incomplete    int            `json:"incomplete"`
	Origins       map[string]int `json:"judge_origins"`
}

// result names what a row came to.
func (r Row) result() string {
	switch {
	case r.Unselected:
		return "not-selected"
	case !r.Compared():
		return "not-compared"
	case r.Mismatch():
		return "mismatch"
	case r.KnownDiff():
		return "known"
	case r.KnownResolved():
		return "known-resolved"
	}
	return "ok"
}

// WriteJSON writes the run as one JSON object (two-space indent, no HTML
// escaping, final newline, as every result file is written).
func WriteJSON(w io.Writer, r *Result) error {
	c := r.Counts()
	out := jsonRun{Suite: r.Suite.Dir, Warnings: append([]string{}, r.Suite.Warnings...), Responses: []jsonResponse{}, OK: r.OK(),
		Totals: jsonTotals{Responses: c.Responses, Compared: c.Compared, Matched: c.Compared - c.Mismatches - c.Known - c.KnownResolved, Mismatches: c.Mismatches,
			Known: c.Known, KnownResolved: c.KnownResolved, NotCompared: c.NotCompared, Unselected: c.Unselected, Incomplete: c.Incomplete, Origins: c.Origins}}
	for _, rr := range r.Responses {
		jr := jsonResponse{Name: rr.Entry.Name, Response: rr.Entry.ResponsePath, Expected: rr.Entry.ExpectedPath, Rows: []jsonRow{}}
		if rr.Scores != nil {
			jr.RunID, jr.Summary = rr.Scores.RunID, rr.Scores.Summary
		}
		for _, row := range rr.Rows {
			reasons := row.Reasons
			if reasons == nil {
				reasons = []string{}
			}
			jr.Rows = append(jr.Rows, jsonRow{Criterion: row.Criterion, Title: row.Title, Expected: string(row.Expected), Actual: string(row.Actual),
				DecidedBy: row.DecidedBy(), Result: row.result(), Known: row.Known, Incomplete: row.Incomplete, Reasons: reasons, Reasoning: row.Reasoning})
		}
		out.Responses = append(out.Responses, jr)
	}
	b, err := report.MarshalIndent(out)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}
