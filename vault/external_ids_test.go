package vault

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// externalDocs is goodVault's documents.jsonl with external IDs on two
// documents.
const externalDocs = `{"id": "VLT-0002", "title": "Second", "text": "Two.", "external_ids": ["file-9Fm2xQ", "s3://bucket/second.pdf"]}
{"id": "VLT-0001", "title": "M/S Bremen v. Zapata Off-Shore Co.", "filename": "bremen.pdf", "external_ids": ["policies/bremen.pdf"], "pages": [{"page": "1", "text": "First page."}]}
{"id": "VLT-0003", "title": "Third", "text_file": "files/three.txt"}
`

func TestExternalIDLookup(t *testing.T) {
	src, err := LoadSource(writeVault(t, map[string]string{DocumentsFile: externalDocs}))
	if err != nil {
		t.Fatal(err)
	}
	ix, err := BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	tests := []struct {
		id   string
		want []string
	}{
		{"file-9Fm2xQ", []string{"VLT-0002"}},
		{"s3://bucket/second.pdf", []string{"VLT-0002"}},
		{"policies/bremen.pdf", []string{"VLT-0001"}},
		// Exact: no case folding, no trimming, no URL decoding.
		{"FILE-9FM2XQ", nil},
		{" file-9Fm2xQ", nil},
		{"s3://bucket/second%2Epdf", nil},
		{"VLT-0003", nil}, // a Vault ID is not an external ID
	}
	for _, tt := range tests {
		got := LookupExternalID(ix, tt.id)
		if !slices.Equal(got, tt.want) {
			t.Errorf("LookupExternalID(%q) = %v, want %v", tt.id, got, tt.want)
		}
		// A Reader without its own table answers the same.
		if got := LookupExternalID(docsOnly{ix}, tt.id); !slices.Equal(got, tt.want) {
			t.Errorf("fallback LookupExternalID(%q) = %v, want %v", tt.id, got, tt.want)
		}
	}
	d, _ := ix.Document("VLT-0002")
	if !slices.Equal(d.ExternalIDs, []string{"file-9Fm2xQ", "s3://bucket/second.pdf"}) {
		t.Errorf("ExternalIDs = %v", d.ExternalIDs)
	}
}

// docsOnly hides Index's own LookupExternalID.
type docsOnly struct{ Reader }

func TestExternalIDErrors(t *testing.T) {
	tests := []struct {
		name  string
		docs  string
		line  int
		field string
		msg   string
	}{
		{"duplicate across documents",
			"{\"id\": \"VLT-0002\", \"title\": \"x\", \"text\": \"y\", \"external_ids\": [\"file-1\"]}\n{\"id\": \"VLT-0001\", \"title\": \"x\", \"text\": \"y\", \"external_ids\": [\"a\", \"file-1\"]}",
			2, "external_ids[1]", `external ID "file-1" is also an external ID of VLT-0002 (line 1)`},
		{"another document's Vault ID",
			"{\"id\": \"VLT-0002\", \"title\": \"x\", \"text\": \"y\"}\n{\"id\": \"VLT-0001\", \"title\": \"x\", \"text\": \"y\", \"external_ids\": [\"a\", \"VLT-0002\"]}",
			2, "external_ids[1]", `external ID "VLT-0002" is the Vault ID of another document (line 1)`},
		{"another document's Vault ID, listed later",
			"{\"id\": \"VLT-0001\", \"title\": \"x\", \"text\": \"y\", \"external_ids\": [\"VLT-0002\"]}\n{\"id\": \"VLT-0002\", \"title\": \"x\", \"text\": \"y\"}",
			1, "external_ids[0]", `is the Vault ID of another document (line 2)`},
		{"duplicate within a document", `{"id": "VLT-0001", "title": "x", "text": "y", "external_ids": ["file-1", "file-1"]}`,
			1, "external_ids[1]", "listed twice"},
		{"empty", `{"id": "VLT-0001", "title": "x", "text": "y", "external_ids": [""]}`, 1, "external_ids[0]", "empty external ID"},
		{"surrounding space", `{"id": "VLT-0001", "title": "x", "text": "y", "external_ids": ["file-1 "]}`, 1, "external_ids[0]", "surrounding white space"},
		{"control character", `{"id": "VLT-0001", "title": "x", "text": "y", "external_ids": ["file\u00011"]}`, 1, "external_ids[0]", "control character"},
		{"not a list", `{"id": "VLT-0001", "title": "x", "text": "y", "external_ids": "file-1"}`, 1, "external_ids", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := LoadSource(writeVault(t, map[string]string{DocumentsFile: tt.docs, ACLFile: "", "files/three.txt": "x"}))
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("err = %v, want *InputError", err)
			}
			if filepath.Base(ie.File) != DocumentsFile || ie.Line != tt.line || ie.Field != tt.field || !strings.Contains(ie.Msg, tt.msg) {
				t.Errorf("got %s:%d field %q msg %q, want line %d field %q msg containing %q", filepath.Base(ie.File), ie.Line, ie.Field, ie.Msg, tt.line, tt.field, tt.msg)
			}
		})
	}
}

func TestExternalIDNormalize(t *testing.T) {
	src := &Source{Documents: []*Document{
		{ID: "A-1", Title: "a", Text: "x", ExternalIDs: []string{"gs://b/k"}},
		{ID: "A-2", Title: "b", Text: "y", ExternalIDs: []string{"gs://b/k"}},
	}}
	var ie *InputError
	if err := src.Normalize(); !errors.As(err, &ie) || !strings.Contains(ie.Msg, `"gs://b/k" is also an external ID of A-1`) {
		t.Fatalf("Normalize = %v, want the duplicate named", err)
	}
}
