package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/batch"
)

// scoredAt matches the one line of scores.json that differs between two
// gradings of the same response.
var scoredAt = regexp.MustCompile(`(?m)^  "scored_at": "[^"]*",?\n`)

// resultFiles reads every file under out/results, scored_at removed.
func resultFiles(t *testing.T, out string) map[string]string {
	t.Helper()
	files := map[string]string{}
	root := filepath.Join(out, "results")
	err := filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(root, p)
		files[filepath.ToSlash(rel)] = scoredAt.ReplaceAllString(string(b), "")
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestGradeShardsUnionIsTheUnshardedRun grades the fixture responses as
// four shards into four folders and once unsharded; every shard holds
// some responses and no response is in two; the union, merged by
// 'citecheck merge', holds the same files as the unsharded run, byte for
// byte apart from scored_at, and merge prints the same summary.
func TestGradeShardsUnionIsTheUnshardedRun(t *testing.T) {
	dir := t.TempDir()
	args := []string{fixtureResponses + "*.json"}
	whole := filepath.Join(dir, "whole")
	code, stdout, _ := gradeB(t, batchFlags{quiet: true}, false, whole, "", args...)
	if code != exitFailed {
		t.Fatalf("unsharded run: exit %d", code)
	}
	want := resultFiles(t, whole)
	owner := map[string]int{}
	var shardDirs []string
	for k := 0; k < 4; k++ {
		out := filepath.Join(dir, fmt.Sprintf("shard-%d", k))
		shardDirs = append(shardDirs, out)
		code, _, stderr := gradeB(t, batchFlags{quiet: true, shard: batch.Shard{Index: k, Count: 4}}, false, out, "", args...)
		if code != exitFailed && code != exitOK {
			t.Fatalf("shard %d: exit %d\n%s", k, code, stderr)
		}
		got := resultFiles(t, out)
		if len(got) == 0 {
			t.Fatalf("shard %d graded nothing", k)
		}
		if !strings.Contains(stderr, fmt.Sprintf("shard %d/4 holds %d of the %d responses", k, len(got)/2, len(want)/2)) {
			t.Errorf("shard %d: stderr %q", k, stderr)
		}
		for name := range got {
			if prev, dup := owner[name]; dup {
				t.Fatalf("%s written by shards %d and %d", name, prev, k)
			}
			owner[name] = k
		}
	}
	merged := filepath.Join(dir, "merged")
	var mout, merr bytes.Buffer
	mcode := run(context.Background(), append([]string{"merge", "--out", merged}, shardDirs...), strings.NewReader(""), &mout, &merr)
	if mcode != exitFailed {
		t.Fatalf("merge: exit %d\n%s", mcode, merr.String())
	}
	got := resultFiles(t, merged)
	if len(got) != len(want) {
		t.Fatalf("union holds %d files, the unsharded run %d", len(got), len(want))
	}
	for name, data := range want {
		if got[name] != data {
			t.Errorf("%s differs between the union and the unsharded run", name)
		}
	}
	// grade's table for several responses follows a blank line. The
	// first line says where the responses came from (graded here, or
	// read from results folders); everything after it must agree.
	table := strings.TrimPrefix(stdout, "\n")
	if !strings.Contains(mout.String(), "(read from results folders; none graded here)") {
		t.Errorf("merge summary does not say it graded nothing:\n%s", mout.String())
	}
	if afterFirstLine(mout.String()) != afterFirstLine(table) {
		t.Errorf("merge summary:\n%s\nunsharded summary:\n%s", mout.String(), table)
	}
}

// TestGradeShardFlagIsStrict: a malformed --shard, an empty one
// included (an unset variable would have every worker grade
// everything), is a usage error (exit 2) naming the flag, before the
// case or the Vault is opened.
func TestGradeShardFlagIsStrict(t *testing.T) {
	for _, v := range []string{"4/4", "-1/4", "1/0", "a/b", "1/4/2", "01/4", "", " 0/4", "$(JOB_COMPLETION_INDEX)/4"} {
		t.Run(v, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(context.Background(), []string{"grade", "--case", "no-such-case.json", "--vault", "no-such-vault", "--shard", v, "x.json"}, strings.NewReader(""), &stdout, &stderr)
			if code != exitInput || !strings.Contains(stderr.String(), `for "--shard" flag`) || strings.Contains(stderr.String(), "no-such") {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
		})
	}
}

// TestGradeEmptyShardSucceeds: with more shards than responses, a shard
// holding none of them exits 0 and writes nothing.
func TestGradeEmptyShardSucceeds(t *testing.T) {
	out := t.TempDir()
	args := []string{fixtureResponses + "clean-bluebook.json"}
	for k := 0; k < 8; k++ {
		code, stdout, stderr := gradeB(t, batchFlags{quiet: true, shard: batch.Shard{Index: k, Count: 8}}, false, out, "", args...)
		if strings.Contains(stderr, "holds 0 of the 1") {
			if code != exitOK || stdout != "" {
				t.Fatalf("empty shard %d: exit %d, stdout %q", k, code, stdout)
			}
		} else if !strings.Contains(stderr, "holds 1 of the 1") {
			t.Fatalf("shard %d: %s", k, stderr)
		}
	}
	if n := len(resultFiles(t, out)); n != 2 {
		t.Fatalf("%d files written, want one response's two", n)
	}
}

// afterFirstLine is s without its first line.
func afterFirstLine(s string) string {
	_, rest, _ := strings.Cut(s, "\n")
	return rest
}
