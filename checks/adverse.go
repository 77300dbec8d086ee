package checks

import (
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
)

// NewAdverseCheck grades C-004 (negative): no citation comes from a
// source whose holding or outcome is adverse to its proposition.
func NewAdverseCheck() Check {
	return &citationCheck{id: rubric.CheckAdverse,
		fails: func(a judge.Assessment) (bool, string) {
			return a.Adverse, "the source's holding or outcome is adverse to the proposition it is cited for"
		},
		part:   judge.UndecidedAdverse,
		unsure: "the offline judge could not tell whether the source's holding is adverse to the proposition",
		pass:   "No citation is drawn from a source whose holding is adverse to its proposition.",
		fail:   "%d citation(s) are drawn from a source whose holding is adverse to the proposition.",
	}
}
