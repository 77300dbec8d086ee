package vault

import (
	"errors"
	"strings"
	"testing"
)

// TestPageRange: first_page and last_page are read as numbers or
// strings, checked against the page markup, and a "pages" document has
// its range by construction.
func TestPageRange(t *testing.T) {
	star := `"text": "Caption.\n\n[*510]\nA.\n\n[*515]\nB."`
	tests := []struct {
		name        string
		line        string
		first, last string
		field, msg  string // error expected when msg != ""
	}{
		{name: "numbers", line: `{"id": "VLT-0015", "title": "M", "first_page": 509, "last_page": 515, ` + star + `}`, first: "509", last: "515"},
		{name: "strings", line: `{"id": "VLT-0015", "title": "M", "first_page": "509", "last_page": "520", ` + star + `}`, first: "509", last: "520"},
		{name: "none: unknown", line: `{"id": "VLT-0015", "title": "M", ` + star + `}`},
		{name: "pages by construction", line: `{"id": "VLT-0005", "title": "B", "pages": [{"page": "263", "text": "a"}, {"page": "266", "text": "b"}]}`, first: "263", last: "266"},
		{name: "pages with a declared end past them", line: `{"id": "VLT-0005", "title": "B", "last_page": 270, "pages": [{"page": "263", "text": "a"}]}`, first: "263", last: "270"},
		{name: "not a number", line: `{"id": "VLT-0015", "title": "M", "first_page": "five hundred", ` + star + `}`, field: "first_page", msg: "want a page number"},
		{name: "zero", line: `{"id": "VLT-0015", "title": "M", "last_page": 0, ` + star + `}`, field: "last_page", msg: "want a page number"},
		{name: "last before first", line: `{"id": "VLT-0015", "title": "M", "first_page": 509, "last_page": 400, ` + star + `}`, field: "last_page", msg: "before first_page"},
		{name: "first after the marked pages", line: `{"id": "VLT-0015", "title": "M", "first_page": 512, ` + star + `}`, field: "first_page", msg: "after page 509"},
		{name: "a text that opens on its first marker begins on that page", line: `{"id": "VLT-0015", "title": "M", "first_page": 510, "text": "[*510]\nA.\n\n[*515]\nB."}`, first: "510"},
		{name: "an opening marker after blank lines", line: `{"id": "VLT-0015", "title": "M", "first_page": 510, "text": "\n\n[*510]\nA."}`, first: "510"},
		{name: "text before the first marker is the page before it", line: `{"id": "VLT-0015", "title": "M", "first_page": 510, ` + star + `}`, field: "first_page", msg: "after page 509"},
		{name: "last before a marked page", line: `{"id": "VLT-0015", "title": "M", "last_page": 512, ` + star + `}`, field: "last_page", msg: "before page 515"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src, err := LoadSource(writeVault(t, map[string]string{DocumentsFile: tt.line + "\n", ACLFile: ""}))
			if tt.msg != "" {
				var ie *InputError
				if !errors.As(err, &ie) || ie.Field != tt.field || ie.Line != 1 || !strings.Contains(ie.Msg, tt.msg) {
					t.Fatalf("error %v, want %s on line 1 containing %q", err, tt.field, tt.msg)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			d := src.Documents[0]
			if d.FirstPage != tt.first || d.LastPage != tt.last {
				t.Errorf("range %q-%q, want %q-%q", d.FirstPage, d.LastPage, tt.first, tt.last)
			}
		})
	}
}
