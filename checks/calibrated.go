package checks

import (
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
)

// NewCalibratedCheck grades C-007 (negative): no proposition claims more
// than its passage says, or rests on text next to the retrieved excerpt.
func NewCalibratedCheck() Check {
	return &citationCheck{id: rubric.CheckCalibrated,
		fails: func(a judge.Assessment) (bool, string) {
			return a.Overclaims, "the proposition claims more than the passage says"
		},
		part:       judge.UndecidedOverclaims,
		unsure:     "the offline judge could not tell whether the proposition claims more than the passage says",
		spanShared: true,
		pass:       "Every judged proposition is calibrated to the language of its passage.",
		fail:       "%d citation(s) attribute a broader or stronger claim than the passage supports.",
	}
}
