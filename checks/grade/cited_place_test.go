package grade

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// TestCitedPlace: a structured citation's cited text that the document
// holds at several places is read at the place the trace retrieved,
// else at the place on the page the citation names, else the first. The
// earliest place alone failed C-006 for text the trace retrieved at a
// later place, and C-009 for a page that does hold the text.
func TestCitedPlace(t *testing.T) {
	text := "[*1]\nThe clause governs the dispute.\n\n[*2]\nOther words.\n\n[*3]\nOn remand, the clause governs the dispute.\n"
	ix, err := vault.BuildMem(&vault.Source{Manifest: vault.Manifest{Name: "t", ChunkTokens: 8},
		Documents: []*vault.Document{{ID: "VLT-0009", Title: "Opinion", Text: text, FirstPage: "1", LastPage: "3"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	d, _ := ix.Document("VLT-0009")
	a := strings.Index(text, "clause governs")
	b := strings.LastIndex(text, "clause governs")
	places := []retrieval.Span{{Start: a, End: a + 14}, {Start: b, End: b + 14}}
	none := &retrieval.Checked{Given: true}
	atB := &retrieval.Checked{Given: true, Located: []retrieval.Located{{Doc: d.ID, Start: b - 20, End: b + 30}}}
	for _, tt := range []struct {
		name  string
		trace *retrieval.Checked
		page  string
		want  int
	}{
		{"the place the trace retrieved", atB, "", b},
		{"retrieved wins over a page elsewhere", atB, "1", b},
		{"the page named, when no place was retrieved", none, "3", b},
		{"else the first", none, "", a},
		{"a page holding neither: the first (C-009 fails on it)", none, "2", a},
	} {
		t.Run(tt.name, func(t *testing.T) {
			sp, ok := citedPlace(ix, tt.trace, d, &rubric.StructuredCitation{Page: tt.page}, places)
			if !ok || sp.Start != tt.want {
				t.Errorf("place at %d (ok %v), want %d", sp.Start, ok, tt.want)
			}
		})
	}
	// A chunk's page (a RAG Engine pageSpan) is right when one of the
	// places holding the chunk's text begins on it.
	both := &retrieval.Located{Doc: d.ID, Start: a, End: a + 14, Spans: places}
	for page, ok := range map[string]bool{"1": true, "3": true, "2": false} {
		if got := pageNowhereAny(d, &rubric.StructuredCitation{Page: page, Kind: "groundingSupport", Field: "f"}, both); (got == "") != ok {
			t.Errorf("page %s: %q, want right %v", page, got, ok)
		}
	}
	if _, ok := citedPlace(ix, none, d, &rubric.StructuredCitation{}, nil); ok {
		t.Error("a text held nowhere has a place")
	}
}
