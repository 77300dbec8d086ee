package main

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/checks/service"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/vault"
)

// TestBadInputCatalogueService is the catalogue's endpoint family: bad
// requests to the real handler over the fixture case and Vault, each
// answered with the documented status and a message naming the place,
// and never graded.
func TestBadInputCatalogueService(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	c, err := rubric.LoadCase(filepath.Join(catFixture, "case.json"))
	if err != nil {
		t.Fatal(err)
	}
	ix, err := vault.Open(c.VaultPath)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	g, err := grade.NewGrader(grade.Options{Case: c, Vault: ix, Judge: heuristic.New()})
	if err != nil {
		t.Fatal(err)
	}
	svc, err := service.New(service.Config{Graders: []service.Grader{g}, Token: "tok", MaxBody: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	good := `"user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z", "retrieved": [{"chunk_id": "VLT-0001#c4"}]`
	tests := []struct {
		name, method, path, token, body string
		code                            int
		want                            []string
	}{
		{"body over --max-body", "POST", service.PathGrade, "tok", `{"answer": "` + strings.Repeat("x", 2<<20) + `"}`, 413, []string{"request body", "limit"}},
		{"truncated JSON", "POST", service.PathGrade, "tok", "{\n\"answer\": \"a\",\n\"retrieved\": [", 400, []string{"request body:3", "malformed JSON"}},
		{"answer wrong type", "POST", service.PathGrade, "tok", `{"answer": ["a"]}`, 400, []string{"request body", "answer"}},
		{"invalid UTF-8", "POST", service.PathGrade, "tok", "{\"answer\": \"\xff\"}", 400, []string{"request body:1", "UTF-8"}},
		{"empty answer", "POST", service.PathGrade, "tok", `{"answer": "", ` + good + `}`, 400, []string{"request body", "answer", "empty"}},
		{"impossible time", "POST", service.PathGrade, "tok", `{"answer": "a", "asked_at": "2026-02-30T00:00:00Z"}`, 400, []string{"request body", "asked_at"}},
		{"100,000 citations", "POST", service.PathGrade, "tok", `{"answer": "` + strings.Repeat("407 U.S. 1; ", 100000)[:1<<20-200] + `", ` + good + `}`, 400, []string{"request body", "citations", "limit of 20000"}},
		{"unknown case", "POST", service.PathGrade, "tok", `{"answer": "a", "case": "nope"}`, 400, []string{"case", "nope"}},
		{"no token", "POST", service.PathGrade, "", `{"answer": "a"}`, 401, nil},
		{"wrong token", "POST", service.PathGrade, "tok2", `{"answer": "a"}`, 401, nil},
		{"wrong method", "GET", service.PathGrade, "tok", ``, 405, []string{"GET"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, tt.path, strings.NewReader(tt.body))
			if tt.token != "" {
				req.Header.Set("Authorization", "Bearer "+tt.token)
			}
			rec := httptest.NewRecorder()
			svc.ServeHTTP(rec, req)
			body := rec.Body.String()
			if rec.Code != tt.code {
				t.Fatalf("status %d, want %d: %.300s", rec.Code, tt.code, body)
			}
			if strings.Contains(body, "criteria_results") {
				t.Errorf("a refused request was graded: %.300s", body)
			}
			for _, s := range tt.want {
				if !strings.Contains(body, s) {
					t.Errorf("reply does not name %q: %.300s", s, body)
				}
			}
			if tt.code == http.StatusUnauthorized && strings.Contains(body, "request body") {
				t.Errorf("an unauthenticated request was parsed: %s", body)
			}
		})
	}
}
