package retrieval

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// testVault is the fake Vault the Locate, CheckTrace and WindowAround tests
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
		add("VLT-0005", "Memo on assignment options",
			fakeChunk{text: "1. Question. Whether the client may assign before the closing.", section: "1"},
			fakeChunk{text: "2. Recommendation. We do not recommend assigning before the closing.", section: "2"},
			fakeChunk{text: "2.1 Timing. The subsidiary is an affiliate only after the closing.", section: "2.1"},
			fakeChunk{text: "3. Risk. An assignment without consent is void.", section: "3"},
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
	all := trace("VLT-0001#c3", "VLT-0001#c2", "VLT-0002#c2", "VLT-0003#c2", "VLT-0004#c1", "VLT-0001#c1", "VLT-0002#c1")
	withEnd := func(v *fakeVault) { v.docs["VLT-0001"].FirstPage, v.docs["VLT-0001"].LastPage = "1", "20" }
	cited := func(doc, citation string) func(*fakeVault) {
		return func(v *fakeVault) { v.docs[doc].Citations = []string{citation} }
	}
	tests := []struct {
		name      string
		want      Want
		trace     []Retrieved // nil: no trace at all
		prep      func(*fakeVault)
		method    Method
		chunk     string
		retrieved bool
		why       string // a fragment Why must contain
		nowhere   string // a fragment Nowhere must contain ("" none)
		caveat    string // a fragment Caveats must contain ("" none)
	}{
		{name: "bracketed chunk ref [VLT-0001#c3]", want: Want{Doc: "VLT-0001", Chunk: "VLT-0001#c3"}, trace: all, method: ByChunkRef, chunk: "VLT-0001#c3", retrieved: true, why: "rank 1"},
		{name: "vault link to a chunk not retrieved", want: Want{Doc: "VLT-0001", Chunk: "VLT-0001#c4"}, trace: all, method: ByChunkRef, chunk: "VLT-0001#c4", why: "which was not retrieved"},
		{name: "chunk locator 'chunk 2'", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocChunk, "2")}}, trace: all, method: ByChunkRef, chunk: "VLT-0001#c2", retrieved: true, why: "chunk VLT-0001#c2"},
		{name: "chunk locator '#c4'", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocChunk, "#c4")}}, trace: all, method: ByChunkRef, chunk: "VLT-0001#c4", why: "not retrieved"},
		{name: "chunk locator 'chunk c1'", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocChunk, "chunk c1")}}, trace: all, method: ByChunkRef, chunk: "VLT-0001#c1", retrieved: true, why: "rank 6"},
		{name: "chunk that does not exist: the pin decides, the chunk names nowhere", want: Want{Doc: "VLT-0001", Chunk: "VLT-0001#c9", Locators: []vault.Locator{loc(vault.LocPage, "15")}}, trace: all,
			method: ByLocator, chunk: "VLT-0001#c3", retrieved: true, nowhere: "VLT-0001 has no chunk VLT-0001#c9 (it has 4 chunks"},
		{name: "chunk that does not exist, alone: best match, said", want: Want{Doc: "VLT-0001", Chunk: "VLT-0001#c99"}, trace: all,
			method: ByProposition, chunk: "VLT-0001#c3", retrieved: true, why: "Located by best match", nowhere: "no chunk VLT-0001#c99"},
		{name: "pin cite 407 U.S. at 10", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "10")}}, trace: all, method: ByLocator, chunk: "VLT-0001#c2", retrieved: true, why: "p. 10"},
		{name: "page range pp. 15-16", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "15-16")}}, trace: all, method: ByLocator, chunk: "VLT-0001#c3", retrieved: true, why: "pp. 15-16"},
		{name: "abbreviated range 9-11 reaches page 10", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "9-11")}}, trace: all, method: ByLocator, chunk: "VLT-0001#c2", retrieved: true},
		{name: "star page at *10", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "*10")}}, trace: all, method: ByLocator, chunk: "VLT-0001#c2", retrieved: true},
		{name: "footnote pin 15 n.3", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "15 n.3")}}, trace: all, method: ByLocator, chunk: "VLT-0001#c3", retrieved: true},
		// A pin decides the passage: a neighbouring retrieved chunk that
		// matches the proposition better is not the passage.
		{name: "pinned page not retrieved is still the passage", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "18")},
			Proposition: "Clauses are prima facie valid."}, trace: all, method: ByLocator, chunk: "VLT-0001#c4",
			why: "The cited passage was not retrieved: p. 18 of VLT-0001 is in chunk VLT-0001#c4, which was not retrieved"},
		{name: "a range covers every chunk it touches; the retrieved ones are the passage", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "15-18")}},
			trace: all, method: ByLocator, chunk: "VLT-0001#c3", retrieved: true, why: "The rest of the pinned place, chunk VLT-0001#c4, was not retrieved"},
		{name: "one past the last star page of a document with no known end", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "19")}},
			trace: all, method: ByLocator, chunk: "VLT-0001#c4", caveat: "VLT-0001 does not say where it ends (no last_page), so p. 19 is taken to be in the text after its last star page *18"},
		{name: "far past the last star page of a document with no known end names no place", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "99")}, Proposition: "public policy"},
			trace: all, method: ByProposition, chunk: "VLT-0001#c3", retrieved: true, why: "Located by best match", nowhere: "the text after its last star page *18 can hold no page past 19, so p. 99 is not in it"},
		{name: "outside a known range names no place", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "99")}, Proposition: "public policy"},
			trace: all, prep: withEnd, method: ByProposition, chunk: "VLT-0001#c3", retrieved: true, why: "Located by best match", nowhere: "VLT-0001 runs pp. 1-20; p. 99 is not in it"},
		{name: "a range running past a known end names no place", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "1-9999")}},
			trace: all, prep: withEnd, method: ByProposition, chunk: "VLT-0001#c3", retrieved: true, nowhere: "VLT-0001 runs pp. 1-20; pp. 1-9999 are not in it"},
		{name: "inside a known range past the last star page", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "19")}},
			trace: all, prep: withEnd, method: ByLocator, chunk: "VLT-0001#c4", caveat: "marks no page after *18 (its last page is 20)"},
		// The reporter citation says where an opinion begins even when its
		// digest marks pages from later on: p. 497 of a digest marked from
		// *497 whose citation is "211 F.3d 495" is the text before its
		// first marker, and p. 494 names no place.
		{name: "a page between the cited first page and the first marked one", want: Want{Doc: "VLT-0004", Locators: []vault.Locator{loc(vault.LocPage, "496")}},
			trace: all, prep: cited("VLT-0004", "211 F.3d 495"), method: ByLocator, chunk: "VLT-0004#c1", retrieved: true},
		{name: "a page before the cited first page", want: Want{Doc: "VLT-0004", Locators: []vault.Locator{loc(vault.LocPage, "494")}},
			trace: all, prep: cited("VLT-0004", "211 F.3d 495"), method: ByProposition, chunk: "VLT-0004#c1", retrieved: true, why: "Located by best match", nowhere: "VLT-0004 begins at p. 495"},
		{name: "page pin on a document without page markup", want: Want{Doc: "VLT-0002", Locators: []vault.Locator{loc(vault.LocPage, "4")}},
			trace: all, method: ByProposition, chunk: "VLT-0002#c2", retrieved: true, caveat: "VLT-0002 has no page markup, so p. 4 cannot be placed"},
		{name: "section § 14.2", want: Want{Doc: "VLT-0002", Locators: []vault.Locator{loc(vault.LocSection, "14.2")}}, trace: all, method: ByLocator, chunk: "VLT-0002#c2", retrieved: true, why: "§ 14.2"},
		{name: "Section 14.2 spelled out", want: Want{Doc: "VLT-0002", Locators: []vault.Locator{loc(vault.LocSection, "Section 14.2")}}, trace: all, method: ByLocator, chunk: "VLT-0002#c2", retrieved: true},
		{name: "§ 14 holds § 14 and § 14.2, both retrieved", want: Want{Doc: "VLT-0002", Locators: []vault.Locator{loc(vault.LocSection, "§ 14")}},
			trace: all, method: ByLocator, chunk: "VLT-0002#c1", retrieved: true, why: "chunks VLT-0002#c1, VLT-0002#c2"},
		{name: "§ 1 names no section", want: Want{Doc: "VLT-0002", Locators: []vault.Locator{loc(vault.LocSection, "1")}}, trace: all,
			method: ByProposition, chunk: "VLT-0002#c2", retrieved: true, nowhere: "VLT-0002 has no § 1 (its sections: § 14; § 14.2; § 15)"},
		{name: "paragraph ¶ 3", want: Want{Doc: "VLT-0003", Locators: []vault.Locator{loc(vault.LocParagraph, "3")}}, trace: all, method: ByLocator, chunk: "VLT-0003#c2", retrieved: true, why: "¶ 3"},
		{name: "paragraph range para. 2-3: the retrieved chunk is the passage", want: Want{Doc: "VLT-0003", Locators: []vault.Locator{loc(vault.LocParagraph, "2-3")}}, trace: all,
			method: ByLocator, chunk: "VLT-0003#c2", retrieved: true, why: "chunk VLT-0003#c1, was not retrieved"},
		{name: "paragraph the memo does not have", want: Want{Doc: "VLT-0003", Locators: []vault.Locator{loc(vault.LocParagraph, "999")}}, trace: all,
			method: ByProposition, chunk: "VLT-0003#c2", retrieved: true, nowhere: "VLT-0003's numbered paragraphs run ¶¶ 1-4; ¶ 999 is not in it"},
		{name: "paragraph of a document without numbered paragraphs", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocParagraph, "2")}}, trace: all,
			method: ByProposition, chunk: "VLT-0001#c3", retrieved: true, nowhere: "VLT-0001 has no numbered paragraphs"},
		{name: "¶ 2 of a memo numbering its paragraphs 1., 2., 3.", want: Want{Doc: "VLT-0005", Locators: []vault.Locator{loc(vault.LocParagraph, "2")}},
			trace: trace("VLT-0005#c1", "VLT-0005#c2", "VLT-0005#c3", "VLT-0005#c4"), method: ByLocator, chunk: "VLT-0005#c2", retrieved: true},
		{name: "¶ 3 of it", want: Want{Doc: "VLT-0005", Locators: []vault.Locator{loc(vault.LocParagraph, "3")}},
			trace: trace("VLT-0005#c4"), method: ByLocator, chunk: "VLT-0005#c4", retrieved: true},
		{name: "¶ 4 of it names no place", want: Want{Doc: "VLT-0005", Locators: []vault.Locator{loc(vault.LocParagraph, "4")}},
			trace: trace("VLT-0005#c2"), method: ByProposition, chunk: "VLT-0005#c2", retrieved: true, nowhere: "VLT-0005 has no numbered paragraphs"},
		{name: "lenticular line L4-L4 is in the second chunk", want: Want{Doc: "VLT-0003", Locators: []vault.Locator{loc(vault.LocLine, "L4-L4")}}, trace: all, method: ByLocator, chunk: "VLT-0003#c2", retrieved: true, why: "line L4-L4"},
		{name: "line past the end", want: Want{Doc: "VLT-0003", Locators: []vault.Locator{loc(vault.LocLine, "L40-L44")}}, trace: all,
			method: ByProposition, chunk: "VLT-0003#c2", retrieved: true, nowhere: "VLT-0003 has 5 lines; line L40-L44 is not in it"},
		{name: "no locator: best proposition match", want: Want{Doc: "VLT-0001", Proposition: "Enforcement that contravenes strong public policy makes a clause unenforceable."},
			trace: all, method: ByProposition, chunk: "VLT-0001#c3", retrieved: true, why: "Located by best match: VLT-0001#c3 (rank 1) shares"},
		{name: "no locator and no proposition: top-ranked chunk", want: Want{Doc: "VLT-0001"}, trace: all, method: ByProposition, chunk: "VLT-0001#c3", retrieved: true, why: "no locator and no proposition"},
		{name: "authority quoted inside another opinion", want: Want{Identifiers: []string{"407 U.S. 1"}, Proposition: "public policy"},
			trace: trace("VLT-0003#c2", "VLT-0004#c1"), method: ByQuotation, chunk: "VLT-0004#c1", retrieved: true, why: `quotes "407 U.S. 1"`},
		{name: "quoted with spaced reporter 407 U. S. 1", want: Want{Identifiers: []string{"407 U. S. 1"}}, trace: trace("VLT-0004#c1"), method: ByQuotation, chunk: "VLT-0004#c1", retrieved: true},
		// A Vault document whose own chunks were not retrieved is not
		// rescued by another chunk quoting it, unless it is cited inside
		// a (quoting ...) parenthetical.
		{name: "own document not retrieved: no passage even when quoted elsewhere", want: Want{Doc: "VLT-0001", Identifiers: []string{"407 U.S. 1"}},
			trace: trace("VLT-0004#c1"), method: NoPassage, why: "No retrieved chunk belongs to VLT-0001"},
		{name: "(quoting ...): the quoting chunk is the passage", want: Want{Doc: "VLT-0001", Identifiers: []string{"407 U.S. 1"}, Quoting: true},
			trace: trace("VLT-0004#c1"), method: ByQuotation, chunk: "VLT-0004#c1", retrieved: true, why: "Retrieval returned no chunk of VLT-0001"},
		{name: "(quoting ...) with a pin not retrieved: the quoting chunk", want: Want{Doc: "VLT-0001", Identifiers: []string{"407 U.S. 1"}, Quoting: true, Locators: []vault.Locator{loc(vault.LocPage, "15")}},
			trace: trace("VLT-0004#c1"), method: ByQuotation, chunk: "VLT-0004#c1", retrieved: true, why: "p. 15 of VLT-0001 is in chunk VLT-0001#c3"},
		{name: "pin 407 U.S. 10 is not 407 U.S. 1", want: Want{Identifiers: []string{"407 U.S. 10"}}, trace: trace("VLT-0004#c1"), method: NoPassage, why: `"407 U.S. 10"`},
		{name: "nothing retrieved", want: Want{Doc: "VLT-0001"}, trace: []Retrieved{}, method: NoPassage, why: "Nothing was retrieved"},
		{name: "unresolved, no identifiers", want: Want{}, trace: all, method: NoPassage, why: "resolves to no Vault document"},
		{name: "unknown chunk in the trace counts for nothing", want: Want{Doc: "VLT-0001"}, trace: trace("VLT-0001#c77"), method: NoPassage, why: "Nothing was retrieved"},
		// No trace at all: the passage is located in the cited document.
		{name: "no trace: the pin, located in the Vault", want: Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "18")}},
			method: ByLocator, chunk: "VLT-0001#c4", why: "located in the Vault; no retrieval trace"},
		{name: "no trace: the best match inside the cited document", want: Want{Doc: "VLT-0001", Proposition: "gravely difficult and inconvenient day in court"},
			method: ByProposition, chunk: "VLT-0001#c4", why: "Located in the Vault by best match (no retrieval trace)"},
		{name: "no trace: never a chunk of another document", want: Want{Identifiers: []string{"407 U.S. 1"}}, method: NoPassage, why: "without a retrieval trace"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := testVault()
			if tt.prep != nil {
				tt.prep(v)
			}
			ct := NoTrace()
			if tt.trace != nil {
				ct = CheckTrace(v, tt.trace, nil)
			}
			p := Locate(v, tt.want, ct)
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
			for _, c := range []struct {
				list       []string
				want, what string
			}{{p.Nowhere, tt.nowhere, "Nowhere"}, {p.Caveats, tt.caveat, "Caveats"}} {
				joined := strings.Join(c.list, " | ")
				if (c.want == "") != (joined == "") || !strings.Contains(joined, c.want) {
					t.Errorf("%s = %q, want %q", c.what, joined, c.want)
				}
			}
			if p.NoTrace != (tt.trace == nil && p.Method != NoPassage) {
				t.Errorf("NoTrace = %v with trace %v", p.NoTrace, tt.trace != nil)
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

// The passage text is the Vault's, whatever text the trace carried: a
// trace entry whose text differs does not count as retrieved at all.
func TestLocateTextIsVaultText(t *testing.T) {
	v := testVault()
	forged := "Forum-selection clauses are ALWAYS valid."
	tr := CheckTrace(v, []Retrieved{{ChunkID: "VLT-0001#c2", Rank: 1, Text: forged}, {ChunkID: "VLT-0001#c3", Rank: 2}}, nil)
	p := Locate(v, Want{Doc: "VLT-0001", Chunk: "VLT-0001#c2"}, tr)
	if p.Text != v.byID["VLT-0001#c2"].Text || p.Retrieved {
		t.Errorf("chunk ref = %q retrieved=%v; want the Vault's text, not retrieved (the forged entry does not count)", p.Text, p.Retrieved)
	}
	if p := Locate(v, Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "15")}}, tr); p.Text != v.byID["VLT-0001#c3"].Text {
		t.Errorf("locator text = %q, want the Vault text", p.Text)
	}
}

// A walled chunk may be the passage of a citation of its own document,
// but never quotes another authority.
func TestLocateWalledNeverQuotes(t *testing.T) {
	v := testVault()
	tr := CheckTrace(v, trace("VLT-0004#c1"), func(doc string) bool { return doc != "VLT-0004" })
	if p := Locate(v, Want{Identifiers: []string{"407 U.S. 1"}}, tr); p.Method != NoPassage {
		t.Errorf("a walled chunk was used as a quoting passage: %+v", p)
	}
	if p := Locate(v, Want{Doc: "VLT-0004", Locators: []vault.Locator{loc(vault.LocPage, "497")}}, tr); p.Chunk == nil || p.Chunk.ID != "VLT-0004#c1" || !p.Retrieved {
		t.Errorf("the walled chunk is the passage of its own document's citation: %+v", p)
	}
}

// Duplicated trace entries count at their best rank, and trace order does
// not matter: ranks do.
func TestLocateUsesBestRank(t *testing.T) {
	v := testVault()
	tr := CheckTrace(v, []Retrieved{{ChunkID: "VLT-0001#c2", Rank: 5}, {ChunkID: "VLT-0001#c3", Rank: 2}, {ChunkID: "VLT-0001#c2", Rank: 1}}, nil)
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
