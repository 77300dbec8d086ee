package native

import (
	"strings"
	"testing"
)

// TestMetadataCarriesNoDocumentText: a sentence-window node's metadata
// holds the document's words ("window", "original_text"), and an
// extractor's summary paraphrases them; report metadata is copied
// untouched and never redacted, so a walled document's words would be
// written there. They are left out; the other metadata stays.
func TestMetadataCarriesNoDocumentText(t *testing.T) {
	const secret = "SCREENED-STRATEGY-WORDS"
	li := strings.ReplaceAll(string(load(t, "llamaindex-clean")), `"file_type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"`,
		`"file_type": "docx", "window": "`+secret+` window", "original_text": "`+secret+`", "section_summary": "`+secret+` summary"`)
	lc := strings.ReplaceAll(string(load(t, "langchain-clean")), `"metadata": {`, `"metadata": {"window": "`+secret+`", `)
	for _, tt := range []struct{ name, format, data, kept string }{
		{"llamaindex", "llamaindex", li, `"file_type":"docx"`},
		{"langchain", "langchain", lc, `"source"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if !strings.Contains(tt.data, secret) {
				t.Fatal("no edit made")
			}
			r, err := decode(t, tt.format, []byte(tt.data))
			if err != nil {
				t.Fatal(err)
			}
			if m := string(r.Metadata); strings.Contains(m, secret) || !strings.Contains(m, tt.kept) {
				t.Errorf("metadata %s: want no %q and %s kept", m, secret, tt.kept)
			}
		})
	}
}
