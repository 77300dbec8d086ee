package checks

import (
	"time"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/checks/resolve"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
)

// inputFor prepares what the grader would: resolutions, the trace with
// texts filled, and passages.
func inputFor(v *fixture.Vault, a *cite.Answer, trace ...string) *Input {
	var tr []retrieval.Retrieved
	for i, id := range trace {
		tr = append(tr, retrieval.Retrieved{ChunkID: id, Rank: i + 1})
	}
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	checked := retrieval.CheckTrace(v, tr, func(doc string) bool { return v.Access("u-1", at, doc).Allowed })
	in := &Input{
		Case:     &rubric.Case{ID: "t", Topic: rubric.Topic{Label: "forum selection", Terms: []string{"forum selection", "choice of forum"}}},
		Response: &rubric.Response{Answer: a.Text, HasTrace: true},
		Answer:   a, Vault: v, Checked: checked, Trace: checked.Entries,
		User: "u-1", At: at,
		Criterion: &rubric.Criterion{ID: "C-X"},
	}
	in.Resolved = resolve.Resolve(v, a)
	relocate(in)
	return in
}

// relocate locates every citation's passage again (after a test changed
// the Vault or the trace).
func relocate(in *Input) {
	in.Passages = make([]retrieval.Passage, len(in.Answer.Citations))
	chains := resolve.ChainIdentifiers(in.Answer.Citations)
	for i := range in.Answer.Citations {
		in.Passages[i] = retrieval.Locate(in.Vault, resolve.Want(in.Answer, in.Resolved, i, chains[i]), in.Checked)
	}
}
