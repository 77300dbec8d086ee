package vault

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStrictKeys: an unknown or misspelt key in any Vault file is bad
// input naming the file, the line, the key and the key meant.
func TestStrictKeys(t *testing.T) {
	doc := `{"id": "D-1", "title": "Memo", "text": "Body."}`
	for _, c := range []struct {
		name, file, content string
		line                int
		field, meant        string
	}{
		{"citation for citations", DocumentsFile, doc + "\n" + `{"id": "D-2", "title": "T", "text": "x", "citation": ["1 U.S. 1"]}`, 2, "citation", `did you mean "citations"`},
		{"alias for aliases", DocumentsFile, `{"id": "D-2", "title": "T", "text": "x", "alias": ["T"]}`, 1, "alias", `did you mean "aliases"`},
		{"date for decided", DocumentsFile, `{"id": "D-2", "title": "T", "text": "x", "date": "2020-01-01"}`, 1, "date", `did you mean "decided"`},
		{"case of a key", DocumentsFile, `{"id": "D-2", "Title": "T", "text": "x"}`, 1, "Title", `did you mean "title"`},
		{"a page entry's key", DocumentsFile, `{"id": "D-2", "title": "T", "pages": [{"page": "1", "txt": "x"}]}`, 1, "pages[0].txt", `did you mean "text"`},
		{"acl untill", ACLFile, `{"doc": "D-1", "principal": "*", "untill": "2026-01-01T00:00:00Z"}`, 1, "untill", `did you mean "until"`},
		{"acl document", ACLFile, `{"document": "D-1", "principal": "*"}`, 1, "document", `did you mean "doc"`},
		{"principal groups", PrincipalsFile, `{"user": "u-1", "group": [{"group": "lit"}]}`, 1, "group", `did you mean "groups"`},
		{"membership form", PrincipalsFile, `{"user": "u-1", "groups": [{"group": "lit", "form": "2026-01-01T00:00:00Z"}]}`, 1, "groups[0].form", `did you mean "from"`},
		{"vault.json chunk_size", ManifestFile, "{\n  \"name\": \"v\",\n  \"chunk_size\": 256\n}", 3, "chunk_size", `did you mean "chunk_tokens"`},
		{"vault.json unknown", ManifestFile, `{"name": "v", "colour": "red"}`, 1, "colour", "known fields: name, id_pattern, chunk_tokens, encoding"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := strictVault(t, map[string]string{c.file: c.content})
			_, err := LoadSource(dir)
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v; want an InputError", err)
			}
			if filepath.Base(ie.File) != c.file || ie.Line != c.line || ie.Field != c.field || !strings.Contains(ie.Msg, c.meant) {
				t.Errorf("got %s; want %s line %d field %q saying %q", err, c.file, c.line, c.field, c.meant)
			}
		})
	}
}

// TestPrettyPrintedJSONL: a JSON Lines file written pretty-printed is
// told it must hold one object per line.
func TestPrettyPrintedJSONL(t *testing.T) {
	for _, file := range []string{DocumentsFile, ACLFile, PrincipalsFile} {
		t.Run(file, func(t *testing.T) {
			dir := strictVault(t, map[string]string{file: "{\n  \"id\": \"D-9\",\n  \"title\": \"T\"\n}\n"})
			_, err := LoadSource(dir)
			var ie *InputError
			if !errors.As(err, &ie) || filepath.Base(ie.File) != file || ie.Line != 1 || !strings.Contains(ie.Msg, "one JSON object per line") {
				t.Errorf("error %v; want %s line 1 saying one JSON object per line", err, file)
			}
		})
	}
}

func TestNearestKey(t *testing.T) {
	known := jsonKeys(rawDocument{})
	for key, want := range map[string]string{
		"citation": "citations", "alias": "aliases", "date": "decided", "firstPage": "first_page", "first-page": "first_page",
		"textfile": "text_file", "titel": "title", "kinds": "kind", "colour": "", "x": "",
		"external_id": "external_ids", "url": "external_ids", "files": "file", "file_name": "filename",
	} {
		if got := nearestKey(key, known); got != want {
			t.Errorf("nearestKey(%q) = %q, want %q", key, got, want)
		}
	}
}

// TestStarPageErrorSaysTheFix: the first_page error says what to change.
func TestStarPageErrorSaysTheFix(t *testing.T) {
	dir := strictVault(t, map[string]string{DocumentsFile: `{"id": "D-1", "title": "T", "first_page": 220, "text": "Opening.\n\n[*220]\nMore."}`})
	_, err := LoadSource(dir)
	if err == nil || !strings.Contains(err.Error(), "first_page 220 is after page 219, which the text marks") ||
		!strings.Contains(err.Error(), "Set first_page to 219") || !strings.Contains(err.Error(), "remove the [*220] line") {
		t.Errorf("error %v; want the rule and the fix", err)
	}
}

// strictVault writes a small valid Vault with the given files replaced.
func strictVault(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	base := map[string]string{
		DocumentsFile:  `{"id": "D-1", "title": "Memo", "text": "Body."}`,
		ACLFile:        `{"doc": "D-1", "principal": "*"}`,
		PrincipalsFile: `{"user": "u-1", "groups": [{"group": "lit"}]}`,
	}
	for k, v := range files {
		base[k] = v
	}
	for name, content := range base {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
