package retrieval

import (
	"reflect"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

func TestWindowAround(t *testing.T) {
	v := testVault()
	c := v.byID
	tok := func(id string) int { return vault.CountTokens(c[id].Text) }
	mid := Passage{Chunk: c["VLT-0001#c2"], Text: c["VLT-0001#c2"].Text}
	tests := []struct {
		name          string
		p             Passage
		budget        int
		before, after []string
	}{
		{"budget below the excerpt: excerpt alone, untrimmed", mid, 3, nil, nil},
		{"room for one neighbour: before comes first", mid, tok("VLT-0001#c2") + tok("VLT-0001#c1"), []string{"VLT-0001#c1"}, nil},
		{"room for both sides", mid, tok("VLT-0001#c2") + tok("VLT-0001#c1") + tok("VLT-0001#c3") + 2, []string{"VLT-0001#c1"}, []string{"VLT-0001#c3"}},
		{"large budget: whole document", mid, 10000, []string{"VLT-0001#c1"}, []string{"VLT-0001#c3", "VLT-0001#c4"}},
		{"first chunk: only after", Passage{Chunk: c["VLT-0002#c1"]}, 10000, nil, []string{"VLT-0002#c2", "VLT-0002#c3"}},
		{"no chunk", Passage{Text: "free text"}, 10000, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := WindowAround(v, tt.p, tt.budget)
			if !reflect.DeepEqual(w.BeforeChunks, tt.before) || !reflect.DeepEqual(w.AfterChunks, tt.after) {
				t.Fatalf("window = before %v after %v, want %v %v", w.BeforeChunks, w.AfterChunks, tt.before, tt.after)
			}
			want := tt.p.Text
			if want == "" && tt.p.Chunk != nil {
				want = tt.p.Chunk.Text
			}
			if w.Excerpt != want || w.ExcerptTokens != vault.CountTokens(want) {
				t.Errorf("excerpt = %q (%d tokens), want the passage untrimmed", w.Excerpt, w.ExcerptTokens)
			}
			if w.ContextTokens != vault.CountTokens(w.Before)+vault.CountTokens(w.After) {
				t.Errorf("context tokens %d do not count Before and After", w.ContextTokens)
			}
			if len(tt.before)+len(tt.after) > 0 && w.ExcerptTokens+w.ContextTokens > tt.budget {
				t.Errorf("window of %d+%d tokens exceeds the budget %d", w.ExcerptTokens, w.ContextTokens, tt.budget)
			}
			if strings.Contains(w.Before, w.Excerpt) || strings.Contains(w.After, w.Excerpt) {
				t.Errorf("the excerpt leaked into the surrounding text")
			}
		})
	}
	w := WindowAround(v, Passage{Chunk: c["VLT-0001#c3"]}, 10000)
	if w.Before != v.docs["VLT-0001"].Text[:c["VLT-0001#c2"].End] {
		t.Errorf("Before = %q, want the document text up to the excerpt's chunk", w.Before)
	}
}
