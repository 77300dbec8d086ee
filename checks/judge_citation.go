package checks

import (
	"context"
	"fmt"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
)

// citationCheck is one of the three criteria read from the shared
// citation units: support (C-003), adverse holding (C-004) and
// calibration (C-007). They differ only in which part of the verdict
// fails a unit and how it is worded.
type citationCheck struct {
	id string
	// fails reports whether the assessment fails this criterion and, if
	// so, what to say.
	fails func(a judge.Assessment) (bool, string)
	// part names the part of the verdict this criterion reads
	// (judge.Undecided*), and unsure what to say when the judge left it
	// undecided.
	part, unsure string
	pass         string // summary when every unit passes
	fail         string // summary format with the number of failing units
	// missingFails: a citation with no located passage, or one the judge
	// may not see (its document is behind the asker's wall), fails this
	// criterion (C-003: it cannot be shown to support its proposition);
	// for the others it is reported for information only.
	missingFails bool
	// spanShared: a unit of a provider citation naming several sources
	// for a span of several sentences is excused when the span's other
	// sources bear its sentence out and its own source bears out another
	// (judge_span_groups.go; support and calibration, not adverse
	// holdings).
	spanShared bool
}

// ID is the check name a case binds.
func (c *citationCheck) ID() string { return c.id }

// Run judges every citation unit (shared, memoised calls: the units of
// one response go in batches) and fails when any unit fails this
// criterion. A judge error fails the
// criterion with the reason.
func (c *citationCheck) Run(ctx context.Context, in *Input) (Result, error) {
	if in.Judge == nil {
		return noJudge(c.id), nil
	}
	units, skip := sharedUnits(in)
	findings := injectionFindings(c.id, in, units)
	for _, s := range skip {
		if c.missingFails && (s.Why == whyNoPassage || s.Why == whyDenied) {
			findings = append(findings, because(citeFinding(c.id, in, SevError, s.Cite, "", "",
				fmt.Sprintf("%s is cited by %s, but %s, so no passage supports it", propRef(&in.Answer.Propositions[s.Cite.Proposition]), s.Cite.Ref(), s.Why)),
				citedFor(propOf(in, s.Cite))+skippedReason(s.Why)))
			continue
		}
		findings = append(findings, skippedFindings(c.id, in, []skipped{s})...)
	}
	verdicts := assessUnits(ctx, in, units)
	sectionOK := c.sectionPasses(units, verdicts)
	excused := c.spanExcused(units, verdicts)
	var unitErrs []error
	for k, u := range units {
		a, err := verdicts[k].Assessment, verdicts[k].Err
		if u.Section && sectionOK[u.Prop.Index] {
			continue // another passage of the heading's section bears it out
		}
		if excused[k] {
			continue // the span's other source bears this sentence out (judge_span_groups.go)
		}
		if err != nil {
			// This unit fails closed alone; the others' verdicts stand.
			unitErrs = append(unitErrs, err)
			for _, ct := range u.Cites {
				findings = append(findings, because(citeFinding(c.id, in, SevError, ct, u.Doc, u.Chunk,
					fmt.Sprintf("%s, cited by %s to %s chunk %s, could not be judged, so it fails: %v.", propRef(u.Prop), ct.Ref(), u.Doc, u.Chunk, err)),
					citedFor(u.Prop)+"The judge gave no verdict on it, so it fails ("+scrubDetail(err.Error())+")."))
			}
			continue
		}
		if a.Unverified != "" {
			for _, ct := range u.Cites {
				findings = append(findings, because(citeFinding(c.id, in, SevError, ct, u.Doc, u.Chunk,
					fmt.Sprintf("%s, cited by %s to %s chunk %s: the judge's verdict is not accepted, so it fails: %s.", propRef(u.Prop), ct.Ref(), u.Doc, u.Chunk, a.Unverified)),
					citedFor(u.Prop)+"The judge's verdict could not be checked against the passage, so it fails ("+scrubDetail(a.Unverified)+")."))
			}
			continue
		}
		if bad, _ := c.fails(a); bad && a.IsUndecided(c.part) {
			for _, ct := range u.Cites {
				findings = append(findings, because(citeFinding(c.id, in, SevReview, ct, u.Doc, u.Chunk,
					fmt.Sprintf("%s, cited by %s to %s chunk %s: not decided offline: %s; read the passage.", propRef(u.Prop), ct.Ref(), u.Doc, u.Chunk, c.unsure)),
					citedFor(u.Prop)+"Not decided offline: "+c.unsure+". Read passage "+u.Chunk+" to decide."))
			}
			continue
		}
		if bad, what := c.fails(a); bad {
			by := "cited by"
			if u.Section {
				by = "a heading with no citation of its own, judged against its section's citation" // and no other passage of the section bears it out
			}
			for _, ct := range u.Cites {
				findings = append(findings, because(citeFinding(c.id, in, SevError, ct, u.Doc, u.Chunk,
					fmt.Sprintf("%s, %s %s to %s chunk %s: %s.%s", propRef(u.Prop), by, ct.Ref(), u.Doc, u.Chunk, what, c.evidenceNote(u, a))),
					verdictReason(c.id, u, a)))
			}
		}
	}
	if len(unitErrs) == len(units) && len(units) > 0 {
		return judgeFailure(in, c.id, unitErrs[0], findings), nil
	}
	pass := c.pass
	if len(units) == 0 {
		pass = "No citation had a located source passage to judge, and none failed for lack of one."
	}
	r := decide(judgeMethod(in), findings, pass, c.fail)
	r.Infra = r.Infra || anyInfra(unitErrs)
	return r, nil
}

// sectionPasses lists the headings (by proposition index) that pass this
// criterion on their section's support: a heading that states law
// without a citation of its own summarises its section, so it passes
// when the judge finds any one of the section's passages passes (a
// verified verdict that does not fail), and fails, with a finding for
// each passage, only when none does.
func (c *citationCheck) sectionPasses(units []citationUnit, verdicts []judge.Outcome) map[int]bool {
	ok := map[int]bool{}
	for k, u := range units {
		if !u.Section || verdicts[k].Err != nil || verdicts[k].Assessment.Unverified != "" {
			continue
		}
		if bad, _ := c.fails(verdicts[k].Assessment); !bad {
			ok[u.Prop.Index] = true
		}
	}
	return ok
}

// evidenceNote is the judge's words for this criterion's finding in
// scores.json: for an adverse holding the evidence is the holding
// sentence that decided it (AdverseEvidence), not the supporting quote
// the one verdict of the unit carries.
func (c *citationCheck) evidenceNote(u citationUnit, a judge.Assessment) string {
	if c.id != rubric.CheckAdverse {
		return evidenceNote(a)
	}
	a.Evidence = AdverseEvidence(u.Unit.Holding, a)
	note := evidenceNote(a)
	if held := statedHolding(u.Unit.Holding); held != "" && held != a.Evidence {
		note += fmt.Sprintf(" Holding: %q.", held)
	}
	return note
}

// anyInfra reports whether the judge failed to give some unit a verdict
// (as opposed to giving a failing verdict): the criterion is then
// incomplete, as judgeFailure marks it.
func anyInfra(errs []error) bool { return len(errs) > 0 }
