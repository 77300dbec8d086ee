package retrieval

import (
	"reflect"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestResolveNames: how a provider's names of a document (and a trace
// entry's "doc") resolve. A document matched twice (its external ID is
// its own file name) is that document, not an ambiguity of one; a name
// that is one document's external ID and another's file name names both;
// the file name a URI's path ends in outranks a title, which versions of
// a document share; an ID, a file name or a URI naming different
// documents names them all.
func TestResolveNames(t *testing.T) {
	src := &vault.Source{
		Manifest: vault.Manifest{Name: "t", ChunkTokens: 40},
		Documents: []*vault.Document{
			{ID: "VLT-0001", Title: "Practice Note", Filename: "note.docx", ExternalIDs: []string{"note.docx"}, Text: "A note.\n"},
			{ID: "VLT-0002", Title: "Master Agreement", Filename: "msa-2019.pdf", ExternalIDs: []string{"legacy.pdf"}, Text: "The 2019 agreement.\n"},
			{ID: "VLT-0003", Title: "Master Agreement", Filename: "msa-2021.pdf", Text: "The 2021 agreement.\n"},
			{ID: "VLT-0004", Title: "Other", Filename: "legacy.pdf", Text: "Another file.\n"},
		},
	}
	ix, err := vault.BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	tests := []struct {
		name   string
		names  []string
		single bool // ResolveDocName of names[0], the trace entry's "doc"
		id     string
		cands  []string
	}{
		{"external ID that is its own file name", []string{"note.docx"}, false, "VLT-0001", nil},
		{"external ID that is its own file name, as doc", []string{"note.docx"}, true, "VLT-0001", nil},
		{"one's external ID, another's file name", []string{"legacy.pdf"}, false, "", []string{"VLT-0002", "VLT-0004"}},
		{"one's external ID, another's file name, as doc", []string{"legacy.pdf"}, true, "", []string{"VLT-0002", "VLT-0004"}},
		{"a URI's file name before a shared title", []string{"gs://kb/msa-2021.pdf", "Master Agreement"}, false, "VLT-0003", nil},
		{"a URI's file name before another document's title", []string{"gs://kb/msa-2021.pdf", "Practice Note"}, false, "VLT-0003", nil},
		{"a title alone that two versions share", []string{"Master Agreement"}, false, "", []string{"VLT-0002", "VLT-0003"}},
		{"a title when nothing else answers", []string{"gs://kb/unknown.pdf", "Practice Note"}, false, "VLT-0001", nil},
		{"an ID and a file name that agree", []string{"note.docx", "/kb/note.docx"}, false, "VLT-0001", nil},
		{"a provider ID of one, the file name of another", []string{"VLT-0001", "msa-2021.pdf"}, false, "", []string{"VLT-0001", "VLT-0003"}},
		{"an external ID of one, a URI ending in another's file name", []string{"note.docx", "s3://kb/msa-2019.pdf"}, false, "", []string{"VLT-0001", "VLT-0002"}},
		{"a name that matches nothing does not disagree", []string{"file-unknown", "msa-2021.pdf"}, false, "VLT-0003", nil},
		{"an ambiguous name stays ambiguous beside one that agrees", []string{"legacy.pdf", "msa-2019.pdf"}, false, "", []string{"VLT-0002", "VLT-0004"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var id string
			var cands []string
			if tt.single {
				id, cands = ResolveDocName(ix, tt.names[0])
			} else {
				id, cands = ResolveDocNames(ix, tt.names)
			}
			if id != tt.id || !reflect.DeepEqual(cands, tt.cands) {
				t.Errorf("%q -> %q %q, want %q %q", tt.names, id, cands, tt.id, tt.cands)
			}
		})
	}
}
