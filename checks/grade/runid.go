package grade

import (
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// RunID is the sanitised run ID a response's results go under
// (results/<run_id>/): its "run_id", else "<case id>/<file name>". Batch
// grading needs it before grading, to skip responses whose results are
// already complete and to refuse two responses that would share a folder.
func (g *Grader) RunID(resp *rubric.Response) string { return report.SanitizeRunID(g.runID(resp)) }

// Case is the case this grader grades against. Callers that summarise
// many responses use it for the criterion order and the case hash.
func (g *Grader) Case() *rubric.Case { return g.opt.Case }
