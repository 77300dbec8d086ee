package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestFromFlag: grade --from reads the native fixtures of docs/providers.md; auto
// refuses citecheck's own format and an explicit format refuses another
// format's object (exit 2, nothing written); test --from runs the native
// suite; an unknown --from is bad usage.
func TestFromFlag(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	t.Setenv("OPENAI_BASE_URL", "")
	t.Setenv("OPENAI_API_KEY", "")
	native := filepath.Join(fixtureSuite, "native")
	resp := func(name string) string { return filepath.Join(native, "responses", name+".json") }
	cs := filepath.Join(native, "case.json")
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"openai-responses", []string{"grade", resp("openai-responses-clean"), "--from", "openai-responses", "--case", cs}, 0, ""},
		{"auto", []string{"grade", resp("gemini-clean"), "--from", "auto", "--case", cs}, 0, ""},
		{"auto, a trap", []string{"grade", resp("anthropic-cited-text-not-in-document"), "--from", "auto", "--case", cs}, 1, ""},
		{"auto refuses citecheck's format", []string{"grade", filepath.Join(fixtureSuite, "responses", "clean-vault-ids.json"), "--from", "auto", "--case", cs}, 2, "none of the formats known"},
		{"wrong format", []string{"grade", resp("cohere-clean"), "--from", "anthropic", "--case", cs}, 2, "it looks like cohere"},
		{"unknown format", []string{"grade", resp("cohere-clean"), "--from", "openai", "--case", cs}, 2, `unknown --from format "openai"`},
		{"test --from", []string{"test", native, "--from", "auto"}, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := t.TempDir()
			var stdout, stderr bytes.Buffer
			args := append([]string{}, tt.args...)
			if args[0] == "grade" {
				args = append(args, "--out", out)
			}
			code := run(context.Background(), args, strings.NewReader(""), &stdout, &stderr)
			if code != tt.code || !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("exit %d, want %d; stderr %q should hold %q\nstdout: %s", code, tt.code, stderr.String(), tt.stderr, stdout.String())
			}
			if tt.code == 2 {
				if entries, _ := os.ReadDir(out); len(entries) != 0 {
					t.Errorf("bad input wrote %d entries", len(entries))
				}
			}
		})
	}
}
