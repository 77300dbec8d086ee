package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestExtractStylesShowCleanSpans: `extract --json` on each answer
// style of the fixture suite reports spans that cover whole citations
// (emphasis balanced, never a dangling delimiter) and reader text with
// no Markdown markup, entity or escape left in it.
func TestExtractStylesShowCleanSpans(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("..", "..", "fixtures", "forum-selection", "responses", "style-*.json"))
	if err != nil || len(paths) < 6 {
		t.Fatalf("style fixtures: %v (%d)", err, len(paths))
	}
	vaultDir := filepath.Join("..", "..", "fixtures", "forum-selection", "vault")
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(context.Background(), []string{"extract", p, "--vault", vaultDir, "--json"}, strings.NewReader(""), &out, &errb)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errb.String())
			}
			var recs []extractRecord
			if err := json.Unmarshal(out.Bytes(), &recs); err != nil {
				t.Fatal(err)
			}
			if len(recs) == 0 {
				t.Fatal("no citations")
			}
			for _, r := range recs {
				for _, bad := range []string{"&nbsp;", "\\", "<sup>", "](", "**", "_"} {
					if strings.Contains(r.ReaderText, bad) {
						t.Errorf("#%d reader text %q holds %q", r.Index, r.ReaderText, bad)
					}
				}
				for i := strings.IndexByte(r.ReaderText, '*'); i >= 0; i = strings.IndexByte(r.ReaderText[i+1:], '*') + i + 1 {
					if i+1 >= len(r.ReaderText) || r.ReaderText[i+1] < '0' || r.ReaderText[i+1] > '9' {
						t.Errorf("#%d reader text %q holds emphasis", r.Index, r.ReaderText)
						break
					}
					if strings.IndexByte(r.ReaderText[i+1:], '*') < 0 {
						break
					}
				}
				for _, d := range []string{"*", "_"} {
					if strings.Count(r.Text, d)%2 != 0 && !strings.Contains(r.Text, "at *") {
						t.Errorf("#%d span %q leaves a %q unbalanced", r.Index, r.Text, d)
					}
				}
				if strings.HasPrefix(r.Name, "*") || strings.HasSuffix(r.Name, "*") || strings.HasSuffix(r.Name, "_") {
					t.Errorf("#%d name %q keeps markup", r.Index, r.Name)
				}
				if r.Resolved == nil || (!*r.Resolved && !strings.Contains(p, "disguised")) {
					t.Errorf("#%d %q does not resolve", r.Index, r.Text)
				}
			}
		})
	}
}
