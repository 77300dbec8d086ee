package grade

import (
	"fmt"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/rubric"
)

// Asker is resp's effective user and time. Both are required: without a
// user nothing can be decided about access, no text may be sent to a
// judge or written, so a response no one is known to have asked is bad
// input (exit 2), never graded as if it were anyone's.
func (g *Grader) Asker(resp *rubric.Response) (checks.Asker, error) {
	c := g.opt.Case
	a := checks.Asker{User: resp.User, UserSource: resp.UserSource}
	if a.User == "" {
		a.User, a.UserSource = c.User, "case"
	}
	if a.UserSource == "" {
		a.UserSource = "response"
	}
	switch {
	case resp.AskedAt != nil:
		a.At, a.AtSource = *resp.AskedAt, resp.AtSource
		if a.AtSource == "" {
			a.AtSource = "response"
		}
	case c.AskedAt != nil:
		a.At, a.AtSource = *c.AskedAt, "case"
	}
	file := resp.Path
	if file == "" {
		file = "response"
	}
	if a.User == "" {
		return a, &rubric.InputError{File: file, Field: "user", Msg: fmt.Sprintf("no requesting user: give \"user\" in the response or in the case (%s), or --user; access, redaction and what the judge may read all depend on who asked", c.Path)}
	}
	if a.AtSource == "" {
		return a, &rubric.InputError{File: file, Field: "asked_at", Msg: fmt.Sprintf("no time asked: give \"asked_at\" in the response or in the case (%s), or --at; access is decided at a time", c.Path)}
	}
	return a, nil
}

// Validate reports, without grading, whether resp can be graded against
// this case: it names a user and a time (Asker), and carries a retrieval
// trace when Options.RequireTrace is set. Batches call it for every
// response before grading any, so bad input writes nothing.
func (g *Grader) Validate(resp *rubric.Response) error {
	a, err := g.Asker(resp)
	if err != nil {
		return err
	}
	if err := g.checkAsker(resp, a); err != nil {
		return err
	}
	if err := g.opt.Limits.WithDefaults().CheckTrace(resp); err != nil {
		return err
	}
	if g.opt.RequireTrace && !resp.HasTrace {
		file := resp.Path
		if file == "" {
			file = "response"
		}
		return &rubric.InputError{File: file, Field: "retrieved", Msg: "no retrieval trace, and --require-trace makes one mandatory (give \"retrieved\" in the response, or --retrieved FILE)"}
	}
	return nil
}
