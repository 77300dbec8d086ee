package retrieval

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestLocateOnFixture runs Locate on the fixture Vault with the traces
// real retrieval produces, for the citation forms of the extraction
// issue: chunk references, page pins, star pages of unpublished orders,
// sections of a contract, numbered paragraphs, and an authority quoted
// inside another document's chunk.
func TestLocateOnFixture(t *testing.T) {
	ix := openFixture(t)
	search := func(q string) []Retrieved {
		tr, err := Search(context.Background(), ix, Query{Text: q, User: "u-partner-02", At: asked})
		if err != nil {
			t.Fatal(err)
		}
		return tr
	}
	bremen := search("Bremen forum selection clause unreasonable public policy day in court")
	tests := []struct {
		name   string
		cite   string // the citation as an answer writes it
		want   Want
		trace  []Retrieved
		method Method
		chunk  string
	}{
		{"vault link with chunk", "[Bremen](vault://VLT-0001#c4)", Want{Doc: "VLT-0001", Chunk: "VLT-0001#c4"}, bremen, ByChunkRef, "VLT-0001#c4"},
		{"pin cite", "Bremen, 407 U.S. at 15", Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "15")}}, bremen, ByLocator, "VLT-0001#c6"},
		{"pin range across a chunk edge", "407 U.S. 1, 13-14", Want{Doc: "VLT-0001", Locators: []vault.Locator{loc(vault.LocPage, "13-14")},
			Proposition: "The resisting party bears the burden of showing why the clause should not be enforced."}, trace("VLT-0001#c4", "VLT-0001#c5"), ByLocator, "VLT-0001#c4"},
		{"star page of an unpublished order", "2023 WL 4417730, at *3", Want{Doc: "VLT-0018", Locators: []vault.Locator{loc(vault.LocPage, "*3")}},
			search("Quillfeather transfer Oregon private interest factors"), ByLocator, "VLT-0018#c2"},
		{"contract section", "Acme-Globex-MSA.pdf, § 14.2", Want{Doc: "VLT-0022", Locators: []vault.Locator{loc(vault.LocSection, "14.2")}},
			search("Acme Globex MSA forum selection Delaware exclusively"), ByLocator, "VLT-0022#c10"},
		{"numbered paragraph", "[VLT-0017, ¶ 9]", Want{Doc: "VLT-0017", Locators: []vault.Locator{loc(vault.LocParagraph, "9")}},
			search("Murphy Schneider remand did not hold unenforceable"), ByLocator, "VLT-0017#c6"},
		{"quoted within the practice note", "Jones v. GNC Franchising, Inc., 211 F.3d 495, 499", Want{Identifiers: []string{"211 F.3d 495", "Jones v. GNC Franchising, Inc."}},
			search("Ninth Circuit refused enforcement California franchisee Idaho company public-policy limits"), ByQuotation, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Locate(ix, tt.want, CheckTrace(ix, tt.trace, nil))
			got := ""
			if p.Chunk != nil {
				got = p.Chunk.ID
			}
			if p.Method != tt.method || (tt.chunk != "" && got != tt.chunk) {
				t.Fatalf("%s: Locate = %s %s, want %s %s (why: %s)", tt.cite, p.Method, got, tt.method, tt.chunk, p.Why)
			}
			if tt.name == "pin range across a chunk edge" && len(p.Chunks) != 2 {
				t.Errorf("a range across a chunk edge is both chunks: %v", p.Why)
			}
			if p.Method == ByQuotation && (p.Chunk.Doc == "VLT-0006" || !p.Retrieved) {
				t.Errorf("%s: quoted-within passage %s must be a retrieved chunk of another document", tt.cite, got)
			}
		})
	}
}

// TestWindowAroundOnFixture checks the judge's context window on real
// chunks: the neighbours are the adjacent chunks of the same document,
// their text is the document's own text between the chunks, and the
// budget holds.
func TestWindowAroundOnFixture(t *testing.T) {
	ix := openFixture(t)
	c4, _ := ix.Chunk("VLT-0001#c4")
	c3, _ := ix.Chunk("VLT-0001#c3")
	c5, _ := ix.Chunk("VLT-0001#c5")
	doc, _ := ix.Document("VLT-0001")
	budget := c4.Tokens + c3.Tokens + c5.Tokens + 5
	w := WindowAround(ix, Passage{Chunk: c4, Text: c4.Text}, budget)
	if strings.Join(w.BeforeChunks, ",") != "VLT-0001#c3" || strings.Join(w.AfterChunks, ",") != "VLT-0001#c5" {
		t.Fatalf("window = %v | %v, want c3 | c5", w.BeforeChunks, w.AfterChunks)
	}
	if w.Before != doc.Text[c3.Start:c3.End] || w.After != doc.Text[c5.Start:c5.End] || w.Excerpt != c4.Text {
		t.Errorf("window text is not the document's own text around the excerpt")
	}
	if w.ExcerptTokens+w.ContextTokens > budget {
		t.Errorf("window of %d tokens exceeds the budget %d", w.ExcerptTokens+w.ContextTokens, budget)
	}
}
