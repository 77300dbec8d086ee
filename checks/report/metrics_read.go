package report

import (
	"bufio"
	"encoding/json"
	"os"

	"github.com/citecheck/citecheck/checks/rubric"
)

// ReadReportMetrics reads the citation metrics of a report.json without
// decoding the rest: "metrics" sits near the start of the file (after
// run_id, task, model, user, asked_at and question), so a run's page over
// 10,000 results reads a few hundred bytes of each, not its passages. It
// returns nil, nil when the report has no metrics (no judge, or a report
// written before issue 16); an unreadable or malformed file is an error.
func ReadReportMetrics(path string) (*CitationMetrics, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	dec := json.NewDecoder(bufio.NewReaderSize(f, 4096))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, &rubric.InputError{File: path, Msg: "not a report.json object"}
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, &rubric.InputError{File: path, Msg: "malformed JSON: " + err.Error()}
		}
		key, _ := tok.(string)
		if key == "metrics" {
			var m CitationMetrics
			if err := dec.Decode(&m); err != nil {
				return nil, &rubric.InputError{File: path, Field: "metrics", Msg: err.Error()}
			}
			m.Precision, m.Recall = Ratio(m.Supporting, m.Citations), Ratio(m.Supported, m.Propositions)
			return &m, nil
		}
		switch key {
		case "trace_source", "trace", "citations", "criteria", "passages":
			return nil, nil // past where metrics would stand: there are none
		}
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return nil, &rubric.InputError{File: path, Field: key, Msg: "malformed JSON: " + err.Error()}
		}
	}
	return nil, nil
}
