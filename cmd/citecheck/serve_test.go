package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/vault"
)

const fixtureCase = "../../fixtures/forum-selection/case.json"

func TestServeRefusesToStart(t *testing.T) {
	t.Setenv(TokenEnv, "")
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty-token")
	os.WriteFile(empty, []byte(" \n"), 0o600)
	badCase := filepath.Join(dir, "case.json")
	os.WriteFile(badCase, []byte("{\n  \"title\": 3,\n  \"instructions\": \"q\",\n  \"criteria\": []\n}"), 0o644)
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"no token", []string{"serve", "--case", fixtureCase}, "no token: set CITECHECK_TOKEN or give --token-file"},
		{"no auth off loopback", []string{"serve", "--case", fixtureCase, "--insecure-no-auth", "--addr", "0.0.0.0:0"}, "only allowed on a loopback address"},
		{"no auth on all interfaces", []string{"serve", "--case", fixtureCase, "--insecure-no-auth", "--addr", ":8080"}, "only allowed on a loopback address"},
		{"empty token file", []string{"serve", "--case", fixtureCase, "--token-file", empty}, "the token file is empty"},
		{"missing token file", []string{"serve", "--case", fixtureCase, "--token-file", filepath.Join(dir, "nope")}, "cannot read the token"},
		{"no case", []string{"serve", "--insecure-no-auth"}, "give at least one --case"},
		{"bad case", []string{"serve", "--case", badCase, "--insecure-no-auth"}, badCase + ":2: title: want a string"},
		{"stray argument", []string{"serve", "extra"}, "takes 0 argument(s)"},
		{"bad limit", []string{"serve", "--case", fixtureCase, "--insecure-no-auth", "--max-body", "0"}, "must be positive"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, tc.args...)
			if code != exitInput || !strings.Contains(stderr, tc.want) {
				t.Fatalf("exit %d, stderr %q; want exit 2 with %q", code, stderr, tc.want)
			}
		})
	}
}

// lockedBuffer is a bytes.Buffer safe to write from the command while
// the test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

var servingLine = regexp.MustCompile(`serving on (http://127\.0\.0\.1:[0-9]+) `)

// TestServeEndToEnd starts `citecheck serve` on a free loopback port,
// grades a fixture response through it, and stops it as SIGTERM would
// (cancelling the command's context): exit 0.
func TestServeEndToEnd(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	tokFile := filepath.Join(t.TempDir(), "token")
	os.WriteFile(tokFile, []byte("tok-123\n"), 0o600)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stderr lockedBuffer
	exited := make(chan int, 1)
	go func() {
		exited <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--case", fixtureCase, "--token-file", tokFile,
			"--judge", "heuristic", "--no-judge-cache"}, strings.NewReader(""), io.Discard, &stderr)
	}()
	var base string
	for deadline := time.Now().Add(2 * time.Minute); base == ""; time.Sleep(20 * time.Millisecond) {
		if m := servingLine.FindStringSubmatch(stderr.String()); m != nil {
			base = m[1]
		}
		select {
		case code := <-exited:
			t.Fatalf("serve exited %d: %s", code, stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("serve did not start: %s", stderr.String())
		}
	}
	client := &http.Client{Timeout: time.Minute}
	post := func(tok, body string) (int, string) {
		req, _ := http.NewRequest("POST", base+"/v1/grade", strings.NewReader(body))
		if tok != "" {
			req.Header.Set("Authorization", "Bearer "+tok)
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		data, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(data)
	}
	resp, err := client.Get(base + "/healthz")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("healthz: %v %v", resp, err)
	}
	resp.Body.Close()
	body, _ := os.ReadFile("../../fixtures/forum-selection/responses/clean-bluebook.json")
	if code, reply := post("tok-123", string(body)); code != 200 || !strings.Contains(reply, `"run_id":"assistant-conversational-qa-forum-selection/acme-rag-v3/clean-bluebook"`) || !strings.Contains(reply, `"report":{`) {
		t.Fatalf("grade: %d %.300s", code, reply)
	}
	if code, _ := post("wrong", string(body)); code != 401 {
		t.Fatalf("wrong token: %d", code)
	}
	cancel()
	select {
	case code := <-exited:
		if code != exitOK || !strings.Contains(stderr.String(), "citecheck: stopped") {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
	case <-time.After(time.Minute):
		t.Fatal("serve did not stop after its context was cancelled")
	}
}
