package checks

import (
	"context"
	"fmt"

	"github.com/citecheck/citecheck/checks/rubric"
)

// existCheck is C-001 (citations-exist): every source identifier the
// answer cites resolves to a Vault document through the index by that
// very identifier, and a case name written with a reporter citation names
// the same document. Short forms are judged through their antecedent.
type existCheck struct{}

// NewExistCheck returns the citations-exist check.
func NewExistCheck() Check { return existCheck{} }

func (existCheck) ID() string { return rubric.CheckCitationsExist }

func (c existCheck) Run(ctx context.Context, in *Input) (Result, error) {
	if err := needResolved(in); err != nil {
		return Result{}, err
	}
	var fs []Finding
	n := 0 // every citation is a cited source, short forms through their antecedent
	for i := range in.Answer.Citations {
		if i%CtxEvery == 0 && ctx.Err() != nil {
			return Result{}, context.Cause(ctx)
		}
		ct := &in.Answer.Citations[i]
		res := in.Resolved[i]
		n++
		switch {
		case res.Problem != "" && res.Doc != "":
			// Resolved by one identifier, contradicted by another.
			fs = append(fs, because(citeFinding(c.ID(), in, SevError, ct, res.Doc, "",
				fmt.Sprintf("%s does not check out against the Vault index: %s", ct.Ref(), res.Problem)),
				"Its parts point to different sources in the Vault: "+scrubDetail(res.Problem)))
		case res.Problem != "":
			fs = append(fs, because(citeFinding(c.ID(), in, SevError, ct, res.Doc, "",
				fmt.Sprintf("%s cannot be located in the Vault index: %s", ct.Ref(), res.Problem)),
				"The Vault holds no such source: "+scrubDetail(res.Problem)))
		case res.Doc == "":
			fs = append(fs, because(citeFinding(c.ID(), in, SevError, ct, "", "",
				fmt.Sprintf("%s cannot be located in the Vault index", ct.Ref())),
				"The Vault holds no such source."))
		}
	}
	pass := allOf(n, "cited source identifier resolves", "cited source identifiers resolve") + " to Vault documents by the identifier written."
	if n == 0 {
		pass = "The answer cites no Vault source, so no cited source is missing from the Vault index."
	}
	return decide(Deterministic, fs, pass, "%d cited source identifier(s) cannot be located in the Vault index by the identifier written."), nil
}

// needResolved reports a grader bug: a check run without the answer or
// its resolutions cannot decide anything, and says so.
func needResolved(in *Input) error {
	if in == nil || in.Answer == nil {
		return fmt.Errorf("no parsed answer was given to the check")
	}
	if len(in.Resolved) != len(in.Answer.Citations) {
		return fmt.Errorf("%d resolutions for %d citations", len(in.Resolved), len(in.Answer.Citations))
	}
	return nil
}
