package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// agreementPoint is the default point with C-004 passing a case only on
// its holding's agreement.
var agreementPoint = func() OperatingPoint {
	op := DefaultOperatingPoint
	op.C004Agreement = C004Always
	return op
}()

// TestC004AgreementDecidesOnlyWhatTheHoldingShows: under C004Agreement a
// case passes C-004 where its holding states the proposition's outcome
// with its sign or restates it, stays failing where the holding is
// adverse, and is undecided (never a pass) where the rules can compare
// the holding with the proposition neither way, though the default point
// passes it. A source with no holding (a statute, a contract) is decided
// as at the default point. All text is invented.
func TestC004AgreementDecidesOnlyWhatTheHoldingShows(t *testing.T) {
	caseSource := SourceLabel("Marlow Freight Co. v. Tessaly Mills", "VLT-9001", "VLT-9001#c2", "case", "8th Cir.", "2019", "")
	statuteSource := SourceLabel("Harbor Code § 12-4", "VLT-9002", "VLT-9002#c1", "statute", "", "", "")
	const excerpt = "The mill argued that the shipping contract's venue clause bound only the carrier. The covenant restricting the driver was drafted by the carrier's counsel and signed at hiring."
	tests := []struct {
		name, prop, source, holding string
		// defaultAdverse is C-004 failing at the default point;
		// want is C-004 under C004Agreement: "pass", "fail" (decided)
		// or "undecided".
		defaultAdverse bool
		want           string
	}{
		{"the holding states the outcome with its sign",
			"The court held that the covenant restricting the driver was unenforceable.",
			caseSource, "We hold that the covenant is unenforceable. The judgment is affirmed.", false, "pass"},
		{"the disposition the proposition says the court reached",
			"The appeals court affirmed the judgment for the mill.",
			caseSource, "The judgment of the district court is affirmed.", false, "pass"},
		{"the holding restated in its words",
			"A venue clause in a shipping contract reaches claims brought by the shipper's insurer.",
			caseSource, "We hold that a venue clause in a shipping contract reaches claims brought by the shipper's insurer.", false, "pass"},
		{"its words with a negator the holding lacks",
			"A venue clause in a shipping contract does not reach claims brought by the shipper's insurer.",
			caseSource, "We hold that a venue clause in a shipping contract reaches claims brought by the shipper's insurer.", false, "undecided"},
		{"a holding the rules cannot compare",
			"A venue clause in a shipping contract binds only the carrier.",
			caseSource, "The judgment is vacated, and the case is remanded for further proceedings.", false, "undecided"},
		{"a holding on another question",
			"The covenant restricting the driver was drafted by the carrier's counsel.",
			caseSource, "We hold that the mill waived its objection to venue by answering on the merits.", false, "undecided"},
		{"an adverse holding still fails",
			"The court held that the covenant restricting the driver was enforceable.",
			caseSource, "We hold that the covenant is unenforceable. The judgment is affirmed.", true, "fail"},
		{"a statute has no holding to be adverse",
			"The covenant restricting the driver was drafted by the carrier's counsel.",
			statuteSource, "", false, "pass"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: tc.prop, Excerpt: excerpt, Source: tc.source, Holding: tc.holding}
			def, err := New().Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if def.Adverse != tc.defaultAdverse || def.IsUndecided(judge.UndecidedAdverse) {
				t.Fatalf("default point: adverse = %v (undecided %v), want decided %v\n%s", def.Adverse, def.IsUndecided(judge.UndecidedAdverse), tc.defaultAdverse, def.Reasoning)
			}
			a, err := NewAt(agreementPoint).Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			got := "pass"
			switch {
			case a.Adverse && a.IsUndecided(judge.UndecidedAdverse):
				got = "undecided"
			case a.Adverse:
				got = "fail"
			}
			if got != tc.want {
				t.Errorf("C004Agreement: C-004 %s, want %s\n%s", got, tc.want, a.Reasoning)
			}
			if got == "undecided" && !strings.Contains(a.Reasoning, "none shows it agrees") {
				t.Errorf("undecided without saying what agreement is missing:\n%s", a.Reasoning)
			}
			if a.Supports != def.Supports || a.Overclaims != def.Overclaims {
				t.Errorf("C004Agreement moved support or calibration: supports %v->%v, overclaims %v->%v", def.Supports, a.Supports, def.Overclaims, a.Overclaims)
			}
		})
	}
}

// TestC004AgreementNamedInVersion: verdicts at a point asking for
// agreement never pass for the default point's, nor for those of the
// same thresholds without it.
func TestC004AgreementNamedInVersion(t *testing.T) {
	id := func(op OperatingPoint) string {
		return NewAt(op).(interface{ Identity() judge.Identity }).Identity().PromptVersion
	}
	with, without := id(agreementPoint), id(DefaultOperatingPoint)
	if with == without || !strings.HasPrefix(with, Version+"+") || !strings.HasSuffix(with, agreementVersion) {
		t.Errorf("version with agreement %q, default %q: want the default's extended by %q", with, without, agreementVersion)
	}
	strict := strictPoint
	strictWith := strict
	strictWith.C004Agreement = C004Always
	if id(strict) == id(strictWith) {
		t.Errorf("the strict point's version %q does not name C004Agreement", id(strictWith))
	}
}

// relatedPoint is the default point asking C-004 for agreement only where
// a holding sentence holds 40% of the proposition's words.
var relatedPoint = func() OperatingPoint {
	op := DefaultOperatingPoint
	op.C004Agreement, op.C004RelatedShare = C004WhenRelated, 0.40
	return op
}()

// TestC004WhenRelatedAsksOnlyRelatedHoldings: under C004WhenRelated a case
// whose holding speaks to the proposition's question (a holding sentence
// holding the share of its words) passes C-004 only where that holding
// agrees, and is undecided where the rules cannot compare the two; a case
// whose holding is about something else is decided as at the default
// point, where C004Always leaves it undecided; an adverse holding fails
// at every point. All text is invented.
func TestC004WhenRelatedAsksOnlyRelatedHoldings(t *testing.T) {
	caseSource := SourceLabel("Quarrow Seed Co. v. Ellingham Grain", "VLT-9101", "VLT-9101#c3", "case", "6th Cir.", "2021", "")
	const excerpt = "The grain buyer argued that the storage agreement's notice clause required written notice within ten days. The elevator's manager kept the intake ledger by hand."
	tests := []struct {
		name, prop, holding string
		// related and always are C-004 under C004WhenRelated (0.40) and
		// under C004Always: "pass", "fail" (decided) or "undecided".
		related, always string
	}{
		{"a related holding that agrees",
			"A notice clause in a storage agreement requires written notice within ten days.",
			"We hold that a notice clause in a storage agreement requires written notice within ten days.", "pass", "pass"},
		{"a related holding the rules cannot compare",
			"A notice clause in a storage agreement requires written notice within ten days.",
			"We hold that a notice clause in a storage agreement, read with the written lease, is for the jury to construe.", "undecided", "undecided"},
		{"a bare disposition is no related holding",
			"A notice clause in a storage agreement requires written notice within ten days.",
			"The judgment is vacated, and the case is remanded for further proceedings.", "pass", "undecided"},
		{"a holding on another question",
			"The elevator's manager kept the intake ledger by hand.",
			"We hold that the buyer waived its objection to the forum by answering on the merits.", "pass", "undecided"},
		{"an adverse holding still fails",
			"The court held that the notice clause was enforceable.",
			"We hold that the notice clause is unenforceable. The judgment is affirmed.", "fail", "fail"},
	}
	verdict := func(t *testing.T, op OperatingPoint, u judge.Unit) (string, judge.Assessment) {
		t.Helper()
		a, err := NewAt(op).Assess(context.Background(), u)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case a.Adverse && a.IsUndecided(judge.UndecidedAdverse):
			return "undecided", a
		case a.Adverse:
			return "fail", a
		}
		return "pass", a
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: tc.prop, Excerpt: excerpt, Source: caseSource, Holding: tc.holding}
			def, d := verdict(t, DefaultOperatingPoint, u)
			if want := map[bool]string{true: "fail", false: "pass"}[tc.related == "fail"]; def != want {
				t.Fatalf("default point: C-004 %s, want %s\n%s", def, want, d.Reasoning)
			}
			if got, a := verdict(t, relatedPoint, u); got != tc.related {
				t.Errorf("C004WhenRelated: C-004 %s, want %s\n%s", got, tc.related, a.Reasoning)
			} else if got == "undecided" && !strings.Contains(a.Reasoning, "speaks to the proposition's question") {
				t.Errorf("undecided without saying the holding is related:\n%s", a.Reasoning)
			} else if a.Supports != d.Supports || a.Overclaims != d.Overclaims {
				t.Errorf("C004WhenRelated moved support or calibration: supports %v->%v, overclaims %v->%v", d.Supports, a.Supports, d.Overclaims, a.Overclaims)
			}
			if got, a := verdict(t, agreementPoint, u); got != tc.always {
				t.Errorf("C004Always: C-004 %s, want %s\n%s", got, tc.always, a.Reasoning)
			}
		})
	}
}

// TestC004RelatedNamedInVersion: the related mode's version names its
// share, so that two shares' verdicts are never mistaken for each other
// nor for C004Always's.
func TestC004RelatedNamedInVersion(t *testing.T) {
	id := func(op OperatingPoint) string {
		return NewAt(op).(interface{ Identity() judge.Identity }).Identity().PromptVersion
	}
	other := relatedPoint
	other.C004RelatedShare = 0.50
	seen := map[string]string{}
	for name, op := range map[string]OperatingPoint{"default": DefaultOperatingPoint, "always": agreementPoint, "related 0.40": relatedPoint, "related 0.50": other} {
		v := id(op)
		if prev, ok := seen[v]; ok {
			t.Errorf("%s and %s share the version %q", prev, name, v)
		}
		seen[v] = name
	}
	if v := id(relatedPoint); !strings.HasSuffix(v, relatedVersion+"0.40") {
		t.Errorf("related point's version %q does not end in %q", v, relatedVersion+"0.40")
	}
}
