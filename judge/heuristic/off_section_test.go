package heuristic

import (
	"context"
	"slices"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestPinnedSection: the section a citation pins, in the forms contract
// and statute citations take; a page is not a section.
func TestPinnedSection(t *testing.T) {
	tests := []struct {
		citation, want string
	}{
		{"[DOC-2, § 12]", "12"},
		{"[DOC-2, §§ 4.1-4.3]", "4.1"},
		{"Lease, Section 7(b)", "7"},
		{"Operating Agreement, sec. 3.2", "3.2"},
		{"Or. Rev. Stat. § 90.105", "90.105"},
		{"[DOC-2, p. 4]", ""},
		{"Brisco v. Halloran, 100 P.3d 10, 12 (Or. 2020)", ""},
	}
	for _, tc := range tests {
		got, ok := pinnedSection(tc.citation)
		if ok != (tc.want != "") || got != tc.want {
			t.Errorf("pinnedSection(%q) = %q, %v; want %q", tc.citation, got, ok, tc.want)
		}
	}
}

// TestSameSection: a section holds its subsections; numbers that part
// ways before a dot are other sections.
func TestSameSection(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"12", "12", true},
		{"12", "12.1", true},
		{"12.1", "12", true},
		{"12", "1", false},
		{"12", "120", false},
		{"4.1", "4.2", false},
	}
	for _, tc := range tests {
		if got := sameSection(tc.a, tc.b); got != tc.want {
			t.Errorf("sameSection(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestSupportOffThePinnedSection: a proposition whose terms stand only
// in the context, under another section's heading than the one the
// citation pins, is undecided (the section cited may be the wrong one,
// or the terms borrowed from a neighbouring clause); cited to the
// section that says it, or said in the cited section itself, it
// supports. The context arrives white-space folded, as the grader sends
// it, and with newlines, as a document holds it.
func TestSupportOffThePinnedSection(t *testing.T) {
	const notice = "Section 8. Notices. Every notice under this Lease must be in writing and is given when delivered by hand or three days after mailing."
	const renewal = "Section 9. Renewal. The Tenant may renew this Lease for one further term of five years by notice given at least six months before the term ends."
	const insurance = "Section 10. Insurance. The Tenant shall keep the premises insured against fire for their full replacement value."
	const crossRef = "Section 11. Default. A failure to pay rent within ten days of notice under Section 8 is a default."
	const prop = "The Tenant may renew the Lease for a further five-year term by giving notice at least six months before the term ends."
	probes := []struct {
		name, citation, before, excerpt, after string
		supports, undecided                    bool
	}{
		{"support only in the next section", "[DOC-7, § 8]", "", notice, renewal + " " + insurance, false, true},
		{"support only in the section before", "[DOC-7, § 10]", notice + " " + renewal, insurance, "", false, true},
		{"newlines kept", "[DOC-7, § 8]", "", notice, "\n\n" + renewal + "\n\n" + insurance, false, true},
		{"pinned to the section that says it", "[DOC-7, § 9]", notice, renewal, insurance, true, false},
		{"subsection pinned", "[DOC-7, § 9.1]", notice, renewal, insurance, true, false},
		{"said in the excerpt under a cited heading", "[DOC-7, § 8]", "", notice + " " + renewal, insurance, true, false},
		{"a cross-reference is no heading", "[DOC-7, § 11]", "", crossRef, renewal, false, true},
		{"a page pin is left to the page rule", "[DOC-7, p. 3]", "", notice, renewal, true, false},
	}
	j := NewAt(alignedPoint)
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: prop, Citation: p.citation,
				Before: p.before, Excerpt: p.excerpt, After: p.after, SameDocRetrieved: p.before + " " + p.after,
				Source: "Lease between Quarry Lane LLC and Pell & Daughters (DOC-7, DOC-7#c3, contract)"}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			undecided := slices.Contains(a.Undecided, judge.UndecidedSupports)
			if a.Supports != p.supports || undecided != p.undecided {
				t.Errorf("supports/undecided = %v/%v, want %v/%v\n%s", a.Supports, undecided, p.supports, p.undecided, a.Reasoning)
			}
		})
	}
}
