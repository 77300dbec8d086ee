package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault/vaulttest"
)

// retrieveGolden compares got with testdata/retrieve/name (-update rewrites).
func retrieveGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	vaulttest.Golden(t, filepath.Join("testdata", "retrieve", name), got)
}

// retrieveVault writes a small Vault source folder: three opinions
// readable by everyone, a memo for group matter-1 from March 2026, and
// an ethical wall denying one user the memo.
func retrieveVault(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"vault.json": `{"name": "retrieve-test", "chunk_tokens": 64}`,
		"documents.jsonl": `{"id": "VLT-0001", "title": "M/S Bremen v. Zapata Off-Shore Co.", "kind": "case", "citations": ["407 U.S. 1"], "text": "[*10]\nForum-selection clauses are prima facie valid and should be enforced unless enforcement is shown by the resisting party to be unreasonable under the circumstances.\n\n[*15]\nA forum-selection clause should be held unenforceable if enforcement would contravene a strong public policy of the forum in which suit is brought."}
{"id": "VLT-0002", "title": "Carnival Cruise Lines, Inc. v. Shute", "kind": "case", "citations": ["499 U.S. 585"], "text": "[*595]\nForum-selection clauses contained in form passage contracts are subject to judicial scrutiny for fundamental fairness."}
{"id": "VLT-0003", "title": "Hunt Wesson Foods, Inc. v. Supreme Oil Co.", "kind": "case", "citations": ["817 F.2d 75"], "text": "[*77]\nA clause that says a court shall have jurisdiction is permissive: it consents to jurisdiction without excluding other courts."}
{"id": "VLT-0004", "title": "Memo on the Delaware forum clause", "kind": "memo", "text": "## 1. Question\n\n¶ 1 Is the forum-selection clause in section 14.2 enforceable against Globex on public policy grounds?"}
`,
		"principals.jsonl": `{"user": "u-assoc", "groups": [{"group": "matter-1", "from": "2026-03-01T00:00:00Z"}]}
{"user": "u-walled", "groups": [{"group": "matter-1", "from": "2026-03-01T00:00:00Z"}]}
`,
		"acl.jsonl": `{"doc": "VLT-0001", "principal": "*"}
{"doc": "VLT-0002", "principal": "*"}
{"doc": "VLT-0003", "principal": "*"}
{"doc": "VLT-0004", "principal": "group:matter-1", "from": "2026-03-01T00:00:00Z"}
{"doc": "VLT-0004", "principal": "user:u-walled", "effect": "deny"}
`,
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestRetrieveCommand(t *testing.T) {
	t.Setenv("CITECHECK_CACHE_DIR", t.TempDir())
	dir := retrieveVault(t)
	const q = "forum selection clause public policy"
	tests := []struct {
		name   string
		args   []string
		code   int
		golden string // compares stdout; "" means stdout must be empty
		stderr string // a fragment stderr must contain
	}{
		{"json as a member of the matter", []string{"retrieve", "--vault", dir, "--user", "u-assoc", "--at", "2026-06-15T14:00:00Z", "--json", q}, 0, "member.json", ""},
		{"table as a member of the matter", []string{"retrieve", "--vault", dir, "--user", "u-assoc", "--at", "2026-06-15T14:00:00Z", q}, 0, "member.txt", ""},
		{"behind the ethical wall", []string{"retrieve", "--vault", dir, "--user", "u-walled", "--at", "2026-06-15T14:00:00Z", "--json", q}, 0, "walled.json", ""},
		{"before the grant starts, top 2, words joined", []string{"retrieve", "--vault", dir, "--user", "u-assoc", "--at", "2026-02-01", "--k", "2", "--json", "forum", "selection", "clause"}, 0, "before-grant.json", ""},
		{"unknown user is refused", []string{"retrieve", "--vault", dir, "--user", "u-nobody", "--at", "2026-06-15T14:00:00Z", "memo Globex section 14.2"}, 2, "", "unknown user u-nobody"},
		{"bad time", []string{"retrieve", "--vault", dir, "--user", "u-assoc", "--at", "15/06/2026", q}, 2, "", `--at: unparsable time "15/06/2026"`},
		{"no user", []string{"retrieve", "--vault", dir, "--at", "2026-06-15", q}, 2, "", "--user is required"},
		{"no time", []string{"retrieve", "--vault", dir, "--user", "u-assoc", q}, 2, "", "--at is required"},
		{"k zero", []string{"retrieve", "--vault", dir, "--user", "u-assoc", "--at", "2026-06-15", "--k", "0", q}, 2, "", "--k must be between 1 and 1000"},
		{"k not a number", []string{"retrieve", "--vault", dir, "--user", "u-assoc", "--at", "2026-06-15", "--k", "ten", q}, 2, "", "invalid argument"},
		{"no question", []string{"retrieve", "--vault", dir, "--user", "u-assoc", "--at", "2026-06-15"}, 2, "", "needs at least 1 argument"},
		{"blank question", []string{"retrieve", "--vault", dir, "--user", "u-assoc", "--at", "2026-06-15", "  "}, 2, "", "the question is empty"},
		{"no vault", []string{"retrieve", "--user", "u-assoc", "--at", "2026-06-15", q}, 2, "", "--vault is required"},
		{"vault folder missing", []string{"retrieve", "--vault", filepath.Join(dir, "missing"), "--user", "u-assoc", "--at", "2026-06-15", q}, 2, "", "missing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(context.Background(), tt.args, strings.NewReader(""), &out, &errb)
			if code != tt.code {
				t.Fatalf("exit %d, want %d; stderr: %s", code, tt.code, errb.String())
			}
			if !strings.Contains(errb.String(), tt.stderr) {
				t.Errorf("stderr = %q, want it to contain %q", errb.String(), tt.stderr)
			}
			if tt.golden == "" {
				if out.Len() != 0 {
					t.Errorf("stdout = %q, want nothing on failure", out.String())
				}
				return
			}
			if strings.Contains(out.String(), "VLT-0004") && (strings.Contains(tt.name, "wall") || strings.Contains(tt.name, "before") || strings.Contains(tt.name, "unknown")) {
				t.Errorf("the memo leaked to a user who may not read it:\n%s", out.String())
			}
			retrieveGolden(t, tt.golden, out.Bytes())
		})
	}
}
