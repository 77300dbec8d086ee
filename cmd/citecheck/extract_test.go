package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault/vaulttest"
)

// extractAnswer exercises every citation form the printers show.
const extractAnswer = `# Forum selection

A forum-selection clause is prima facie valid. *M/S Bremen v. Zapata Off-Shore Co.*, 407 U.S. 1, 10, 92 S. Ct. 1907 (1972) (holding so). See Bremen, 407 U.S. at 15. Id. at 12.

- Transfer runs under 28 U.S.C. § 1404(a) [VLT-0001, p. 10].
- The clause (Acme-MSA.pdf, § 14.2) selects New York 【VLT-0003†L10-L14】.[^2]
- See [Bremen](vault://VLT-0001#c3); 2019 WL 1234567, at *3; 12 Fake Rptr. 34; 407 U.S.` + "\u200b" + ` 1.

The retrieved Vault sources do not address fraud.

[^2]: VLT-0004, § 3.1
`

// extractGolden compares got with testdata/extract/name (-update rewrites).
func extractGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	vaulttest.Golden(t, filepath.Join("testdata", "extract", name), got)
}

func extractCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestExtractPrinters(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "answer.md")
	if err := os.WriteFile(file, []byte(extractAnswer), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		golden string
		stdin  string
		args   []string
	}{
		{"answer.txt", "", []string{"extract", file}},
		{"answer.json", "", []string{"extract", "--json", file}},
		{"answer-props.json", "", []string{"extract", "--json", "--propositions", file}},
		{"answer.txt", extractAnswer, []string{"extract", "-"}},
		{"answer.txt", extractAnswer, []string{"extract"}},
	}
	for _, tt := range tests {
		code, out, errOut := extractCLI(t, tt.stdin, tt.args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", tt.args, code, errOut)
		}
		extractGolden(t, tt.golden, []byte(out))
	}
}

func TestExtractJSONKeys(t *testing.T) {
	code, out, errOut := extractCLI(t, "Bremen, 407 U.S. 1 (1972).", "extract", "--json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var recs []map[string]any
	if err := json.Unmarshal([]byte(out), &recs); err != nil {
		t.Fatal(err)
	}
	if len(recs) != 1 {
		t.Fatalf("%d records, want 1", len(recs))
	}
	for _, k := range []string{"kind", "text", "start", "end", "volume", "reporter", "page", "pin", "year", "court", "name", "doc_id", "locators", "proposition", "warnings"} {
		if _, ok := recs[0][k]; !ok {
			t.Errorf("key %q missing from %v", k, recs[0])
		}
	}
}

func TestExtractResponseJSON(t *testing.T) {
	code, out, errOut := extractCLI(t, `{"answer": "See [VLT-0001, p. 10]."}`, "extract", "--json", "-")
	if code != 0 || !strings.Contains(out, `"doc_id": "VLT-0001"`) {
		t.Fatalf("exit %d, out %s, err %s", code, out, errOut)
	}
}

func TestExtractBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte("{\n  \"answer\": 12,\n"), 0o644)
	latin := filepath.Join(dir, "latin1.md")
	os.WriteFile(latin, []byte("line one\ncaf\xe9\n"), 0o644)
	noAnswer := filepath.Join(dir, "noanswer.json")
	os.WriteFile(noAnswer, []byte(`{"model": "x"}`), 0o644)
	good := filepath.Join(dir, "good.md")
	os.WriteFile(good, []byte("See 1 U.S. 1."), 0o644)
	badReporters := filepath.Join(dir, "reporters.json")
	os.WriteFile(badReporters, []byte("{\n\"U.S.\": [\n"), 0o644)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"extract", filepath.Join(dir, "missing.md")}, "missing.md"},
		{[]string{"extract", bad}, "bad.json"},
		{[]string{"extract", latin}, "latin1.md:2: not valid UTF-8"},
		{[]string{"extract", noAnswer}, "answer: missing required field"},
		{[]string{"extract", "a", "b"}, "at most one FILE"},
		{[]string{"extract", "--reporters", badReporters, good}, "reporters.json:3"},
	}
	for _, tt := range tests {
		code, out, errOut := extractCLI(t, "", tt.args...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2 (stderr %q)", tt.args, code, errOut)
		}
		if out != "" {
			t.Errorf("%v: wrote %q to stdout on bad input", tt.args, out)
		}
		if !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: stderr %q lacks %q", tt.args, errOut, tt.want)
		}
	}
}
