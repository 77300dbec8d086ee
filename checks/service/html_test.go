package service

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWantsHTML reads Accept headers as HTTP clients send them.
func TestWantsHTML(t *testing.T) {
	for _, tt := range []struct {
		accept string
		html   bool
	}{
		{"", false},
		{"*/*", false},
		{"application/json", false},
		{"text/html", true},
		{"text/html; charset=utf-8", true},
		{"text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", true}, // a browser
		{"application/json;q=0.5, text/html;q=0.4", false},
		{"application/json, text/html", false}, // a tie: JSON
		{"text/html;q=0", false},
		{"text/html;q=abc", false},
		{"text/*", true},
		{"garbage;;", false},
	} {
		if got := wantsHTML(tt.accept); got != tt.html {
			t.Errorf("wantsHTML(%q) = %v, want %v", tt.accept, got, tt.html)
		}
	}
}

// postAccept posts body with an Accept header.
func postAccept(t *testing.T, url, accept, body string) (int, http.Header, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", url, strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+testToken)
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	resp, err := newClient().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, string(data)
}

// TestGradeHTMLReply: with Accept: text/html, POST /v1/grade answers the
// reviewer's HTML report, redacted unless the service shows denied text;
// JSON stays the default; errors stay JSON.
func TestGradeHTMLReply(t *testing.T) {
	g := realGrader(t)
	body, err := os.ReadFile(filepath.Join(suite, "responses", "walled-document-cited.json"))
	if err != nil {
		t.Fatal(err)
	}
	secret := "screened from one associate who"
	for _, show := range []bool{false, true} {
		_, ts := newTest(t, Config{Graders: []Grader{g}, ShowDenied: show})
		code, h, reply := postAccept(t, ts.URL+PathGrade, "text/html", string(body))
		if code != 200 || !strings.HasPrefix(h.Get("Content-Type"), "text/html") || !strings.HasPrefix(reply, "<!DOCTYPE html>") {
			t.Fatalf("show=%v: %d %s, body starts %.80q", show, code, h.Get("Content-Type"), reply)
		}
		if !strings.Contains(h.Get("Vary"), "Accept") || !strings.Contains(h.Get("Content-Security-Policy"), "default-src 'none'") {
			t.Errorf("headers: Vary %q, CSP %q", h.Get("Vary"), h.Get("Content-Security-Policy"))
		}
		for _, want := range []string{`id="summary"`, `<div class="answer md" id="answer">`, `id="failing"`} {
			if !strings.Contains(reply, want) {
				t.Errorf("show=%v: the HTML reply lacks %s", show, want)
			}
		}
		if strings.Contains(reply, "<script") {
			t.Error("the HTML reply holds a script")
		}
		if shown := strings.Contains(reply, secret); shown != show {
			t.Errorf("show=%v: walled text shown %v", show, shown)
		}
		if code, h, reply := postAccept(t, ts.URL+PathGrade, "", string(body)); code != 200 || !strings.HasPrefix(h.Get("Content-Type"), "application/json") || !strings.Contains(reply, `"report":{`) {
			t.Errorf("without Accept: %d %s", code, h.Get("Content-Type"))
		}
		if code, h, _ := postAccept(t, ts.URL+PathGrade, "text/html", `{"answer": 7}`); code != 400 || !strings.HasPrefix(h.Get("Content-Type"), "application/json") {
			t.Errorf("bad input with Accept: text/html: %d %s, want a JSON 400", code, h.Get("Content-Type"))
		}
	}
}

// TestServeUnknownUser: a request whose "user" the Vault does not know
// is a 400 naming it and the nearest known user, before any grading.
func TestServeUnknownUser(t *testing.T) {
	g := realGrader(t)
	data, _ := os.ReadFile(filepath.Join(suite, "responses", "clean-bluebook.json"))
	body := strings.Replace(string(data), `"user": "u-assoc-17"`, `"user": "u-asoc-17"`, 1)
	if body == string(data) {
		t.Fatal("no user to misspell")
	}
	_, ts := newTest(t, Config{Graders: []Grader{g}})
	code, _, reply := postAccept(t, ts.URL+PathGrade, "", body)
	if code != 400 || !strings.Contains(reply, "request body: user: unknown user u-asoc-17") || !strings.Contains(reply, "did you mean u-assoc-17?") {
		t.Errorf("%d %s", code, reply)
	}
}
