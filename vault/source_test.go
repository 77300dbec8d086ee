package vault

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// goodVault is a minimal valid source folder; tests override single files.
var goodVault = map[string]string{
	ManifestFile: `{"name": "t", "id_pattern": "VLT-[0-9]{4}", "chunk_tokens": 64}`,
	DocumentsFile: `{"id": "VLT-0002", "title": "Second", "text": "Two."}
{"id": "VLT-0001", "title": "M/S Bremen v. Zapata Off-Shore Co.", "filename": "bremen.pdf", "kind": "case", "citations": ["407 U.S. 1"], "aliases": ["The Bremen"], "decided": "1972-06-12", "pages": [{"page": "1", "text": "First page."}, {"page": "2", "text": "Second page."}]}
{"id": "VLT-0003", "title": "Third", "text_file": "files/three.txt"}
`,
	PrincipalsFile: `{"user": "u-1", "groups": [{"group": "lit", "from": "2026-01-05T00:00:00Z", "until": "2026-09-01T00:00:00Z"}]}
{"user": "u-2"}
`,
	ACLFile: `{"doc": "VLT-0001", "principal": "*"}

{"doc": "VLT-0002", "principal": "group:lit", "effect": "allow", "from": "0001-01-01T00:00:00Z", "until": "9999-12-31T23:59:59Z"}
{"doc": "VLT-0002", "principal": "user:u-2", "effect": "deny", "from": "2026-01-01"}
`,
	"files/three.txt": "Three.\r\nLine two.\n",
}

// writeVault writes goodVault with overrides (a value of "\x00" deletes the
// file) into a temporary folder.
func writeVault(t testing.TB, over map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{}
	for k, v := range goodVault {
		files[k] = v
	}
	for k, v := range over {
		files[k] = v
	}
	for name, body := range files {
		if body == "\x00" {
			continue
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestLoadSourceGood(t *testing.T) {
	src, err := LoadSource(writeVault(t, nil))
	if err != nil {
		t.Fatal(err)
	}
	if got := docIDs(src.Documents); strings.Join(got, ",") != "VLT-0001,VLT-0002,VLT-0003" {
		t.Errorf("documents not in ID order: %v", got)
	}
	if got, want := src.Documents[0].Text, "[*1]\nFirst page.\n\n[*2]\nSecond page."; got != want {
		t.Errorf("pages text = %q, want %q", got, want)
	}
	if got, want := src.Documents[2].Text, "Three.\nLine two.\n"; got != want {
		t.Errorf("text_file text = %q, want %q", got, want)
	}
	if src.Manifest.ChunkTokens != 64 || src.Manifest.IDPattern != "VLT-[0-9]{4}" || src.Manifest.Encoding != DefaultEncoding {
		t.Errorf("manifest = %+v", src.Manifest)
	}
	if len(src.Grants) != 3 || src.Grants[1].Line != 3 || src.Grants[2].Effect != Deny || src.Grants[0].Effect != Allow {
		t.Errorf("grants = %+v", src.Grants)
	}
	if !src.Grants[1].From.IsZero() || src.Grants[1].Until.Year() != 9999 {
		t.Errorf("year 0001/9999 window = %v..%v", src.Grants[1].From, src.Grants[1].Until)
	}
	m := src.Principals[0].Groups[0]
	if m.Group != "lit" || !m.From.Equal(time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("membership = %+v", m)
	}
}

// TestLoadOutcome: a document's "outcome" (FORMATS.md: the Vault folder) is kept as written
// and survives a built index, so the judge reads it whichever way the
// Vault is opened.
func TestLoadOutcome(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		DocumentsFile:  `{"id": "VLT-0001", "title": "A v. B", "kind": "case", "outcome": "vacated and remanded", "text": "The judgment is vacated."}` + "\n" + `{"id": "VLT-0002", "title": "C v. D", "kind": "case", "text": "Affirmed."}`,
		ACLFile:        "",
		PrincipalsFile: "",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	src, err := LoadSource(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got := src.Documents[0].Outcome; got != "vacated and remanded" {
		t.Errorf("outcome %q", got)
	}
	if got := src.Documents[1].Outcome; got != "" {
		t.Errorf("a document without outcome has %q", got)
	}
	out := t.TempDir()
	if err := Build(src, out); err != nil {
		t.Fatal(err)
	}
	ix, err := Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if d, ok := ix.Document("VLT-0001"); !ok || d.Outcome != "vacated and remanded" {
		t.Errorf("built index lost the outcome: %+v", d)
	}
}

func TestLoadSourceNoManifest(t *testing.T) {
	dir := writeVault(t, map[string]string{ManifestFile: "\x00"})
	src, err := LoadSource(dir)
	if err != nil {
		t.Fatal(err)
	}
	if src.Manifest.ChunkTokens != DefaultChunkTokens || src.Manifest.IDPattern != "VLT-[0-9]{4}" || src.Manifest.Name != filepath.Base(dir) {
		t.Errorf("defaults = %+v", src.Manifest)
	}
}

func TestLoadSourceErrors(t *testing.T) {
	doc := func(s string) map[string]string { return map[string]string{DocumentsFile: s} }
	acl := func(s string) map[string]string { return map[string]string{ACLFile: s} }
	pri := func(s string) map[string]string { return map[string]string{PrincipalsFile: s} }
	tests := []struct {
		name  string
		over  map[string]string
		file  string
		line  int
		field string
		msg   string
	}{
		{"missing documents", doc("\x00"), DocumentsFile, 0, "", "required file is missing"},
		{"missing acl", acl("\x00"), ACLFile, 0, "", "required file is missing"},
		{"missing principals", pri("\x00"), PrincipalsFile, 0, "", "required file is missing"},
		{"malformed json", doc("{\"id\": \"VLT-0001\", \"title\": \"x\", \"text\": \"y\"}\n\n{\"id\": \"VLT-0002\",\n"), DocumentsFile, 3, "", "malformed JSON"},
		{"two values", doc(`{"id": "VLT-0001", "title": "x", "text": "y"} {}`), DocumentsFile, 1, "", "more than one value"},
		{"wrong type", doc(`{"id": 7, "title": "x", "text": "y"}`), DocumentsFile, 1, "id", "must be a JSON string"},
		{"missing id", doc(`{"title": "x", "text": "y"}`), DocumentsFile, 1, "id", "missing required field"},
		{"missing title", doc(`{"id": "VLT-0001", "text": "y"}`), DocumentsFile, 1, "title", "missing required field"},
		{"bad id", doc(`{"id": "VLT 0001", "title": "x", "text": "y"}`), DocumentsFile, 1, "id", "must match"},
		{"id off pattern", doc(`{"id": "DOC-1", "title": "x", "text": "y"}`), DocumentsFile, 1, "id", "does not match vault.json id_pattern"},
		{"duplicate id", doc("{\"id\": \"VLT-0001\", \"title\": \"x\", \"text\": \"y\"}\n{\"id\": \"VLT-0001\", \"title\": \"x\", \"text\": \"y\"}"), DocumentsFile, 2, "id", "duplicate id \"VLT-0001\" (first on line 1)"},
		{"no text", doc(`{"id": "VLT-0001", "title": "x"}`), DocumentsFile, 1, "text", "exactly one of text, pages, text_file or file"},
		{"two texts", doc(`{"id": "VLT-0001", "title": "x", "text": "y", "text_file": "files/three.txt"}`), DocumentsFile, 1, "text", "found 2"},
		{"empty text", doc(`{"id": "VLT-0001", "title": "x", "text": "  "}`), DocumentsFile, 1, "text", "empty document text"},
		{"bad kind", doc(`{"id": "VLT-0001", "title": "x", "kind": "novel", "text": "y"}`), DocumentsFile, 1, "kind", "unknown kind"},
		{"bad decided", doc(`{"id": "VLT-0001", "title": "x", "decided": "June 1972", "text": "y"}`), DocumentsFile, 1, "decided", "unparsable date"},
		{"bad outcome", doc(`{"id": "VLT-0001", "title": "x", "outcome": "<b>Reversed</b>", "text": "y"}`), DocumentsFile, 1, "outcome", "short label"},
		{"outcome not a string", doc(`{"id": "VLT-0001", "title": "x", "outcome": ["void"], "text": "y"}`), DocumentsFile, 1, "outcome", "must be a JSON string"},
		{"bad page label", doc(`{"id": "VLT-0001", "title": "x", "pages": [{"page": "1]", "text": "y"}]}`), DocumentsFile, 1, "pages[0].page", "page label"},
		{"text_file escapes", doc(`{"id": "VLT-0001", "title": "x", "text_file": "../secret.txt"}`), DocumentsFile, 1, "text_file", "outside the Vault folder"},
		{"text_file absolute", doc(`{"id": "VLT-0001", "title": "x", "text_file": "/etc/passwd"}`), DocumentsFile, 1, "text_file", "must be relative"},
		{"text_file missing", doc(`{"id": "VLT-0001", "title": "x", "text_file": "files/nope.txt"}`), DocumentsFile, 1, "text_file", "does not exist"},
		{"invalid utf8", doc("{\"id\": \"VLT-0001\", \"title\": \"x\xff\", \"text\": \"y\"}"), DocumentsFile, 1, "", "invalid UTF-8 at byte 31"},
		{"invalid utf8 file", map[string]string{"files/three.txt": "ok\n\xc3("}, DocumentsFile, 3, "text_file", "not valid UTF-8 (line 2, column 1)"},
		{"bad id_pattern", map[string]string{ManifestFile: "{\n \"name\": \"t\",\n \"id_pattern\": \"VLT-[0-9\"\n}"}, ManifestFile, 3, "id_pattern", "invalid RE2 pattern"},
		{"bad manifest json", map[string]string{ManifestFile: "{\n \"name\": \"t\",\n}"}, ManifestFile, 3, "", "malformed JSON"},
		{"bad chunk_tokens", map[string]string{ManifestFile: `{"chunk_tokens": 2}`}, ManifestFile, 1, "chunk_tokens", "whole number of tokens"},
		{"bad encoding", map[string]string{ManifestFile: `{"encoding": "gpt2"}`}, ManifestFile, 1, "encoding", "unsupported encoding"},
		{"acl unknown doc", acl(`{"doc": "VLT-0009", "principal": "*"}`), ACLFile, 1, "doc", "unknown document \"VLT-0009\""},
		{"acl missing doc", acl(`{"principal": "*"}`), ACLFile, 1, "doc", "missing required field"},
		{"acl bad principal", acl(`{"doc": "VLT-0001", "principal": "team:x"}`), ACLFile, 1, "principal", "must be user:<id>, group:<name> or *"},
		{"acl unknown user", acl(`{"doc": "VLT-0001", "principal": "user:u-9"}`), ACLFile, 1, "principal", "unknown user"},
		{"acl unknown group", acl(`{"doc": "VLT-0001", "principal": "group:tax"}`), ACLFile, 1, "principal", "unknown group"},
		{"acl bad effect", acl(`{"doc": "VLT-0001", "principal": "*", "effect": "block"}`), ACLFile, 1, "effect", "unknown effect"},
		{"acl bad time", acl(`{"doc": "VLT-0001", "principal": "*", "from": "2026-13-01T00:00:00Z"}`), ACLFile, 1, "from", "unparsable time"},
		{"acl until before from", acl(`{"doc": "VLT-0001", "principal": "*", "from": "2026-02-01T00:00:00Z", "until": "2026-01-01T00:00:00Z"}`), ACLFile, 1, "until", "is not after from"},
		{"acl misspelt field", acl(`{"doc": "VLT-0001", "principal": "*", "untill": "2026-01-01T00:00:00Z"}`), ACLFile, 1, "untill", "unknown field"},
		{"principal duplicate", pri("{\"user\": \"u-1\"}\n{\"user\": \"u-1\"}"), PrincipalsFile, 2, "user", "duplicate user"},
		{"principal missing user", pri(`{"name": "x"}`), PrincipalsFile, 1, "user", "missing required field"},
		{"membership bad time", pri(`{"user": "u-1", "groups": [{"group": "lit", "until": "tomorrow"}]}`), PrincipalsFile, 1, "groups[0].until", "unparsable time"},
		{"membership misspelt", pri(`{"user": "u-1", "groups": [{"group": "lit", "form": "2026-01-01"}]}`), PrincipalsFile, 1, "groups[0].form", "unknown field"},
		{"membership no group", pri(`{"user": "u-1", "groups": [{"from": "2026-01-01"}]}`), PrincipalsFile, 1, "groups[0].group", "missing required field"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := writeVault(t, tt.over)
			_, err := LoadSource(dir)
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("err = %v, want *InputError", err)
			}
			if filepath.Base(ie.File) != tt.file || ie.Line != tt.line || ie.Field != tt.field || !strings.Contains(ie.Msg, tt.msg) {
				t.Errorf("got %s:%d field %q msg %q\nwant %s:%d field %q msg containing %q", filepath.Base(ie.File), ie.Line, ie.Field, ie.Msg, tt.file, tt.line, tt.field, tt.msg)
			}
			if ie.ExitCode() != 2 {
				t.Errorf("exit code %d", ie.ExitCode())
			}
		})
	}
}

func TestTextFileSymlinkEscape(t *testing.T) {
	outside := filepath.Join(t.TempDir(), "secret.txt")
	if err := os.WriteFile(outside, []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := writeVault(t, map[string]string{DocumentsFile: `{"id": "VLT-0001", "title": "x", "text_file": "files/link.txt"}`, ACLFile: ""})
	if err := os.Symlink(outside, filepath.Join(dir, "files", "link.txt")); err != nil {
		t.Skip("no symlinks:", err)
	}
	_, err := LoadSource(dir)
	var ie *InputError
	if !errors.As(err, &ie) || ie.Field != "text_file" || !strings.Contains(ie.Msg, "symbolic link") {
		t.Fatalf("err = %v, want a text_file symlink error", err)
	}
}

func TestDeriveIDPattern(t *testing.T) {
	tests := []struct {
		ids  []string
		want string
	}{
		{nil, FallbackIDPattern},
		{[]string{"VLT-0001", "VLT-0020"}, "VLT-[0-9]{4}"},
		{[]string{"VLT-0001", "MEMO-12"}, "[A-Z]{3,4}-[0-9]{2,4}"},
		{[]string{"VLT-0001", "memo"}, "(?:VLT-[0-9]{4}|memo)"},
		{[]string{"a.b", "doc1"}, "(?:doc[0-9]{1}|a\\.b)"},
	}
	for _, tt := range tests {
		if got := DeriveIDPattern(tt.ids); got != tt.want {
			t.Errorf("DeriveIDPattern(%q) = %q, want %q", tt.ids, got, tt.want)
		}
	}
}
