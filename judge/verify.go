package judge

import (
	"fmt"
	"strings"
)

// verify turns a schema-valid reply into an Assessment after checking its
// evidence with code. It returns:
//   - the Assessment when the reply stands (possibly downgraded: a
//     supporting quote found only in the surrounding context means the
//     claim rests on adjacent text, so it is not supported and over-claims);
//   - retry != nil when a passing verdict's quote is nowhere to be found:
//     the caller asks once more and, failing that, uses *retry, the
//     verdict downgraded to failing with that reason;
//   - an error when the reply is invalid for the unit (unknown claim IDs).
func verify(u *Unit, r *reply) (a Assessment, retry *Assessment, err error) {
	a = Assessment{UnitID: u.ID, Evidence: *r.Evidence, Reasoning: strings.TrimSpace(*r.Reasoning), Origin: FromLive}
	switch u.Kind {
	case UnitCitation:
		a.Supports, a.Adverse, a.Overclaims = *r.Supports, *r.Adverse, *r.Overclaims
		if !a.Supports {
			if (a.Adverse || a.Overclaims) && a.Evidence != "" && LocateQuote(u, a.Evidence) == Nowhere {
				a.Reasoning += " [the judge's evidence quote was not found in the source]"
			}
			return a, nil, nil
		}
		switch LocateQuote(u, a.Evidence) {
		case InExcerpt:
			return a, nil, nil
		case InContext:
			a.Supports, a.Overclaims = false, true
			a.Reasoning = fmt.Sprintf("the evidence %q occurs only in the surrounding context, not in the retrieved excerpt: the proposition rests on adjacent text. Judge's reasoning: %s", a.Evidence, a.Reasoning)
			return a, nil, nil
		default:
			f := a
			f.Supports = false
			f.Reasoning = fmt.Sprintf("not supported: the judge's evidence quote %q does not occur in the retrieved excerpt (asked twice). Judge's reasoning: %s", a.Evidence, a.Reasoning)
			return a, &f, nil
		}
	case UnitUnsupported:
		known := map[string]int{}
		for i, c := range u.Claims {
			known[c.ID] = i
		}
		picked := map[string]bool{}
		for _, id := range *r.Unflagged {
			if _, ok := known[id]; !ok {
				return a, nil, fmt.Errorf("the verdict names claim %q, which unit %s does not list", id, u.ID)
			}
			picked[id] = true
		}
		for _, c := range u.Claims { // claim order, no duplicates
			if picked[c.ID] {
				a.Unflagged = append(a.Unflagged, c.ID)
			}
		}
		if len(a.Unflagged) > 0 && a.Evidence != "" && !QuoteOccurs(u.Answer, a.Evidence) {
			a.Reasoning += " [the judge's evidence quote was not found in the answer]"
		}
		return a, nil, nil
	case UnitCriterion:
		a.Pass = *r.Pass
		if !a.Pass || a.Evidence == "" || QuoteOccurs(u.Answer, a.Evidence) {
			return a, nil, nil
		}
		f := a
		f.Pass = false
		f.Reasoning = fmt.Sprintf("not accepted: the judge's evidence quote %q does not occur in the answer (asked twice). Judge's reasoning: %s", a.Evidence, a.Reasoning)
		return a, &f, nil
	}
	return a, nil, fmt.Errorf("unknown unit kind %q", u.Kind)
}
