package checks

import (
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
)

// NewSupportsCheck grades C-003: every cited passage, read with its
// context, supports its proposition.
func NewSupportsCheck() Check {
	return &citationCheck{id: rubric.CheckSupports,
		fails: func(a judge.Assessment) (bool, string) {
			return !a.Supports, "the cited passage does not directly support the proposition"
		},
		part:         judge.UndecidedSupports,
		unsure:       "the offline judge could not tell whether the cited passage supports the proposition",
		pass:         "Every cited passage supports its proposition.",
		fail:         "%d citation(s) rest on no passage, or on a passage that does not support the proposition.",
		missingFails: true,
		spanShared:   true,
	}
}
