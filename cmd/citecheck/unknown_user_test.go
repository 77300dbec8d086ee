package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// TestUnknownUserIsBadInput: a misspelt --user used to grade as a user
// with no grants (every walled or group document quietly denied).
func TestUnknownUserIsBadInput(t *testing.T) {
	t.Setenv("CITECHECK_CACHE_DIR", t.TempDir())
	fix := filepath.Join("..", "..", "fixtures", "forum-selection")
	v := filepath.Join(fix, "vault")
	for _, args := range [][]string{
		{"grade", filepath.Join(fix, "responses", "clean-bluebook.json"), "--case", filepath.Join(fix, "case.json"), "--out", t.TempDir(), "--user", "u-asoc-17"},
		{"retrieve", "--vault", v, "--user", "u-asoc-17", "--at", "2026-06-15T14:00:00Z", "forum selection"},
		{"vault", "access", "--vault", v, "--user", "u-asoc-17", "--at", "2026-06-15T14:00:00Z", "VLT-0001"},
	} {
		var stdout, stderr strings.Builder
		code := run(context.Background(), args, strings.NewReader(""), &stdout, &stderr)
		if code != exitInput || !strings.Contains(stderr.String(), "unknown user u-asoc-17") || !strings.Contains(stderr.String(), "did you mean u-assoc-17?") {
			t.Errorf("%s: exit %d, stderr %q; want exit 2 suggesting u-assoc-17", args[0], code, stderr.String())
		}
	}
}
