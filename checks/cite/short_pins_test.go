package cite

import (
	"strings"
	"testing"
)

// TestNamePinIsAShortCitation (issue 22.6): every locator form written
// after the bare name of a cited document makes a short citation with
// that pin, never a mention that loses it.
func TestNamePinIsAShortCitation(t *testing.T) {
	e := mustExtractor(t, Options{
		Documents: []DocumentNames{
			{ID: "VLT-0001", Title: "M/S Bremen v. Zapata Off-Shore Co.", Aliases: []string{"The Bremen", "Bremen"}, Citations: []string{"407 U.S. 1"}},
			{ID: "VLT-0027", Title: "Initech, Inc. v. Globex Industries, Inc.: Bench Memorandum", Aliases: []string{"Initech"}},
		},
	})
	const full = "Clauses are prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).\n\n"
	for _, tc := range []struct {
		later string
		text  string // the short citation as written
		kind  string // its locator
		value string
	}{
		{"Fraud voids them (Bremen, p. 99).", "Bremen, p. 99", "page", "99"},
		{"Fraud voids them, Bremen p. 12.", "Bremen p. 12", "page", "12"},
		{"Public policy too, Bremen, ¶ 9.", "Bremen, ¶ 9", "paragraph", "9"},
		{"Public policy too (Bremen, pp. 10-12).", "Bremen, pp. 10-12", "page", "10-12"},
		{"Public policy too, Bremen at 15.", "Bremen at 15", "page", "15"},
		{"Public policy too, Bremen, at 15.", "Bremen, at 15", "page", "15"},
		{"Public policy too (Bremen § 3).", "Bremen § 3", "section", "3"},
		{"Public policy too, Bremen, para. 4.", "Bremen, para. 4", "paragraph", "4"},
		{"Public policy too, Bremen, page 20.", "Bremen, page 20", "page", "20"},
		{"Public policy too (The Bremen, p. 18).", "Bremen, p. 18", "page", "18"}, // "The" is no part of the Vault name
	} {
		a := e.Extract(full + tc.later)
		var found *Citation
		for i := range a.Citations {
			if a.Citations[i].Start >= len(full) {
				found = &a.Citations[i]
			}
		}
		if found == nil {
			t.Errorf("%q: no citation (mentions %+v)", tc.later, a.Mentions)
			continue
		}
		if found.Kind != KindShort || found.Text != tc.text || found.Antecedent != 0 {
			t.Errorf("%q: %s %q antecedent %d, want short %q of citation 0", tc.later, found.Kind, found.Text, found.Antecedent, tc.text)
		}
		if len(found.Locators) != 1 || string(found.Locators[0].Kind) != tc.kind || found.Locators[0].Value != tc.value {
			t.Errorf("%q: locators %+v, want %s %s", tc.later, found.Locators, tc.kind, tc.value)
		}
		if found.Proposition != 1 {
			t.Errorf("%q: supports proposition %d, want 1", tc.later, found.Proposition)
		}
		for _, m := range a.Mentions {
			if strings.Contains(m.Text, "Bremen") && m.Start >= len(full) {
				t.Errorf("%q: also a mention %q", tc.later, m.Text)
			}
		}
	}
	// a bare name without a locator stays a mention
	a := e.Extract(full + "The Bremen decision governs, and Bremen, 12 factors aside, controls.")
	if len(a.Citations) != 1 || len(a.Mentions) < 1 {
		t.Errorf("bare names: %d citations, %d mentions, want 1 and mentions", len(a.Citations), len(a.Mentions))
	}
}

// TestMarkersLeaveTheClaim (issue 22.8): the proposition handed to a
// judge never carries a superscript reference marker; its span and
// Text stay the answer's.
func TestMarkersLeaveTheClaim(t *testing.T) {
	e := mustExtractor(t, Options{})
	in := "Clauses are valid<sup>1</sup>. Fraud voids them.\u00b2 Both hold<SUP>1, 3</SUP> in 10 cases.\n\n**Sources**\n\n1. [VLT-0001, p. 10]\n2. [VLT-0001, p. 15]\n3. [VLT-0001, p. 18]\n"
	a := e.Extract(in)
	want := []string{"Clauses are valid.", "Fraud voids them.", "Both hold in 10 cases."}
	if len(a.Propositions) != len(want) {
		t.Fatalf("%d propositions, want %d: %+v", len(a.Propositions), len(want), a.Propositions)
	}
	for i, p := range a.Propositions {
		if p.Stated() != want[i] {
			t.Errorf("P%d stated %q, want %q", i, p.Stated(), want[i])
		}
		if in[p.Start:p.End] != p.Text {
			t.Errorf("P%d text %q is not the answer's span", i, p.Text)
		}
	}
}

// TestShortFormLocators: Id. and supra carry every locator form, not
// only "at": "Id., p. 12" is pinned to page 12.
func TestShortFormLocators(t *testing.T) {
	e := mustExtractor(t, Options{})
	const full = "Clauses are valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972). "
	for _, tc := range []struct{ later, text, kind, value string }{
		{"Fraud voids them. Id., p. 12.", "Id., p. 12", "page", "12"},
		{"Fraud voids them. Id. p. 99.", "Id. p. 99", "page", "99"},
		{"Fraud voids them. Id., pp. 12-13.", "Id., pp. 12-13", "page", "12-13"},
		{"Fraud voids them. Id. § 3.", "Id. § 3", "section", "3"},
		{"Fraud voids them. Id., para. 4.", "Id., para. 4", "paragraph", "4"},
		{"Fraud voids them. Id., Section 2.", "Id., Section 2", "section", "2"},
		{"Fraud voids them. Bremen, supra, p. 12.", "Bremen, supra, p. 12", "page", "12"},
		{"Fraud voids them. Bremen, supra, ¶ 9.", "Bremen, supra, ¶ 9", "paragraph", "9"},
	} {
		a := e.Extract(full + tc.later)
		c := a.Citations[len(a.Citations)-1]
		if c.Text != tc.text || len(c.Locators) != 1 || string(c.Locators[0].Kind) != tc.kind || c.Locators[0].Value != tc.value {
			t.Errorf("%q: %q locators %+v, want %q with %s %s", tc.later, c.Text, c.Locators, tc.text, tc.kind, tc.value)
		}
	}
	a := e.Extract(full + "Fraud voids them. Id. Section 3 of the Act says more.")
	if c := a.Citations[len(a.Citations)-1]; c.Text != "Id." || len(c.Locators) != 0 {
		t.Errorf("Id. before a sentence opening with Section: %q %+v, want a bare Id.", c.Text, c.Locators)
	}
}
