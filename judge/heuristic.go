package judge

import (
	"context"
	"fmt"
	"strings"
)

// SupportOverlap is the share of a proposition's content words (citation
// text removed) that must occur in the excerpt for the heuristic judge to
// count it as supported.
const SupportOverlap = 0.45

// AdjacentOverlap: when a supported proposition shares less than this
// with the retrieved excerpt itself, it rests on the surrounding text.
const AdjacentOverlap = 0.3

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
	prop := u.Proposition
	if u.Citation != "" {
		prop = strings.ReplaceAll(prop, u.Citation, " ")
	}
	window := u.Before + "\n" + u.Excerpt + "\n" + u.After
	best := strings.Join(bestSentences(prop, u.Excerpt, 2), " ")
	var why []string
	dropSupport := false
	over := func(msg string, alsoUnsupported bool) {
		a.Overclaims = true
		dropSupport = dropSupport || alsoUnsupported
		why = append(why, msg)
	}

	// Quotations in the proposition must stand verbatim in the source.
	for _, q := range quotations(prop) {
		switch LocateQuote(u, q) {
		case InExcerpt:
			if a.Evidence == "" {
				a.Evidence = q
			}
		case InContext:
			if len(strings.Fields(q)) >= 4 {
				over(fmt.Sprintf("the quoted words %q occur only in the surrounding context, not in the retrieved excerpt", q), false)
			}
		default:
			dropSupport = true
			why = append(why, fmt.Sprintf("the quoted words %q do not occur in the passage", q))
		}
	}

	// A separate opinion attributed to the court.
	if sep := separateOpinionIn(u.Source + "\n" + firstLines(u.Excerpt, 3)); sep != "" &&
		propAttributesCourt.MatchString(prop) && !propMentionsSeparate.MatchString(prop) {
		over(fmt.Sprintf("the passage is from a %s, but the proposition attributes it to the court", sep), true)
	}

	// Adverse holding, read from the document's holding sentences.
	holding := u.Holding
	// (Each test reads the short proposition before the long source text:
	// the conditions are pure, so the order changes only the cost.)
	if propEnforces.MatchString(prop) && !propNegates.MatchString(prop) {
		if m := outcome(adverseHolding, holding); m != "" {
			a.Adverse = true
			why = append(why, fmt.Sprintf("the source's holding says %q against a proposition asserting enforcement", m))
		}
	}
	if m := outcome(sourcePermissive, holding); m != "" && propMandatory.MatchString(prop) && !sourcePermissive.MatchString(prop) && !contrastWords.MatchString(prop) {
		a.Adverse = true
		why = append(why, "the source held the clause permissive; the proposition says mandatory or exclusive")
	}
	if m := remandOnly.FindString(holding); m != "" && outcome(propHeldUnenforceable, prop) != "" && !adverseHolding.MatchString(strings.ReplaceAll(holding, m, "")) {
		a.Adverse = true
		over(fmt.Sprintf("the source's outcome is %q, not a holding that the clause is unenforceable", m), true)
	}

	// Over-claiming: absolute words against a hedged passage, a dropped
	// qualification, or a split of authority turned into agreement.
	if m := absoluteWords.FindString(prop); m != "" && !hedgeWords.MatchString(prop) {
		if h := hedgeWords.FindString(u.Excerpt); h != "" {
			over(fmt.Sprintf("the proposition says %q where the passage hedges (%q)", m, h), true)
		}
	}
	for _, p := range hedgePairs {
		scope := best
		if p.wholeExcerpt {
			scope = u.Excerpt
		}
		if p.word.MatchString(prop) && !p.hedge.MatchString(prop) && p.hedge.MatchString(scope) {
			over(fmt.Sprintf("the passage qualifies %q with %q; the proposition drops it", p.word.FindString(prop), p.hedge.FindString(scope)), true)
		}
	}
	if agreeWords.MatchString(prop) && !splitWords.MatchString(prop) {
		if s := splitWords.FindString(u.Excerpt); s != "" {
			over(fmt.Sprintf("the passage reports a split (%q); the proposition says the courts agree", s), true)
		}
	}

	// Support: legal content overlap with the passage read in context;
	// content found only next to the excerpt is an over-claim (C-007).
	shareExcerpt, _ := overlap(prop, u.Excerpt)
	share, missing := overlap(prop, window)
	a.Supports = !dropSupport && share >= SupportOverlap
	if share < SupportOverlap {
		why = append(why, fmt.Sprintf("only %.0f%% of the proposition's content words occur in the passage and its context (missing: %s)", 100*share, strings.Join(first(missing, 6), ", ")))
	} else if shareExcerpt < AdjacentOverlap {
		over(fmt.Sprintf("only %.0f%% of the proposition's content words occur in the retrieved excerpt; the rest is in the surrounding, not retrieved, text", 100*shareExcerpt), false)
	}
	if a.Evidence == "" && a.Supports {
		a.Evidence = best
	}
	if len(why) == 0 {
		why = append(why, fmt.Sprintf("%.0f%% of the proposition's content words occur in the passage; no adverse holding or hedging language found", 100*share))
	}
	a.Reasoning = "heuristic: " + strings.Join(why, "; ")
	return a
}

// heuristicUnsupported lists the claims that assert law, that no
// offered passage supports, and that carry no insufficiency statement in
// or right after them.
func heuristicUnsupported(u *Unit) Assessment {
	a := Assessment{UnitID: u.ID, Origin: FromHeuristic}
	var why []string
	for _, c := range u.Claims {
		t := strings.TrimSpace(c.Text)
		switch {
		case strings.HasSuffix(t, "?"), metaSentence.MatchString(t), !legalAssertion.MatchString(t), len(strings.Fields(t)) < 5:
			continue
		case insufficiency.MatchString(t), insufficiency.MatchString(c.Next), c.Next == "" && insufficiency.MatchString(nextSentence(u.Answer, t)):
			continue
		}
		if p := supportingPassage(t, c.Passages); p != "" {
			continue
		}
		a.Unflagged = append(a.Unflagged, c.ID)
		if a.Evidence == "" {
			a.Evidence = t
		}
		why = append(why, fmt.Sprintf("%s states law that no offered passage supports, with no insufficiency statement", c.ID))
	}
	if len(why) == 0 {
		why = append(why, "every listed claim is supported by a retrieved passage, is not a legal assertion, or is flagged as insufficiently supported")
	}
	a.Reasoning = "heuristic: " + strings.Join(why, "; ")
	return a
}

// supportingPassage returns the chunk ID of the first passage the
// citation rules find supports claim without over-claiming, or "".
func supportingPassage(claim string, ps []ClaimPassage) string {
	for _, p := range ps {
		if n := missingName(claim, p.Source+"\n"+p.Text); n != "" {
			continue // the claim attributes the rule to an authority this passage is not
		}
		v := heuristicCitation(&Unit{Kind: UnitCitation, ID: "x", Proposition: claim, Excerpt: p.Text, Source: p.Source})
		if v.Supports && !v.Overclaims && !v.Adverse {
			return p.Chunk
		}
	}
	return ""
}
