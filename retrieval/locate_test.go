package retrieval

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// testVault is the fake Vault the Locate, TraceText and WindowAround tests
// share: an opinion with star pages, a contract with sections, a memo with
// numbered paragraphs and a circuit opinion that quotes the Supreme Court.
func testVault() *fakeVault {
	return newFakeVault().
		add("VLT-0001", "M/S Bremen v. Zapata Off-Shore Co.",
			fakeChunk{text: "Zapata, a Houston corporation, contracted with Unterweser to tow the rig Chaparral.", pageStart: "1", pageEnd: "2"},
			fakeChunk{text: "Forum-selection clauses are prima facie valid and should be enforced unless enforcement is shown to be unreasonable.", pageStart: "10", pageEnd: "10"},
			fakeChunk{text: "A contractual choice-of-forum clause should be held unenforceable if enforcement would contravene a strong public policy of the forum.", pageStart: "15", pageEnd: "16"},
			fakeChunk{text: "The party seeking to escape the contract must show that trial in the contractual forum will be so gravely difficult and inconvenient that he will for all practical purposes be deprived of his day in court.", pageStart: "18", pageEnd: "18"},
		).
		add("VLT-0002", "Acme Master Services Agreement",
			fakeChunk{text: "§ 14 Disputes. The parties shall negotiate in good faith.", section: "§ 14"},
			fakeChunk{text: "§ 14.2 Forum. Any action shall be brought exclusively in the courts of Delaware.", section: "§ 14.2"},
			fakeChunk{text: "§ 15 Notices. Notices shall be in writing.", section: "§ 15"},
		).
		add("VLT-0003", "Memo on venue",
			fakeChunk{text: "¶ 1 The client asks whether the Delaware clause binds it.\n¶ 2 We think it does.", paraStart: "1", paraEnd: "2"},
			fakeChunk{text: "¶ 3 Atlantic Marine gives a valid clause controlling weight.\n¶ 4 Transfer is likely.", paraStart: "3", paraEnd: "4"},
		).
		add("VLT-0004", "Jones v. GNC Franchising, Inc.",
			fakeChunk{text: "Under The Bremen, 407 U.S. 1, 15 (1972), a clause is unenforceable if it contravenes a strong public policy.", pageStart: "497", pageEnd: "497"},
			fakeChunk{text: "California Business and Professions Code section 20040.5 expresses such a policy for franchisees.", pageStart: "498", pageEnd: "498"},
		)
}

func trace(ids ...string) []Retrieved {
	out := make([]Retrieved, len(ids))
	for i, id := range ids {
		out[i] = Retrieved{ChunkID: id, Rank: i + 1}
	}
	return out
}

func loc(kind vault.LocatorKind, v string) vault.Locator { return vault.Locator{Kind: kind, Value: v} }

func TestLocate(t *testing.T) {
	v := testVault()
	all := trace("VLT-0001#c3", "VLT-0001#c2", "VLT-0002#c2", "VLT-0003#c2", "VLT-0004#c1", "VLT-0001#c1", "VLT-0002#c1")
	tests := []struct {
		name      string
		want      Want
		trace     []Retrieved
		method    Method
		chunk     string
		retrieved bool
		why       string // a fragment Why must contain
	}{
		{"bracketed chunk ref [VLT-0001#c3]", Want{Doc: "VLT-0001", Chunk: "VLT-0001#c3"}, all, ByChunkRef, "VLT-0001#c3", true, "rank 1"},
		{"vault link to a chunk not retrieved", Want{Doc: "VLT-0001", Chunk: "VLT-0001#c4"}, all, ByChunkRef, "VLT-0001#c4", false, "did not return"},
		{"chunk locator 'chunk 2'", Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocChunk, "2")}}, all, ByChunkRef, "VLT-0001#c2", true, "names chunk VLT-0001#c2"},
		{"chunk locator '#c4'", Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocChunk, "#c4")}}, all, ByChunkRef, "VLT-0001#c4", false, "did not return"},
		{"chunk locator 'chunk c1'", Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocChunk, "chunk c1")}}, all, ByChunkRef, "VLT-0001#c1", true, "rank 6"},
		{"chunk that does not exist falls through to the pin", Want{Doc: "VLT-0001", Chunk: "VLT-0001#c9", Locators: []vault.Locator{loc(vault.LocPage, "15")}}, all, ByLocator, "VLT-0001#c3", true, "does not exist"},
		{"pin cite 407 U.S. at 10", Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "10")}}, all, ByLocator, "VLT-0001#c2", true, "page 10"},
		{"page range pp. 15-16", Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "15-16")}}, all, ByLocator, "VLT-0001#c3", true, "page 15-16"},
		{"abbreviated range 9-11 reaches page 10", Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "9-11")}}, all, ByLocator, "VLT-0001#c2", true, ""},
		{"star page at *10", Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "*10")}}, all, ByLocator, "VLT-0001#c2", true, ""},
		{"footnote pin 15 n.3", Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "15 n.3")}}, all, ByLocator, "VLT-0001#c3", true, ""},
		{"pinned page not retrieved falls back to the proposition", Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "18")},
			Proposition: "Clauses are prima facie valid."}, all, ByProposition, "VLT-0001#c2", true, "Page 18 of VLT-0001 is in VLT-0001#c4, which retrieval did not return"},
		{"page the document does not have", Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "99")},
			Proposition: "public policy"}, all, ByProposition, "VLT-0001#c3", true, "VLT-0001 has no page 99"},
		{"section § 14.2", Want{Doc: "VLT-0002", Locators: []vault.Locator{loc(vault.LocSection, "14.2")}}, all, ByLocator, "VLT-0002#c2", true, "§ 14.2"},
		{"Section 14.2 spelled out", Want{Doc: "VLT-0002", Locators: []vault.Locator{loc(vault.LocSection, "Section 14.2")}}, all, ByLocator, "VLT-0002#c2", true, ""},
		{"§ 14 holds § 14.2; proposition picks it", Want{Doc: "VLT-0002", Locators: []vault.Locator{loc(vault.LocSection, "§ 14")},
			Proposition: "Actions must be brought in Delaware courts."}, all, ByLocator, "VLT-0002#c2", true, "among 2 retrieved chunks"},
		{"§ 1 does not hold § 14", Want{Doc: "VLT-0002", Locators: []vault.Locator{loc(vault.LocSection, "1")}}, all, ByProposition, "VLT-0002#c2", true, "has no § 1"},
		{"paragraph ¶ 3", Want{Doc: "VLT-0003", Locators: []vault.Locator{loc(vault.LocParagraph, "3")}}, all, ByLocator, "VLT-0003#c2", true, "¶ 3"},
		{"paragraph range para. 2-3 overlaps the retrieved chunk", Want{Doc: "VLT-0003", Locators: []vault.Locator{loc(vault.LocParagraph, "2-3")}}, all, ByLocator, "VLT-0003#c2", true, ""},
		{"lenticular line L3-L3 is in the second chunk", Want{Doc: "VLT-0003", Locators: []vault.Locator{loc(vault.LocLine, "L4-L4")}}, all, ByLocator, "VLT-0003#c2", true, "line L4-L4"},
		{"no locator: best proposition match", Want{Doc: "VLT-0001", Proposition: "Enforcement that contravenes strong public policy makes a clause unenforceable."},
			all, ByProposition, "VLT-0001#c3", true, "shares"},
		{"no locator and no proposition: top-ranked chunk", Want{Doc: "VLT-0001"}, all, ByProposition, "VLT-0001#c3", true, "top-ranked"},
		{"authority quoted inside another opinion", Want{Identifiers: []string{"407 U.S. 1"}, Proposition: "public policy"},
			trace("VLT-0003#c2", "VLT-0004#c1"), ByQuotation, "VLT-0004#c1", true, `quotes "407 U.S. 1"`},
		{"quoted with spaced reporter 407 U. S. 1", Want{Identifiers: []string{"407 U. S. 1"}}, trace("VLT-0004#c1"), ByQuotation, "VLT-0004#c1", true, ""},
		{"own document not retrieved: quoted-within", Want{Doc: "VLT-0001", Identifiers: []string{"407 U.S. 1"}}, trace("VLT-0004#c1"), ByQuotation, "VLT-0004#c1", true, "Retrieval returned no chunk of VLT-0001"},
		{"pin 407 U.S. 10 is not 407 U.S. 1", Want{Identifiers: []string{"407 U.S. 10"}}, trace("VLT-0004#c1"), NoPassage, "", false, `"407 U.S. 10"`},
		{"nothing retrieved", Want{Doc: "VLT-0001"}, nil, NoPassage, "", false, "returned nothing"},
		{"unresolved, no identifiers", Want{}, all, NoPassage, "", false, "resolves to no Vault document"},
		{"unknown chunk in the trace is skipped", Want{Doc: "VLT-0001"}, trace("VLT-0001#c77"), NoPassage, "", false, "no chunk of VLT-0001"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Locate(v, tt.want, tt.trace)
			got := ""
			if p.Chunk != nil {
				got = p.Chunk.ID
			}
			if p.Method != tt.method || got != tt.chunk || p.Retrieved != tt.retrieved {
				t.Fatalf("Locate = %s %q retrieved=%v, want %s %q retrieved=%v (why: %s)", p.Method, got, p.Retrieved, tt.method, tt.chunk, tt.retrieved, p.Why)
			}
			if !strings.Contains(p.Why, tt.why) {
				t.Errorf("Why = %q, want it to contain %q", p.Why, tt.why)
			}
			if p.Method == NoPassage && (p.Confidence != 0 || p.Text != "") {
				t.Errorf("NoPassage carries confidence %v and text %q", p.Confidence, p.Text)
			}
			if p.Method != NoPassage && (p.Confidence <= 0 || p.Confidence > 1 || p.Text == "") {
				t.Errorf("passage has confidence %v and text %q", p.Confidence, p.Text)
			}
		})
	}
}

// The passage text is what the answering system saw when the trace
// carries text, and the Vault text otherwise.
func TestLocateTextIsTraceText(t *testing.T) {
	v := testVault()
	seen := "Forum-selection clauses are ALWAYS valid."
	tr := []Retrieved{{ChunkID: "VLT-0001#c2", Rank: 1, Text: seen}, {ChunkID: "VLT-0001#c3", Rank: 2}}
	if p := Locate(v, Want{Doc: "VLT-0001", Chunk: "VLT-0001#c2"}, tr); p.Text != seen {
		t.Errorf("chunk ref text = %q, want the trace text", p.Text)
	}
	if p := Locate(v, Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "15")}}, tr); p.Text != v.byID["VLT-0001#c3"].Text {
		t.Errorf("locator text = %q, want the Vault text", p.Text)
	}
}

// Duplicated trace entries count at their best rank, and trace order does
// not matter: ranks do.
func TestLocateUsesBestRank(t *testing.T) {
	v := testVault()
	tr := []Retrieved{{ChunkID: "VLT-0001#c2", Rank: 5}, {ChunkID: "VLT-0001#c3", Rank: 2}, {ChunkID: "VLT-0001#c2", Rank: 1}}
	p := Locate(v, Want{Doc: "VLT-0001"}, tr)
	if p.Chunk.ID != "VLT-0001#c2" || p.Rank != 1 {
		t.Errorf("Locate = %s rank %d, want VLT-0001#c2 rank 1", p.Chunk.ID, p.Rank)
	}
}

func TestParseSpan(t *testing.T) {
	tests := []struct {
		in     string
		lo, hi int
		ok     bool
	}{
		{"10", 10, 10, true}, {"*3", 3, 3, true}, {"10-12", 10, 12, true}, {"10–12", 10, 12, true},
		{"593-95", 593, 595, true}, {"1404-5", 1404, 1405, true}, {"*3-*4", 3, 4, true}, {"L10-L14", 10, 14, true},
		{"¶ 12", 12, 12, true}, {"460 n.3", 460, 460, true}, {"12-10", 10, 12, true}, {"iv", 0, 0, false}, {"", 0, 0, false},
	}
	for _, tt := range tests {
		s, ok := parseSpan(tt.in)
		if ok != tt.ok || (ok && (s.lo != tt.lo || s.hi != tt.hi)) {
			t.Errorf("parseSpan(%q) = %v %v, want %d..%d %v", tt.in, s, ok, tt.lo, tt.hi, tt.ok)
		}
	}
}

// Locate matches sections with vault.SectionMatches, as the chunker
// records them; these are the citation forms it must accept.
func TestSectionLocators(t *testing.T) {
	tests := []struct {
		want, chunk string
		ok          bool
	}{
		{"3.2", "§ 3.2", true}, {"§ 3.2", "3.2 Governing law", true}, {"Section 3.2", "§ 3.2", true},
		{"3", "§ 3.2", true}, {"3", "§ 13", false}, {"3.2", "§ 3", false}, {"Art. IV", "Article IV", true},
		{"II", "II.B Public policy", true}, {"II.B", "II.B. Public policy", true}, {"II", "III", false},
		{"1404", "§ 1404(a)", true}, {"Background", "Background", true}, {"", "§ 1", false},
	}
	for _, tt := range tests {
		if got := holds(&vault.Chunk{Section: tt.chunk}, loc(vault.LocSection, tt.want), nil); got != tt.ok {
			t.Errorf("section locator %q held by a chunk under %q = %v, want %v", tt.want, tt.chunk, got, tt.ok)
		}
	}
}
