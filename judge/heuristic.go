package judge

import (
	"context"
	"fmt"
	"strings"
)

// SupportOverlap is the share of a proposition's content words (citation
// text removed) that must occur in the excerpt for the heuristic judge to
// count it as supported.
const SupportOverlap = 0.5

// heuristic is the offline judge: word rules in place of reading. It is
// labelled "heuristic" everywhere and cannot grade free-form criteria.
type heuristic struct{}

// NewHeuristic returns the offline heuristic judge (Model "heuristic").
func NewHeuristic() Judge { return heuristic{} }

// Model is "heuristic", as scores.json judge_model must say.
func (heuristic) Model() string { return "heuristic" }

// Stats reports no calls and no tokens; PromptVersion names the rules.
func (heuristic) Stats() Stats { return Stats{PromptVersion: HeuristicVersion} }

// Assess applies the rules for u's kind. Criterion units fail closed:
// arbitrary match_criteria cannot be decided by word rules.
func (heuristic) Assess(ctx context.Context, u Unit) (Assessment, error) {
	if err := validateUnit(&u); err != nil {
		return Assessment{}, err
	}
	switch u.Kind {
	case UnitCitation:
		return heuristicCitation(&u), nil
	case UnitUnsupported:
		return heuristicUnsupported(&u), nil
	}
	id := ""
	if u.Criterion != nil {
		id = u.Criterion.ID
	}
	return Assessment{}, errorf(KindCannotGrade, u.ID, nil,
		"the heuristic judge cannot grade free-form criterion %s from its match_criteria; configure an OpenAI-compatible judge (--judge openai --judge-url URL --judge-model M)", id)
}

// heuristicCitation decides support, adverse holding and over-claiming
// for one (proposition, passage) unit.
func heuristicCitation(u *Unit) Assessment {
	a := Assessment{UnitID: u.ID, Origin: FromHeuristic}
	prop := strings.ReplaceAll(u.Proposition, u.Citation, " ")
	source := u.Before + "\n" + u.Excerpt + "\n" + u.After
	var why []string

	// Quotations in the proposition must stand verbatim in the excerpt.
	quotesOK := true
	for _, q := range quotations(prop) {
		switch LocateQuote(u, q) {
		case InExcerpt:
			if sep := openingAt(u.Before+"\n"+u.Excerpt, len(u.Before)+1+quoteIndex(u.Excerpt, q)); sep != "" &&
				propAttributesCourt.MatchString(prop) && !propMentionsSeparate.MatchString(prop) {
				a.Overclaims = true
				why = append(why, fmt.Sprintf("the quoted words %q come from a %s, but the proposition attributes them to the court", q, sep))
			}
			if a.Evidence == "" {
				a.Evidence = q
			}
		case InContext:
			quotesOK = false
			a.Overclaims = true
			why = append(why, fmt.Sprintf("the quoted words %q occur only in the surrounding context, not in the retrieved excerpt", q))
		default:
			quotesOK = false
			why = append(why, fmt.Sprintf("the quoted words %q do not occur in the excerpt", q))
		}
	}

	// Adverse holding.
	if m := outcome(adverseHolding, source); m != "" && propEnforces.MatchString(prop) && !propNegates.MatchString(prop) {
		a.Adverse = true
		why = append(why, fmt.Sprintf("the source says %q against a proposition asserting enforcement", m))
	}
	if m := outcome(sourcePermissive, source); m != "" && propMandatory.MatchString(prop) && !sourcePermissive.MatchString(prop) {
		a.Adverse = true
		why = append(why, "the source calls the clause permissive; the proposition says mandatory or exclusive")
	}
	if m := remandOnly.FindString(source); m != "" && propHeldUnenforceable.MatchString(prop) {
		a.Adverse = true
		why = append(why, fmt.Sprintf("the source's outcome is %q, not a holding that the clause is unenforceable", m))
	}

	// Over-claiming: absolute words against a hedged source, or a dropped
	// qualification.
	if m := absoluteWords.FindString(prop); m != "" && !hedgeWords.MatchString(prop) {
		if h := hedgeWords.FindString(u.Excerpt); h != "" {
			a.Overclaims = true
			why = append(why, fmt.Sprintf("the proposition says %q where the excerpt hedges (%q)", m, h))
		}
	}
	for _, p := range hedgePairs {
		if p.hedge.MatchString(u.Excerpt) && p.word.MatchString(prop) && !p.hedge.MatchString(prop) {
			a.Overclaims = true
			why = append(why, fmt.Sprintf("the excerpt qualifies %q with %q; the proposition drops it", p.word.FindString(prop), p.hedge.FindString(u.Excerpt)))
		}
	}

	// Support: legal content overlap.
	share, missing := overlap(prop, u.Excerpt)
	a.Supports = quotesOK && !a.Adverse && share >= SupportOverlap
	if share < SupportOverlap {
		why = append(why, fmt.Sprintf("only %.0f%% of the proposition's content words occur in the excerpt (missing: %s)", 100*share, strings.Join(first(missing, 6), ", ")))
	}
	if a.Evidence == "" && a.Supports {
		a.Evidence = bestSentence(prop, u.Excerpt)
	}
	if len(why) == 0 {
		why = append(why, fmt.Sprintf("%.0f%% of the proposition's content words occur in the excerpt; no adverse or hedging language found", 100*share))
	}
	a.Reasoning = "heuristic: " + strings.Join(why, "; ")
	return a
}

// heuristicUnsupported lists the claims that assert law with no
// insufficiency statement in or right after them.
func heuristicUnsupported(u *Unit) Assessment {
	a := Assessment{UnitID: u.ID, Origin: FromHeuristic}
	var why []string
	for _, c := range u.Claims {
		t := strings.TrimSpace(c.Text)
		switch {
		case strings.HasSuffix(t, "?"), metaSentence.MatchString(t), !legalAssertion.MatchString(t):
			continue
		case insufficiency.MatchString(t), insufficiency.MatchString(nextSentence(u.Answer, t)):
			continue
		}
		a.Unflagged = append(a.Unflagged, c.ID)
		if a.Evidence == "" {
			a.Evidence = t
		}
		why = append(why, fmt.Sprintf("%s states law with no valid citation and no insufficiency statement", c.ID))
	}
	if len(why) == 0 {
		why = append(why, "every listed claim is a question, a remark about the answer, not a legal assertion, or flagged as insufficiently supported")
	}
	a.Reasoning = "heuristic: " + strings.Join(why, "; ")
	return a
}
