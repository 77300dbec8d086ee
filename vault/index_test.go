package vault

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// testSource is a small Vault for lookups and search.
func testSource() *Source {
	return &Source{
		Manifest: Manifest{Name: "test", ChunkTokens: 64},
		Documents: []*Document{
			{ID: "VLT-0001", Title: "M/S Bremen v. Zapata Off-Shore Co.", Filename: "Bremen-v-Zapata.pdf", Kind: "case",
				Citations: []string{"407 U.S. 1", "92 S. Ct. 1907"}, Aliases: []string{"The Bremen", "Bremen v. Zapata"},
				Text: "[*10]\n¶ 1 Forum-selection clauses are prima facie valid and should be enforced unless enforcement is shown by the resisting party to be unreasonable under the circumstances."},
			{ID: "VLT-0002", Title: "Carnival Cruise Lines, Inc. v. Shute", Citations: []string{"499 U.S. 585"}, Filename: "carnival.pdf",
				Text: "A clause in a form passenger ticket is subject to judicial scrutiny for fundamental fairness."},
			{ID: "VLT-0003", Title: "Shute Memo", Aliases: []string{"Carnival Cruise Lines v. Shute"}, Filename: "CARNIVAL.pdf",
				Text: "Memo on the enforceability of forum clauses in cruise tickets."},
			{ID: "VLT-0004", Title: "Atlantic Marine Constr. Co. v. U.S. Dist. Ct. for the W. Dist. of Tex.", Citations: []string{"571 U.S. 49", "No. 12-929"},
				Text: "A valid forum-selection clause should be given controlling weight in all but the most exceptional cases."},
		},
		Principals: []*Principal{{User: "u-1"}},
		Grants: []*Grant{
			{Doc: "VLT-0001", Principal: "*", Effect: Allow, Line: 1},
			{Doc: "VLT-0004", Principal: "user:u-1", Effect: Allow, Line: 2},
		},
	}
}

func TestLookups(t *testing.T) {
	x, err := BuildMem(testSource())
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	tests := []struct {
		kind, in string
		want     string
	}{
		{"cite", "407 U.S. 1", "VLT-0001"},
		{"cite", "407 U. S. 1", "VLT-0001"},
		{"cite", "92 S.Ct. 1907", "VLT-0001"},
		{"cite", "407  u.s.  1", "VLT-0001"},
		{"cite", "12-929", "VLT-0004"},
		{"cite", "No. 12-929", "VLT-0004"},
		{"cite", "407 U.S. 2", ""},
		{"file", "Bremen-v-Zapata.pdf", "VLT-0001"},
		{"file", "bremen-v-zapata.pdf", "VLT-0001"},
		{"file", "carnival.pdf", "VLT-0002"},          // exact beats case-insensitive
		{"file", "Carnival.PDF", "VLT-0002,VLT-0003"}, // ambiguous without an exact match
		{"name", "M/S Bremen v. Zapata Off-Shore Co.", "VLT-0001"},
		{"name", "M/S Bremen vs. Zapata Off-Shore Company", "VLT-0001"},
		{"name", "m/s bremen v zapata off shore", "VLT-0001"},
		{"name", "Bremen", "VLT-0001"},
		{"name", "The Bremen", "VLT-0001"},
		{"name", "Carnival Cruise Lines v. Shute", "VLT-0002,VLT-0003"},
		{"name", "Atlantic Marine Construction Co. v. United States District Court for the Western Dist. of Tex.", ""},
		{"name", "Atlantic Marine Constr. Co. v. U. S. Dist. Ct. for the W. Dist. of Tex.", "VLT-0004"},
		{"name", "Atlantic Marine Construction Company v. US District Court for the W. District of Tex", "VLT-0004"},
		{"name", "Zapata", ""},
	}
	for _, tt := range tests {
		var got []string
		switch tt.kind {
		case "cite":
			got = x.LookupCitation(tt.in)
		case "file":
			got = x.LookupFilename(tt.in)
		case "name":
			got = x.LookupName(tt.in)
		}
		if strings.Join(got, ",") != tt.want {
			t.Errorf("Lookup %s %q = %v, want %q", tt.kind, tt.in, got, tt.want)
		}
	}
	if d, ok := x.Document("VLT-0001"); !ok || d.Title != "M/S Bremen v. Zapata Off-Shore Co." {
		t.Errorf("Document = %v %v", d, ok)
	}
	if _, ok := x.Document("vlt-0001"); ok {
		t.Errorf("Document IDs must be exact")
	}
	c, ok := x.Chunk("VLT-0001#c1")
	if !ok || c.PageStart != "10" || c.ParagraphStart != "1" {
		t.Errorf("Chunk = %+v %v", c, ok)
	}
	if len(x.Chunks("VLT-0002")) != 1 || x.Chunks("nope") != nil {
		t.Errorf("Chunks wrong")
	}
	if x.Manifest().IDPattern != "VLT-[0-9]{4}" {
		t.Errorf("derived id pattern %q", x.Manifest().IDPattern)
	}
}

func TestSearch(t *testing.T) {
	x, err := BuildMem(testSource())
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	ctx := context.Background()
	ids := func(hs []Hit) string {
		var s []string
		for _, h := range hs {
			s = append(s, h.Chunk.ID)
		}
		return strings.Join(s, ",")
	}
	tests := []struct {
		name    string
		req     SearchRequest
		want    string
		wantTop string
	}{
		{"all", SearchRequest{Text: "forum clause", K: 10}, "", "VLT-0004#c1"},
		{"nfkc and case", SearchRequest{Text: "ＦＵＮＤＡＭＥＮＴＡＬ fairness", K: 10}, "VLT-0002#c1", ""},
		{"filtered small", SearchRequest{Text: "forum selection clause", K: 10, AllowedDocs: []string{"VLT-0004"}}, "VLT-0004#c1", ""},
		{"filtered empty", SearchRequest{Text: "forum", K: 10, AllowedDocs: []string{}}, "", ""},
		{"no match", SearchRequest{Text: "zebra", K: 10}, "", ""},
		{"k", SearchRequest{Text: "forum", K: 1}, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hs, err := x.Search(ctx, tt.req)
			if err != nil {
				t.Fatal(err)
			}
			if tt.want != "" && ids(hs) != tt.want {
				t.Errorf("hits = %s, want %s", ids(hs), tt.want)
			}
			if tt.wantTop != "" && (len(hs) == 0 || hs[0].Chunk.ID != tt.wantTop) {
				t.Errorf("top = %s, want %s", ids(hs), tt.wantTop)
			}
			if tt.req.K > 0 && len(hs) > tt.req.K {
				t.Errorf("%d hits > K", len(hs))
			}
			for _, h := range hs {
				if tt.req.AllowedDocs != nil && !contains(tt.req.AllowedDocs, h.Chunk.Doc) {
					t.Errorf("hit %s outside AllowedDocs", h.Chunk.ID)
				}
			}
		})
	}
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// TestSearchFilterPaths: both filter strategies (term filter, per-hit
// set) return the K best readable chunks, identical to post-filtering an
// unfiltered ranking.
func TestSearchFilterPaths(t *testing.T) {
	src := &Source{Manifest: Manifest{Name: "f", ChunkTokens: 64}}
	for i := 0; i < 600; i++ {
		src.Documents = append(src.Documents, &Document{ID: fmt.Sprintf("D-%04d", i), Title: "t",
			Text: fmt.Sprintf("clause number %d %s", i, strings.Repeat("venue ", i%7+1))})
	}
	x, err := BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	all, err := x.Search(context.Background(), SearchRequest{Text: "venue clause", K: 600})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{3, termFilterMax + 50, 599} {
		var allowed []string
		for i := 0; i < 600; i += 600 / n {
			if len(allowed) < n {
				allowed = append(allowed, fmt.Sprintf("D-%04d", i))
			}
		}
		if n == 599 { // unsorted: the set path rather than binary search
			slices.Reverse(allowed)
		}
		hs, err := x.Search(context.Background(), SearchRequest{Text: "venue clause", K: 5, AllowedDocs: allowed})
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, h := range all {
			if contains(allowed, h.Chunk.Doc) && len(want) < 5 {
				want = append(want, h.Chunk.ID)
			}
		}
		var got []string
		for _, h := range hs {
			got = append(got, h.Chunk.ID)
		}
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("allowed %d: got %v, want %v", n, got, want)
		}
	}
}
